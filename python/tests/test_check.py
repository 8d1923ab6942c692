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
    batch = rfc1738.check_batch(urls)
    assert set(batch) == {"valid", "conforms", "production", "scheme", "error_offset"}
    assert batch["valid"] == [r.valid for r in many]
    assert batch["conforms"] == [r.conforms for r in many]
    assert batch["production"] == [r.production for r in many]
    assert batch["scheme"] == [r.scheme for r in many]
    assert batch["error_offset"] == [r.error.offset if r.error else None for r in many]
    modes = rfc1738.check_batch(["HTTP://h/", "<URL:news:*>"], ignore_scheme_case=True, unwrap=True)
    assert modes["conforms"] == [True, True] and modes["scheme"] == ["http", "news"]
    assert rfc1738.check_batch([], error_offsets=False) == {"valid": [], "conforms": [], "production": [], "scheme": [], "error_offset": []}
    assert rfc1738.check_batch(["a b"], error_offsets=False)["error_offset"] == [None]


def test_check_batch_in_threads_answers_as_one_thread():
    import threading

    urls = (EXAMPLES + ["x y", b"http://h/\xff", bytearray(b"HTTP://h/"), memoryview(b"news:*"), "http://h/\u00e9"]) * 300
    expected = rfc1738.check_batch(urls)
    answers = [None] * 4

    def run(k):
        answers[k] = rfc1738.check_batch(urls)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(a == expected for a in answers)
    assert expected["conforms"][:len(EXAMPLES)] == [rfc1738.check(u).conforms for u in EXAMPLES]
