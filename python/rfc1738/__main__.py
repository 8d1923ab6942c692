# SPDX-License-Identifier: BSL-1.0
"""python3 -m rfc1738 [check] [options] [URL...]: the program's ``rfc1738 check``.

The inputs, the options that select them and ``--json`` (each line exactly the
program's ``check --json``: ``Result.to_json()``) are the program's; the
readable form gives the verdict line and, for an input that does not conform,
the error's offset and message (RFC 1738 §5, §3). Exit status: 0 when every
input conforms, 1 when one does not, 2 on a usage or read error.
"""

import argparse
import json
import sys
from typing import Iterator, List, Optional, Tuple

from . import check


def _lines(path: str, args: argparse.Namespace) -> Iterator[Tuple[str, int, Optional[bytes]]]:
    stream = sys.stdin.buffer if path == "-" else open(path, "rb")
    skip = (path != "-" and not args.keep_comments) or (path == "-" and args.skip_blank)
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
    p.add_argument("-f", dest="files", action="append", default=[], metavar="FILE", help="the lines of FILE (- is standard input)")
    p.add_argument("--skip-blank", action="store_true", help="skip blank and # lines on standard input too")
    p.add_argument("--keep-comments", action="store_true", help="in files, check blank and # lines too")
    p.add_argument("--strip-cr", action="store_true", help="remove one CR before the LF")
    p.add_argument("urls", nargs="*", metavar="URL")
    args = p.parse_args(argv)

    inputs: List[Tuple[Optional[str], int, Optional[bytes]]] = [(None, 0, u.encode("utf-8", "surrogateescape")) for u in args.urls]
    files = args.files or ([] if args.urls else ["-"])
    reading_lines = bool(files)
    summary = args.summary or ("none" if args.quiet or (len(args.urls) == 1 and not files) else "text")
    out = sys.stdout
    counts = {"inputs": 0, "conforming": 0, "valid_not_conforming": 0, "not_url": 0, "skipped": 0}
    by_production = {}

    def one(name: Optional[str], number: int, text: bytes) -> None:
        r = check(text, ignore_scheme_case=args.ignore_scheme_case, unwrap=args.unwrap)
        counts["inputs"] += 1
        key = "conforming" if r.conforms else "valid_not_conforming" if r.valid else "not_url"
        counts[key] += 1
        production = r.production or "(not a url)"
        by_production[production] = by_production.get(production, 0) + 1
        if args.quiet or (args.failures and r.conforms):
            return
        if args.json:
            out.write(r.to_json() + "\n")
            return
        where = f"{name}:{number}: " if name is not None else ""
        shown = text.decode("utf-8", "backslashreplace")
        if r.conforms:
            out.write(f"{where}conforms  {r.production}  {shown}\n")
        else:
            why = f"a valid url through {r.production}" if r.valid else "not a url"
            out.write(f"{where}does not conform to {r.target} ({why})\n  {shown}\n")
            e = r.error
            out.write(f"  at {e.offset}: {e.message}\n  in {e.production}, expected {', '.join(e.expected)}\n")

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
        print(f"rfc1738: {e.filename}: {e.strerror}", file=sys.stderr)
        return 2
    if summary == "json":
        print(json.dumps({**counts, "by_production": dict(sorted(by_production.items()))}, separators=(",", ":")), file=sys.stderr)
    elif summary == "text" and reading_lines or summary == "text" and len(args.urls) > 1:
        print(f"{counts['inputs']} inputs: {counts['conforming']} conform, {counts['valid_not_conforming']} valid but not conforming, "
              f"{counts['not_url']} not a url ({counts['skipped']} lines skipped)", file=sys.stderr)
    return 0 if counts["conforming"] == counts["inputs"] else 1


if __name__ == "__main__":
    sys.exit(main())
