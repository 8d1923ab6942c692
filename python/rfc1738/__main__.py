# SPDX-License-Identifier: BSL-1.0
"""python3 -m rfc1738 [check] [options] [URL...]: the program's ``rfc1738 check``.

The inputs, the options that select them and ``--json`` (each line exactly the
program's ``check --json``: ``Result.to_json()``) are the program's, and
so is the readable form (``Result.to_text()``, the library's writer: the verdict, the input with a caret under the error's
offset, its message and what was expected: RFC 1738 §5, §3; the warnings), the
summary and the colours. Exit status: 0 when every
input conforms, 1 when one does not, 2 on a usage, read or write error.

Errors are the program's: ``rfc1738 check: cannot open 'FILE': ...`` and
``rfc1738 check: error reading 'FILE': ...`` (then exit status 2, nothing
more read); a failed write to standard output (a full disk, a closed
descriptor) is ``rfc1738: error writing standard output: ...`` and exit
status 2. A closed pipe (``python3 -m rfc1738 -f big | head -1``) ends the
process quietly by SIGPIPE, as it ends the program.
"""

import argparse
import errno
import json
import os
import re
import signal
import sys
from typing import Iterator, List, Optional, Tuple

from . import check


class _ReadFailed(Exception):
    """A file of -f that cannot be opened or read (the program's message: `what`)."""

    def __init__(self, what: str, path: str, error: OSError) -> None:
        super().__init__(what)
        self.what, self.path, self.error = what, path, error


class _WriteFailed(Exception):
    """A write to standard output that failed (its OSError)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _lines(path: str, args: argparse.Namespace) -> Iterator[Tuple[str, int, Optional[bytes]]]:
    if path == "-":
        if sys.stdin is None:
            raise _ReadFailed("error reading", path, OSError(errno.EBADF, os.strerror(errno.EBADF)))
        stream = sys.stdin.buffer
        if stream.isatty():
            _stderr.write("rfc1738 check: reading URLs from standard input, one a line; end with Ctrl-D (--help for more)\n")
    else:
        try:
            stream = open(path, "rb")
        except IsADirectoryError as e:  # C's fopen opens a directory; its first read fails
            raise _ReadFailed("error reading", path, e) from e
        except OSError as e:
            raise _ReadFailed("cannot open", path, e) from e
    skip = args.skip_blank or not args.keep_comments  # files and standard input alike
    try:
        lines = enumerate(stream, 1)
        while True:
            try:
                number, line = next(lines)
            except StopIteration:
                break
            except OSError as e:
                raise _ReadFailed("error reading", path, e) from e
            if line.endswith(b"\n"):
                line = line[:-1]
            if args.strip_cr and line.endswith(b"\r"):
                line = line[:-1]
            if skip and (line.strip(b" \t\r") == b"" or line.startswith(b"#")):
                yield path, number, None
                continue
            yield path, number, line
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


def _die_of_sigpipe() -> None:
    """Ends the process as SIGPIPE ends the program on a closed pipe: quietly,
    killed by the signal (status 141 in a shell). Python ignores SIGPIPE, so
    the write raised BrokenPipeError instead; the default comes back first."""
    try:
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGPIPE)
    os._exit(2)  # not reached: SIGPIPE's default action ends the process


class _Stderr:
    """Standard error in UTF-8 whatever the locale. A write that fails is
    ignored, as the program's fprintf to stderr is, but a closed pipe ends the
    process as SIGPIPE does."""

    def write(self, t: str) -> None:
        if sys.stderr is None:
            return
        try:
            sys.stderr.buffer.write(t.encode("utf-8"))
            sys.stderr.buffer.flush()
        except BrokenPipeError:
            _die_of_sigpipe()
        except OSError:
            pass


_stderr = _Stderr()


class _Stdout:
    """Standard output in UTF-8 whatever the locale, as the program writes it;
    a failed write raises _WriteFailed (a closed descriptor is EBADF, as the
    program's fwrite or fclose finds it)."""

    def write(self, t: str) -> None:
        if sys.stdout is None:
            raise _WriteFailed(OSError(errno.EBADF, os.strerror(errno.EBADF)))
        try:
            sys.stdout.buffer.write(t.encode("utf-8"))
        except OSError as e:
            raise _WriteFailed(e) from e

    def isatty(self) -> bool:
        return sys.stdout is not None and sys.stdout.isatty()

    def flush(self) -> None:
        """What is still buffered (argparse's help included): a full disk shows here."""
        if sys.stdout is None:
            raise _WriteFailed(OSError(errno.EBADF, os.strerror(errno.EBADF)))
        try:
            sys.stdout.flush()
            sys.stdout.buffer.flush()
        except OSError as e:
            raise _WriteFailed(e) from e

    @staticmethod
    def discard() -> None:
        """After a failed write, what is buffered cannot be written either: the
        descriptor becomes /dev/null, so that Python's own flush at exit finds
        nothing to complain about."""
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)


class _Parser(argparse.ArgumentParser):
    """argparse writing as the program does: the help to standard output
    (through _Stdout, so a failed write is a write error), the rest to
    standard error."""

    def __init__(self, out: _Stdout, **kwargs) -> None:
        super().__init__(**kwargs)
        self._out = out

    def print_help(self, file=None) -> None:
        if file is None:
            self._out.write(self.format_help())
        else:
            super().print_help(file)

    def _print_message(self, message, file=None) -> None:
        if message:
            _stderr.write(message)

    def error(self, message: str) -> None:
        """A usage error in the program's words (CLI11's), exit status 2."""
        _stderr.write(f"rfc1738 check: {self._program_words(message)}\ntry 'python3 -m rfc1738 --help'\n")
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


def main(argv: Optional[List[str]] = None) -> int:
    """The program: python3 -m rfc1738 [check] [options] [URL...]; its exit status.

    On a write error it prints the program's message and returns 2; on a
    closed pipe the process ends by SIGPIPE, as the program's does."""
    out = _Stdout()
    try:
        try:
            status = _check(argv, out)
        except SystemExit as e:  # argparse: --help (0) or a usage error (2)
            status = e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
        out.flush()
        return status
    except _WriteFailed as e:
        if e.error.errno == errno.EPIPE:
            _die_of_sigpipe()
        _stderr.write(f"rfc1738: error writing standard output: {os.strerror(e.error.errno) if e.error.errno else 'write failed'}\n")
        _Stdout.discard()
        return 2


# The program's other commands, each with the function of this package that
# does what it does: a first argument that names one is no URL (a URL has a
# ":", §2.1), and is refused with where to go instead.
_COMMANDS = {
    "parse": "parse", "trace": "trace", "lint": "lint", "build": "build", "encode": "encode",
    "set": "set", "fix": "fix", "editions": "editions", "diff-editions": "diff_editions",
    "grammar": "productions", "suite": "suite", "compare": "compare",
}


def _check(argv: Optional[List[str]], out: _Stdout) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["check"]:
        argv = argv[1:]
    elif argv[:1] and argv[0] in _COMMANDS:
        _stderr.write(f"python3 -m rfc1738: '{argv[0]}' is a command of the program rfc1738; this module's command line is "
                      f"'check' alone (python3 -m rfc1738 [check] [options] [URL...]): run 'rfc1738 {argv[0]}', "
                      f"or call rfc1738.{_COMMANDS[argv[0]]}() in Python\n")
        return 2
    p = _Parser(out, prog="python3 -m rfc1738", description="Check URLs against RFC 1738 (as `rfc1738 check`).")
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
    args = p.parse_args(argv)
    no_color = os.environ.get("NO_COLOR")
    color = args.color == "always" or (args.color == "auto" and out.isatty() and not no_color)

    inputs: List[Tuple[Optional[str], int, Optional[bytes]]] = [(None, 0, u.encode("utf-8", "surrogateescape")) for u in args.urls]
    files = args.files or ([] if args.urls else ["-"])
    reading_lines = bool(files)
    summary = args.summary or ("none" if args.quiet or (len(args.urls) < 2 and not files) else "text")

    counts = {"inputs": 0, "conforming": 0, "valid_not_conforming": 0, "not_url": 0, "skipped": 0}
    split = args.fragment == "split"
    if split:
        counts["fragments"] = 0
    by_production = {}

    def one(name: Optional[str], number: int, text: bytes) -> None:
        r = check(text, ignore_scheme_case=args.ignore_scheme_case, unwrap=args.unwrap, fragment=args.fragment)
        counts["inputs"] += 1
        if split and r.fragment is not None:
            counts["fragments"] += 1
        key = "conforming" if r.conforms else "valid_not_conforming" if r.valid else "not_url"
        counts[key] += 1
        production = r.production or "(not a url)"
        by_production[production] = by_production.get(production, 0) + 1
        if args.quiet or (args.failures and r.conforms):
            return
        if args.json:
            out.write(r.to_json() + "\n")
            return
        out.write((f"{name}:{number}: " if name is not None else "") + r.to_text(color))

    # The program's progress on a terminal: every 100,000 lines read.
    progress = reading_lines and summary == "text" and sys.stderr is not None and sys.stderr.isatty()
    try:
        for _, _, text in inputs:
            one(None, 0, text)
        for path in files:
            for name, number, text in _lines(path, args):
                if text is None:
                    counts["skipped"] += 1
                else:
                    one(name, number, text)
                    if progress and counts["inputs"] % 100000 == 0:
                        _stderr.write(f"\r{counts['inputs']} lines checked")
    except _ReadFailed as e:
        out.flush()
        name = "standard input" if e.path == "-" else f"'{e.path}'"
        _stderr.write(f"rfc1738 check: {e.what} {name}: {os.strerror(e.error.errno) if e.error.errno else 'error'}\n")
        return 2
    out.flush()
    if progress and counts["inputs"] >= 100000:
        _stderr.write("\r\033[K")
    if summary == "json":
        print(json.dumps({**counts, "by_production": dict(sorted(by_production.items()))}, separators=(",", ":")), file=_stderr)
    elif summary == "text":
        n, c = counts["inputs"], counts["conforming"]
        line = (f"{n} {'input' if n == 1 else 'inputs'}: {c} {'conforms' if c == 1 else 'conform'}, "
                f"{counts['valid_not_conforming']} valid but not conforming, {counts['not_url']} not a url")
        if split:
            line += f"; {counts['fragments']} with a fragment split off"
        if counts["skipped"] > 0:
            line += f" ({counts['skipped']} {'line' if counts['skipped'] == 1 else 'lines'} skipped)"
        print(line, file=_stderr)
        for production, k in sorted(by_production.items()):
            print(f"  {production:<14} {k}", file=_stderr)
    return 0 if counts["conforming"] == counts["inputs"] else 1


if __name__ == "__main__":
    sys.exit(main())
