#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""Check tests/data/rfc_examples.tsv without the project's code.

1. Form: eight tab-separated columns, known editions, verdicts and split keys,
   the split a one-line JSON object whose values are strings and which has a path.
2. Split: for every rfc3986 row with a split, the reference is matched against
   the regular expression of RFC 3986 Appendix B,

       ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?

   and scheme=$2, authority=$4, path=$5, query=$7, fragment=$9 must equal the
   split (a key absent from the split must be an undefined group, and the
   reverse). userinfo, host and port are not given by the expression; they
   are checked only for agreement with the authority: [userinfo "@"] host
   [":" port] must spell the authority back. The rows of the other editions
   that have a split are checked the same way (RFC 2396 Appendix B gives the
   same expression; RFC 6874 only updates RFC 3986), and reported apart.
3. Place: the input stands on rfc_line of the RFC text (joining the next line
   for a row whose note says it is wrapped), when the texts are found: in
   $RFC_SPEC_DIR, or else <repository>/../shared/spec/later.

Prints each disagreement and exits 1 if there is any, else prints counts and
exits 0. Usage: rfc_examples_check.py [path/to/rfc_examples.tsv]
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TSV = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "rfc_examples.tsv")
SPEC = os.environ.get("RFC_SPEC_DIR") or os.path.normpath(
    os.path.join(HERE, "..", "..", "..", "shared", "spec", "later"))

APPENDIX_B = re.compile(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?")
GROUPS = {"scheme": 2, "authority": 4, "path": 5, "query": 7, "fragment": 9}
KEYS = {"scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"}
EDITIONS = {"rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874"}
VERDICTS = {"valid", "invalid", "not-a-uri-in-text"}
SOURCE = re.compile(r"^source: (rfc[0-9]+\.txt)\. ")
WRAPPED = re.compile(r"Wrapped in the text over lines ([0-9]+)-([0-9]+)")


def unescape(s):
    return re.sub(r"\\x([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), s)


def split_by_appendix_b(ref):
    m = APPENDIX_B.match(ref)  # always matches: every group is optional
    return {k: m.group(n) for k, n in GROUPS.items()}


def authority_back(split):
    """The authority spelt back from userinfo, host and port, or None when
    the split gives none of them."""
    if not any(k in split for k in ("userinfo", "host", "port")):
        return None
    s = ""
    if "userinfo" in split:
        s += split["userinfo"] + "@"
    s += split.get("host", "")
    if "port" in split:
        s += ":" + split["port"]
    return s


_texts = {}


def text_lines(name):
    if name not in _texts:
        path = os.path.join(SPEC, name)
        with open(path, "rb") as f:
            _texts[name] = f.read().decode("latin-1").split("\n")
    return _texts[name]


def main():
    problems = []
    checked = {}
    placed = 0
    rows = 0
    have_texts = os.path.isdir(SPEC)
    with open(TSV, encoding="ascii", newline="") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if line.startswith("#") or not line:
                continue
            rows += 1
            cols = line.split("\t")
            where = "%s:%d" % (os.path.basename(TSV), n)
            if len(cols) != 8:
                problems.append("%s: %d columns, not 8" % (where, len(cols)))
                continue
            ed, rfc_line, sec, inp, verdict, prod, split, note = cols
            inp = unescape(inp)
            where += " (%s line %s %r)" % (ed, rfc_line, inp)
            if ed not in EDITIONS:
                problems.append("%s: unknown edition %r" % (where, ed))
            if verdict not in VERDICTS:
                problems.append("%s: unknown verdict %r" % (where, verdict))
            if not rfc_line.isdigit():
                problems.append("%s: rfc_line %r is not a number" % (where, rfc_line))
                continue
            if not sec or not prod or not note:
                problems.append("%s: empty section, production or note" % where)

            # 3. place
            if have_texts:
                m = SOURCE.match(note)
                name = m.group(1) if m else ed + ".txt"
                lines = text_lines(name)
                i = int(rfc_line) - 1
                w = WRAPPED.search(note)
                if w:
                    first, last = int(w.group(1)), int(w.group(2))
                    if first != int(rfc_line):
                        problems.append("%s: note says wrapped from line %d" % (where, first))
                    stand = "".join(l.strip() for l in lines[first - 1:last])
                else:
                    stand = lines[i] if i < len(lines) else ""
                ok = (inp in stand) if inp else ('""' in stand or "<>" in stand)
                if ok:
                    placed += 1
                else:
                    problems.append("%s: not found on line %s of %s: %r" % (where, rfc_line, name, stand))

            # 1./2. split
            if split == "-":
                continue
            try:
                sp = json.loads(split)
            except ValueError as e:
                problems.append("%s: split is not JSON: %s" % (where, e))
                continue
            if not isinstance(sp, dict) or set(sp) - KEYS or "path" not in sp \
                    or not all(isinstance(v, str) for v in sp.values()):
                problems.append("%s: split %s: bad keys or values" % (where, split))
                continue
            got = split_by_appendix_b(inp)
            for k in GROUPS:
                want = sp.get(k)  # None: undefined
                if got[k] != want:
                    problems.append("%s: %s is %r by Appendix B, %r in the split"
                                    % (where, k, got[k], want))
            back = authority_back(sp)
            if back is not None and back != sp.get("authority"):
                problems.append("%s: userinfo/host/port spell %r, authority is %r"
                                % (where, back, sp.get("authority")))
            checked[ed] = checked.get(ed, 0) + 1

    for p in problems:
        print("DISAGREE " + p)
    print("%d rows; splits checked against RFC 3986 Appendix B: %s; rfc3986 rows: %d; other editions: %s"
          % (rows, sum(checked.values()), checked.get("rfc3986", 0),
             ", ".join("%s %d" % (e, c) for e, c in sorted(checked.items()) if e != "rfc3986") or "none"))
    if have_texts:
        print("%d of %d inputs found on their rfc_line in %s" % (placed, rows, SPEC))
    else:
        print("RFC texts not found at %s: places not checked" % SPEC)
        if os.environ.get("RFC_SPEC_REQUIRED") == "1":   # ctest editions.rfc_examples_table: no silent skip
            print("RFC_SPEC_REQUIRED=1: the texts are required")
            return 1
    print("%d disagreement(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
