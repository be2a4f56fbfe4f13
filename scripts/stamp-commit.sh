#!/usr/bin/env bash
# stamp-commit.sh COMMAND...: runs COMMAND (a build) with the short commit of the work tree
# written into BuildCommit.swift, then puts the file back as it was, so that the commit shows in
# `alpreview --version` and nowhere else, and the work tree stays clean. "-dirty" follows the
# commit when tracked files differ from it. Without git (an unpacked source tarball) the command
# runs on the file as it is: "unknown", or the commit `git archive` wrote into it.
set -euo pipefail
cd "$(dirname "$0")/.."
file=Sources/AlpreviewCommands/BuildCommit.swift
commit=$(git rev-parse --short=7 HEAD 2>/dev/null) || exec "$@"
if ! git diff --quiet HEAD -- . ":(exclude)$file" 2>/dev/null; then commit="$commit-dirty"; fi
backup=$(mktemp)
cp -p "$file" "$backup"
trap 'cp -p "$backup" "$file"; rm -f "$backup"' EXIT
sed -i -E "s/(static let stamped = )\".*\"/\1\"$commit\"/" "$file"
"$@"
