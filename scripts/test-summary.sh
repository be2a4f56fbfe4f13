#!/usr/bin/env bash
# `make test` without the noise: builds, runs every test and every golden, and prints a short
# summary. The full output is kept in .build/test-logs/ and shown (its failing part) on failure.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
logs=.build/test-logs
mkdir -p "$logs"
start=$(date +%s)

step() {  # step NAME LOG PATTERN COMMAND...: runs the command, keeps its output, stops on failure
    local name=$1 log=$2 pattern=$3; shift 3
    if ! "$@" >"$log" 2>&1; then
        echo "FAILED: $name (full output: $log)"
        # The lines that say what failed (else the end of the output).
        if ! grep -E "$pattern" "$log" | head -60; then tail -40 "$log"; fi
        exit 1
    fi
}

step "format" "$logs/format.txt" "warning:|error:" "$SWIFT" format lint --strict --recursive Sources Tests Package.swift
step "module graph" "$logs/module-graph.txt" "differs|missing" python3 scripts/module_graph.py --check
step "build" "$logs/build.txt" "error:" "$SWIFT" build --build-tests
warnings=$(grep -E "^/.*warning:" "$logs/build.txt" | grep -v "/.build/checkouts/" | sort -u)
if [ -n "$warnings" ]; then echo "compiler warnings in the project's code:"; echo "$warnings"; fi
# The tests run with a temporary directory of their own, which they must leave as they found it
# (SwiftPM's own locks and folders aside).
scratch=$(mktemp -d "${TMPDIR:-/tmp}/alpreview-make-test.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
step "unit tests" "$logs/tests.txt" "^✘|: error: -\\[|Fatal error|Test Case .* failed" \
    env TMPDIR="$scratch" ALPREVIEW_REQUIRE_BROWSER=1 "$SWIFT" test --skip-build
left=$(find "$scratch" -mindepth 1 -maxdepth 1 ! -name 'TemporaryDirectory.*' ! -name '*.lock' -printf '%f\n' | sort)
rm -rf "$scratch"
if [ -n "$left" ]; then echo "FAILED: the tests left these in the temporary directory:"; echo "$left"; exit 1; fi
step "alpreview build" "$logs/alpreview-build.txt" "error:" "$SWIFT" build --product alpreview
# The documentation's pictures, and the README's, are current (`make docs` writes them).
step "documentation pictures" "$logs/docs.txt" "stale|missing|unreferenced|error" \
    .build/debug/alpreview docs docs/src -o docs --root . --check
step "README pictures" "$logs/readme.txt" "stale|missing|unreferenced|error" \
    .build/debug/alpreview docs docs/readme/README.md -o README.md --root . --check
step "goldens" "$logs/goldens.txt" "^FAIL|error:|passed," .build/debug/alpreview test "$@" --record never --quiet

tests=$(grep -E "Test run with [0-9]+ tests" "$logs/tests.txt" | tail -1 | sed -E 's/.*Test run with ([0-9]+ tests in [0-9]+ suites).*/\1/')
known=$(grep -E "Test run with" "$logs/tests.txt" | tail -1 | grep -oE "[0-9]+ known issues?")
goldens=$(tail -1 "$logs/goldens.txt")
echo "tests: ${tests:-?} passed${known:+ ($known)}"
# The conflict-log model's cross-validated agreement, with the logs it misses and why.
grep -E "^leave-one-out differs" "$logs/tests.txt" | sort
grep -E "^leave-one-out:" "$logs/tests.txt"
echo "goldens: $goldens"
echo "make test passed in $(( $(date +%s) - start )) s"
