# SPDX-License-Identifier: BSL-1.0
"""One diagnosis per input, whatever the surface.

Every input of the conformance suite (conformance/rfc1738-tests.jsonl) and a
few more goes through the program's check, parse, trace and editions
(--json), the Python package's check, parse (NotAURLError), trace and
editions, and the C interface (tests/diagnosis/one_c.c); each surface that
reports an error must report the same offset, production, expected items
and message, and the surfaces that must report one do: all of them for an
input that is not a URL; check (program, Python, C) for a URL that does not
conform to its scheme's production; none for one that conforms. The suite's
recorded error (what check --json wrote when the suite was made) is one
more surface.

The program reads lines: an input holding a line feed goes through Python
and C only (the count is printed).

usage: one_diagnosis.py PROGRAM ONE_C CONFORMANCE_JSONL
(with the module of this build on PYTHONPATH)
"""
import json
import subprocess
import sys
import tempfile

import rfc1738

# Inputs the suite may not hold, each once two surfaces disagreed on it.
MORE = [
    b"http://[::1]/",
    b"news:<msgid@host>",
    b"http://user@host/ a",
    b"HTTP://h/a b",
    b"ftp://h/a;b",
]


def text(value):
    return value.decode("utf-8") if isinstance(value, (bytes, bytearray)) else value


def key(offset, production, expected, message):
    return (offset, text(production), tuple(text(x) for x in expected), text(message))


def from_json(error):
    return key(error["offset"], error["production"], error["expected"], error["message"])


def program_lines(program, command, inputs, extra):
    """The program's --json objects, one per input (each input one line)."""
    with tempfile.NamedTemporaryFile("wb", suffix=".txt") as f:
        f.write(b"".join(s + b"\n" for s in inputs))
        f.flush()
        r = subprocess.run([program, command, "--json", "--keep-comments", *extra, "-f", f.name],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    if r.returncode not in (0, 1):
        sys.exit(f"{command}: exit status {r.returncode}: {r.stderr.decode(errors='replace')}")
    lines = r.stdout.decode("utf-8").splitlines()
    if len(lines) != len(inputs):
        sys.exit(f"{command}: {len(lines)} lines for {len(inputs)} inputs")
    return [json.loads(line) for line in lines]


def c_interface(one_c, inputs):
    r = subprocess.run([one_c], input=b"".join(s.hex().encode() + b"\n" for s in inputs),
                       stdout=subprocess.PIPE, check=True)
    out = []
    for line in r.stdout.decode().splitlines():
        offset, production, expected, message = line.split(" ")
        if production == "-":
            out.append(None)
            continue
        items = [] if expected == "-" else [bytes.fromhex(x).decode() for x in expected.split(",")]
        out.append(key(int(offset), bytes.fromhex(production).decode(), items, bytes.fromhex(message).decode()))
    return out


def main():
    program, one_c, suite = sys.argv[1:4]
    cases = [json.loads(line) for line in open(suite, encoding="utf-8")]
    inputs = [c["input"].encode("latin-1") for c in cases] + MORE
    recorded = [c.get("error") for c in cases] + [None] * len(MORE)
    lined = [i for i, s in enumerate(inputs) if b"\n" not in s]
    print(f"{len(inputs)} inputs; {len(inputs) - len(lined)} hold a line feed: Python and C only")

    seen = [dict() for _ in inputs]   # surface -> diagnosis

    def put(i, surface, diagnosis):
        seen[i][surface] = diagnosis

    for i, error in enumerate(recorded):
        if error is not None:
            put(i, "suite", from_json(error))
    line_inputs = [inputs[i] for i in lined]
    for command, extra in (("check", ["--summary=none"]), ("parse", []), ("trace", []), ("editions", ["--editions", "rfc1738"])):
        for i, o in zip(lined, program_lines(program, command, line_inputs, extra)):
            if command == "editions":
                o = o["editions"]["rfc1738"]
            if o.get("error") is not None:
                put(i, "program " + command, from_json(o["error"]))
    for i, d in enumerate(c_interface(one_c, inputs)):
        if d is not None:
            put(i, "C", d)
    for i, s in enumerate(inputs):
        e = rfc1738.check(s).error
        if e is not None:
            put(i, "Python check", key(e.offset, e.production, e.expected, e.message))
        try:
            rfc1738.parse(s)
        except rfc1738.NotAURLError as x:
            if x.error is None:
                put(i, "Python parse", ("no error", x.offset))
            else:
                if x.offset != x.error.offset:
                    put(i, "Python parse offset", ("offset", x.offset))
                put(i, "Python parse", key(x.error.offset, x.error.production, x.error.expected, x.error.message))
        t = rfc1738.trace(s).get("error")
        if t is not None:
            put(i, "Python trace", from_json(t))
        ed = rfc1738.editions(s)["editions"]["rfc1738"].get("error")
        if ed is not None:
            put(i, "Python editions", from_json(ed))

    check_surfaces = {"program check", "Python check", "C"}
    every = check_surfaces | {"program parse", "program trace", "program editions", "Python parse", "Python trace", "Python editions"}
    wrong = []
    counted = {"conforming": 0, "valid-not-conforming": 0, "not-a-url": 0}
    for i, s in enumerate(inputs):
        r = rfc1738.check(s)
        kind = "conforming" if r.conforms else "valid-not-conforming" if r.valid else "not-a-url"
        counted[kind] += 1
        must = set() if kind == "conforming" else check_surfaces if kind == "valid-not-conforming" else every
        if b"\n" in s:
            must = {x for x in must if not x.startswith("program")}
        got = seen[i]
        missing = must - set(got)
        distinct = set(got.values())
        if missing or len(distinct) > 1 or (kind == "conforming" and got):
            shown = "\n".join(f"    {k}: {v}" for k, v in sorted(got.items()))
            wrong.append(f"{s[:80]!r} ({kind}): missing {sorted(missing)}\n{shown}")
    print(f"{counted}: one diagnosis per input on {len(every)} surfaces" + (f"; {len(wrong)} inputs differ" if wrong else ""))
    for w in wrong[:20]:
        print(w)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
