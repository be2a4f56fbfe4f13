#!/usr/bin/env python3
"""Census of the Interface Builder XML in a corpus, for generalisation.

Lists every element name, every attribute name per element and every
`key="..."` value per element found in the .storyboard/.xib files under a
corpus directory (one sub-directory per repository), with the number of
files and repositories, and whether the reader consumes the name: a name
counts as read when it occurs as a string literal in the reader's source.

    python3 scripts/ib_census.py ../shared/corpus [--unread] [--min-files N]
"""
import argparse
import collections
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

READER = pathlib.Path(__file__).resolve().parent.parent / "Sources/Readers/InterfaceBuilder"
# Attributes that are bookkeeping, never geometry.
BOOKKEEPING = {"id", "key", "customClass", "customModule", "customModuleProvider", "userLabel",
               "sceneMemberID", "destination", "selector", "eventType", "property", "kind"}


def reader_literals():
    text = "".join(p.read_text() for p in READER.glob("*.swift"))
    return set(re.findall(r'"([A-Za-z][A-Za-z0-9_.]*)"', text))


def is_read(name, literals):
    """Compound keys (`heightClass=compact-widthClass=regular`) are read when each part's name is."""
    if name in literals:
        return True
    parts = [part.split("=")[0] for part in name.split("-")] if "=" in name else []
    return bool(parts) and all(part in literals for part in parts)


def census(corpus):
    files = collections.defaultdict(set)
    repos = collections.defaultdict(set)
    unreadable = []
    for repo in sorted(p for p in corpus.iterdir() if p.is_dir()):
        for path in sorted(list(repo.rglob("*.storyboard")) + list(repo.rglob("*.xib"))):
            try:
                root = ET.parse(path).getroot()
            except ET.ParseError as error:
                unreadable.append(f"{path}: {error}")
                continue
            seen = set()
            for node in root.iter():
                seen.add(("element", node.tag, ""))
                for name in node.attrib:
                    if name not in BOOKKEEPING:
                        seen.add(("attribute", node.tag, name))
                if "key" in node.attrib:
                    seen.add(("key", node.tag, node.attrib["key"]))
            for entry in seen:
                files[entry].add(path)
                repos[entry].add(repo.name)
    return files, repos, unreadable


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", type=pathlib.Path)
    parser.add_argument("--unread", action="store_true", help="only names the reader never mentions")
    parser.add_argument("--min-files", type=int, default=1)
    args = parser.parse_args()
    files, repos, unreadable = census(args.corpus)
    literals = reader_literals()
    print("kind\telement\tname\tfiles\trepos\tread")
    for entry in sorted(files, key=lambda e: (-len(files[e]), e)):
        kind, element, name = entry
        read = is_read(name or element, literals)
        if args.unread and read:
            continue
        if len(files[entry]) < args.min_files:
            continue
        print(f"{kind}\t{element}\t{name}\t{len(files[entry])}\t{len(repos[entry])}\t{'yes' if read else 'no'}")
    for line in unreadable:
        print(f"unreadable: {line}", file=sys.stderr)


if __name__ == "__main__":
    main()
