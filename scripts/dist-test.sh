#!/usr/bin/env bash
# dist-test.sh TARBALL DEBUG_BINARY: the test of `make dist-test`. Unpacks the release tarball
# into a temporary folder and runs it as on a machine with only Cairo, Pango and fontconfig:
# an empty environment (PATH=/usr/bin:/bin, LD_LIBRARY_PATH empty, a new HOME) and, where the
# user may make a mount namespace (root, as on CI), the toolchain (/opt/swift, /usr/lib/swift),
# the system's fonts (/usr/share/fonts) and fontconfig's configuration (/etc/fonts) hidden under
# empty folders, so that it must draw with the fonts it carries. Its drawings, reports and
# golden run are then compared byte for byte with the development build's.
set -euo pipefail
cd "$(dirname "$0")/.."

# renders BINARY OUT: what both builds draw, into OUT.
if [ "${1:-}" = renders ]; then
    bin=$2 out=$3
    "$bin" --version >"$out/version.txt"
    "$bin" Samples/two-views-with-complex-widths.yaml -o "$out/widths.png" --quiet
    "$bin" Samples/bars-large-title.yaml --device "iPhone SE" --orientation both -o "$out/bars.png" --quiet
    "$bin" Samples/controls.yaml --scale 3 -o "$out/controls.png" --json "$out/controls.json" --quiet
    "$bin" Samples/stack-views.yaml -o "$out/stacks.svg" --quiet
    "$bin" Samples/date-picker.yaml -o "$out/date-picker.pdf" --quiet
    "$bin" Samples/storyboards -o "$out/storyboards" --quiet
    "$bin" Samples/swift -o "$out/swift" --quiet
    "$bin" check Samples >"$out/check.txt" 2>&1 || true
    "$bin" test Samples --golden golden-images --record never --quiet --failures "$out/failures" \
        --junit "$out/junit.xml" >"$out/test.txt" 2>&1
    exit 0
fi

tarball=$1 debug=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$tarball" -C "$work"
release=$(echo "$work"/alpreview-*/bin/alpreview)
mkdir -p "$work/debug" "$work/release" "$work/home"

if ldd "$release" | grep -E "libswift|libFoundation|libdispatch|/swift/"; then
    echo "FAIL: the release binary needs the Swift runtime's libraries (above)" >&2
    exit 1
fi
for file in share/alpreview/fonts/Inter-Regular.otf share/alpreview/fonts/LICENSE.fonts-inter \
    share/man/man1/alpreview.1 share/bash-completion/completions/alpreview share/zsh/site-functions/_alpreview \
    share/fish/vendor_completions.d/alpreview.fish; do
    [ -s "$(dirname "$(dirname "$release")")/$file" ] || { echo "FAIL: $file missing from the tarball" >&2; exit 1; }
done

start=$(date +%s)
bash "$0" renders "$debug" "$work/debug"
debug_time=$(($(date +%s) - start))

clean_env=(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME="$work/home" LANG=C.UTF-8)
hidden="/opt/swift /usr/lib/swift /usr/share/fonts /etc/fonts"
start=$(date +%s)
if unshare --mount --propagation private true 2>/dev/null; then
    unshare --mount --propagation private bash -c '
        for folder in '"$hidden"'; do [ -d "$folder" ] && mount -t tmpfs none "$folder"; done
        exec "$@"' hide "${clean_env[@]}" bash "$0" renders "$release" "$work/release"
    echo "dist-test: ran with $hidden hidden"
else
    echo "dist-test: no mount namespace for this user: the toolchain and the system's fonts stay visible"
    "${clean_env[@]}" bash "$0" renders "$release" "$work/release"
fi
release_time=$(($(date +%s) - start))

# The commit line differs on purpose: a development build is not stamped.
grep -qE "^alpreview [0-9.]+ \([0-9a-f]{7,}(-dirty)?\)$" "$work/release/version.txt" \
    || { echo "FAIL: --version says: $(cat "$work/release/version.txt")" >&2; exit 1; }
rm "$work/debug/version.txt" "$work/release/version.txt"
if ! diff -r "$work/debug" "$work/release" >"$work/diff.txt"; then
    echo "FAIL: the release draws differently from the development build:" >&2
    head -40 "$work/diff.txt" >&2
    exit 1
fi
echo "dist-test: $(find "$work/release" -type f | wc -l) files identical byte for byte" \
    "(development build ${debug_time} s, release ${release_time} s); $(tail -1 "$work/release/test.txt")"
