# SPDX-License-Identifier: BSL-1.0
# The component vocabulary in Python: URL.get/span, rfc1738.set, compose,
# components_of and encode, against the library's table and the program's
# `rfc1738 set`; the round trip compose(scheme, url.components, like=url)
# == url and set(url, {}) == url over the RFC's examples, the C++ tests'
# table of components and the conforming single-byte mutants of the examples.
import subprocess

import pytest

import rfc1738
from conftest import rfc_examples
from test_check import cpp_components_table, mutants


def conforming_urls():
    urls = list(rfc_examples()) + [row[0] for row in cpp_components_table()]
    urls += [m.decode("latin-1") for m in mutants(rfc_examples())]
    seen, out = set(), []
    for u in urls:
        if u not in seen and rfc1738.check(u).conforms:
            seen.add(u)
            out.append(u)
    return out


CONFORMING = conforming_urls()
FORMS = ["httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl", "otherurl"]


def test_round_trip_compose_and_set():
    assert len(CONFORMING) >= 500
    assert {rfc1738.parse(u).production for u in CONFORMING} >= set(FORMS) - {"otherurl"}
    for u in CONFORMING:
        url = rfc1738.parse(u)
        assert rfc1738.compose(url.scheme, url.components, like=url) == u, u
        assert rfc1738.compose(url.scheme, url.components, like=u) == u, u
        assert rfc1738.set(u, {}) == u, u
        assert rfc1738.set(url, {}) == u, u
        assert rfc1738.set(u.encode(), {}) == u.encode(), u


def test_get_and_span_read_every_component():
    for u in CONFORMING:
        url = rfc1738.parse(u)
        names = [c["name"] for c in rfc1738.components_of(url.production)]
        for name, value in url.components.items():
            assert name in names, (u, name)
            if value == []:  # a prospero URL without fields
                assert url.get(name) is None and url.span(name) is None, u
                continue
            begin, end = url.span(name)
            if name == "fieldspec":
                assert u[begin:end] == "".join(f";{f['fieldname']}={f['fieldvalue']}" for f in value), u
                continue
            assert url.get(name) == value, (u, name)
            assert u[begin:end] == value, (u, name)
        for name in names:
            if name not in url.components:
                assert url.get(name) is None and url.span(name) is None, (u, name)


def test_get_by_role_absent_and_unknown():
    u = rfc1738.parse("ftp://myname@host.dom/%2Fetc/motd;type=a")
    assert u.get("path") == u.get("fpath") == "%2Fetc/motd"
    assert u.span("path") == (22, 33)
    assert u.get("type") == "a" and u.get("ftptype") == "a"
    assert u.get("password") is None and u.span("password") is None
    h = rfc1738.parse("http://h/a?q")
    assert h.get("path") == "a" and h.get("hpath") == "a" and h.get("search") == "q"
    assert h.get("user") is None  # a component of other forms, not of httpurl
    assert h.get("fpath") is None
    with pytest.raises(KeyError) as e:
        h.get("nosuch")
    assert "host, port, hpath (path), search" in str(e.value)
    with pytest.raises(KeyError):
        h.span("")
    g = rfc1738.parse("gopher://h/1sel%09%09plus")
    assert g.get("gopher+_string") == "plus" and g.get("gopher+") == "plus" and g.get("type") == "1"
    with pytest.raises(TypeError):
        h.get(3)


def test_set_edits():
    assert rfc1738.set("http://h/a/b?q", {"host": "example.com", "search": None}) == "http://example.com/a/b"
    assert rfc1738.set("http://h/a/b?q", {"path": "a b/c"}) == "http://h/a%20b/c?q"
    assert rfc1738.set("http://h/a/b?q", {"path": "a%20b"}, raw=True) == "http://h/a%20b?q"
    assert rfc1738.set("http://h/", {"port": "8080"}) == "http://h:8080/"
    assert rfc1738.set(b"ftp://h/f", {"user": "a b@c", "type": "i"}) == b"ftp://a%20b%40c@h/f;type=i"
    assert rfc1738.set("gopher://h/1sel", {"gopher+_string": "x"}) == "gopher://h/1sel%09%09x"
    assert rfc1738.set("prospero://h/p;a=b", {"fieldspec": []}) == "prospero://h/p"
    assert rfc1738.set("prospero://h/p", {"fieldspec": [("x", "y%20z")]}) == "prospero://h/p;x=y%20z"
    assert rfc1738.set(rfc1738.parse("news:a.b"), {"group": "c.d"}) == "news:c.d"
    # edits apply in order
    assert rfc1738.set("http://h/", {"search": "q", "path": "p"}) == "http://h/p?q"
    # A leading "/": an absolute ftp path, %2F (§3.2.2); the "/" before an
    # http or file path; with raw=True as written.
    assert rfc1738.set("ftp://h/a;type=a", {"path": "/etc/motd"}) == "ftp://h/%2Fetc/motd;type=a"
    assert rfc1738.set("ftp://h/a;type=a", {"fpath": "/etc/motd"}) == "ftp://h/%2Fetc/motd;type=a"
    assert rfc1738.set("ftp://h/a;type=a", {"path": "/etc/motd"}, raw=True) == "ftp://h//etc/motd;type=a"
    assert rfc1738.set("file:///a", {"path": "/etc/passwd"}) == "file:///etc/passwd"
    assert rfc1738.set("http://h/a", {"path": "/x"}) == "http://h/x"
    assert rfc1738.set("prospero://h/a", {"path": "/pros/name"}) == "prospero://h//pros/name"


def test_set_errors_name_the_component_and_section():
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.set("http://h/", {"host": "a b"})
    assert isinstance(e.value, ValueError)
    assert e.value.component == "host" and e.value.offset == 1 and "RFC 1738 §" in str(e.value)
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.set("http://h/", {"user": "u"})
    assert e.value.component == "user" and "host, port, hpath (path), search" in e.value.message
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.set("http://user@h/", {})
    assert e.value.component == "url" and "conform" in str(e.value)
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.set("news:a", {"group": "a/b"})
    assert e.value.component == "group"
    with pytest.raises(TypeError):
        rfc1738.set(5, {})
    with pytest.raises(TypeError):
        rfc1738.set("http://h/", {"host": 3})
    with pytest.raises(ValueError, match="surrogate"):
        rfc1738.set("http://h/", {"path": "\udcff"})


def test_set_as_the_program(program):
    cases = [("http://h/a/b?q", {"host": "example.com"}, []),
             ("http://h/a/b?q", {"search": None}, []),
             ("ftp://u@h/a%20b;type=d", {"path": "x y/z", "user": "n:m"}, []),
             ("gopher://h/1sel", {"gopher+_string": "x y", "type": "7"}, []),
             ("wais://h/db?s", {"search": "a b", "database": "d2"}, []),
             ("telnet://u:p@h:23/", {"password": None}, []),
             ("mailto:a@b", {"address": "x@y"}, []),
             ("nntp://h/g/12", {"article": "13"}, []),
             ("file:///etc/motd", {"host": "localhost"}, []),
             ("prospero://h/p;a=b", {"path": "q r"}, []),
             ("http://h/", {"path": "a%2Fb"}, ["--raw"]),
             # A path's leading "/" as build --path reads it (§3.2.2: %2F in ftp).
             ("ftp://h/a;type=a", {"path": "/etc/motd"}, []),
             ("ftp://h/a;type=a", {"path": "/etc/motd"}, ["--raw"]),
             ("file:///a", {"path": "/etc/passwd"}, []),
             ("prospero://h/a", {"path": "/pros/name"}, [])]
    for url, edits, flags in cases:
        args = [program, "set", *flags, url]
        for name, value in edits.items():
            args += ["--unset", name] if value is None else [f"{name}={value}"]
        p = subprocess.run(args, stdout=subprocess.PIPE, check=False)
        assert p.returncode == 0, (url, edits)
        assert rfc1738.set(url, edits, raw=bool(flags)) == p.stdout.decode().rstrip("\n"), (url, edits)


def test_compose():
    assert rfc1738.compose("ftp", {"user": "u", "host": "h", "path": "a%20b/c", "type": "i"}) == "ftp://u@h/a%20b/c;type=i"
    assert rfc1738.compose("http", {"host": "h", "search": "q"}) == "http://h/?q"
    assert rfc1738.compose(b"mailto", {"encoded822addr": "a@b"}) == "mailto:a@b"
    assert rfc1738.compose("prospero", {"host": "h", "ppath": "p", "fieldspec": ";a=b"}) == "prospero://h/p;a=b"
    assert rfc1738.compose("telnet", {"host": "h"}) == "telnet://h"
    assert rfc1738.compose("telnet", {"host": "h"}, like="telnet://x/") == "telnet://h/"
    assert rfc1738.compose("x-y", {"schemepart": "anything"}) == "x-y:anything"
    assert rfc1738.compose("http", {"user": "u", "host": "h"}, form="otherurl") == "http://u@h"
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.compose("http", {"host": "h", "user": "u"})
    assert e.value.component == "user"
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.compose("ftp", {"path": "p"})
    assert e.value.component == "host" and "§" in e.value.message
    with pytest.raises(ValueError, match="no production named"):
        rfc1738.compose("http", {"host": "h"}, form="nosuch")
    with pytest.raises(TypeError):
        rfc1738.compose("http", {"host": None, "x": 1})


def test_components_of_is_the_table():
    for form in FORMS:
        rows = rfc1738.components_of(form)
        assert rows and all(set(r) == {"name", "role", "section", "noun", "kind"} for r in rows), form
    assert [r["name"] for r in rfc1738.components_of("httpurl")] == ["host", "port", "hpath", "search"]
    gopher = {r["name"]: r for r in rfc1738.components_of("gopherurl")}
    assert gopher["selector"]["role"] == "path" and gopher["selector"]["section"] == "3.4"
    assert gopher["gopher+_string"]["noun"] == "the gopher+ string"
    assert {r["name"]: r["kind"] for r in rfc1738.components_of("prosperourl")}["fieldspec"] == "repeated"
    assert {r["name"]: r["kind"] for r in rfc1738.components_of("newsurl")}["grouppart"] == "contains"
    with pytest.raises(ValueError, match="not a URL form"):
        rfc1738.components_of("hpath")
    with pytest.raises(ValueError, match="no production named"):
        rfc1738.components_of("nosuch")


def test_url_forms_is_the_program_listing(program):
    # rfc1738.url_forms() and `rfc1738 grammar --forms --json`: one table.
    import json
    listed = json.loads(subprocess.run([program, "grammar", "--forms", "--json"], stdout=subprocess.PIPE, check=True).stdout)
    forms = rfc1738.url_forms()
    assert forms == listed
    assert [f["production"] for f in forms] == FORMS
    for f in forms:
        assert f["components"] == rfc1738.components_of(f["production"])
        # the target is what check names for a URL of that scheme
        url = (f["scheme"] or "x-other") + ":"
        assert rfc1738.check(url).target == f["target"]
    by = {f["production"]: f for f in forms}
    assert by["httpurl"]["scheme"] == "http" and by["httpurl"]["authority"] == "hostport"
    assert by["ftpurl"]["authority"] == "login" and by["mailtourl"]["authority"] == "none" and by["fileurl"]["authority"] == "host"
    assert by["otherurl"]["scheme"] is None and by["otherurl"]["target"] == "genericurl"
    # a component's section is the one of its form: fpath is §3.2.2 in ftp, §3.10 in file
    assert {c["name"]: c["section"] for c in by["fileurl"]["components"]}["fpath"] == "3.10"
    assert {c["name"]: c["section"] for c in by["ftpurl"]["components"]}["fpath"] == "3.2.2"


def test_components_lists_every_component_and_its_forms():
    rows = rfc1738.components()
    assert all(set(r) == {"name", "role", "section", "noun", "kind", "forms"} for r in rows)
    names = [r["name"] for r in rows]
    assert len(names) == len(set(names))
    held = {c["name"] for f in rfc1738.url_forms() for c in f["components"]}
    assert set(names) == held
    by = {r["name"]: r for r in rows}
    assert by["fpath"]["forms"] == ["ftpurl", "fileurl"] and by["fpath"]["role"] == "path"
    assert by["search"]["section"] == "" and by["search"]["forms"] == ["httpurl", "gopherurl", "waisurl"]
    assert by["host"]["forms"][-1] == "otherurl" and by["fieldspec"]["kind"] == "repeated"
    for f in rfc1738.url_forms():
        for c in f["components"]:
            assert f["production"] in by[c["name"]]["forms"]


def test_encode():
    assert rfc1738.encode("user", "a b@c") == "a%20b%40c"
    assert rfc1738.encode("fpath", b"pub/a;b") == "pub/a%3Bb"
    assert rfc1738.encode("hsegment", "\u00e9") == "%C3%A9"
    with pytest.raises(rfc1738.BuildError) as e:
        rfc1738.encode("group", "a/b")
    assert e.value.component == "group" and e.value.offset == 1
    with pytest.raises(ValueError, match="not one component"):
        rfc1738.encode("url", "x")
    with pytest.raises(ValueError, match="no production named"):
        rfc1738.encode("nosuch", "x")


def test_package_stubs_name_every_public_name():
    import ast
    import pathlib

    stub = ast.parse((pathlib.Path(rfc1738.__file__).parent / "__init__.pyi").read_text())
    declared = {n.name for n in stub.body if isinstance(n, (ast.ClassDef, ast.FunctionDef))}
    declared |= {t.id for n in stub.body if isinstance(n, ast.AnnAssign) for t in [n.target]}
    declared |= {a.asname or a.name for n in stub.body if isinstance(n, ast.ImportFrom) for a in n.names}
    assert set(rfc1738.__all__) <= declared, set(rfc1738.__all__) - declared


def test_fix_as_the_program(program):
    import json

    inputs = [m for m in mutants(rfc_examples()) if m and not m.startswith(b"#") and b"\n" not in m and max(m) < 0x80]  # as the program skips blank and "#" lines
    inputs += [b"HTTP://h/a b#top", b"<URL:ftp://info.cern.ch/pub/www/doc; type=d>", b"http://u@h/", b"http://h?q", b"news:*"]
    assert len(inputs) > 2000
    p = subprocess.run([program, "fix", "--json"], input=b"".join(i + b"\n" for i in inputs), stdout=subprocess.PIPE, check=False)
    lines = p.stdout.decode().splitlines()
    assert len(lines) == len(inputs)
    for i, line in zip(inputs, lines):
        assert rfc1738.fix(i.decode("ascii")) == json.loads(line), i
    b = rfc1738.fix(b"HTTP://h/a b#top")
    assert b["fixed"] == b"http://h/a%20b" and b["fragment"] == b"top" and b["fix"][0]["url"] == b"http://h/a b#top"
    assert rfc1738.fix("news:*") == {"input": "news:*", "conforms": True, "fixed": "news:*", "fix": []}
    big = rfc1738.fix("http://h/" + "a b" * 400000)
    assert big["fixed"] is None or rfc1738.check(big["fixed"]).conforms
    with pytest.raises(TypeError):
        rfc1738.fix(None)


def test_star_import_keeps_the_builtin_set():
    namespace = {}
    exec("from rfc1738 import *", namespace)
    assert "set" not in namespace and "compose" in namespace and "BuildError" in namespace
    assert rfc1738.set is not set
