#!/usr/bin/env python3
"""Check the relative links of README.md, CHANGELOG.md and docs/*.md.

Every `](path)` and `](path#anchor)` (and `<img src="path">`) must name an existing file or folder;
an anchor must be the GitHub slug of a heading in the target Markdown file. Links with a scheme
(http:, https:, mailto:) are skipped. Prints one line per broken link and exits 1 if there is any.
Usage: python3 scripts/check_doc_links.py [ROOT]
"""
import os
import re
import sys

LINK = re.compile(r"\]\(([^)\s]+)\)|<img[^>]*\bsrc=\"([^\"]+)\"")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def slug(heading):
    text = re.sub(r"`|\*\*|__", "", heading).strip().lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found, counts, fence = set(), {}, False
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.lstrip().startswith("```"):
                fence = not fence
                continue
            match = None if fence else HEADING.match(line)
            if match:
                base = slug(match.group(2))
                n = counts.get(base, 0)
                found.add(base if n == 0 else f"{base}-{n}")
                counts[base] = n + 1
    return found


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    files = [f for f in ("README.md", "CHANGELOG.md", "CONTRIBUTING.md") if os.path.exists(os.path.join(root, f))]
    files += sorted("docs/" + f for f in os.listdir(os.path.join(root, "docs")) if f.endswith(".md"))
    broken, checked = [], 0
    for name in files:
        source = os.path.join(root, name)
        fence = False
        with open(source, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for number, line in enumerate(lines, 1):
            if line.lstrip().startswith("```"):
                fence = not fence
                continue
            if fence:
                continue
            for match in LINK.finditer(line):
                target = match.group(1) or match.group(2)
                if re.match(r"^[a-z]+:", target):
                    continue
                checked += 1
                path, _, anchor = target.partition("#")
                resolved = os.path.normpath(os.path.join(os.path.dirname(source), path)) if path else source
                if not os.path.exists(resolved):
                    broken.append(f"{name}:{number}: {target}: no such file")
                elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                    broken.append(f"{name}:{number}: {target}: no heading #{anchor}")
    for line in broken:
        print(line)
    print(f"{checked} links checked in {len(files)} files, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
