#!/usr/bin/env python3
"""Mutation harness for the Interface Builder reader, through the command line.

Derives plausible variants of the storyboards and XIBs of a corpus (a newer or older Xcode's
attributes, another device, unknown elements, dangling or repeated ids, broken bytes, other
encodings, very deep or very large files) and runs each as a user would:

    alpreview VARIANT --json OUT.json -o OUT.png
    alpreview check VARIANT

Each run is classified: exit 0 or 1 = read; exit 2 = refused, which must print
`VARIANT:LINE:COLUMN: error: ...` and leave no file behind. A crash (a signal, an exit of 128
or more, `Fatal error`), a hang (past --timeout), memory past --max-rss-mb, a stray or partial
output, an unlocated refusal or any other exit code is a bug; so is a refusal of a variant an
Xcode could have written (expectation `read`), unless its message is one of the located
refusals judged legitimate in ACCEPTED_REFUSALS. Variants go to a temporary folder (never into
the corpus or the repository), removed at the end unless --keep.

    python3 scripts/ib_mutations.py ../shared/corpus .build/debug/alpreview [--sample N] [--seed S]

--sample N applies each mutation to N files drawn with the seed (0: every file); the defaults
run in about ten minutes on two cores with a debug build (docs/hardening.md).
"""
import argparse
import collections
import concurrent.futures
import os
import pathlib
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

DEVICE_IDS = [
    "retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_1", "retina6_5",
    "retina5_4", "retina6_0", "retina6_7", "retina6_12", "retina6_72", "retina6_3", "retina6_9",
    "ipad9_7", "ipad10_2", "ipad10_5", "ipad10_9rounded", "ipad11_0rounded", "ipad12_9",
    "ipad12_9rounded", "ipad7_9", "ipad8_3rounded",
    "retina7_0",  # a future Xcode's id, unknown to the reader
]
# Portrait screen sizes in points, to store a swapped device's root frames as Xcode would.
DEVICE_SIZES = {
    "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
    "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896), "retina5_4": (375, 812),
    "retina6_0": (390, 844), "retina6_7": (428, 926), "retina6_12": (393, 852), "retina6_72": (430, 932),
    "retina6_3": (402, 874), "retina6_9": (440, 956), "ipad9_7": (768, 1024), "ipad10_2": (810, 1080),
    "ipad10_5": (834, 1112), "ipad10_9rounded": (820, 1180), "ipad11_0rounded": (834, 1194),
    "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366), "ipad7_9": (768, 1024),
    "ipad8_3rounded": (744, 1133), "retina7_0": (450, 980),
}
TOOLS_VERSIONS = [("8000", "8000"), ("11201", "11161"), ("14460", "14460"), ("17701", "17703"),
                  ("21701", "21679"), ("24127", "24127"), ("32700.99.1234", "22685")]
# Elements that are views (their ids can be dropped when nothing names them).
VIEW_ELEMENTS = {
    "view", "label", "button", "imageView", "textField", "textView", "stackView", "scrollView",
    "tableView", "collectionView", "switch", "slider", "segmentedControl", "activityIndicatorView",
    "progressView", "pageControl", "stepper", "datePicker", "pickerView", "mapView", "webView",
    "wkWebView", "navigationBar", "toolbar", "tabBar", "searchBar", "visualEffectView",
    "containerView", "tableViewCell", "collectionViewCell", "tableViewCellContentView",
    "collectionViewCellContentView", "collectionReusableView",
}
MISSING_ID = "zzz-zz-zzz"

# Located refusals of a valid variant judged legitimate: (kind or None for any, pattern, why).
ACCEPTED_REFUSALS = [
    (None, r"error: the scene has [\d,]+ views; alpreview lays out at most 4,000",
     "the layout's view bound, the same as a YAML scene's"),
]

# Refusals of the whole file that cannot name a line, judged legitimate: (pattern, why).
ACCEPTED_UNLOCATED = [
    (r"error: file is larger than 4 MB",
     "the size bound, checked before a byte is read; a 5 MB storyboard is 100 times the largest seen"),
]

TAG = re.compile(r'<([A-Za-z][\w.:-]*)((?:\s+[\w.:-]+="[^"]*")*)\s*(/?)>')
ATTRIBUTE = re.compile(r'\s+([\w.:-]+)="([^"]*)"')


class Tag:
    """A start tag found in a document's text."""

    def __init__(self, match):
        self.name = match.group(1)
        self.start, self.end = match.start(), match.end()
        self.self_closing = match.group(3) == "/"
        self.attrs = {m.group(1): m for m in ATTRIBUTE.finditer(match.group(2))}
        self.attr_offset = match.start(2)

    def get(self, name):
        found = self.attrs.get(name)
        return found.group(2) if found else None

    def set(self, text, name, value):
        """`text` with attribute `name` set to `value` (added before `>` when absent)."""
        found = self.attrs.get(name)
        if found:
            start, end = self.attr_offset + found.start(), self.attr_offset + found.end()
            return text[:start] + f' {name}="{value}"' + text[end:]
        close = self.end - (2 if self.self_closing else 1)
        return text[:close] + f' {name}="{value}"' + text[close:]

    def remove(self, text, name):
        found = self.attrs.get(name)
        if not found:
            return text
        return text[:self.attr_offset + found.start()] + text[self.attr_offset + found.end():]

    def element_end(self, text):
        """The offset after this element's end tag (same-name nesting counted)."""
        if self.self_closing:
            return self.end
        pattern = re.compile(rf'<(/?){re.escape(self.name)}(?=[\s/>])[^>]*?(/?)>')
        depth = 1
        for m in pattern.finditer(text, self.end):
            if m.group(1):
                depth -= 1
                if depth == 0:
                    return m.end()
            elif not m.group(2):
                depth += 1
        return len(text)


def tags(text):
    return [Tag(m) for m in TAG.finditer(text)]


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def insert_child(text, tag, child):
    return text[:tag.end] + child + text[tag.end:]


# Each mutation: (text, random) -> list of (detail, bytes). Empty when the file has no place for it.

def device_variants(per_file):
    combos = [(d, o) for d in DEVICE_IDS for o in ("portrait", "landscape")]
    state = {"next": 0}

    def mutate(text, rng):
        results = []
        for _ in range(per_file):
            device, orientation = combos[state["next"] % len(combos)]
            state["next"] += 1
            changed = resize_roots(text, device, orientation)
            resized = ", full-screen roots resized" if changed != text else ""
            results.append((f"<device id={device} orientation={orientation}>{resized}",
                            set_device(changed, id=device, orientation=orientation)))
        return results
    return mutate


def oriented(size, orientation):
    return (size[1], size[0]) if orientation == "landscape" else size


def resize_roots(text, device, orientation):
    """Frames as large as the old device's screen stored at the new one's size, as Xcode stores them."""
    old = next((t for t in tags(text) if t.name == "device"), None)
    if old is None or old.get("id") not in DEVICE_SIZES:
        return text
    width, height = oriented(DEVICE_SIZES[old.get("id")], old.get("orientation") or "portrait")
    new_width, new_height = oriented(DEVICE_SIZES[device], orientation)
    pattern = re.compile(rf'(<rect key="frame" x="0\.0" y="0\.0") width="{width}" height="{height}"/>')
    return pattern.sub(rf'\1 width="{new_width}" height="{new_height}"/>', text)


def set_device(text, **values):
    found = [t for t in tags(text) if t.name == "device"]
    if found:
        for name, value in values.items():
            found = [t for t in tags(text) if t.name == "device"]
            text = found[0].set(text, name, value)
        return text
    document = next((t for t in tags(text) if t.name == "document"), None)
    if document is None:
        return text
    attributes = "".join(f' {k}="{v}"' for k, v in values.items())
    return insert_child(text, document, f"\n    <device{attributes}/>")


def device_removed(text, rng):
    device = next((t for t in tags(text) if t.name == "device"), None)
    if device is None:
        return []
    return [("<device> removed", text[:device.start] + text[device.element_end(text):])]


def appearance_dark(text, rng):
    if not any(t.name == "device" for t in tags(text)):
        return []
    return [("appearance=dark", set_device(text, appearance="dark"))]


def tools_version(text, rng):
    results = []
    for tools, plugin in rng.sample(TOOLS_VERSIONS, 2):
        changed = text
        document = next((t for t in tags(changed) if t.name == "document"), None)
        if document is None:
            return []
        changed = document.set(changed, "toolsVersion", tools)
        for t in [t for t in tags(changed) if t.name == "plugIn"][:1]:
            changed = t.set(changed, "version", plugin)
        results.append((f"toolsVersion={tools} plugIn version={plugin}", changed))
    return results


def ipad_runtime(text, rng):
    document = next((t for t in tags(text) if t.name == "document"), None)
    if document is None or document.get("targetRuntime") is None:
        return []
    return [("targetRuntime=iOS.CocoaTouch.iPad", document.set(text, "targetRuntime", "iOS.CocoaTouch.iPad"))]


def ipad_xib_type(text, rng):
    document = next((t for t in tags(text) if t.name == "document"), None)
    if document is None or document.get("type") != "com.apple.InterfaceBuilder3.CocoaTouch.XIB":
        return []
    return [("type=...CocoaTouch.iPad.XIB",
             document.set(text, "type", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"))]


def referenced_values(text):
    """Every attribute value other than an id's (what could name an id)."""
    values = collections.Counter()
    for t in tags(text):
        for name, m in t.attrs.items():
            if name != "id":
                values[m.group(2)] += 1
    return values


def ids_unreferenced_removed(text, rng):
    named = referenced_values(text)
    changed, removed = text, 0
    # From the end, so earlier offsets stay valid.
    for t in reversed(tags(text)):
        if t.name in VIEW_ELEMENTS and t.get("id") and named[t.get("id")] == 0 and t.get("key") != "view":
            changed = t.remove(changed, "id")
            removed += 1
    return [(f"{removed} unreferenced view ids removed", changed)] if removed else []


def ids_duplicate(text, rng):
    # Subviews only: a bar item's custom view (`key="customView"`) is not laid out, so an id it
    # shares names nothing the reader skips.
    views = [t for t in tags(text) if t.name in VIEW_ELEMENTS and t.get("id") and t.get("key") is None]
    if len(views) < 2:
        return []
    first, second = rng.sample(views, 2)
    return [(f"<{second.name}> at line {line_of(text, second.start)} takes the id of line "
             f"{line_of(text, first.start)}", second.set(text, "id", first.get("id")))]


def constraints(text):
    return [t for t in tags(text) if t.name == "constraint"]


def constraint_missing_item(text, rng):
    candidates = [(t, a) for t in constraints(text) for a in ("firstItem", "secondItem") if t.get(a)]
    if not candidates:
        return []
    t, a = rng.choice(candidates)
    return [(f"{a} of <constraint> at line {line_of(text, t.start)} names a missing id",
             t.set(text, a, MISSING_ID))]


def constraint_unknown_attribute(text, rng):
    candidates = [(t, a) for t in constraints(text) for a in ("firstAttribute", "secondAttribute") if t.get(a)]
    if not candidates:
        return []
    t, a = rng.choice(candidates)
    return [(f"{a}=futureAttribute on <constraint> at line {line_of(text, t.start)}",
             t.set(text, a, "futureAttribute"))]


def constraint_empty(text, rng):
    found = constraints(text)
    if not found:
        return []
    t = rng.choice(found)
    close = "/>" if t.self_closing else ">"
    return [(f"<constraint> at line {line_of(text, t.start)} without attributes",
             text[:t.start] + "<constraint" + close + text[t.end:])]


def unknown_element(text, rng):
    found = [t for t in tags(text) if not t.self_closing and t.name != "document"]
    if not found:
        return []
    results = []
    for t in rng.sample(found, min(2, len(found))):
        child = '<futureElement futureAttribute="1"><futureChild id="fut-00-001"/></futureElement>'
        results.append((f"<futureElement> in <{t.name}> at line {line_of(text, t.start)}",
                        insert_child(text, t, child)))
    return results


def unknown_attribute(text, rng):
    found = tags(text)
    results = []
    for t in rng.sample(found, min(2, len(found))):
        results.append((f"futureAttribute on <{t.name}> at line {line_of(text, t.start)}",
                        t.set(text, "futureAttribute", "YES")))
    return results


def views_with_constraints(text):
    """(view tag, the <constraints> tag among its children) pairs."""
    result = []
    all_tags = tags(text)
    for i, t in enumerate(all_tags):
        if t.name != "constraints" or t.self_closing:
            continue
        # The owning view: the nearest enclosing element in VIEW_ELEMENTS.
        for owner in reversed(all_tags[:i]):
            if owner.name in VIEW_ELEMENTS and owner.element_end(text) > t.end:
                result.append((owner, t))
                break
    return result


def variation(key):
    def mutate(text, rng):
        pairs = views_with_constraints(text)
        if not pairs:
            return []
        owner, block = rng.choice(pairs)
        block_end = block.element_end(text)
        copied = text[block.start:block_end]
        if rng.random() < 0.5:
            # Interface Builder's form: the variation's mask names the constraints it keeps.
            ids = re.findall(r'<constraint\b[^>]*\bid="([^"]*)"', copied)
            body = '<mask key="constraints">' + "".join(f'<include reference="{i}"/>' for i in ids) + "</mask>"
            form = "mask of its constraints"
        else:
            # A copy of the constraints themselves (new ids), which no Xcode writes.
            body = re.sub(r'\bid="([^"]*)"', lambda m: f'id="{m.group(1)}-v"', copied)
            form = "copy of its <constraints>"
        element = f'<variation key="{key}">{body}</variation>'
        return [(f"{key} variation ({form}) after line {line_of(text, block.start)}",
                 text[:block_end] + element + text[block_end:])]
    return mutate


def mask_unknown_reference(text, rng):
    masks = [t for t in tags(text) if t.name == "mask" and t.get("key") == "constraints" and not t.self_closing]
    if masks:
        t = rng.choice(masks)
        return [(f"<exclude> of a missing id in the mask at line {line_of(text, t.start)}",
                 insert_child(text, t, f'<exclude reference="{MISSING_ID}"/>'))]
    pairs = views_with_constraints(text)
    if not pairs:
        return []
    owner, block = rng.choice(pairs)
    end = block.element_end(text)
    element = (f'<variation key="default"><mask key="constraints"><exclude reference="{MISSING_ID}"/>'
               f'</mask></variation>')
    return [(f"a mask naming a missing id after line {line_of(text, block.start)}",
             text[:end] + element + text[end:])]


def resources_removed(text, rng):
    found = [t for t in tags(text) if t.name == "resources"]
    if not found:
        return []
    t = found[0]
    return [("<resources> removed", text[:t.start] + text[t.element_end(text):])]


def resources_absent(text, rng):
    changed, count = text, 0
    for t in reversed(tags(text)):
        for name in ("image", "backgroundImage", "highlightedImage", "selectedImage"):
            if t.get(name) and t.name not in ("image",):
                changed = t.set(changed, name, f"absent-image-{count}")
                count += 1
                break
        else:
            if t.name == "color" and t.get("name"):
                changed = t.set(changed, "name", f"AbsentColor{count}")
                count += 1
    return [(f"{count} images and colours renamed to absent names", changed)] if count else []


def reserialized(text, rng):
    """Written back by another tool (Python's ElementTree): quotes, spaces before `/>`, no comments."""
    import xml.etree.ElementTree as ET
    try:
        root = ET.fromstring(text.encode("utf-8", "surrogateescape"))
    except ET.ParseError:
        return []
    if rng.random() < 0.5:
        ET.indent(root, space="\t")
    body = ET.tostring(root, encoding="unicode", short_empty_elements=rng.random() < 0.5)
    return [("written back by ElementTree", "<?xml version='1.0' encoding='UTF-8'?>\n" + body + "\n")]


def comments(text, rng):
    """Comments and a processing instruction between elements (as a merge tool may leave)."""
    found = [t for t in tags(text) if not t.self_closing and t.name != "document"]
    if not found:
        return []
    changed = text
    for t in sorted(rng.sample(found, min(5, len(found))), key=lambda t: -t.start):
        changed = changed[:t.end] + "<!-- merged: keep <this> & that -->" + changed[t.end:]
    document = next(t for t in tags(changed) if t.name == "document")
    changed = changed[:document.start] + "<?merge-tool version=\"2\"?>\n" + changed[document.start:]
    return [("comments in 5 elements and a processing instruction", changed)]


def child_order(text, rng):
    """A view's child elements in reverse order (a tool that sorts them differently), subviews kept."""
    views = [t for t in tags(text) if t.name in VIEW_ELEMENTS and not t.self_closing]
    if not views:
        return []
    t = rng.choice(views)
    end = t.element_end(text)
    close = text.rindex("</", t.end, end)
    inner = text[t.end:close]
    # The element's direct children, found by depth.
    children, depth, start = [], 0, None
    for m in re.finditer(r"<(/?)[A-Za-z][^>]*?(/?)>", inner):
        if m.group(1):
            depth -= 1
            if depth == 0:
                children.append(inner[start:m.end()])
        else:
            if depth == 0:
                start = m.start()
            if m.group(2):
                if depth == 0:
                    children.append(inner[start:m.end()])
            else:
                depth += 1
    if len(children) < 2:
        return []
    reordered = "".join(reversed(children))
    return [(f"children of <{t.name}> at line {line_of(text, t.start)} reversed",
             text[:t.end] + reordered + text[close:])]


def canvas_locations(text, rng):
    found = [t for t in tags(text) if t.name == "point" and t.get("key") == "canvasLocation"]
    if not found:
        return []
    results = [("canvas locations removed", re.sub(r'\s*<point key="canvasLocation"[^>]*/>', "", text))]
    far = text
    for t in reversed(found):
        far = t.set(far, "x", str(rng.choice([-250000, 99999.5, -3.5e9, 1e6])))
    results.append(("canvas locations far away", far))
    same = text
    for t in reversed(found):
        same = t.set(t.set(same, "y", "0.0"), "x", "0.0")
    results.append(("every scene at the same canvas location", same))
    return results


def many_scenes(target_bytes):
    def mutate(text, rng):
        found = [t for t in tags(text) if t.name == "scene"]
        if not found:
            return []
        t = rng.choice(found)
        scene = text[t.start:t.element_end(text)]
        count = max(1, (target_bytes - len(text)) // max(1, len(scene)))
        copies = []
        for n in range(count):
            copy = re.sub(r'\b(id|sceneID)="([^"]*)"', lambda m: f'{m.group(1)}="{m.group(2)}-{n}"', scene)
            copy = re.sub(r'\b(firstItem|secondItem|destination|reference)="([^"]*)"',
                          lambda m: f'{m.group(1)}="{m.group(2)}-{n}"', copy)
            copy = re.sub(r'(<point key="canvasLocation" x=")[^"]*(" y=")[^"]*"',
                          lambda m: f'{m.group(1)}{(n % 40) * 500}{m.group(2)}{(n // 40) * 1000 + 2000}"', copy)
            copies.append(copy)
        end = t.element_end(text)
        changed = text[:end] + "".join(copies) + text[end:]
        return [(f"{count} copies of the scene at line {line_of(text, t.start)} "
                 f"({len(changed.encode()) // 1000} KB)", changed)]
    return mutate


def truncation(data):
    def mutate(text, rng):
        raw = text.encode("utf-8")
        end = raw.rfind(b"</document>")
        end = end if end > 0 else len(raw)
        return [(f"cut after byte {cut}", raw[:cut]) for cut in sorted(rng.sample(range(end), min(data, end)))]
    return mutate


def corruption(data):
    replacements = [b"<", b">", b'"', b"&", b"\x00", b"\xff", b"\xc3", b"=", b"/", b"Z", b" ", b"\n"]

    def mutate(text, rng):
        raw = text.encode("utf-8")
        results = []
        for _ in range(data):
            at = rng.randrange(len(raw))
            new = rng.choice(replacements)
            results.append((f"byte {at} ({raw[at:at + 1]!r}) set to {new!r}", raw[:at] + new + raw[at + 1:]))
        return results
    return mutate


def empty_file(text, rng):
    return [("empty file", b"")]


def bom(text, rng):
    return [("UTF-8 byte order mark", b"\xef\xbb\xbf" + text.encode("utf-8"))]


def crlf(text, rng):
    return [("CRLF line ends", text.replace("\r\n", "\n").replace("\n", "\r\n").encode("utf-8"))]


def utf16(text, rng):
    declared = re.sub(r'encoding="UTF-8"', 'encoding="UTF-16"', text, count=1)
    return [("UTF-16 (with BOM and declaration)", declared.encode("utf-16"))]


def deep_nesting(depth):
    def mutate(text, rng):
        found = [t for t in tags(text) if t.name == "subviews" and not t.self_closing]
        if not found:
            return []
        t = rng.choice(found)
        nested = "".join(
            f'<view contentMode="scaleToFill" id="dp{n}-00-000"><rect key="frame" x="0.0" y="0.0" width="10" '
            f'height="10"/><autoresizingMask key="autoresizingMask"/><subviews>' for n in range(depth))
        nested += "</subviews></view>" * depth
        return [(f"{depth} nested views in <subviews> at line {line_of(text, t.start)}", insert_child(text, t, nested))]
    return mutate


def large_file(target_bytes):
    def mutate(text, rng):
        found = [t for t in tags(text) if t.name in VIEW_ELEMENTS and t.name != "view" and t.get("key") is None]
        if not found:
            return []
        t = rng.choice(found)
        element = text[t.start:t.element_end(text)]
        # Drop constraints and references between copies: each copy stands alone, framed.
        element = re.sub(r"<constraints>.*?</constraints>", "", element, flags=re.S)
        element = re.sub(r"<connections>.*?</connections>", "", element, flags=re.S)
        count = max(1, (target_bytes - len(text)) // max(1, len(element)) + 1)
        copies = "".join(re.sub(r'\bid="([^"]*)"', lambda m: f'id="{m.group(1)}-{n}"', element) for n in range(count))
        end = t.element_end(text)
        changed = text[:end] + copies + text[end:]
        return [(f"{count} copies of <{t.name}> at line {line_of(text, t.start)} "
                 f"({len(changed.encode()) // 1000} KB)", changed)]
    return mutate


# kind -> (mutation, expectation): `read` (a file an Xcode could write, or one unknown construct
# in one: read, with warnings), `refused` (must be a located refusal), `either` (read or a located
# refusal).
def mutations(args):
    return {
        "device-id": (device_variants(args.devices_per_file), "read"),
        "device-removed": (device_removed, "read"),
        "appearance-dark": (appearance_dark, "read"),
        "tools-version": (tools_version, "read"),
        "ipad-runtime": (ipad_runtime, "read"),
        "ipad-xib-type": (ipad_xib_type, "read"),
        "ids-unreferenced-removed": (ids_unreferenced_removed, "read"),
        "ids-duplicate": (ids_duplicate, "read"),
        "constraint-missing-item": (constraint_missing_item, "read"),
        "constraint-unknown-attribute": (constraint_unknown_attribute, "read"),
        "constraint-empty": (constraint_empty, "read"),
        "unknown-element": (unknown_element, "read"),
        "unknown-attribute": (unknown_attribute, "read"),
        "variation-mac": (variation("userInterfaceIdiom=mac"), "read"),
        "variation-compact": (variation("heightClass=compact"), "read"),
        "mask-unknown-reference": (mask_unknown_reference, "read"),
        "resources-removed": (resources_removed, "read"),
        "resources-absent": (resources_absent, "read"),
        "truncation": (truncation(3), "refused"),
        "byte-corruption": (corruption(3), "either"),
        "empty-file": (empty_file, "refused"),
        "bom": (bom, "read"),
        "crlf": (crlf, "read"),
        "utf16": (utf16, "read"),
        "reserialized": (reserialized, "read"),
        "comments": (comments, "read"),
        "child-order": (child_order, "read"),
        "canvas-locations": (canvas_locations, "read"),
        "many-scenes-3.9mb": (many_scenes(3_900_000), "either"),
        "deep-nesting-2000": (deep_nesting(2000), "either"),
        "large-5mb": (large_file(5_000_000), "either"),
    }


# Kinds whose variants must lay out every scene the original lays out.
SAME_SCENES = {
    "device-id", "device-removed", "appearance-dark", "tools-version", "ipad-runtime", "ipad-xib-type",
    "ids-unreferenced-removed", "ids-duplicate", "constraint-missing-item", "constraint-unknown-attribute",
    "constraint-empty", "unknown-element", "unknown-attribute", "variation-mac", "variation-compact",
    "mask-unknown-reference", "resources-removed", "resources-absent", "bom", "crlf", "reserialized", "comments",
    "child-order", "canvas-locations", "utf16",
}
# Kinds whose variants must lay out every view of the original in the same frame (what they change
# is ignored, or applies to another idiom or size class than the one laid out).
SAME_FRAMES = {
    "unknown-attribute", "bom", "crlf", "mask-unknown-reference", "variation-mac", "variation-compact",
    "ids-unreferenced-removed", "reserialized", "comments", "child-order", "canvas-locations", "utf16",
}
# Kinds that make the reader skip something, which it must say with a located warning.
WARNS = {"ids-duplicate", "constraint-missing-item", "constraint-unknown-attribute", "constraint-empty"}

# Kinds whose variants are costly (big files): run on fewer files.
COSTLY = {"deep-nesting-2000": 4, "large-5mb": 3, "many-scenes-3.9mb": 3, "empty-file": 3}


class Result:
    def __init__(self, kind, source, detail, expectation, path):
        self.kind, self.source, self.detail, self.expectation, self.path = kind, source, detail, expectation, path
        self.outcome = None  # read | refused | bug
        self.problems = []
        self.refusal = None
        self.warning = None
        self.source_path = None
        # A device swap that stored full-screen roots at the new screen's size.
        self.resized = False


def run_measured(command, cwd, timeout):
    """Runs `command`, returning (exit code or None on timeout, stderr text, max RSS in MB)."""
    with tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + timeout
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                os.killpg(process.pid, signal.SIGKILL)
                os.wait4(process.pid, 0)
                process.returncode = 0
                return None, "", 0
            time.sleep(0.02)
        process.returncode = 0  # reaped here, not by Popen
        code = os.waitstatus_to_exitcode(status)
        err.seek(0)
        return code, err.read().decode("utf-8", "replace"), usage.ru_maxrss // 1024


def classify(result, binary, timeout, max_rss, baseline):
    folder = os.path.dirname(result.path)
    name = os.path.basename(result.path)
    located = re.compile(rf"^{re.escape(name)}:\d+:\d+: error: .+", re.M)
    unlocated = re.compile(rf"^{re.escape(name)}: error: .+", re.M)
    warned = re.compile(rf"warning: {re.escape(name)}:\d+:\d+: .+", re.M)
    outcomes = []
    for label, command, outputs in (
            ("render", [binary, name, "--json", "out.json", "-o", "out.png"], {"out.json", "out.png"}),
            ("check", [binary, "check", name], set())):
        code, stderr, rss = run_measured(command, folder, timeout)
        left = set(os.listdir(folder)) - {name}
        if code is None:
            result.problems.append(f"{label}: hang (no exit within {timeout} s)")
            outcomes.append("bug")
            continue
        if rss > max_rss:
            result.problems.append(f"{label}: {rss} MB of memory (bound {max_rss} MB)")
        if code < 0 or code >= 128 or "Fatal error" in stderr:
            result.problems.append(f"{label}: crash (exit {code}): {first_line(stderr, 'Fatal error')}")
            outcomes.append("bug")
        elif code in (0, 1):
            if left != outputs:
                result.problems.append(f"{label}: read, but wrote {sorted(left)} (expected {sorted(outputs)})")
            elif label == "render":
                compare_with_baseline(result, os.path.join(folder, "out.json"), baseline)
                found = warned.search(stderr)
                result.warning = found.group(0)[len("warning: ") + len(name) + 1:] if found else None
            outcomes.append("read")
        elif code == 2:
            if left:
                result.problems.append(f"{label}: refused, but left {sorted(left)}")
            match = located.search(stderr)
            whole_file = unlocated.search(stderr)
            if not match and whole_file and any(re.search(p, whole_file.group(0)) for p, _ in ACCEPTED_UNLOCATED):
                result.refusal = whole_file.group(0)[len(name) + 2:]
            elif not match:
                result.problems.append(f"{label}: refused without a located error: {first_line(stderr)}")
            elif result.refusal is None:
                result.refusal = match.group(0)[len(name) + 1:]
            outcomes.append("refused")
        else:
            result.problems.append(f"{label}: unexpected exit {code}: {first_line(stderr)}")
            outcomes.append("bug")
        for leftover in left:
            path = os.path.join(folder, leftover)
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    if "bug" not in outcomes and len(set(outcomes)) > 1:
        result.problems.append(f"render and check disagree: {outcomes[0]} / {outcomes[1]}")
    if result.expectation == "refused" and "read" in outcomes:
        result.problems.append("read, but the file is broken: a located refusal was expected")
    if result.expectation == "read" and "refused" in outcomes and result.refusal:
        if not any(pattern_accepts(kind, pattern, result) for kind, pattern, _ in ACCEPTED_REFUSALS):
            result.problems.append(f"a valid file refused: {result.refusal}")
    if result.kind in WARNS and "read" in outcomes and not result.warning:
        result.problems.append("read without a located warning naming what was skipped")
    result.outcome = "bug" if result.problems else ("refused" if "refused" in outcomes else "read")


def layout_summary(path):
    """{(scene, device, orientation, view): frame} from a `--json` report; None if unreadable."""
    import json
    try:
        with open(path) as handle:
            report = json.load(handle, parse_constant=lambda c: float("nan"))
    except (OSError, ValueError):
        return None
    frames = {}
    for configuration in report.get("configurations", []):
        place = (configuration.get("sceneID"), configuration.get("device"), configuration.get("orientation"))
        for view_name, view in configuration.get("views", {}).items():
            frames[place + (view.get("ibID") or view_name,)] = view.get("frame")
    return frames


def report_sizes(path):
    import json
    with open(path) as handle:
        report = json.load(handle, parse_constant=lambda c: float("nan"))
    return [(c["size"][0], c["size"][1]) for c in report.get("configurations", []) if c.get("size")]


def compare_with_baseline(result, report, baseline):
    """What the variant's layout must keep of the original's (SAME_SCENES, SAME_FRAMES)."""
    frames = layout_summary(report)
    if frames is None:
        result.problems.append("render: the --json report does not parse")
        return
    if any(v is None or any(x != x or abs(x) == float("inf") for x in v) for v in frames.values()):
        result.problems.append("render: a frame that is not finite")
    original = baseline.get(result.source_path)
    if original is None:
        return
    scenes, original_scenes = {k[0] for k in frames}, {k[0] for k in original}
    if result.kind == "ids-duplicate":
        # A top-level view's scene is named by its id, which the duplicate changes: counted.
        if len(scenes) < len(original_scenes):
            result.problems.append(f"{len(original_scenes) - len(scenes)} scenes of the original are missing")
    elif result.kind in SAME_SCENES and not original_scenes <= scenes:
        lost = sorted(str(s) for s in original_scenes - scenes)
        result.problems.append(f"scenes laid out in the original are missing: {', '.join(lost[:5])}")
    device = re.match(r"<device id=(\S+) orientation=(\S+)>", result.detail)
    if result.kind == "device-id" and device and device.group(1) in DEVICE_SIZES:
        # The original's full-screen scenes are laid out on the new device's screen.
        sizes = {tuple(size) for size in report_sizes(report)}
        wanted = oriented(DEVICE_SIZES[device.group(1)], device.group(2))
        if result.resized and wanted not in sizes:
            result.problems.append(f"no configuration has the {device.group(1)} {device.group(2)} screen "
                                   f"{wanted[0]}x{wanted[1]}: {sorted(sizes)[:4]}")
    if result.kind in SAME_FRAMES:
        moved = [k for k in original if k in frames and
                 any(abs(a - b) > 0.01 for a, b in zip(original[k], frames[k]))]
        if moved:
            k = moved[0]
            result.problems.append(f"{len(moved)} frames differ from the original's, e.g. {k[3]} in {k[0]} "
                                   f"{k[1]}: {original[k]} -> {frames[k]}")
        counts = collections.Counter(k[:3] for k in frames)
        original_counts = collections.Counter(k[:3] for k in original)
        lost = [k for k in original_counts if counts[k] < original_counts[k]]
        if lost:
            result.problems.append(f"views of the original are missing in {lost[0][0]}: "
                                   f"{original_counts[lost[0]]} -> {counts[lost[0]]}")


def run_baseline(source, binary, timeout, workspace):
    """The original file's layout summary (None when it does not read)."""
    folder = tempfile.mkdtemp(dir=workspace, prefix="baseline-")
    shutil.copy(source, os.path.join(folder, source.name))
    code, _, _ = run_measured([binary, source.name, "--json", "out.json", "-o", "out.png"], folder, timeout)
    summary = layout_summary(os.path.join(folder, "out.json")) if code in (0, 1) else None
    shutil.rmtree(folder)
    return summary


def pattern_accepts(kind, pattern, result):
    return (kind is None or kind == result.kind) and re.search(pattern, result.refusal)


def first_line(text, prefer=None):
    lines = [line for line in text.splitlines() if line.strip()]
    if prefer:
        preferred = [line for line in lines if prefer in line]
        lines = preferred or lines
    errors = [line for line in lines if "error" in line]
    chosen = (errors or lines or ["(nothing printed)"])[0]
    return chosen[:200]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=pathlib.Path)
    parser.add_argument("binary", type=pathlib.Path)
    parser.add_argument("--sample", type=int, default=40, help="files per mutation kind (0: every file)")
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--devices-per-file", type=int, default=6,
                        help="device ids and orientations per sampled file (cycling through all 48)")
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--max-rss-mb", type=int, default=2048)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="comma-separated mutation kinds")
    parser.add_argument("--keep", action="store_true", help="keep the variants' folder")
    args = parser.parse_args()

    binary = str(args.binary.resolve())
    files = sorted(p for p in args.corpus.rglob("*") if p.suffix in (".storyboard", ".xib") and p.is_file())
    if not files:
        sys.exit(f"no .storyboard or .xib under {args.corpus}")
    kinds = mutations(args)
    if args.only:
        wanted = args.only.split(",")
        unknown = [k for k in wanted if k not in kinds]
        if unknown:
            sys.exit(f"unknown kinds {unknown}; known: {', '.join(kinds)}")
        kinds = {k: v for k, v in kinds.items() if k in wanted}

    workspace = tempfile.mkdtemp(prefix="ib-mutations-")
    results = []
    for kind, (mutate, expectation) in kinds.items():
        rng = random.Random(f"{args.seed}-{kind}")
        count = args.sample or len(files)
        count = min(count, COSTLY.get(kind, count))
        chosen = rng.sample(files, min(count, len(files)))
        for source in chosen:
            text = source.read_bytes().decode("utf-8", "surrogateescape")
            for detail, data in mutate(text, rng):
                if isinstance(data, str):
                    data = data.encode("utf-8", "surrogateescape")
                folder = os.path.join(workspace, f"{len(results):05d}-{kind}")
                os.mkdir(folder)
                path = os.path.join(folder, source.name)
                with open(path, "wb") as handle:
                    handle.write(data)
                results.append(Result(kind, source.relative_to(args.corpus), detail, expectation, path))
                results[-1].source_path = source
                results[-1].resized = kind == "device-id" and "resized" in detail

    print(f"{len(results)} variants of {len(files)} files in {workspace}", file=sys.stderr)
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        sources = sorted({r.source_path for r in results if r.kind in SAME_SCENES | SAME_FRAMES})
        summaries = pool.map(lambda s: run_baseline(s, binary, args.timeout, workspace), sources)
        baseline = dict(zip(sources, summaries))
        futures = [pool.submit(classify, r, binary, args.timeout, args.max_rss_mb, baseline) for r in results]
        for done, _ in enumerate(concurrent.futures.as_completed(futures), 1):
            _.result()
            if done % 100 == 0:
                print(f"  {done}/{len(results)} ({time.monotonic() - started:.0f} s)", file=sys.stderr)
    elapsed = time.monotonic() - started

    table = collections.OrderedDict((k, collections.Counter()) for k in kinds)
    for r in results:
        table[r.kind]["files"] += 1
        table[r.kind][r.outcome] += 1
    print("| kind | expected | variants | read | refused | bugs |")
    print("|---|---|---:|---:|---:|---:|")
    for kind, counts in table.items():
        print(f"| {kind} | {kinds[kind][1]} | {counts['files']} | {counts['read']} | {counts['refused']} "
              f"| {counts['bug']} |")
    total = sum(table.values(), collections.Counter())
    print(f"| all | | {total['files']} | {total['read']} | {total['refused']} | {total['bug']} |")
    print(f"\n{len(results)} variants in {elapsed:.0f} s (sample {args.sample}, seed {args.seed})")

    refusals = collections.Counter()
    for r in results:
        if r.refusal and r.outcome != "bug":
            refusals[(r.kind, re.sub(r"^\d+:\d+: ", "", r.refusal)[:120])] += 1
    if refusals:
        print("\nrefusals (located):")
        for (kind, message), n in sorted(refusals.items()):
            print(f"  {n:4} {kind}: {message}")

    bugs = [r for r in results if r.outcome == "bug"]
    if bugs:
        print(f"\nbugs ({len(bugs)}):")
        for r in bugs:
            print(f"  [{r.kind}] {r.source}: {r.detail}\n      {os.path.relpath(r.path, workspace)}")
            for problem in r.problems:
                print(f"      - {problem}")
    if not args.keep:
        # Only the variants that found a bug stay, to reproduce them.
        for r in results:
            if r.outcome != "bug":
                shutil.rmtree(os.path.dirname(r.path))
        if not bugs:
            os.rmdir(workspace)
    if args.keep or bugs:
        print(f"\nvariants kept in {workspace}", file=sys.stderr)
    return 1 if bugs else 0


if __name__ == "__main__":
    sys.exit(main())
