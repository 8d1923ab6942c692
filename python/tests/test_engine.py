# SPDX-License-Identifier: BSL-1.0
# The line engine (tools/engine) under the Python module: a file of hostile
# bytes (NUL, CR, bytes >= 0x80, a megabyte line, blank lines, comments, no
# LF at the end) read by check_lines, by rfc1738.dask's block step
# (_check_lines_into) and by its file step (_check_file_into: pread into a
# buffer that grows) gives the rows and counts of `rfc1738 check -f FILE`,
# with one thread and with -j.
import io
import json
import os
import re
import subprocess

import pytest

import rfc1738
from rfc1738._rfc1738 import _check_file_into, _check_lines_into

HOSTILE = (b"http://a.dom/\n"
           b"http://b.dom/\r\n"
           b"ftp://c.dom/x\x00y\n"
           b"http://\xc3\xa9.dom/\xff\n"
           b"\n  \t\r\n# a comment\n#\n"
           b"http://long.dom/" + b"a" * (1 << 20) + b"\n"
           b"x y\r\r\n"
           b"HTTP://UPPER.DOM/\n"
           b"news:*\n"
           b"\x00\n"
           b"http://last.dom/no-lf")

KEYS = ("input", "valid", "production", "conforms", "scheme")


def program_rows(program, path, flags):
    """`rfc1738 check --json -f path`'s rows, restricted to the keys of the
    module's rows, and its summary."""
    p = subprocess.run([program, "check", "--json", "--summary=json", *flags, "-f", str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    assert p.returncode in (0, 1), p.stderr
    rows = [{**{k: t[k] for k in KEYS}, **({"error": {"offset": t["error"]["offset"]}} if "error" in t else {})}
            for t in map(json.loads, p.stdout.decode().splitlines())]
    return rows, json.loads(p.stderr)


@pytest.mark.parametrize("keep,strip", [(False, False), (True, False), (False, True), (True, True)])
def test_the_engine_reads_a_hostile_file_as_the_program(program, tmp_path, keep, strip):
    path = tmp_path / "hostile.txt"
    path.write_bytes(HOSTILE)
    flags = (["--keep-comments"] if keep else []) + (["--strip-cr"] if strip else [])
    want, summary = program_rows(program, path, flags)
    assert program_rows(program, path, flags + ["-j", "2"]) == (want, summary)  # the program's -j: the same engine, the same rows
    assert any(len(w["input"]) > (1 << 20) for w in want)
    options = dict(keep_comments=keep, strip_cr=strip, error_offsets=True)

    # check_lines: a block in memory
    b = rfc1738.check_lines(HOSTILE, **options)
    assert [json.loads(line) for line in b.to_jsonl(None).decode().splitlines()] == want
    assert len(b) == summary["inputs"] and b.skipped == summary["skipped"]

    # rfc1738.dask's block step
    out = io.BytesIO()
    counts = _check_lines_into(HOSTILE, out, **options)
    assert [json.loads(line) for line in out.getvalue().decode().splitlines()] == want
    inputs, conforming, valid, skipped, _ = counts
    assert (inputs, skipped) == (summary["inputs"], summary["skipped"])
    assert conforming == sum(w["conforms"] for w in want) and valid == sum(w["valid"] for w in want)

    # rfc1738.dask's file step: pread into a 16-byte buffer, grown for the megabyte line
    rows = tmp_path / "rows.jsonl"
    buffer = bytearray(16)
    fd = os.open(path, os.O_RDONLY)
    o = os.open(rows, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
    try:
        assert _check_file_into(fd, 0, len(HOSTILE), buffer, o, **options) == counts
    finally:
        os.close(o)
        os.close(fd)
    assert [json.loads(line) for line in rows.read_bytes().decode().splitlines()] == want
    assert (1 << 20) < len(buffer) <= 4 * len(HOSTILE)


@pytest.mark.parametrize("flags", [[], ["--keep-comments", "--strip-cr"], ["--fragment=split", "--ignore-scheme-case", "--unwrap"]])
def test_the_tally_writes_the_programs_summary(program, tmp_path, flags):
    """rfc1738.dask's counts (_Tally: the program's tally, engine/tally.hpp)
    of a corpus file, read by the file step in blocks and added up, give the
    bytes of `rfc1738 check --summary=json` (one thread and -j 2); a
    partition's counts read back from their dict add up to the same."""
    from conftest import corpus_file
    from rfc1738._rfc1738 import _Tally

    path = corpus_file(tmp_path / "corpus.txt")
    want = subprocess.run([program, "check", "-q", "--summary=json", *flags, "-f", str(path)], stderr=subprocess.PIPE, check=False).stderr
    assert subprocess.run([program, "check", "-q", "--summary=json", "-j", "2", *flags, "-f", str(path)], stderr=subprocess.PIPE, check=False).stderr == want
    summary = json.loads(want)
    assert summary["inputs"] > 2000 and summary["valid_not_conforming"] > 0 and summary["not_url"] > 0   # the conformance inputs alone: 2,856
    assert ("fragments" in summary) == ("--fragment=split" in flags)
    options = dict(keep_comments="--keep-comments" in flags, strip_cr="--strip-cr" in flags, fragment="split" if "--fragment=split" in flags else "strict",
                   ignore_scheme_case="--ignore-scheme-case" in flags, unwrap="--unwrap" in flags)
    data = path.read_bytes()
    ends = [m.end() for m in re.finditer(b"\n", data)]   # three blocks of lines, whatever their lengths (the last line of the conformance inputs is 1 MB)
    cuts = [0] + [ends[len(ends) * k // 3] for k in (1, 2)] + [len(data)]
    whole, parts = _Tally(), _Tally()
    fd = os.open(path, os.O_RDONLY)
    try:
        for begin, end in zip(cuts, cuts[1:]):
            block = _Tally()
            counts = _check_file_into(fd, begin, end, bytearray(4096), None, tally=block, **options)
            _check_file_into(fd, begin, end, bytearray(4096), None, tally=whole, **options)
            assert counts[:4] == (block.counts()["inputs"], block.counts()["conforming"],
                                  block.counts()["conforming"] + block.counts()["valid_not_conforming"], block.counts()["skipped"])
            parts.add(block.counts())
    finally:
        os.close(fd)
    assert len(cuts) > 3
    assert whole.json().encode() == parts.json().encode() == want
    assert whole.counts() == summary
