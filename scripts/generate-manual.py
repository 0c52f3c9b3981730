#!/usr/bin/env python3
"""Writes tv's man page (roff, section 1) to standard output, from the built binary itself: the flags from
argument-parser's `--experimental-dump-help` (names, help, value names, defaults, choices) and the shell commands from
the hidden `--help-commands` (the declarations `help` shows).
Usage: scripts/generate-manual.py path/to/tv

With --markdown it writes the generated part of docs/COMMANDS.md instead, from the same two sources (the commands
through `help` in JSON): to standard output, or, given FILE, between FILE's markers (TV_BLESS=1 swift test --filter
CommandReferenceTests does that; the test fails while the file differs).
Usage: scripts/generate-manual.py --markdown path/to/tv [FILE]
"""
import json
import os
import re
import subprocess
import sys


def roff(text):
    """Text as roff reads it literally."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


# What tv reads from its environment (README, "Scripts and flags" and "Network manners and limits").
ENVIRONMENT = [
    ("TV_NOW", "Pins the clock to an ISO 8601 instant, as --now does."),
    ("TVMAZE_API_URL", "Another TVmaze base URL, as --api-url gives."),
    ("TZ", "The display time zone when --tz is not given."),
    ("TV_HISTFILE", "The history file instead of $XDG_STATE_HOME/tv/history; /dev/null keeps none."),
    ("PAGER", "The pager for output taller than the terminal (default: less -FRX)."),
    ("VISUAL, EDITOR", "The editor the edit command opens (VISUAL first, else EDITOR, else vi)."),
    ("NO_COLOR, FORCE_COLOR", "With --color auto: no colour when NO_COLOR is set, colour when FORCE_COLOR is."),
    ("http_proxy, https_proxy, all_proxy, no_proxy", "Proxies as curl reads them; socks5:// and socks5h:// too."),
    ("SSL_CERT_FILE, SSL_CERT_DIR", "Certificate authorities to trust instead of the system's, as for OpenSSL."),
    ("XDG_CONFIG_HOME, XDG_STATE_HOME, XDG_CACHE_HOME, XDG_DATA_HOME, XDG_RUNTIME_DIR",
     "Where the files under FILES are kept (and the request budget shared by tv processes)."),
    ("TERM, COLORTERM, TERM_PROGRAM, KITTY_WINDOW_ID", "How pictures are drawn when --images is auto."),
]


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
            ".TP", "\\fI$XDG_CONFIG_HOME/tv/account\\fR",
            "The linked TVmaze account's user name and key (mode 0600; refused when others can read it)."]
    out.append(".SH ENVIRONMENT")
    for name, text in ENVIRONMENT:
        out += [".TP", "\\fB%s\\fR" % roff(name), roff(text)]
    out += [".SH EXIT STATUS", "0 every command succeeded; 1 a command failed; 2 usage error; "
            "3 a script stopped at an error (\\fB\\-\\-on\\-error stop\\fR).",
            ".SH SEE ALSO", "https://www.tvmaze.com/api \\(em data: TVmaze.com, CC BY\\-SA 4.0."]
    page = "\n".join(out) + "\n"
    # Non-ASCII characters as groff's \[uXXXX], so that any roff reads them (man's preconv is not always there).
    sys.stdout.write("".join(c if ord(c) < 128 else "\\[u%04X]" % ord(c) for c in page))


BEGIN = "<!-- generated by scripts/generate-manual.py --markdown: begin -->"
END = "<!-- generated by scripts/generate-manual.py --markdown: end -->"


def cell(text):
    """Text as one Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def code(text):
    """Text as inline code, fenced with more backticks than it holds."""
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return fence + pad + text + pad + fence


def markdown(tv):
    """The flags (argument-parser's dump) and the shell commands (`help` in JSON), as Markdown."""
    info = json.loads(subprocess.run([tv, "--experimental-dump-help"], check=True, capture_output=True,
                                     text=True).stdout)["command"]
    environment = dict(os.environ, TV_HISTFILE="/dev/null", NO_COLOR="1")
    commands = json.loads(subprocess.run([tv, "-X", "--offline", "--format", "json", "-c", "help"], check=True,
                                         capture_output=True, text=True, env=environment).stdout)
    out = [BEGIN, "", "### Flags", "", "| flag | meaning |", "|---|---|"]
    for argument in info.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        dashes = {"short": "-", "longWithSingleDash": "-"}
        value = " " + argument.get("valueName", "value") if argument.get("kind") == "option" else ""
        spelled = ", ".join(code(dashes.get(name["kind"], "--") + name["name"] + value)
                            for name in argument.get("names", []))
        text = argument.get("abstract", "")
        if argument.get("allValues"):
            text += " One of: %s." % ", ".join(code(value) for value in argument["allValues"])
        if argument.get("defaultValue") not in (None, "", "false"):
            text += " Default: %s." % code(argument["defaultValue"])
        out.append("| %s | %s |" % (spelled, cell(text.strip())))
    out += ["", "### Commands", "", "In the order `help` lists them.", ""]
    for command in commands:
        out += ["#### %s" % command["name"], "", code(command["usage"]), "", command["summary"], ""]
        if command["aliases"]:
            out += ["Also: %s." % ", ".join(code(alias) for alias in command["aliases"]), ""]
        out += ["Examples: %s." % ", ".join(code(example) for example in command["examples"]), ""]
    return "\n".join(out + [END]) + "\n"


def write_between_markers(path, text):
    """Replaces FILE's generated part (the markers included) with `text`."""
    old = open(path, encoding="utf-8").read()
    start, end = old.index(BEGIN), old.index(END) + len(END) + 1
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(old[:start] + text + old[end:])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--markdown"]:
        generated = markdown(sys.argv[2])
        if len(sys.argv) > 3:
            write_between_markers(sys.argv[3], generated)
        else:
            sys.stdout.write(generated)
    else:
        main()
