# SPDX-License-Identifier: BSL-1.0
# rfc1738.extract (RFC 1738 Appendix): the candidates of the RFC's own text
# agree with `rfc1738 lint --json`, candidate by candidate; str and bytes
# give the same; hostile text never crashes.
import json
import subprocess

import pytest

import rfc1738


def test_extract_agrees_with_lint_on_the_rfc_text(source, program):
    path = source / "tests" / "data" / "rfc1738-with-erratum-5118.txt"
    text = path.read_bytes()
    found = rfc1738.extract(text)
    run = subprocess.run([program, "lint", "--json", str(path)], capture_output=True)
    assert run.returncode in (0, 1), run.stderr
    lines = [json.loads(l) for l in run.stdout.decode().splitlines()]
    assert len(found) == len(lines) > 30
    for c, l in zip(found, lines):
        assert (c.line, c.column, c.begin, c.end, c.delimiter) == (l["line"], l["column"], l["begin"], l["end"], l["delimiter"])
        assert json.loads(rfc1738.check(c.url).to_json()) == l["check"]
    wrapped = rfc1738.extract(text, only_wrapped=True)
    assert len(wrapped) == 30
    assert all(c.delimiter == l for c, l in zip(wrapped, ["url_wrapped"] * 30))
    failing = [c for c in wrapped if not rfc1738.check(c.url).conforms]
    assert [c.url for c in failing] == [b"http://ds.internic.net/instructions/overview.html#WARNING"]


def test_extract_a_url_broken_across_lines():
    text = "see <URL:ftp://ds.in\n   ternic.net/rfc> and http://h/x-\n y."
    found = rfc1738.extract(text)
    assert [(c.url, c.line, c.column, c.delimiter) for c in found][0] == (b"ftp://ds.internic.net/rfc", 1, 5, "url_wrapped")
    # The position in the text of a byte of the URL: the "t" after the break.
    offset, line, column = found[0].position_of(len("ftp://ds.in"))
    assert (line, column) == (2, 4) and text.encode()[offset:offset + 1] == b"t"
    assert rfc1738.extract(text.encode())[0].url == found[0].url


@pytest.mark.parametrize("text", [b"", b"\x00" * 1000, b"<URL:" * 10000, bytes(range(256)) * 100, "é<URL:http://h/é>"])
def test_extract_hostile_text(text):
    for c in rfc1738.extract(text):
        assert 0 <= c.begin < c.end
        assert c.line >= 1 and c.column >= 1


def test_extract_rejects_what_is_not_text():
    with pytest.raises(TypeError):
        rfc1738.extract(42)


@pytest.mark.parametrize("name", ["nodejs/api/url.md", "libxslt1-dev/html/html/index.html"])
def test_extract_documents_agree_with_lint(source, program, name):
    path = source / "tests" / "data" / "lint-sample" / name
    found = rfc1738.extract(path.read_bytes(), format="markdown" if name.endswith(".md") else "html")
    run = subprocess.run([program, "lint", "--json", str(path)], capture_output=True)
    assert run.returncode in (0, 1), run.stderr
    lines = [json.loads(l) for l in run.stdout.decode().splitlines()]
    assert len(found) == len(lines) > 10
    for c, l in zip(found, lines):
        assert (c.line, c.column, c.begin, c.end, c.delimiter) == (l["line"], l["column"], l["begin"], l["end"], l["delimiter"])
        assert c.url == l["check"]["input"].encode()


def test_extract_formats():
    md = "[[a](http://h/a)] `http://h/b` std::vector"
    assert [(c.url, c.delimiter) for c in rfc1738.extract(md, format="markdown")] == [(b"http://h/a", "link"), (b"http://h/b", "bare")]
    assert [c.url for c in rfc1738.extract(md)] == [b"http://h/a)]", b"http://h/b`", b"std::vector"]
    html = '<a href="http://h/?a&amp;b" style="color:#fff">x</a>'
    assert [(c.url, c.delimiter, c.column) for c in rfc1738.extract(html, format="html")] == [(b"http://h/?a&b", "attribute", 10)]
    with pytest.raises(ValueError):
        rfc1738.extract(md, format="rst")
