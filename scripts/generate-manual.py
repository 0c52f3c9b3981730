#!/usr/bin/env python3
"""Writes tv's man page (roff, section 1) to standard output, from the built binary itself: the flags from
argument-parser's `--experimental-dump-help` (names, help, value names, defaults, choices) and the shell commands from
the hidden `--help-commands` (the declarations `help` shows).
Usage: scripts/generate-manual.py path/to/tv
"""
import json
import subprocess
import sys


def roff(text):
    """Text as roff reads it literally."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def main():
    tv = sys.argv[1]
    info = json.loads(subprocess.run([tv, "--experimental-dump-help"], check=True, capture_output=True,
                                     text=True).stdout)["command"]
    commands = subprocess.run([tv, "--help-commands"], check=True, capture_output=True, text=True).stdout
    # "tv 0.3.0 (3379e80)": the page's footer names the version, as the package does, not the commit.
    version = subprocess.run([tv, "--version"], check=True, capture_output=True, text=True).stdout.split()[1]
    out = ['.TH TV 1 "" "tv %s" "User Commands"' % roff(version),
           ".SH NAME", "tv \\- %s" % roff(info.get("abstract", "")),
           ".SH SYNOPSIS", ".B tv", "[\\fIoptions\\fR]",
           ".SH DESCRIPTION",
           roff("tv opens a tv> prompt over the public TVmaze API. With -c or -f it runs commands and exits; when "
                "standard input is not a terminal it reads commands from it, one a line.")]
    discussion = info.get("discussion", "")
    for paragraph in discussion.split("\n"):
        if paragraph.strip():
            out += [".PP", roff(paragraph)]
    out.append(".SH OPTIONS")
    for argument in info.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        names = argument.get("names", [])
        dashes = {"short": "\\-", "longWithSingleDash": "\\-"}
        spelled = ", ".join("\\fB%s%s\\fR" % (dashes.get(name["kind"], "\\-\\-"), roff(name["name"])) for name in names)
        if argument.get("kind") == "option":
            spelled += " \\fI%s\\fR" % roff(argument.get("valueName", "value"))
        out += [".TP", spelled]
        text = argument.get("abstract", "")
        if argument.get("allValues"):
            text += " One of: %s." % ", ".join(argument["allValues"])
        if argument.get("defaultValue") not in (None, "", "false"):
            text += " Default: %s." % argument["defaultValue"]
        out.append(roff(text.strip()))
    out.append(commands.rstrip("\n"))
    out += [".SH FILES", ".TP", "\\fI$XDG_CONFIG_HOME/tv/tvrc\\fR", "Commands run at start (not with \\fB\\-X\\fR).",
            ".TP", "\\fI$XDG_STATE_HOME/tv/history\\fR", "The prompt's history.",
            ".TP", "\\fI$XDG_CACHE_HOME/tv/\\fR", "The disposable cache of what was fetched.",
            ".TP", "\\fI$XDG_DATA_HOME/tv/tracking.sqlite\\fR", "Watched marks and followed shows.",
            ".SH EXIT STATUS", "0 every command succeeded; 1 a command failed; 2 usage error; "
            "3 a script stopped at an error (\\fB\\-\\-on\\-error stop\\fR).",
            ".SH SEE ALSO", "https://www.tvmaze.com/api \\(em data: TVmaze.com, CC BY\\-SA 4.0."]
    page = "\n".join(out) + "\n"
    # Non-ASCII characters as groff's \[uXXXX], so that any roff reads them (man's preconv is not always there).
    sys.stdout.write("".join(c if ord(c) < 128 else "\\[u%04X]" % ord(c) for c in page))


if __name__ == "__main__":
    main()
