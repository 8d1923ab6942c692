# SPDX-License-Identifier: BSL-1.0
# rfc1738.check against the program: every RFC example, the C++ tests' table
# of components, and single-byte mutants, field by field and as the JSON line.
import ast
import json
import re
import subprocess

import pytest

import rfc1738
from conftest import SOURCE, rfc_examples

EXAMPLES = rfc_examples()


def program_json(program, inputs, *flags):
    """`rfc1738 check --json` of `inputs` (bytes, one per line), as the lines it prints."""
    data = b"".join(i + b"\n" for i in inputs)
    p = subprocess.run([program, "check", "--json", "--summary=none", "--keep-comments", *flags], input=data, stdout=subprocess.PIPE, check=False)
    assert p.returncode in (0, 1)
    lines = p.stdout.decode("utf-8").splitlines()
    assert len(lines) == len(inputs)
    return lines


def fields_of(r):
    """The Result as the dict `check --json` writes (for inputs that are ASCII)."""
    d = {"input": r.input if isinstance(r.input, str) else r.input.decode("latin-1"),
         "valid": r.valid, "production": r.production, "conforms": r.conforms, "scheme": r.scheme}
    if r.components is not None:
        d["components"] = r.components
    if r.error is not None:
        d["error"] = {"offset": r.error.offset, "production": r.error.production, "expected": r.error.expected, "message": r.error.message}
    d["warnings"] = [{"code": w.code, "offset": w.offset, "message": w.message} for w in r.warnings]
    if r.checked is not None:
        d["checked"] = r.checked if isinstance(r.checked, str) else r.checked.decode("latin-1")
    if r.fragment is not None:
        d["fragment"] = r.fragment if isinstance(r.fragment, str) else r.fragment.decode("latin-1")
    if r.modes:
        d["modes"] = r.modes
    if r.fix is not None:
        d["fix"] = [{**e, "url": e["url"] if isinstance(e["url"], str) else e["url"].decode("latin-1")} for e in r.fix]
    return d


def test_every_rfc_example_field_by_field(program):
    assert len(EXAMPLES) == 30
    expected = program_json(program, [e.encode() for e in EXAMPLES])
    for url, line in zip(EXAMPLES, expected):
        r = rfc1738.check(url)
        assert r.to_json() == line
        assert fields_of(r) == json.loads(line), url
    # the one that does not conform: the #fragment of the RFC's references
    failing = [u for u in EXAMPLES if not rfc1738.check(u).conforms]
    assert failing == ["http://ds.internic.net/instructions/overview.html#WARNING"]


def cpp_components_table():
    """The table of tests/api/components_json.cpp: (url, production, components JSON)."""
    text = (SOURCE / "tests" / "api" / "components_json.cpp").read_text()
    rows = []
    for m in re.finditer(r'\{ "((?:[^"\\]|\\.)*)", "(\w*)", (?:R"\((.*?)\)"|"")\s*\}', text):
        rows.append((ast.literal_eval('"' + m.group(1) + '"'), m.group(2), m.group(3)))
    return rows


def test_components_as_the_cpp_tests_say():
    rows = cpp_components_table()
    assert len(rows) >= 45
    for url, production, components in rows:
        r = rfc1738.check(url)
        if not production:
            assert r.components is None and not r.valid, url
            continue
        assert r.production == production, url
        assert r.components == json.loads(components), url
        assert rfc1738.parse(url).components == json.loads(components), url


def mutants(urls):
    out = []
    for u in urls:
        b = u.encode()
        for i in range(0, len(b), 3):
            for c in (b"\x00", b" ", b"%", b"#", b":", b"@", b"/", b"\xff", b"A", b"\r"):
                out.append(b[:i] + c + b[i + 1:])
            out.append(b[:i])
    return out


def test_mutants_as_the_program(program):
    inputs = [m for m in mutants(EXAMPLES) if b"\n" not in m]
    assert len(inputs) > 2000
    expected = program_json(program, inputs)
    for i, line in zip(inputs, expected):
        assert rfc1738.check(i).to_json() == line, i


@pytest.mark.parametrize("flags,kw", [(["--ignore-scheme-case"], {"ignore_scheme_case": True}),
                                      (["--unwrap"], {"unwrap": True}),
                                      (["--ignore-scheme-case", "--unwrap"], {"ignore_scheme_case": True, "unwrap": True}),
                                      (["--fragment=split"], {"fragment": "split"}),
                                      (["--fragment=split", "--unwrap"], {"fragment": "split", "unwrap": True})])
def test_modes_as_the_program(program, flags, kw):
    inputs = [b"HTTP://host:8080/", b"<URL:ftp://info.cern.ch/pub/www/doc; type=d>", b"<URL:HTTP://a-  b.c/>", b"Ftp://h/", b"http://h/", b"x y",
              b"http://h/p#top", b"http://h/#", b"#x", b"<URL:http://h/a#b c>", b"http://h/a b#c"]
    expected = program_json(program, inputs, *flags)
    for i, line in zip(inputs, expected):
        r = rfc1738.check(i, **kw)
        assert r.to_json() == line
        assert fields_of(r) == json.loads(line)


def test_result_fields():
    r = rfc1738.check("http://user@host/")
    assert (r.valid, r.conforms, r.production, r.target, r.scheme) == (True, False, "otherurl", "httpurl", "http")
    assert r.error.offset == 11 and r.error.production == "httpurl"
    assert r.error.expected == ["alphadigit", '"-"', '"."', '":"', '"/"', "end of input"]
    assert "§3.3" in r.error.message
    assert not r and r.checked is None and r.modes == []
    r = rfc1738.check("HTTP://host", ignore_scheme_case=True)
    assert r.conforms and r.checked == "http://host" and r.input == "HTTP://host" and len(r.modes) == 1
    r = rfc1738.check("http://h/a b")
    assert r.error.fix == ("escape_byte", 10)
    r = rfc1738.check("http://h:25/%41")
    assert [(w.code, w.offset, w.section) for w in r.warnings] == [("unneeded-escape", 12, "§2.2"), ("port-not-default", 9, "§6")]
    assert rfc1738.check("news:*").components == {"grouppart": "*"}
    assert rfc1738.check("x y").components is None and rfc1738.check("x y").scheme is None


def test_str_is_utf8_bytes_are_as_they_are():
    a = rfc1738.check("http://h/\u00e9")
    b = rfc1738.check("http://h/\u00e9".encode("utf-8"))
    assert a.to_json() == b.to_json()
    assert a.error.offset == 9 and b.input == b"http://h/\xc3\xa9" and a.input == "http://h/\u00e9"
    assert rfc1738.check(bytearray(b"news:*")).conforms and rfc1738.check(memoryview(b"news:*")).conforms
    assert rfc1738.check(b"\xe9").to_json().startswith('{"input":"\\u00e9"')


def test_check_many_and_check_batch():
    urls = EXAMPLES + ["x y", "", "HTTP://h/", "http://user@host/"]
    many = rfc1738.check_many(iter(urls))
    assert [r.to_json() for r in many] == [rfc1738.check(u).to_json() for u in urls]
    batch = rfc1738.check_batch(urls, lists=True)
    assert set(batch) == {"valid", "conforms", "production", "scheme", "error_offset"}
    assert batch["valid"] == [r.valid for r in many]
    assert batch["conforms"] == [r.conforms for r in many]
    assert batch["production"] == [r.production for r in many]
    assert batch["scheme"] == [r.scheme for r in many]
    assert batch["error_offset"] == [r.error.offset if r.error else None for r in many]
    modes = rfc1738.check_batch(["HTTP://h/", "<URL:news:*>"], ignore_scheme_case=True, unwrap=True, lists=True)
    assert modes["conforms"] == [True, True] and modes["scheme"] == ["http", "news"]
    assert rfc1738.check_batch([], error_offsets=False, lists=True) == {"valid": [], "conforms": [], "production": [], "scheme": [], "error_offset": []}
    assert rfc1738.check_batch(["a b"], error_offsets=False, lists=True)["error_offset"] == [None]


def batch_rows(b):
    """The rows of a Batch, its codes read through its names tables."""
    def name(table, code):
        return None if code < 0 else table[code]
    offsets = b.error_offset.tolist() if b.error_offset is not None else [None] * len(b)
    return [(v, c, name(b.production_names, p), name(b.scheme_names, s), None if o is None or o < 0 else o)
            for v, c, p, s, o in zip(b.valid.tolist(), b.conforms.tolist(), b.production.tolist(), b.scheme.tolist(), offsets)]


def test_check_batch_arrays_are_check_row_by_row():
    import numpy as np

    urls = EXAMPLES + mutants(EXAMPLES)[:3000] + ["x y", "", "HTTP://h/", "http://user@host/", "http://h/\u00e9", bytearray(b"news:*"), memoryview(b"ftp://h/")]
    b = rfc1738.check_batch(urls, error_offsets=True)
    assert isinstance(b, rfc1738.Batch) and len(b) == len(urls)
    assert (b.valid.dtype, b.conforms.dtype, b.production.dtype, b.scheme.dtype, b.error_offset.dtype) == \
        (np.dtype(bool), np.dtype(bool), np.dtype(np.int8), np.dtype(np.int32), np.dtype(np.int64))
    assert all(a.shape == (len(urls),) for a in (b.valid, b.conforms, b.production, b.scheme, b.error_offset))
    expected = []
    for u in urls:
        r = rfc1738.check(u)
        expected.append((r.valid, r.conforms, r.production, r.scheme, r.error.offset if r.error else None))
    assert batch_rows(b) == expected
    # -1 where the URL conforms (or its production or scheme is none).
    assert ((b.error_offset == -1) == b.conforms).all()
    assert ((b.production == -1) == ~b.valid).all()
    # The production table: the alternatives of url (RFC 1738 §5), otherurl last.
    assert b.production_names[-1] == "otherurl" and len(b.production_names) == 11
    assert all(rfc1738.components_of(name) for name in b.production_names)
    # The schemes table: each scheme once, in the order they first appear.
    seen = []
    for r in expected:
        if r[3] is not None and r[3] not in seen:
            seen.append(r[3])
    assert list(b.scheme_names) == seen
    # Error offsets only when asked.
    plain = rfc1738.check_batch(urls)
    assert plain.error_offset is None and plain.fragment is None
    assert batch_rows(plain) == [r[:4] + (None,) for r in expected]
    # The list form, from the arrays or directly.
    assert b.to_lists() == rfc1738.check_batch(urls, lists=True)


def test_check_batch_many_schemes():
    # Past the 16 schemes found by a scan, the hash table.
    urls = [f"s{k % 40}x:a" for k in range(400)] + ["http://h/", "s3x:b"]
    b = rfc1738.check_batch(urls)
    assert list(b.scheme_names) == [f"s{k}x" for k in range(40)] + ["http"]
    assert [b.scheme_names[c] for c in b.scheme.tolist()] == [u.split(":")[0] for u in urls]
    assert rfc1738.check_batch([]).scheme_names == () and len(rfc1738.check_batch([])) == 0


def test_check_batch_reads_a_non_ascii_str_as_utf8():
    urls = ["http://h/\u00e9", "ftp://h/\U0001F600", "news:\u0100"]
    a = rfc1738.check_batch(urls, error_offsets=True)
    b = rfc1738.check_batch([u.encode("utf-8") for u in urls], error_offsets=True)
    expected = [(r.valid, r.conforms, r.production, r.scheme, r.error.offset) for r in map(rfc1738.check, urls)]
    assert batch_rows(a) == batch_rows(b) == expected
    assert [e[4] for e in expected] == [9, 8, 5]   # byte offsets of the first non-ASCII byte


def test_check_result_is_built_when_read():
    # check() and check_many() answer the verdict at once and build the rest
    # (components, error, warnings, fix, to_json) on first use: the same answers.
    for u in EXAMPLES + ["x y", "http://user@host/", b"http://h/\xff", bytearray(b"HTTP://h/")]:
        lazy, eager = rfc1738.check(u), rfc1738.check(u)
        eager.to_json()
        assert (lazy.valid, lazy.conforms, lazy.production, lazy.target, lazy.scheme) == \
            (eager.valid, eager.conforms, eager.production, eager.target, eager.scheme)
        assert lazy.components == eager.components and repr(lazy.error) == repr(eager.error)
        assert lazy.to_json() == eager.to_json()
    assert rfc1738.check(bytearray(b"news:*")).input == b"news:*"


def test_check_batch_in_threads_answers_as_one_thread():
    import threading

    urls = (EXAMPLES + ["x y", b"http://h/\xff", bytearray(b"HTTP://h/"), memoryview(b"news:*"), "http://h/\u00e9"]) * 300
    expected = rfc1738.check_batch(urls, error_offsets=True).to_lists()
    answers = [None] * 4

    def run(k):
        answers[k] = rfc1738.check_batch(urls, error_offsets=True).to_lists()

    threads = [threading.Thread(target=run, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(a == expected for a in answers)
    assert expected["conforms"][:len(EXAMPLES)] == [rfc1738.check(u).conforms for u in EXAMPLES]


def test_batch_jsonl_is_the_programs_verdict(program):
    import io

    urls = EXAMPLES + ["x y", "", "#c", "http://user@host/", b"http://h/\xff\x00\"\\", "http://h/\u00e9", bytearray(b"news:*")]
    as_bytes = [u.encode("utf-8") if isinstance(u, str) else bytes(u) for u in urls]
    theirs = [json.loads(line) for line in program_json(program, as_bytes)]
    for offsets in (False, True):
        b = rfc1738.check_batch(urls, error_offsets=offsets)
        ours = [json.loads(line) for line in b.to_jsonl(urls).decode().splitlines()]
        want = []
        for t in theirs:
            w = {k: t[k] for k in ("input", "valid", "production", "conforms", "scheme")}
            if offsets and "error" in t:
                w["error"] = {"offset": t["error"]["offset"]}
            want.append(w)
        assert ours == want
        f = io.BytesIO()
        big = urls * 700  # more than one piece of 4,096 rows
        bb = rfc1738.check_batch(big, error_offsets=offsets)
        assert bb.write_jsonl(big, f) == len(f.getvalue()) and f.getvalue() == bb.to_jsonl(big)
        failures = [json.loads(line) for line in b.to_jsonl(urls, failures=True).decode().splitlines()]
        assert failures == [w for w in want if not w["conforms"]]
    with pytest.raises(ValueError, match="the list has 1 URLs, the batch"):
        rfc1738.check_batch(urls).to_jsonl(urls[:1])


@pytest.mark.parametrize("flags", [[], ["--keep-comments"], ["--strip-cr"], ["--keep-comments", "--strip-cr"]])
def test_check_lines_reads_a_block_as_the_program_reads_a_file(program, tmp_path, flags):
    block = b"".join(u.encode() + b"\n" for u in EXAMPLES) + \
        b"\n  \t\n\r\n# comment\n#\n \x00\nhttp://h/\r\nhttp://h/\r\r\nx y\nHTTP://h/\nhttp://h/\xff\nnews:*\r\n\n\nhttp://h/\r"  # no LF at the end
    f = tmp_path / "lines.txt"
    f.write_bytes(block)
    p = subprocess.run([program, "check", "--json", "--summary=json", *flags, "-f", str(f)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    theirs = [json.loads(line) for line in p.stdout.decode().splitlines()]
    summary = json.loads(p.stderr)
    b = rfc1738.check_lines(block, keep_comments="--keep-comments" in flags, strip_cr="--strip-cr" in flags, error_offsets=True)
    assert len(b) == len(theirs) == summary["inputs"] and b.skipped == summary["skipped"]
    ours = [json.loads(line) for line in b.to_jsonl(None).decode().splitlines()]
    want = [{**{k: t[k] for k in ("input", "valid", "production", "conforms", "scheme")}, **({"error": {"offset": t["error"]["offset"]}} if "error" in t else {})}
            for t in theirs]
    assert ours == want
    # Each line where it begins in the block.
    lines = [block[o:o + len(w["input"].encode("latin-1"))] for o, w in zip(b.offset.tolist(), want)]
    assert [line.decode("latin-1") for line in lines] == [w["input"] for w in want]
    assert b.to_lists() == rfc1738.check_batch(lines, error_offsets=True, lists=True)


def test_check_lines_bad_input():
    with pytest.raises(TypeError):
        rfc1738.check_lines("http://h/\n")
    with pytest.raises(TypeError):
        rfc1738.check_lines(["http://h/"])
    assert len(rfc1738.check_lines(b"")) == 0 and rfc1738.check_lines(b"").skipped == 0
    assert rfc1738.check_lines(b"\n").skipped == 1 and len(rfc1738.check_lines(b"\n", keep_comments=True)) == 1
    with pytest.raises(TypeError, match="the urls are needed"):
        rfc1738.check_batch(["news:*"]).to_jsonl(None)
    big = rfc1738.check_lines(b"http://h/" + b"a" * (1 << 20) + b"\n\xff\x00\n")
    assert big.conforms.tolist() == [True, False] and big.offset.tolist() == [0, 9 + (1 << 20) + 1]


def test_batch_pickles():
    # A Batch made on a Dask worker comes back to the client.
    import pickle

    urls = EXAMPLES + ["x y", b"http://h/\xff"]
    for b in (rfc1738.check_batch(urls, error_offsets=True), rfc1738.check_batch(urls, fragment="split"),
              rfc1738.check_lines(b"news:*\n# c\nx y\nhttp://h/\n", error_offsets=True)):
        c = pickle.loads(pickle.dumps(b))
        assert c.to_lists() == b.to_lists() and c.skipped == b.skipped and len(c) == len(b)
        assert c.production_names == b.production_names and c.scheme_names == b.scheme_names
        if b.offset is not None:
            assert c.to_jsonl(None) == b.to_jsonl(None) and c.offset.tolist() == b.offset.tolist()
        else:
            assert c.to_jsonl(urls) == b.to_jsonl(urls)


def csv_records(data):
    """The records of CSV bytes as Python's csv module reads them: the bytes
    of each input back through errors='surrogateescape'."""
    import csv
    import io

    rows = list(csv.reader(io.StringIO(data.decode("utf-8", "surrogateescape"), newline="")))
    return rows[0], [[r[0].encode("utf-8", "surrogateescape")] + r[1:] for r in rows[1:]]


def csv_want(t, offsets):
    """The CSV record of a line of `rfc1738 check --json` (its input as bytes:
    the program writes a byte >= 0x80 as \\u00XX)."""
    r = [t["input"].encode("latin-1"), "true" if t["valid"] else "false", t["production"] or "", "true" if t["conforms"] else "false", t["scheme"] or ""]
    if offsets:
        r.append(str(t["error"]["offset"]) if "error" in t else "")
    return r


def test_batch_csv_is_the_programs_verdict(program):
    import io

    # Inputs a CSV writer must quote (comma, quote, CR, LF, CRLF), and bytes it must keep (NUL, >= 0x80, not UTF-8).
    hostile = ["a,b", "http://h/a,b", '"', 'http://h/"q"', "x\ry", "x\ny", "x\r\ny", "http://h/\r", "", " ", "\x00", "http://h/\u00e9",
               b"http://h/\xff,\"\r\n", b"\xff\x00,", b"\x80", "ftp://u:p@h:21/a;type=d", "news:*", bytearray(b",,,"), memoryview(b'"",')]
    urls = EXAMPLES + hostile
    as_bytes = [u.encode("utf-8") if isinstance(u, str) else bytes(u) for u in urls]
    # The program reads a line at a time: the inputs with a LF are its arguments.
    lines = iter(program_json(program, [u for u in as_bytes if b"\n" not in u]))
    theirs = []
    for u in as_bytes:
        if b"\n" in u:
            p = subprocess.run([program, "check", "--json", "--summary=none", u], stdout=subprocess.PIPE, check=False)
            assert p.returncode in (0, 1)
            theirs.append(json.loads(p.stdout))
        else:
            theirs.append(json.loads(next(lines)))
    assert [t["input"].encode("latin-1") for t in theirs] == as_bytes
    for offsets in (False, True):
        b = rfc1738.check_batch(urls, error_offsets=offsets)
        data = b.to_csv(urls)
        header, records = csv_records(data)
        assert header == ["input", "valid", "production", "conforms", "scheme"] + (["error_offset"] if offsets else [])
        assert records == [csv_want(t, offsets) for t in theirs]
        assert data.count(b"\r\n") >= len(urls) + 1 and data.endswith(b"\r\n")
        _, failures = csv_records(b.to_csv(urls, failures=True))
        assert failures == [csv_want(t, offsets) for t in theirs if not t["conforms"]] and len(failures) > len(hostile) // 2
        f = io.BytesIO()
        big = urls * 300  # more than one piece of 4,096 rows
        bb = rfc1738.check_batch(big, error_offsets=offsets)
        assert bb.write_csv(big, f) == len(f.getvalue()) and f.getvalue() == bb.to_csv(big)
        assert csv_records(f.getvalue())[1] == [csv_want(t, offsets) for t in theirs] * 300
    empty = rfc1738.check_batch([])
    assert empty.to_csv([]) == b"input,valid,production,conforms,scheme\r\n"
    f = io.BytesIO()
    assert empty.write_csv([], f) == len(f.getvalue()) == len(empty.to_csv([]))
    with pytest.raises(ValueError, match="the list has 1 URLs, the batch"):
        rfc1738.check_batch(urls).to_csv(urls[:1])
    with pytest.raises(TypeError, match="the urls are needed"):
        rfc1738.check_batch(urls).write_csv(None, io.BytesIO())


def test_check_lines_reads_a_buffer_in_place(tmp_path):
    import mmap
    import pickle

    block = b"".join(u.encode() + b"\n" for u in EXAMPLES) + b"# c\nx,y\nhttp://h/\xff\nnews:*"
    want = rfc1738.check_lines(block, error_offsets=True)
    f = tmp_path / "block.txt"
    f.write_bytes(block)
    with open(f, "rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        for buffer in (bytearray(block), memoryview(block), memoryview(bytearray(b"--" + block))[2:], mapped):
            b = rfc1738.check_lines(buffer, error_offsets=True)
            assert b.to_lists() == want.to_lists() and b.skipped == want.skipped and b.offset.tolist() == want.offset.tolist()
            assert b.to_jsonl(None) == want.to_jsonl(None) and b.to_csv(None) == want.to_csv(None)
            c = pickle.loads(pickle.dumps(b))  # the block goes as bytes
            assert c.to_jsonl(None) == want.to_jsonl(None)
            del b, c
    # The buffer is held while the Batch lives: a bytearray cannot change size under it.
    buffer = bytearray(block)
    b = rfc1738.check_lines(buffer)
    with pytest.raises(BufferError):
        buffer.extend(b"x")
    del b
    buffer.extend(b"x")
    with pytest.raises(TypeError, match="contiguous buffer of bytes"):
        rfc1738.check_lines(memoryview(block)[::2])
    with pytest.raises(TypeError, match="contiguous buffer of bytes"):
        rfc1738.check_lines(memoryview(bytearray(8)).cast("i"))
    with pytest.raises(TypeError, match="not str"):
        rfc1738.check_lines("http://h/\n")


def test_rows_of_a_list_that_shrinks_while_written():
    # write_jsonl/write_csv call the file's write() between pieces of 4,096
    # rows: a write() that empties the list is an error, not a read past it.
    urls = ["http://h/%d" % i for i in range(10_000)]
    b = rfc1738.check_batch(urls)

    class Emptying:
        def write(self, data):
            urls.clear()
            return len(data)

    for write in (b.write_jsonl, b.write_csv):
        urls[:] = ["http://h/%d" % i for i in range(10_000)]
        with pytest.raises(ValueError, match="shrank while its rows were written"):
            write(urls, Emptying())


def json_row_string(b):
    """An input as the rows' JSON writes it (rfc1738::write_json_string): each
    byte one code point, '"' and '\\' escaped, \\n \\r \\t, other bytes below
    0x20 and from 0x7f as \\u00xx."""
    named = {0x22: '\\"', 0x5C: "\\\\", 0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t"}
    return '"' + "".join(named.get(c) or (f"\\u{c:04x}" if c < 0x20 or c >= 0x7F else chr(c)) for c in b) + '"'


def rows_by_hand(inputs, b, format, offsets, failures=False, header=True):
    """The rows of Batch.to_jsonl / to_csv made here from the Batch's arrays
    and each input's bytes, by the rules docs/manual/python.md gives them."""
    productions, schemes = b.production_names, b.scheme_names
    out = []
    if format == "csv" and header:
        out.append("input,valid,production,conforms,scheme" + (",error_offset" if offsets else "") + "\r\n")
    for k, u in enumerate(inputs):
        conforms = bool(b.conforms[k])
        if failures and conforms:
            continue
        valid, production, scheme = bool(b.valid[k]), int(b.production[k]), int(b.scheme[k])
        offset = int(b.error_offset[k]) if offsets else -1
        if format == "jsonl":
            row = ('{"input":' + json_row_string(u) + ',"valid":' + str(valid).lower()
                   + ',"production":' + (f'"{productions[production]}"' if production >= 0 else "null")
                   + ',"conforms":' + str(conforms).lower()
                   + ',"scheme":' + (json_row_string(schemes[scheme].encode()) if scheme >= 0 else "null")
                   + (f',"error":{{"offset":{offset}}}' if offset >= 0 else "") + "}\n")
        else:
            field = u.decode("latin-1")
            if any(c in field for c in ',"\r\n'):
                field = '"' + field.replace('"', '""') + '"'
            row = (field + "," + str(valid).lower() + "," + (productions[production] if production >= 0 else "") + ","
                   + str(conforms).lower() + "," + (schemes[scheme] if scheme >= 0 else "")
                   + ("," + (str(offset) if offset >= 0 else "") if offsets else "") + "\r\n")
        out.append(row)
    return "".join(out).encode("latin-1")


def test_rows_byte_for_byte():
    # The row writers (Batch.to_jsonl/to_csv/write_*, and rfc1738.dask's
    # _check_lines_into) copy an input 16 bytes at a time, test it for bytes
    # to escape or quote 16 at a time (the last 16 overlapping), and copy the
    # text after it from a table made per verdict, production and scheme:
    # every row equals the row made here byte by byte, for inputs of every
    # length from 0 to 80 with a byte to escape or quote at every position,
    # hundreds of schemes (the table grows), and the corpus's URLs.
    import io
    import random

    from rfc1738._rfc1738 import _check_lines_into

    rng = random.Random(1738)
    inputs = []
    for n in range(81):
        for base in (b"http://h/" + b"p" * 80, b"ftp://u@h/" + b"d" * 80, b"x" * 80):
            inputs.append(base[:n])
            for at in range(n):
                for c in b'"\\,\r\x00\xff\t\x7f':
                    inputs.append(base[:at] + bytes([c]) + base[at + 1:n])
    inputs += [b"s%d:x" % k for k in range(400)] + [b"S%d-x+y.z:/%d" % (k, k) for k in range(0, 400, 7)]
    inputs += [bytes(rng.choice(b'ab:/%@#"\\\x00\t ,;?=\x80\xff\xe9HTP.') for _ in range(rng.randrange(0, 60))) for _ in range(3000)]
    inputs += [e.encode() for e in EXAMPLES]
    corpus = SOURCE.parent / "shared" / "corpus" / "urls-bench.txt"
    if corpus.exists():
        with open(corpus, "rb") as f:
            inputs += [line.rstrip(b"\n") for _, line in zip(range(20_000), f)]
    lines = [u for u in inputs if b"\n" not in u and u.strip(b" \t\r") and not u.startswith(b"#")]
    block = b"\n".join(lines)
    rows = 0
    for offsets in (False, True):
        b = rfc1738.check_batch(inputs, error_offsets=offsets)
        assert len(set(b.scheme_names)) > 400
        for format in ("jsonl", "csv"):
            want = rows_by_hand(inputs, b, format, offsets)
            got = b.to_jsonl(inputs) if format == "jsonl" else b.to_csv(inputs)
            assert got == want, next((got.splitlines()[k], w) for k, w in enumerate(want.splitlines()) if got.splitlines()[k] != w)
            f = io.BytesIO()
            (b.write_jsonl if format == "jsonl" else b.write_csv)(inputs, f, failures=True)
            assert f.getvalue() == rows_by_hand(inputs, b, format, offsets, failures=True)
            # The workers' one pass over the lines of a block.
            lb = rfc1738.check_lines(block, error_offsets=offsets)
            for failures in (False, True):
                f = io.BytesIO()
                _check_lines_into(block, f, format=format, failures=failures, error_offsets=offsets)
                assert f.getvalue() == rows_by_hand(lines, lb, format, offsets, failures=failures)
            rows += len(inputs)
    assert rows > 4 * 60_000


def test_help_shows_the_parameters_of_check():
    import inspect
    import pydoc
    s = inspect.signature(rfc1738.check)
    assert list(s.parameters) == ["url", "ignore_scheme_case", "unwrap", "fragment"]
    assert s.parameters["fragment"].default == "strict"
    text = pydoc.render_doc(rfc1738.check, renderer=pydoc.plaintext)
    assert "url: Union[str, bytes, bytearray, memoryview]" in text
    assert "handle" not in text and "PyCapsule" not in text
    assert "Everything `rfc1738 check` says about one input" in text
