# SPDX-License-Identifier: BSL-1.0
"""python3 -m rfc1738 [check] [options] [URL...]: the program's ``rfc1738 check``.

The inputs, the options that select them and ``--json`` (each line exactly the
program's ``check --json``: ``Result.to_json()``) are the program's, and
so is the readable form (the verdict, the input with a caret under the error's
offset, its message and what was expected: RFC 1738 §5, §3; the warnings), the
summary and the colours. Exit status: 0 when every
input conforms, 1 when one does not, 2 on a usage or read error.
"""

import argparse
import json
import os
import sys
from typing import Iterator, List, Optional, Tuple

from . import check


def _lines(path: str, args: argparse.Namespace) -> Iterator[Tuple[str, int, Optional[bytes]]]:
    stream = sys.stdin.buffer if path == "-" else open(path, "rb")
    skip = args.skip_blank or not args.keep_comments  # files and standard input alike
    try:
        for number, line in enumerate(stream, 1):
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


_WINDOW_LIMIT = 160  # a rejected input longer than this is shown around the caret
_WINDOW_SIDE = 60


def _readable(b: bytes) -> str:
    """Control bytes, bytes >= 0x7f and backslash as \\xHH, as the program prints them."""
    return "".join(chr(c) if 0x20 <= c < 0x7F and c != 0x5C else f"\\x{c:02x}" for c in b)


def _paint(color: bool, code: str) -> str:
    return code if color else ""


def readable_verdict(r, name: Optional[str], number: int, color: bool = False) -> str:
    """The readable form of `rfc1738 check` for one Result (of a bytes input)."""
    text = r.checked if r.checked is not None else r.input
    out = [f"{name}:{number}: " if name is not None else ""]
    if r.conforms:
        out.append(f"{_paint(color, chr(27) + '[32m')}conforms{_paint(color, chr(27) + '[0m')}  {r.production or r.target}  {_readable(text)}")
    else:
        out.append(f"{_paint(color, chr(27) + '[1;31m')}does not conform{_paint(color, chr(27) + '[0m')} to {r.target}")
        out.append(" (a valid url through otherurl)" if r.valid else " (not a url)")
    out.append("\n")
    for note in r.modes:
        out.append(f"  note: {note}\n")
    if r.fragment is not None:
        out.append(f"  fragment: {_readable(r.fragment)}\n")
    e = r.error
    if e is not None:
        begin, end = 0, len(text)
        if len(text) > _WINDOW_LIMIT:
            begin = e.offset - _WINDOW_SIDE if e.offset > _WINDOW_SIDE else 0
            end = min(len(text), e.offset + _WINDOW_SIDE)
        before = "..." if begin > 0 else ""
        out.append("  " + before + _readable(text[begin:end]) + ("...\n  " if end < len(text) else "\n  "))
        out.append(" " * (len(before) + len(_readable(text[begin:e.offset]))))
        out.append(f"{_paint(color, chr(27) + '[1;31m')}^{_paint(color, chr(27) + '[0m')}")
        expected = "".join(("" if i == 0 else " or " if i + 1 == len(e.expected) else ", ") + x for i, x in enumerate(e.expected))
        fix = r.fix
        fixed = ""
        if fix:
            url = fix[-1]["url"]
            fixed = "\n  fix-it: " + _readable(url if isinstance(url, bytes) else url.encode("latin-1"))
        out.append(f" at {e.offset}: {e.message}{fixed}\n  in {e.production}, expected {expected}\n")
    for w in r.warnings:
        out.append(f"  {_paint(color, chr(27) + '[33m')}warning{_paint(color, chr(27) + '[0m')} at {w.offset} [{w.code}]: {w.message}\n")
    return "".join(out)


class _Stderr:
    def write(self, t: str) -> None:
        sys.stderr.buffer.write(t.encode("utf-8"))
        sys.stderr.buffer.flush()


_stderr = _Stderr()


def main(argv: Optional[List[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["check"]:
        argv = argv[1:]
    p = argparse.ArgumentParser(prog="python3 -m rfc1738", description="Check URLs against RFC 1738 (as `rfc1738 check`).")
    p.add_argument("--json", action="store_true", help="one JSON object per input, as `rfc1738 check --json`")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing; the exit status only")
    p.add_argument("--failures", action="store_true", help="print only the inputs that do not conform")
    p.add_argument("--summary", choices=["json", "text", "none"], default=None, help="the summary on standard error")
    p.add_argument("--ignore-scheme-case", action="store_true", help="read the scheme in lower case (RFC 1738 §2.1)")
    p.add_argument("--unwrap", action="store_true", help="remove <URL:...> and whitespace (RFC 1738 Appendix)")
    p.add_argument("--fragment", choices=["strict", "split"], default="strict",
                   help="split: check the text before the first '#', report the bytes after it as the fragment (RFC 1738 §2.2)")
    p.add_argument("-f", dest="files", action="append", default=[], metavar="FILE", help="the lines of FILE (- is standard input)")
    p.add_argument("--skip-blank", action="store_true", help="skip blank and # lines (the default)")
    p.add_argument("--keep-comments", action="store_true", help="check blank and # lines too (files and standard input)")
    p.add_argument("--strip-cr", action="store_true", help="remove one CR before the LF")
    p.add_argument("--color", nargs="?", const="always", default="auto", choices=["auto", "always", "never"], help="colour the verdicts")
    p.add_argument("urls", nargs="*", metavar="URL")
    args = p.parse_args(argv)
    no_color = os.environ.get("NO_COLOR")
    color = args.color == "always" or (args.color == "auto" and sys.stdout.isatty() and not no_color)

    inputs: List[Tuple[Optional[str], int, Optional[bytes]]] = [(None, 0, u.encode("utf-8", "surrogateescape")) for u in args.urls]
    files = args.files or ([] if args.urls else ["-"])
    reading_lines = bool(files)
    summary = args.summary or ("none" if args.quiet or (len(args.urls) < 2 and not files) else "text")

    class out:  # UTF-8 bytes whatever the locale, as the program writes them
        write = staticmethod(lambda t: sys.stdout.buffer.write(t.encode("utf-8")))
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
        out.write(readable_verdict(r, name, number, color))

    try:
        for _, _, text in inputs:
            one(None, 0, text)
        for path in files:
            for name, number, text in _lines(path, args):
                if text is None:
                    counts["skipped"] += 1
                else:
                    one(name, number, text)
    except OSError as e:
        print(f"rfc1738: {e.filename}: {e.strerror}", file=_stderr)
        return 2
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
