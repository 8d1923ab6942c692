# SPDX-License-Identifier: BSL-1.0
"""python3 -m rfc1738 [check] [options] [URL...]: the program's ``rfc1738 check``.

Only the command line is read here, to the options of the program's help of
check (``_rfc1738._check_usage``, which ``--help`` prints); what runs is the
program's check itself (``_rfc1738._check_command``: its inputs, line engine,
writers, summaries, messages and exit status, on this process's standard
streams). A closed pipe (``python3 -m rfc1738 -f big | head -1``) ends the
process quietly by SIGPIPE, as it ends the program.
"""

import argparse
import os
import re
import signal
import sys
from typing import Callable, List, Optional

from ._rfc1738 import _check_command, _check_options, _check_usage, _write_stdout


def _stderr(t: str) -> None:
    """Standard error as the program writes it (UTF-8, a failed write ignored)."""
    try:
        sys.stderr.buffer.write(t.encode("utf-8", "surrogateescape"))
        sys.stderr.buffer.flush()
    except (OSError, ValueError, AttributeError):
        pass


class _Parser(argparse.ArgumentParser):
    """argparse with the program's usage errors, in its words (the help is the program's)."""

    def error(self, message: str) -> None:
        """A usage error in the program's words (CLI11's), exit status 2."""
        _stderr(f"rfc1738 check: {self._program_words(message)}\ntry 'python3 -m rfc1738 --help'\n")
        raise SystemExit(2)

    def _program_words(self, message: str) -> str:
        m = re.fullmatch(r"unrecognized arguments: (\S+).*", message, re.S)
        if m:
            what = m.group(1)
            return f"unknown option '{what}'" if what.startswith("-") else f"unexpected argument '{what}'"
        m = re.fullmatch(r"argument (\S+): (.*)", message, re.S)
        if m is None:
            return message
        name = next(n for n in m.group(1).split("/") if n.startswith("--"))  # -f/--file: the (first) long name, as the program says it
        action = next((a for a in self._actions if name in a.option_strings), None)
        choices = "{" + ",".join(action.choices) + "}" if action is not None and action.choices else None
        detail = m.group(2)
        e = re.fullmatch(r"ignored explicit argument '(.)(.*)'", detail, re.S)
        if e:  # -qz: -q takes no value, so z is the next short option
            return f"unknown option '-{e.group(1)}'"
        if detail == "expected one argument":
            return f"{name}: 1 required TEXT{':' + choices if choices else ''} missing"
        c = re.fullmatch(r"invalid choice: '(.*)' \(choose from .*\)", detail, re.S)
        if c and choices:
            return f"{name}: {c.group(1)} not in {choices}"
        return f"{name}: {detail}"


def _in_range(low: int, high: int) -> Callable[[str], str]:
    """A number from low to high, as the program takes it (-j N: 1 to 256)."""
    def number(value: str) -> str:
        if not value.isdigit() or not low <= int(value) <= high:
            raise argparse.ArgumentTypeError(f"Value {value} not in range {low} to {high}")
        return value
    return number


def _add_options(p: argparse.ArgumentParser) -> None:
    """The options of ``rfc1738 check``, declared from the program's own
    table (``_rfc1738._check_options``: names, value, choices, range), each
    stored under the keyword ``_check_command`` sets it by; None or False
    when not given (the program's default)."""
    for o in _check_options():
        names, kw = o["names"].split(","), {"dest": o["keyword"]}
        if not o["argument"]:
            kw["action"] = "store_true"
        elif o["repeated"]:
            kw.update(action="append", default=[])
        else:
            if o["implicit"] is not None:
                kw.update(nargs="?", const=o["implicit"])
            if o["choices"]:
                kw["choices"] = o["choices"]
            if o["range"] is not None:
                kw["type"] = _in_range(*o["range"])
        p.add_argument(*names, **kw)


# The program's other commands, each with the function of this package that
# does what it does: a first argument that names one is no URL (a URL has a
# ":", §2.1), and is refused with where to go instead.
_COMMANDS = {
    "parse": "parse", "trace": "trace", "lint": "lint", "build": "build", "encode": "encode",
    "set": "set", "fix": "fix", "editions": "editions", "diff-editions": "diff_editions",
    "grammar": "productions", "suite": "suite", "compare": "compare",
}


def main(argv: Optional[List[str]] = None) -> int:
    """The program: python3 -m rfc1738 [check] [options] [URL...]; its exit status.

    A failed write to standard output ends the process with the program's
    message and status 2; a closed pipe ends it by SIGPIPE (whose default
    action comes back here: Python ignores it), as the program's."""
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["check"]:
        argv = argv[1:]
    elif argv[:1] and argv[0] in _COMMANDS:
        _stderr(f"python3 -m rfc1738: '{argv[0]}' is a command of the program rfc1738; this module's command line is "
                f"'check' alone (python3 -m rfc1738 [check] [options] [URL...]): run 'rfc1738 {argv[0]}', "
                f"or call rfc1738.{_COMMANDS[argv[0]]}() in Python\n")
        return 2
    # The options of `rfc1738 check`; their help is the program's (_check_usage).
    p = _Parser(prog="python3 -m rfc1738", add_help=False)
    p.add_argument("-h", "--help", action="store_true")
    _add_options(p)
    p.add_argument("urls", nargs="*")
    try:
        options = vars(p.parse_args(argv))  # _check_command's keywords
    except SystemExit as e:  # argparse: a usage error (2)
        return e.code if isinstance(e.code, int) else 2
    if options.pop("help"):
        _write_stdout(_check_usage())
        return 0
    files = [o["keyword"] for o in _check_options() if o["repeated"]]
    for k in files:  # file names as bytes, as the program takes them
        options[k] = [os.fsencode(f) for f in options[k]]
    return _check_command([os.fsencode(u) for u in options.pop("urls")], options)


if __name__ == "__main__":
    sys.exit(main())
