# SPDX-License-Identifier: BSL-1.0
"""python3 -m rfc1738 [check] [options] [URL...]: the program's ``rfc1738 check``.

Only the command line is read here; what runs is the program's check itself
(``_rfc1738._check_command``: its inputs, line engine, writers, summaries,
messages and exit status, on this process's standard streams): ``-f FILE``,
standard input, ``--json`` (each line ``Result.to_json()``), the readable form
(``Result.to_text()``: the verdict, the input with a caret under the error's
offset, its message and what was expected: RFC 1738 §5, §3; the warnings),
the summary and the colours. Exit status: 0 when every input conforms, 1 when
one does not, 2 on a usage, read or write error (``rfc1738 check: cannot open
'FILE': ...``, ``rfc1738: error writing standard output: ...``). A closed pipe
(``python3 -m rfc1738 -f big | head -1``) ends the process quietly by
SIGPIPE, as it ends the program.
"""

import argparse
import os
import re
import signal
import sys
from typing import List, Optional

from ._rfc1738 import _check_command, _write_stdout


def _stderr(t: str) -> None:
    """Standard error as the program writes it (UTF-8, a failed write ignored)."""
    try:
        sys.stderr.buffer.write(t.encode("utf-8", "surrogateescape"))
        sys.stderr.buffer.flush()
    except (OSError, ValueError, AttributeError):
        pass


class _Parser(argparse.ArgumentParser):
    """argparse writing as the program does: the help to standard output by the
    program's writer, the rest to standard error, usage errors in its words."""

    def print_help(self, file=None) -> None:
        _write_stdout(self.format_help().encode("utf-8", "surrogateescape"))

    def _print_message(self, message, file=None) -> None:
        if message:
            _stderr(message)

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
        name = m.group(1).split("/")[-1]  # -f/--file: the long name, as the program says it
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
    p = _Parser(prog="python3 -m rfc1738", description="Check URLs against RFC 1738 (as `rfc1738 check`).")
    p.add_argument("--json", action="store_true", help="one JSON object per input, as `rfc1738 check --json`")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing; the exit status only")
    p.add_argument("--failures", action="store_true", help="print only the inputs that do not conform")
    p.add_argument("--summary", choices=["json", "text", "none"], default=None, help="the summary on standard error")
    p.add_argument("--ignore-scheme-case", action="store_true", help="read the scheme in lower case (RFC 1738 §2.1)")
    p.add_argument("--unwrap", action="store_true", help="remove <URL:...> and whitespace (RFC 1738 Appendix)")
    p.add_argument("--fragment", choices=["strict", "split"], default="strict",
                   help="split: check the text before the first '#', report the bytes after it as the fragment (RFC 1738 §2.2)")
    p.add_argument("-f", "--file", dest="files", action="append", default=[], metavar="FILE", help="the lines of FILE (- is standard input)")
    p.add_argument("--skip-blank", action="store_true", help="skip blank and # lines (the default)")
    p.add_argument("--keep-comments", action="store_true", help="check blank and # lines too (files and standard input)")
    p.add_argument("--strip-cr", action="store_true", help="remove one CR before the LF")
    p.add_argument("--color", nargs="?", const="always", default="auto", choices=["auto", "always", "never"], help="colour the verdicts")
    p.add_argument("urls", nargs="*", metavar="URL")
    try:
        args = p.parse_args(argv)
    except SystemExit as e:  # argparse: --help (0) or a usage error (2)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    return _check_command([os.fsencode(u) for u in args.urls], [os.fsencode(f) for f in args.files], json=args.json, quiet=args.quiet,
                          failures=args.failures, summary=args.summary or "", color=args.color, ignore_scheme_case=args.ignore_scheme_case,
                          unwrap=args.unwrap, fragment=args.fragment, skip_blank=args.skip_blank, keep_comments=args.keep_comments,
                          strip_cr=args.strip_cr)


if __name__ == "__main__":
    sys.exit(main())
