# SPDX-License-Identifier: BSL-1.0
"""The library's other reach (python/bind_*.cpp) against the program:
build, the grammar's productions, trace, editions, diff_editions, lint,
the suite and compare give what `rfc1738 COMMAND --json` gives, field by
field; refusals raise BuildError with the program's words; bad input is a
TypeError or a ValueError naming the position."""
import json
import re
import subprocess

import pytest

import rfc1738
from conftest import rfc_examples
from test_check import mutants


def run(program, *args, stdin=b""):
    return subprocess.run([program, *args], input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)


def json_lines(program, *args, stdin=b""):
    p = run(program, *args, stdin=stdin)
    assert p.returncode in (0, 1), p.stderr
    return [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]


def as_json_text(x):
    """Bytes as the program's JSON writes them: one code point per byte."""
    return (x.encode("utf-8") if isinstance(x, str) else bytes(x)).decode("latin-1")


def with_json_text(o, key=None):
    """o with the input's bytes ("input", "text", "fragment", "witnesses", the values of "components" and "roles") as the program writes them."""
    if isinstance(o, dict):
        if key in ("components", "roles"):
            return {k: as_json_text(v) if isinstance(v, (bytes, str)) else v for k, v in o.items()}
        return {k: with_json_text(v, k) for k, v in o.items()}
    if isinstance(o, list):
        return [with_json_text(v, key) for v in o]
    if key in ("input", "text", "fragment", "witnesses") and isinstance(o, (bytes, str)):
        return as_json_text(o)
    return o


def inputs():
    out = [m for m in mutants(rfc_examples()) if b"\n" not in m and m]
    return out[::4] + [e.encode() for e in rfc_examples()]


# build and its refusals


BUILDS = [
    ("ftp", {"user": "me", "host": "host.dom", "segments": ["etc", "mo td"], "ftptype": "a"}, ["--user", "me", "--host", "host.dom", "--segment", "etc", "--segment", "mo td", "--type", "a"]),
    ("http", {"host": "h", "segments": [""], "search": "a b"}, ["--host", "h", "--path", "", "--search", "a b"]),
    ("gopher", {"host": "h", "gtype": "1", "selector": "a\tb"}, ["--host", "h", "--gtype", "1", "--selector", "a\tb"]),
    ("telnet", {"user": "u", "password": "p w", "host": "h", "slash": True}, ["--user", "u", "--password", "p w", "--host", "h", "--slash"]),
    ("prospero", {"host": "h", "segments": ["a"], "fieldspecs": [("n", "v;")]}, ["--host", "h", "--path", "a", "--field", "n=v;"]),
    ("ftp", {"user": "myname", "host": "host.dom", "path": "/etc/motd", "ftptype": "a"}, ["--user", "myname", "--host", "host.dom", "--path", "/etc/motd", "--type", "a"]),
    ("file", {"path": "/etc/passwd"}, ["--path", "/etc/passwd"]),
    ("http", {"host": "h", "path": "/a/b"}, ["--host", "h", "--path", "/a/b"]),
    ("prospero", {"host": "host.dom", "path": "/pros/name"}, ["--host", "host.dom", "--path", "/pros/name"]),
    ("news", {"grouppart": "comp.infosystems"}, ["--grouppart", "comp.infosystems"]),
    ("x-y", {"schemepart": "any thing"}, ["--schemepart", "any thing"]),
    ("http", {"user": "u", "host": "h"}, ["--user", "u", "--host", "h"]),
    ("http", {"host": "a b"}, ["--host", "a b"]),
    ("mailto", {"encoded822addr": ""}, ["--address", ""]),
    ("gopher", {"host": "h", "search": "q", "gopher+_string": "+"}, ["--host", "h", "--search", "q", "--part", "gopher+_string=+"]),
]


@pytest.mark.parametrize("scheme,parts,flags", BUILDS)
def test_build_as_the_program(program, scheme, parts, flags):
    p = run(program, "build", scheme, *flags)
    if p.returncode == 0:
        assert rfc1738.build(scheme, parts) == p.stdout.decode().rstrip("\n")
        return
    assert p.returncode == 1, p.stderr
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.build(scheme, parts)
    err = e.value
    # rfc1738 build: PART: MESSAGE
    assert p.stderr.decode().splitlines()[0] == f"rfc1738 build: {err.component}: {err.why}"
    assert err.why == err.message == str(err)
    assert err.section and err.section.startswith("§") and f"RFC 1738 {err.section})" in err.why


def test_build_refusals_and_bad_input():
    with pytest.raises(KeyError, match="no part named"):
        rfc1738.build("http", {"hostess": "h"})
    with pytest.raises(TypeError):
        rfc1738.build("http", {"host": 3})
    with pytest.raises(TypeError):
        rfc1738.build(None, {"host": "h"})
    with pytest.raises(ValueError, match="position 1"):
        rfc1738.build("http", {"host": "h\udc80"})
    with pytest.raises(TypeError):
        rfc1738.build("telnet", {"host": "h", "slash": "yes"})
    # A round trip: parse's decoded parts give the URL back.
    assert rfc1738.build("ftp", {"host": "h", "segments": ["/etc", "motd"]}) == "ftp://h/%2Fetc/motd"
    # "path": a leading "/" is an absolute ftp path (§3.2.2), as build --path.
    assert rfc1738.build("ftp", {"host": "h", "path": "/etc/motd"}) == "ftp://h/%2Fetc/motd"
    assert rfc1738.build("file", {"path": "/etc/passwd"}) == "file:///etc/passwd"
    assert rfc1738.build("http", {"host": "h", "port": "8080"}) == "http://h:8080"


def test_refusals_carry_the_section():
    for call in (lambda: rfc1738.set("http://h/", {"host": "a b"}), lambda: rfc1738.encode("group", "a/b"),
                 lambda: rfc1738.compose("ftp", {"path": "p"}), lambda: rfc1738.set("http://user@h/", {}),
                 lambda: rfc1738.compose("gopher", {"host": "h", "search": "q"})):
        with pytest.raises(rfc1738.BuildError) as e:
            call()
        assert re.fullmatch(r"§[0-9.]+(, §[0-9.]+)*", e.value.section), e.value.message
        assert e.value.section in e.value.why and e.value.why == str(e.value)
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.compose("http", {"host": "h", "user": "u"})
    assert e.value.section is None and "its components are host, port" in e.value.why


# the grammar


def test_productions_as_the_program(program):
    listing = run(program, "grammar").stdout.decode()
    ours = rfc1738.productions()
    assert len(ours) == 67
    expected = "".join(p["bnf"] + (f"   ; PEG rewrite {p['rewrite']}" if p["rewrite"] else "") + "\n" for p in ours)
    # `rfc1738 grammar` lists them in the production table's order, which need not be the file's.
    assert sorted(expected.split("\n")) == sorted(listing.split("\n"))
    for p in ours:
        text = run(program, "grammar", p["name"]).stdout.decode()
        first = text.splitlines()[0]
        assert first.startswith(p["name"] + "  (RFC 1738 §5, ") and first.endswith(f"rfc1738.bnf line {p['line']})"), first
        used = text.splitlines()[-1]
        assert used == "used by: " + (" ".join(p["used_by"]) or "(none: a start symbol or unused)")
        if p["rewrite"]:
            assert f"PEG: rewrite {p['rewrite']} (" in text and p["why"] and p["peg"]
        else:
            assert "PEG: the BNF as written" in text and p["why"] is None
        assert p["file"] == "grammar/rfc1738.bnf" and p["section"].endswith("§5")
    assert rfc1738.production("fsegment")["section"] == "§5"   # fpath: ftpurl and fileurl
    assert rfc1738.production("ftptype")["section"] == "§3.2, §5"
    assert rfc1738.production("ftpurl")["section"] == "§3.2, §5"
    assert rfc1738.production("fpath")["section"] == "§5"   # ftpurl and fileurl
    # The sections of grammar/schemes.facts' @section lines (§2.1, §2.2, §3.1),
    # read from the generated production table; search: httpurl, gopherurl, waisurl.
    assert rfc1738.production("scheme")["section"] == "§2.1, §5"
    assert rfc1738.production("xchar")["section"] == "§2.2, §5"
    assert rfc1738.production("user")["section"] == "§3.1, §5"
    assert rfc1738.production("search")["section"] == "§5"
    assert rfc1738.production("genericurl")["section"] == "§5"
    # RFC 1738's by its C++ rule's name too, as `rfc1738 grammar gopher_plus_string`.
    assert rfc1738.production("gopher_plus_string") == rfc1738.production("gopher+_string")
    assert rfc1738.production("xpalphas", "draft-03")["bnf"].startswith("xpalphas")
    assert len(rfc1738.productions("draft-03-literal")) == 64
    # Another edition: the part of the published text its file transcribes
    # (grammar/editions.facts, @source).
    assert rfc1738.production("httpaddress", "draft-03")["section"] == "BNF for specific URL schemes"
    # xpalphas: its typo read (grammar/draft-ietf-uri-url-03.readings) in draft-03, as written in draft-03-literal.
    assert rfc1738.production("xpalphas", "draft-03")["section"] == "BNF for specific URL schemes, as grammar/draft-ietf-uri-url-03.readings reads it"
    assert rfc1738.production("xpalphas", "draft-03-literal")["section"] == "BNF for specific URL schemes"


def test_productions_are_grammar_json(program):
    # Every edition's productions are the objects `rfc1738 grammar --edition E
    # --json` prints, field for field and in its order (one writer).
    for edition in rfc1738.editions("http://h/")["editions"]:
        printed = run(program, "grammar", "--edition", edition, "--json").stdout.decode().splitlines()
        ours = rfc1738.productions(edition)
        assert len(ours) == len(printed) >= 25, edition
        assert [json.loads(line) for line in printed] == ours, edition
        assert [list(json.loads(line)) for line in printed] == [list(p) for p in ours]
        assert all(isinstance(p["used_by"], list) for p in ours)
    assert rfc1738.production("URI", "rfc3986")["section"] == "RFC 3986 Appendix A"
    assert rfc1738.production("ALPHA", "rfc3986")["section"] == "RFC 5234 Appendix B.1"
    assert rfc1738.production("file-URI", "rfc6874")["section"] == "RFC 8089 §2"
    assert rfc1738.production("IP-literal", "rfc6874")["section"] == "RFC 6874 §2"
    assert rfc1738.production("IPv6address", "rfc2732")["section"] == "RFC 2373 Appendix B"
    assert rfc1738.production("unwise", "rfc2396")["section"] == "RFC 2396 §2.4.3"
    assert rfc1738.production("relativeURL", "rfc1808")["section"] == "RFC 1808 §2.2"
    for edition in ("rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874"):
        assert all(p["section"].startswith("RFC ") for p in rfc1738.productions(edition)), edition
    with pytest.raises(KeyError):
        rfc1738.production("nope")
    with pytest.raises(ValueError, match="no edition"):
        rfc1738.productions("draft-02")


def test_trace_as_the_program(program):
    data = inputs()
    expected = json_lines(program, "trace", "--json", "--keep-comments", stdin=b"".join(i + b"\n" for i in data))
    assert len(expected) == len(data) > 500
    for i, e in zip(data, expected):
        assert with_json_text(rfc1738.trace(i)) == e, i
    t = rfc1738.trace("news:*")
    assert t["tree"]["children"][0]["production"] == "newsurl"
    assert rfc1738.trace(b"\xff")["tree"] is None
    assert isinstance(rfc1738.trace(b"http://h/")["input"], bytes)


@pytest.mark.parametrize("edition", ["draft-03", "rfc1808", "rfc3986", "rfc6874"])
def test_trace_edition_as_the_program(program, edition):
    data = inputs()[:300]
    expected = json_lines(program, "trace", "--json", "--keep-comments", "--edition", edition, stdin=b"".join(i + b"\n" for i in data))
    assert len(expected) == len(data)
    for i, e in zip(data, expected):
        assert with_json_text(rfc1738.trace(i, edition=edition)) == e, i
    t = rfc1738.trace("ftp://a?b@c/", edition="rfc3986") if edition == "rfc3986" else None
    if t:
        assert [c["production"] for c in t["tree"]["children"][0]["children"] if not c.get("literal")] == ["scheme", "hier-part", "query"]
    with pytest.raises(ValueError, match="no edition"):
        rfc1738.trace("x", edition="draft-02")


def test_editions_chosen_as_the_program(program):
    data = inputs()[:300]
    expected = json_lines(program, "editions", "--json", "--keep-comments", "--editions", "rfc3986,rfc1738", stdin=b"".join(i + b"\n" for i in data))
    for i, e in zip(data, expected):
        assert with_json_text(rfc1738.editions(i, editions=["rfc3986", "rfc1738"])) == e, i
    assert list(rfc1738.editions("ftp://a?b@c/", editions=["rfc2396"])["editions"]) == ["rfc2396"]
    with pytest.raises(ValueError):
        rfc1738.editions("x", editions=[])


def test_editions_as_the_program(program):
    data = inputs()
    for flags in ([], ["--fragment=split"]):
        expected = json_lines(program, "editions", "--json", "--keep-comments", *flags, stdin=b"".join(i + b"\n" for i in data))
        assert len(expected) == len(data)
        for i, e in zip(data, expected):
            assert with_json_text(rfc1738.editions(i, fragment="split" if flags else "strict")) == e, i


def test_diff_editions_as_the_program(program):
    for a, b, scheme in (("rfc1738", "draft-03", "ftp"), ("draft-03", "draft-03-literal", None), ("rfc1738", "draft-03-literal", "news"),
                         ("rfc2732", "rfc3986", None), ("rfc1738", "rfc1808", "ftp")):
        args = ["diff-editions", "--json", "--edition", a, "--against", b] + ([scheme] if scheme else [])
        expected = json_lines(program, *args)[0]
        assert with_json_text(rfc1738.diff_editions(a, b, scheme=scheme)) == expected
    with pytest.raises(ValueError):
        rfc1738.diff_editions(scheme="nope")
    one = rfc1738.diff_editions(scheme="ftp", per_group=1)
    assert all(len(g["witnesses"]) <= 1 for s in one["schemes"] for g in s["differences"])
    split = rfc1738.diff_editions("rfc2732", "rfc3986", per_group=1)["split_differences"]
    assert split and all(len(g["witnesses"]) == 1 for g in split)


LINT_TEXT = (b"See <URL:ftp://ftp.is.co.za/rfc/\n   rfc1808.txt> and <http://h/a b>,\n"
             b"\"news:comp.infosystems.www\" or mailto:mduerst@ifi.unizh.ch. Also http://x/%zz and HTTP://H/ and http://h/a#top\n"
             b"<URL:http://long.example/with-\n  hyphen> <URL:gopher://h/1\xff> \"ftp://u@h\x00/\" <URL:never closed")


@pytest.mark.parametrize("flags", [[], ["--only-wrapped"], ["--ignore-scheme-case", "--fragment=split"]])
def test_lint_as_the_program(program, flags):
    expected = json_lines(program, "lint", "--json", *flags, stdin=LINT_TEXT)
    assert len(expected) >= 3
    for e in expected:
        del e["file"]
    ours = rfc1738.lint(LINT_TEXT, only_wrapped="--only-wrapped" in flags, ignore_scheme_case="--ignore-scheme-case" in flags,
                        fragment="split" if "--fragment=split" in flags else "strict")
    assert ours == expected
    assert rfc1738.lint(LINT_TEXT.decode("latin-1").encode().decode("utf-8")) is not None


def test_suite_as_the_program(program):
    for args, kw in (([], {}), (["--seed", "7", "--production", "hostport"], {"seed": 7, "production": "hostport"})):
        expected = json_lines(program, "suite", *args)
        assert rfc1738.suite(**kw) == expected
    with pytest.raises(KeyError):
        rfc1738.suite(production="nope")
    with pytest.raises(ValueError):
        rfc1738.suite(size="huge")


def test_suite_edition_as_the_program(program):
    for edition in ("rfc3986", "draft-03"):
        assert rfc1738.suite(edition=edition) == json_lines(program, "suite", "--edition", edition)
    with pytest.raises(ValueError, match="no edition"):
        rfc1738.suite(edition="draft-02")


def test_compare_editions_as_the_program(program):
    cases = rfc1738.suite(edition="rfc3986")[:400]
    answers = []
    for n, c in enumerate(cases):
        a = {"input": c["input"], "valid": c["valid"] if n % 5 else not c["valid"]}
        if c.get("roles") is not None and n % 3:
            a["roles"] = c["roles"]
        answers.append(a)
    lines = "".join(json.dumps(a) + "\n" for a in answers).encode()
    for names in (["all"], ["rfc1738", "rfc3986", "rfc1738"]):
        p = run(program, "compare", "--json", "--editions", ",".join(names), stdin=lines)
        expected = json.loads(p.stdout)
        ours = rfc1738.compare(answers, editions=names)
        ours.pop("bad_count"), ours.pop("bad_lines")
        assert ours == expected
        assert ours["findings"]["count"] > 0   # the answers whose valid was turned
    with pytest.raises(ValueError):
        rfc1738.compare(answers, editions=[])


def test_compare_as_the_program(program):
    cases = rfc1738.suite(production="login")
    answers = []
    for n, c in enumerate(cases):
        a = {"input": c["input"], "valid": c["valid"], "conforms": c["conforms"] if n % 7 else not c["conforms"], "covers": c["covers"]}
        if n % 11 == 0:
            a["production"] = "httpurl"
        answers.append(a)
    lines = [json.dumps(a) for a in answers] + ["not json", '{"valid":true}']
    p = run(program, "compare", "--json", stdin="".join(line + "\n" for line in lines).encode())
    assert p.returncode == 2   # bad input
    expected = json.loads(p.stdout)
    ours = rfc1738.compare(answers + ["not json", b'{"valid":true}'])
    assert ours.pop("bad_count") == 2
    bad = ours.pop("bad_lines")
    assert [b["line"] for b in bad] == [len(answers) + 1, len(answers) + 2]
    assert [f"-:{b['line']}: bad input: {b['message']}" for b in bad] == p.stderr.decode().splitlines()[:2]
    assert ours == expected
    assert rfc1738.compare(answers, groups=1)["groups"] == expected["groups"][:1]


@pytest.mark.parametrize("f", [rfc1738.trace, rfc1738.editions, rfc1738.lint, lambda t: rfc1738.build(t, {"host": "h"})])
def test_bad_input(f):
    for bad in (None, 3, 1.5, ["http://h/"]):
        with pytest.raises(TypeError):
            f(bad)
    with pytest.raises(ValueError, match="lone surrogate U\\+DC80 at position 9"):
        f("http://h/\udc80")
    try:
        f(b"\x00\xff\r\n" * 1000)   # answered, never a crash
    except rfc1738.BuildError as e:
        assert e.component == "scheme"


def _document_samples(source):
    """The project's documents: every Markdown and HTML file of examples/ and of tests/data/lint-sample/."""
    paths = sorted(p for d in (source / "examples", source / "tests" / "data" / "lint-sample") for p in d.rglob("*")
                   if p.is_file() and p.suffix.lower() in (".md", ".markdown", ".html", ".htm", ".xhtml"))
    assert len(paths) >= 10
    return paths


def test_lint_reads_documents_as_the_program(program, source):
    # The format from the file name by default (as `rfc1738 lint FILE`), or
    # named: the same URLs, positions and verdicts as the program.
    for path in _document_samples(source):
        run = subprocess.run([program, "lint", "--json", "--summary=none", str(path)], capture_output=True)
        assert run.returncode in (0, 1), run.stderr
        expected = [json.loads(line) for line in run.stdout.decode().splitlines()]
        for e in expected:
            del e["file"]
        assert rfc1738.lint(path.read_bytes(), name=str(path)) == expected, path
        named = "markdown" if path.suffix.lower() in (".md", ".markdown") else "html"
        assert rfc1738.lint(path.read_bytes(), format=named) == expected, path
    # Without a name or a format: text, as the program reads standard input.
    md = b"[a](http://h/a#x)] `http://h/b`\n"
    assert [d["check"]["input"] for d in rfc1738.lint(md)] == ["http://h/a#x)]", "http://h/b`"]
    assert [(d["check"]["input"], d["delimiter"]) for d in rfc1738.lint(md, format="markdown")] == [("http://h/a#x", "link"), ("http://h/b", "bare")]
    assert rfc1738.lint(md, name="notes.MD") == rfc1738.lint(md, format="markdown")
    with pytest.raises(ValueError):
        rfc1738.lint(md, format="rst")
