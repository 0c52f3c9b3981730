#!/usr/bin/env python3
"""Pty-driven tests of what only a terminal shows: TAB, history, Ctrl-R, Ctrl-C, Ctrl-D, bad input, a resize.

Runs the built `tv` in a pseudo-terminal with a hermetic environment (temporary HOME and history,
EDITRC=/dev/null, NO_COLOR, TERM=xterm). Prints one line per test and ends with 'N passed, N failed'.
Usage: .build/venv/bin/python Tests/pty/test_pty.py [path/to/tv] [path/to/tv-fixture-server]
Its Python packages (Tests/requirements.txt) live in .build/venv, which `scripts/setup --test` makes; run with another
Python, it starts again with that one.
"""
import io
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import termios
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV = os.path.join(ROOT, ".build", "venv")
try:
    import icalendar
    import pexpect
except ImportError as missing:
    venv_python = os.path.join(VENV, "bin", "python")
    if os.path.exists(venv_python) and os.path.realpath(sys.prefix) != os.path.realpath(VENV):
        os.execv(venv_python, [venv_python, os.path.abspath(__file__)] + sys.argv[1:])
    sys.exit(f"not run: the pty tests need the Python packages pexpect and icalendar ({missing.name} is missing); "
             "run scripts/setup --test, which installs them into .build/venv")
TV = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "tv")
SERVER = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build", "debug", "tv-fixture-server")
FIXTURES = os.path.join(ROOT, "Fixtures")
NOW = "2026-11-18T20:30:00-05:00"
PROMPT = "tv> "


def environment(home):
    env = {k: v for k, v in os.environ.items() if not k.startswith("TV") and k not in ("NO_COLOR", "EDITRC")}
    env.update(HOME=home, XDG_STATE_HOME=os.path.join(home, "state"), XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_CACHE_HOME=os.path.join(home, "cache"), XDG_DATA_HOME=os.path.join(home, "data"),
               EDITRC="/dev/null", NO_COLOR="1", PAGER="cat", TERM="xterm", LC_ALL="C.UTF-8", COLUMNS="120", LINES="40")
    return env


def as_from_a_shell():
    """Python ignores SIGPIPE, and a child would inherit that: tv starts with it at the default, as a shell starts it."""
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)


def spawn(home, *args, extra_env=None):
    env = environment(home)
    env.update(extra_env or {})
    child = pexpect.spawn(TV, ["--now", NOW, "--tz", "America/New_York", *args], env=env,
                          encoding="utf-8", timeout=20, dimensions=(40, 120), preexec_fn=as_from_a_shell)
    child.expect_exact(PROMPT)
    return child


def spawn_bytes(home, *args):
    """tv in a pty, read as bytes: typed input may be any bytes, and the prompt may change with the selection."""
    child = pexpect.spawn(TV, ["--now", NOW, "--tz", "America/New_York", *args], env=environment(home),
                          timeout=20, dimensions=(40, 120), preexec_fn=as_from_a_shell)
    child.expect(ANY_PROMPT)
    return child


# Any prompt: `tv> `, `tv Girls S3> `, coloured or not, at the end of what was written.
ANY_PROMPT = re.compile(rb"tv[^\r\n]*> (?:\x1b\[[0-9;]*m)*$")


def when_editing(child):
    """Waits until the line editor has the terminal (ICANON off). The prompt shows a moment before: a key typed then
    goes to the cooked terminal tv keeps while commands run, where Ctrl-D is an end-of-file that raw mode never sees."""
    deadline = time.monotonic() + 20
    while termios.tcgetattr(child.child_fd)[3] & termios.ICANON:
        assert time.monotonic() < deadline, "the line editor never took the terminal"
        time.sleep(0.01)


def press_ctrl_d(child):
    """Ctrl-D once the line editor reads: at an empty prompt, the end of input."""
    when_editing(child)
    child.sendcontrol("d")


def type_line(child, data):
    """Types `data` and Enter in pieces, reading what tv writes meanwhile; returns what it wrote up to the next prompt."""
    when_editing(child)
    data += b"\r"
    written = b""
    while data or not ANY_PROMPT.search(written):
        if data:
            data = data[os.write(child.child_fd, data[:4096]):]
        try:
            written += child.read_nonblocking(1 << 16, timeout=0 if data else 120)
        except pexpect.TIMEOUT:
            if not data:
                raise
    return written


def errors_in(text):
    return re.findall(rb"^error: ", text, re.M)


def answers_and_exits(child):
    """After bad input the shell still answers, and Ctrl-D leaves it with status 0."""
    assert b"Pop one level" in type_line(child, b"help back")
    press_ctrl_d(child)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, "exit status %r" % child.exitstatus


def test_bad_input_in_the_line_editor_gets_one_error_each(home):
    child = spawn_bytes(home, "--offline")
    bad = [b"frobnicate now", b"season 99999999999999999999", b"show #99999999999999999999", b"0", b"day 99999-01-01",
           b"week 0000-00-00", b"\"unterminated", b"set tz Mars/Base", b"frob\xff\xfe\xc3\x28nicate",   # invalid UTF-8
           b"wek \x00", b"\x00wek", b"wek \x1b[2J\x1b]52;c;eA==\x07", b"wek \xc2\x9b2J \xe2\x80\xae"]
    for line in bad:
        text = type_line(child, line)
        assert len(errors_in(text)) == 1, (line, text)
    text = type_line(child, b"search " + b"a" * (1 << 20))      # a 1 MB line: nothing found, no error
    assert b"No shows found." in text and not errors_in(text), text[-300:]
    answers_and_exits(child)


def test_random_bad_lines_in_the_line_editor_never_hang_it(home):
    """1,000 seeded random lines of the script-mode test's kind (Enter only at the end), each answered by a prompt."""
    commands = ["week", "day", "now", "search", "show", "seasons", "season", "episode", "ep", "cast", "back", "set",
                "help", "?", "select", "source", "wek", "", "#", "1", "0", "-1", "12"]
    pieces = ["next", "prev", "this", "mon", "tue", "fri", "today", "2026-11-18", "2026-13-45", "0000-00-00",
              "99999-01-01", "3x2", "99x99", "S03E02", "s99e99", "-1", "0", "1", "42", "99999999999999999999", "#139",
              "#0", "#-5", "girls", "Pokémon", "零", "👩‍👩‍👧", "/law", "--network", "NBC", "--genre", "--country", "UK",
              "GB", "--bogus", "format", "json", "plain", "table", "color", "on", "tz", "Mars/Base", "\"quoted word",
              "'single'", "\\", "\x1b[2J", "\x07", "\x00", "\x9b", "\u202e", "\u200b", "\t", "~/nope.tv", "/dev/null"]
    generator = random.Random(20261118)
    child = spawn_bytes(home, "--offline")
    errors = 0
    for _ in range(1000):
        words = [generator.choice(commands)] + [generator.choice(pieces) for _ in range(generator.randint(0, 3))]
        text = type_line(child, (" " if generator.random() < 0.5 else "  ").join(words).encode())
        assert b"Fatal error" not in text, text[-500:]
        errors += len(errors_in(text))
    assert errors > 250, errors
    answers_and_exits(child)


def test_a_resize_while_typing_keeps_the_line(home):
    child = spawn(home, "--offline")
    child.send("day th")
    child.expect_exact("day th")
    child.setwinsize(40, 70)                   # SIGWINCH mid-line
    time.sleep(0.5)
    child.send("u\r")
    child.expect("Thursday 2026-11-19")
    child.expect_exact(PROMPT)
    listing = child.before
    assert len(listing.split("\r\n")) > 20, listing
    # The next listing has the new width: the compact list of under 80 columns, not the shelves of 120.
    assert max(len(line) for line in listing.split("\r\n")) < 80, listing
    child.sendline("history")                 # what the shell received is the line as typed
    child.expect("1  day thu\r\n")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_tab_completes_a_command(home):
    child = spawn(home, "--offline")
    child.send("wee\t")
    child.expect_exact("k ")                 # libedit redraws only what TAB added
    child.send("\r")
    child.expect("Week of 2026-11-16")
    child.expect_exact(PROMPT)
    child.sendline("history")               # what the shell received is the completed word
    child.expect("1  week\r\n")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_tab_completes_a_multi_word_show_name(home):
    child = spawn(home, "--offline")
    child.sendline("search game of thrones")
    child.expect("Game of Thrones")
    child.expect_exact(PROMPT)
    child.send("show Game of T\t")
    child.expect_exact("hrones ")
    child.send("\r")
    child.expect("Game of Thrones  \\(#82\\)")
    child.expect_exact("tv Game of Thrones> ")
    child.sendline("history")
    child.expect("2  show Game of Thrones\r\n")
    child.expect_exact("tv Game of Thrones> ")
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_history_survives_a_restart_and_ctrl_r_finds_it(home):
    child = spawn(home, "--offline")
    child.sendline("help cast")
    child.expect("The selected show's cast")
    child.expect_exact(PROMPT)
    child.sendline("set")
    child.expect("country")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)
    history = os.path.join(home, "state", "tv", "history")
    assert os.path.exists(history), "no history file at " + history

    child = spawn(home, "--offline")
    child.send("\x1b[A")               # Up: the last command
    child.expect_exact("set")
    child.sendcontrol("u")
    child.sendcontrol("r")             # Ctrl-R: incremental search backwards
    child.send("help c")
    child.expect_exact("help cast")
    child.send("\r")
    child.expect("The selected show's cast")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_ctrl_c_cancels_a_slow_request_and_the_prompt_lives(home):
    server = subprocess.Popen([SERVER, "--fixtures", FIXTURES, "--slow", "30"], stdout=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:"), url
        child = spawn(home, "--api-url", url, "--timeout", "60")
        started = time.monotonic()
        child.sendline("day mon")
        time.sleep(1.0)
        child.sendcontrol("c")
        child.expect("cancelled")
        child.expect_exact(PROMPT)
        assert time.monotonic() - started < 10, "Ctrl-C did not cancel promptly"
        child.sendline("help now")           # the shell still answers
        child.expect("What is airing")
        child.expect_exact(PROMPT)
        press_ctrl_d(child)
        child.expect(pexpect.EOF)
    finally:
        server.kill()
        server.wait()


def test_account_link_counts_down_ctrl_c_cancels_and_the_key_stays_out_of_history(home):
    key = "pty-secret-key-4821"
    server = subprocess.Popen([SERVER, "--fixtures", FIXTURES, "--user-api", "--api-key", key], stdout=subprocess.PIPE,
                              text=True)
    try:
        url = server.stdout.readline().strip()
        child = spawn(home, "--api-url", url)
        shown = io.StringIO()
        child.logfile_read = shown
        child.sendline("account link viewer@example.com")
        child.expect("confirm-app\\?token=")                 # the confirmation link is printed
        child.expect_exact("next check in 8 s")              # a visible countdown
        child.sendcontrol("c")
        child.expect("cancelled")
        child.expect_exact(PROMPT)
        assert not os.path.exists(os.path.join(home, "config", "tv", "account")), "a cancelled link stored a key"
        child.sendline("account link viewer@example.com")
        child.expect("Linked viewer", timeout=40)
        child.expect_exact(PROMPT)
        press_ctrl_d(child)
        child.expect(pexpect.EOF)
        account = os.path.join(home, "config", "tv", "account")
        assert os.stat(account).st_mode & 0o777 == 0o600
        assert key not in shown.getvalue(), "the key reached the terminal"
        with open(os.path.join(home, "state", "tv", "history"), encoding="utf-8") as history:
            assert key not in history.read()
    finally:
        server.kill()
        server.wait()


def test_ctrl_c_at_the_prompt_discards_the_line(home):
    child = spawn(home, "--offline")
    child.send("search something half typed")
    child.sendcontrol("c")
    child.expect_exact(PROMPT)
    child.sendline("help back")
    child.expect("Pop one level")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_tall_output_goes_through_the_pager_short_output_does_not(home):
    child = spawn(home, "--offline", extra_env={"PAGER": "sed 's/^/PAGED|/'"})
    child.sendline("help back")                     # short: written directly
    child.expect("\r\nback\r\n|Pop one level")
    assert "PAGED|" not in child.before + child.after
    child.expect_exact(PROMPT)
    child.sendline("day thu")                       # ~200 rows in a 40-row terminal: paged
    child.expect_exact("PAGED|Thursday 2026-11-19")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_tall_output_of_c_commands_on_a_terminal_goes_through_the_pager(home):
    env = environment(home)
    env["PAGER"] = "sed 's/^/PAGED|/'"
    child = pexpect.spawn(TV, ["--now", NOW, "--tz", "America/New_York", "--offline", "-c", "help back", "-c", "day thu"],
                          env=env, encoding="utf-8", timeout=20, dimensions=(40, 120), preexec_fn=as_from_a_shell)
    child.expect_exact("Pop one level")
    assert "PAGED|" not in child.before + child.after       # short: written directly
    child.expect_exact("PAGED|Thursday 2026-11-19")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, child.exitstatus


def test_ctrl_c_in_the_pager_leaves_the_prompt_on_a_line_of_its_own(home):
    # The pager has printed part of a line when Ctrl-C reaches it (and tv): the prompt must not follow on that line.
    child = spawn(home, "--offline", extra_env={"PAGER": "printf partial; sleep 30"})
    child.sendline("day thu")
    child.expect_exact("partial")
    time.sleep(0.3)
    child.sendintr()
    child.expect_exact(PROMPT)
    assert child.before.replace("\x1b[c", "").endswith("\r\n"), repr(child.before[-40:])   # the DA1 query aside
    child.sendline("help back")
    child.expect_exact("Pop one level")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_ctrl_c_in_every_leaves_the_prompt_on_a_line_of_its_own(home):
    child = spawn(home, "--offline")
    child.sendline("every 30 help back")
    child.expect_exact("Pop one level")
    time.sleep(0.3)
    child.sendintr()
    child.expect_exact(PROMPT)
    assert child.before.endswith("\r\n"), repr(child.before[-40:])   # not `^Ctv> `
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_tab_completed_lines_are_saved_without_their_space_and_sourced_lines_are_not_history(home):
    script = os.path.join(home, "two.tv")
    with open(script, "w") as f:
        f.write("help cast\nhelp now\n")
    child = spawn(home, "--offline")
    child.send("help ba\t")
    child.expect_exact("ck ")
    child.send("\r")
    child.expect_exact("Pop one level")
    child.expect_exact(PROMPT)
    child.sendline("source " + script)
    child.expect_exact("What is airing")
    child.expect_exact(PROMPT)
    child.sendline("history")
    child.expect_exact(PROMPT)
    shown = child.before
    press_ctrl_d(child)
    child.expect(pexpect.EOF)
    assert "1  help back\r\n" in shown and "3  history" in shown, shown
    assert "help cast" not in shown, shown                 # `history` and the file agree: no sourced lines
    with open(os.path.join(home, "state", "tv", "history"), encoding="utf-8") as f:
        saved = f.read()
    assert "help\\040back\n" in saved or "help back\n" in saved, repr(saved)
    assert "help\\040back\\040" not in saved and "help back \n" not in saved, repr(saved)
    assert "cast" not in saved, repr(saved)


def test_quitting_the_pager_early_keeps_the_shell(home):
    # `head -1` reads one line and exits, as `q` in less does: tv is left writing a week (~150 KB, more than a pipe
    # holds) to a pipe with no reader.
    child = spawn(home, "--offline", extra_env={"PAGER": "head -1"})
    child.sendline("week")
    child.expect_exact("offline: showing the bundled sample week")
    child.expect_exact(PROMPT)
    child.sendline("help back")
    child.expect_exact("Pop one level")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, "exit status %r, signal %r" % (child.exitstatus, child.signalstatus)


def test_a_pager_that_cannot_be_run_loses_nothing(home):
    # A misspelt PAGER (or no less installed): the shell says "not found" and exits 127 without reading.
    child = spawn(home, "--offline", extra_env={"PAGER": "no-such-pager-for-tv"})
    child.sendline("day thu")
    child.expect_exact("notice: the pager could not be run (status 127; set $PAGER); showing the text without it")
    child.expect_exact("Thursday 2026-11-19")
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_the_pager_starts_with_sigpipe_at_its_default(home):
    # tv ignores SIGPIPE, and an ignored signal would stay ignored in the pager: `grep x | less` would then report
    # write errors where it should end quietly.
    child = spawn(home, "--offline", extra_env={"PAGER": "grep '^SigIgn' /proc/self/status; cat >/dev/null"})
    child.sendline("week")
    child.expect(r"SigIgn:\s+([0-9a-f]+)")
    ignored = int(child.match.group(1), 16)
    assert not ignored & (1 << (signal.SIGPIPE - 1)), "the pager ignores SIGPIPE: %x" % ignored
    child.expect_exact(PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


class CountingRelay:
    """A TCP relay on loopback in front of `port` that counts the connections made through it."""

    def __init__(self, port):
        import socket
        import threading
        self.accepted = 0
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = "http://127.0.0.1:%d" % self.listener.getsockname()[1]

        def pump(source, sink):
            try:
                while True:
                    data = source.recv(65536)
                    if not data:
                        break
                    sink.sendall(data)
            except OSError:
                pass
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

        def accept():
            while True:
                try:
                    client, _ = self.listener.accept()
                except OSError:
                    return
                self.accepted += 1
                upstream = socket.create_connection(("127.0.0.1", port))
                threading.Thread(target=pump, args=(client, upstream), daemon=True).start()
                threading.Thread(target=pump, args=(upstream, client), daemon=True).start()
        threading.Thread(target=accept, daemon=True).start()

    def close(self):
        self.listener.close()


def test_the_shell_opens_its_connection_before_the_first_command(home):
    # TVmaze's long links: the shell connects as it starts, so the first command typed pays no handshake.
    server = subprocess.Popen([SERVER, "--fixtures", FIXTURES], stdout=subprocess.PIPE, text=True)
    relay = None
    try:
        url = server.stdout.readline().strip()
        relay = CountingRelay(int(url.rsplit(":", 1)[1]))
        child = spawn(home, "--api-url", relay.url, "--images", "none")  # pictures come from another host
        deadline = time.monotonic() + 10
        while relay.accepted == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert relay.accepted == 1, "connections before the first command: %d" % relay.accepted
        child.sendline("search girls")
        child.expect("Girls")
        child.expect_exact(PROMPT)
        assert relay.accepted == 1, "the first command opened another connection (%d in all)" % relay.accepted
        press_ctrl_d(child)
        child.expect(pexpect.EOF)
    finally:
        if relay:
            relay.close()
        server.kill()
        server.wait()


def test_offline_notice_comes_before_the_next_prompt(home):
    child = spawn(home, "--api-url", "http://127.0.0.1:9", "--timeout", "2")
    child.sendline("day wed")
    child.expect("error: cannot reach 127.0.0.1:9")
    child.expect_exact("notice: offline (cannot reach 127.0.0.1:9")
    child.expect_exact("retrying in the background\r\n" + PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_export_ics_parses_with_a_real_icalendar_parser(home):
    path = os.path.join(home, "following.ics")
    week = os.path.join(home, "week.ics")
    result = subprocess.run([TV, "--offline", "--now", NOW, "--tz", "America/New_York",
                             "-c", "follow #83", "-c", "follow \"Grey's Anatomy\"", "-c", "follow #60770",
                             "-c", "export ics following " + path, "-c", "export ics week " + week],
                            env=environment(home), capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr
    for file, least in ((path, 10), (week, 1000)):
        raw = open(file, "rb").read()
        lines = raw.split(b"\r\n")
        assert lines[-1] == b"" and all(b"\n" not in line and b"\r" not in line for line in lines), "bare CR or LF"
        assert all(len(line) <= 75 for line in lines), "a line longer than 75 octets"
        for line in lines:
            line.decode("utf-8")                  # folding never cuts a UTF-8 sequence
        calendar = icalendar.Calendar.from_ical(raw)
        assert str(calendar["VERSION"]) == "2.0" and calendar.get("PRODID")
        events = list(calendar.walk("VEVENT"))
        assert len(events) >= least, (file, len(events))
        uids = [str(event["UID"]) for event in events]
        assert len(set(uids)) == len(uids), "UIDs repeat"
        for event in events:
            start, end = event.decoded("DTSTART"), event.decoded("DTEND")
            assert event.get("DTSTAMP") is not None and start < end
            if hasattr(start, "tzinfo"):
                assert start.utcoffset().total_seconds() == 0, start
        if file == path:
            names = {str(event["SUMMARY"]) for event in events}
            assert any(name.startswith("葬送のフリーレン 3x") for name in names), names
            assert any(name.startswith("Grey's Anatomy 23x") for name in names), names


def test_calendar_is_a_grid_at_80_columns_and_a_list_below(home):
    for columns, grid in ((80, True), (60, False)):
        env = environment(home)
        env["COLUMNS"] = str(columns)
        child = pexpect.spawn(TV, ["--now", NOW, "--tz", "America/New_York", "--offline"], env=env,
                              encoding="utf-8", timeout=20, dimensions=(200, columns), preexec_fn=as_from_a_shell)
        child.expect_exact(PROMPT)
        child.sendline("follow #83")
        child.expect_exact(PROMPT)
        child.sendline("calendar")
        child.expect_exact(PROMPT)
        text = child.before
        assert ("┌" in text) == grid, text
        assert ("Wed 2026-11-18 · today" in text) == (not grid), text
        assert all(len(line) <= columns for line in text.split("\r\n")), text
        press_ctrl_d(child)
        child.expect(pexpect.EOF)


def test_keys_typed_while_the_terminal_is_asked_for_sixel_are_given_back(home):
    # TERM=xterm leaves sixel open: the interactive shell asks (DA1) once, before its first prompt. This terminal never
    # answers; a line typed during the wait must still run, and no query may follow later.
    env = environment(home)
    child = pexpect.spawn(TV, ["--now", NOW, "--tz", "America/New_York", "--offline"], env=env, timeout=20,
                          dimensions=(40, 120), preexec_fn=as_from_a_shell)
    child.expect_exact(b"\x1b[c")
    child.send(b"help back\r")
    child.expect_exact(b"Pop one level")
    child.expect(ANY_PROMPT)
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_keys_typed_while_a_picture_is_drawn_are_not_lost(home):
    # Typed as show #139's text arrives, before its poster: the cooked terminal keeps the line for the next prompt.
    child = spawn(home, "--offline")
    child.sendline("show #139")
    child.expect_exact("Data: TVmaze.com")
    child.send("help back\r")
    child.expect_exact("Pop one level")
    assert "\x1b[c" not in child.before, "a DA1 query after the first prompt"
    child.expect_exact("tv Girls> ")
    press_ctrl_d(child)
    child.expect(pexpect.EOF)


def test_ctrl_d_exits_zero(home):
    child = spawn(home, "--offline")
    press_ctrl_d(child)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, "exit status %r" % child.exitstatus


def main():
    only = os.environ.get("PTY_ONLY", "")  # a part of the names of the tests to run, e.g. PTY_ONLY=pager
    tests = [(name, fn) for name, fn in sorted(globals().items()) if name.startswith("test_") and only in name]
    passed = failed = 0
    for name, fn in tests:
        with tempfile.TemporaryDirectory(prefix="tv-pty-") as home:
            try:
                fn(home)
                passed += 1
                print("ok    " + name)
            except Exception:
                failed += 1
                print("FAIL  " + name)
                traceback.print_exc()
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
