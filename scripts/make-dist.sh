#!/usr/bin/env bash
# make-dist.sh BINARY VERSION ARCH: lays out and packs the release tarball of `make dist`,
# dist/alpreview-VERSION-linux-ARCH.tar.gz, from a release build of alpreview (Swift runtime
# linked statically):
#   bin/alpreview                         the binary, stripped
#   share/alpreview/fonts/                the fonts it draws with (PinnedFonts.systemFiles) and their licences
#   share/man/man1/alpreview.1            the man page, from the command definitions
#   share/bash-completion/completions/alpreview, share/zsh/site-functions/_alpreview,
#   share/fish/vendor_completions.d/alpreview.fish
#   share/doc/alpreview/README            what it is, what it needs, how to run it
# The archive is reproducible: sorted names, owner root, every file dated at the commit.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 version=$2 arch=$3
name=alpreview-$version-linux-$arch
stage=.build/dist/$name
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/share/alpreview/fonts" "$stage/share/man/man1" \
    "$stage/share/bash-completion/completions" "$stage/share/zsh/site-functions" \
    "$stage/share/fish/vendor_completions.d" "$stage/share/doc/alpreview" dist

install -m 755 "$binary" "$stage/bin/alpreview"
strip "$stage/bin/alpreview"
if ldd "$stage/bin/alpreview" | grep -E "libswift|libFoundation|libdispatch|/swift/"; then
    echo "error: the binary still needs the Swift runtime's libraries (above)" >&2
    exit 1
fi

# The fonts of Sources/TextMetrics/PinnedFonts.swift, as files (never links), and the Debian
# copyright file of each package, which holds its licences (Inter: SIL Open Font License 1.1;
# DejaVu: the Bitstream Vera licence; VL Gothic: the M+ and Sazanami font licences and BSD-3-Clause;
# Liberation: SIL Open Font License 1.1).
fonts=(/usr/share/fonts/opentype/inter/Inter-*.otf /usr/share/fonts/opentype/inter/InterDisplay-*.otf
    /usr/share/fonts/truetype/liberation/Liberation{Sans,Serif,Mono}-{Regular,Bold,Italic,BoldItalic}.ttf
    /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
    /usr/share/fonts/truetype/vlgothic/VL-Gothic-Regular.ttf)
if [ "${#fonts[@]}" -ne 51 ]; then echo "error: expected 51 font files, found ${#fonts[@]} (make deps)" >&2; exit 1; fi
for font in "${fonts[@]}"; do install -m 644 "$(readlink -f "$font")" "$stage/share/alpreview/fonts/$(basename "$font")"; done
for package in fonts-inter fonts-dejavu-core fonts-vlgothic fonts-liberation; do
    install -m 644 "/usr/share/doc/$package/copyright" "$stage/share/alpreview/fonts/LICENSE.$package"
done

"$stage/bin/alpreview" --generate-completion-script bash >"$stage/share/bash-completion/completions/alpreview"
"$stage/bin/alpreview" --generate-completion-script zsh >"$stage/share/zsh/site-functions/_alpreview"
"$stage/bin/alpreview" --generate-completion-script fish >"$stage/share/fish/vendor_completions.d/alpreview.fish"
"$stage/bin/alpreview" --experimental-dump-help | python3 scripts/man-page.py "$version" >"$stage/share/man/man1/alpreview.1"

cat >"$stage/share/doc/alpreview/README" <<EOF
$("$stage/bin/alpreview" --version), for Linux on $arch.

Needs: Cairo, Pango and fontconfig (Debian and Ubuntu: apt-get install libcairo2 libpango-1.0-0
libpangocairo-1.0-0 fontconfig). The Swift runtime is inside the binary; the fonts it draws with
are in share/alpreview/fonts (their licences beside them), so images do not depend on the fonts
or the font configuration of the machine.

Run it where it is (bin/alpreview --help), or put the folder anywhere and link bin/alpreview
into a folder of your PATH: the fonts are found beside the binary's real path.
Completions for bash, zsh and fish are in share/, the man page in share/man/man1.
EOF

stamp=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C .build/dist -cf - "$name" \
    | gzip -n -9 >"dist/$name.tar.gz"
echo "wrote dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1))"
