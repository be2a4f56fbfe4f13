#!/usr/bin/env python3
"""alpreview's man page, alpreview.1, from the command definitions the binary prints with
`--experimental-dump-help` (swift-argument-parser's description of every command, option and
help text): the same text as `alpreview help COMMAND`, so the page cannot drift from the tool.

    alpreview --experimental-dump-help | scripts/man-page.py VERSION > alpreview.1

No date is written: the page of one version is the same file whenever it is made.
"""
import json
import sys


def escape(text):
    """Text for roff: backslashes doubled, a leading dot or quote kept from being a request."""
    lines = []
    for line in text.replace("\\", "\\e").split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def option_label(argument):
    names = argument.get("names") or []
    spelled = [("--" if n["kind"] in ("long", "longWithSingleDash") else "-") + n["name"] for n in names]
    if n_long := [s for s in spelled if s.startswith("--")]:
        spelled = [s for s in spelled if not s.startswith("--")] + n_long
    value = "" if argument["kind"] == "flag" else " <" + argument.get("valueName", "value") + ">"
    if argument["kind"] == "positional":
        return "<" + argument.get("valueName", "value") + ">" + ("..." if argument.get("isRepeating") else "")
    return ", ".join(s + value for s in spelled)


def arguments_section(command):
    out = []
    for argument in command.get("arguments") or []:
        if not argument.get("shouldDisplay", True):
            continue
        out.append(".TP")
        out.append("\\fB" + escape(option_label(argument)).replace("-", "\\-") + "\\fR")
        text = argument.get("abstract", "")
        if argument.get("defaultValue"):
            text += " (default: " + argument["defaultValue"] + ")"
        if argument.get("allValues"):
            text += " (values: " + ", ".join(argument["allValues"]) + ")"
        out.append(escape(text))
    return out


def main():
    version = sys.argv[1] if len(sys.argv) > 1 else ""
    root = json.load(sys.stdin)["command"]
    name = root["commandName"]
    page = [
        '.TH "%s" "1" "" "%s %s" "User Commands"' % (name.upper(), name, version),
        ".SH NAME",
        "%s \\- %s" % (name, escape(root.get("abstract", ""))),
        ".SH SYNOPSIS",
        "\\fB%s\\fR [\\fICOMMAND\\fR] [\\fIOPTIONS\\fR] \\fISCENE\\fR..." % name,
        ".SH DESCRIPTION",
        ".nf",
        escape(root.get("discussion", "")),
        ".fi",
    ]
    if root.get("arguments"):
        page += [".SH OPTIONS"] + arguments_section(root)
    page.append(".SH COMMANDS")
    for sub in root.get("subcommands") or []:
        if not sub.get("shouldDisplay", True) or sub["commandName"] == "help":
            continue
        page += [".SS \\fB%s %s\\fR" % (name, sub["commandName"]), escape(sub.get("abstract", ""))]
        if sub.get("discussion"):
            page += [".PP", ".nf", escape(sub["discussion"]), ".fi"]
        page += arguments_section(sub)
    page += [
        ".SH FILES",
        ".TP",
        "\\fI../share/alpreview/fonts\\fR",
        "Beside the folder of the executable: the fonts alpreview draws with (Inter, Inter Display, "
        "Liberation, DejaVu Sans, VL Gothic) and their licences. Without them, Debian's files of fonts-inter, "
        "fonts-liberation, fonts-dejavu-core and fonts-vlgothic are used.",
        ".SH SEE ALSO",
        "\\fB%s help\\fR \\fICOMMAND\\fR, and the documentation in the project's docs/ folder." % name,
    ]
    sys.stdout.write("\n".join(page) + "\n")


if __name__ == "__main__":
    main()
