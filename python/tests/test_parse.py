# SPDX-License-Identifier: BSL-1.0
# rfc1738.parse and the typed views of RFC 1738 §3: None for absent, "" for empty.
import gc

import pytest

import rfc1738


def test_ftp():
    u = rfc1738.parse("ftp://myname@host.dom/%2Fetc/motd;type=d")
    assert u.production == "ftpurl" and u.scheme == "ftp" and u.http is None
    f = u.ftp
    assert f.user == "myname" and f.user.decoded == b"myname" and f.password is None
    assert f.host == "host.dom" and f.port is None and f.effective_port == 21 and u.effective_port == 21
    assert f.fpath == "%2Fetc/motd" and f.name.decoded == b"motd" and [s.decoded for s in f.cwd] == [b"/etc"]
    assert f.ftptype == "d" and f.typecode == "d"
    assert [(v, a.decoded) for v, a in f.commands()] == [("CWD", b"/etc"), ("NLST", b"motd")]
    assert rfc1738.parse("ftp://@host.com/").ftp.user == "" and rfc1738.parse("ftp://host.com/").ftp.user is None
    assert rfc1738.parse("ftp://foo:@host.com/").ftp.password == ""


def test_http_and_ports():
    h = rfc1738.parse("http://h:0080/a/b%20c?q%3D").http
    assert (h.host, h.port, h.effective_port, h.hpath) == ("h", "0080", 80, "a/b%20c")
    assert [s.decoded for s in h.segments] == [b"a", b"b c"] and h.search.decoded == b"q="
    assert rfc1738.parse("http://h").http.hpath is None and rfc1738.parse("http://h/").http.hpath == ""
    assert rfc1738.parse("http://h:65536/").effective_port is None
    assert rfc1738.parse("http://host?q").effective_port == 80 and rfc1738.parse("http://host?q").otherurl is not None


def test_gopher_news_nntp_mailto_telnet_wais_file_prospero_generic():
    g = rfc1738.parse("gopher://h/1a%09b").gopher
    assert g.gtype == "1" and g.selector == "a" and g.search == "b" and g.request() == b"a\tb" and g.effective_port == 70
    n = rfc1738.parse("news:12%2B3@host.dom").news
    assert n.kind == "message_id" and n.article.decoded == b"12+3@host.dom" and n.group is None
    assert rfc1738.parse("news:*").news.kind == "all_groups"
    nn = rfc1738.parse("nntp://h:119/comp.lang.c/0042").nntp
    assert (nn.group, nn.article_number, nn.port) == ("comp.lang.c", "0042", "119")
    assert rfc1738.parse("mailto:joe%25relay@host.dom").mailto.encoded822addr.decoded == b"joe%relay@host.dom"
    t = rfc1738.parse("telnet://u:@h:23/").telnet
    assert (t.user, t.password, t.effective_port) == ("u", "", 23)
    w = rfc1738.parse("wais://h/db/t/p%20q").wais
    assert (w.form, w.database, w.wtype, w.wpath.decoded, w.search) == ("waisdoc", "db", "t", b"p q", None)
    f = rfc1738.parse("file:///etc/motd").file
    assert f.host is None and f.is_local and f.name == "motd" and [d.encoded for d in f.directories] == ["etc"]
    p = rfc1738.parse("prospero://h:1/a;x=1;y=").prospero
    assert [(a.encoded, b.encoded) for a, b in p.fieldspecs] == [("x", "1"), ("y", "")] and p.ppath == "a"
    g = rfc1738.parse("x://u@h/p").generic
    assert g.scheme == "x" and g.schemepart == "//u@h/p" and g.ip_schemepart.urlpath == "p" and g.ip_schemepart.user == "u"
    assert rfc1738.parse("x:opaque").generic.ip_schemepart is None


def test_views_outlive_the_url_object():
    views = [rfc1738.parse("gopher://h/1a%09b" + "x" * i).gopher for i in range(200)]
    gc.collect()
    assert [v.request() for v in views] == [b"a\tb" + b"x" * i for i in range(200)]


def test_not_a_url():
    with pytest.raises(rfc1738.NotAURLError) as e:
        rfc1738.parse("http://h/a b")
    assert isinstance(e.value, ValueError) and e.value.offset == 10
    with pytest.raises(rfc1738.NotAURLError):
        rfc1738.parse("HTTP://h/")
    assert rfc1738.parse("HTTP://h/", ignore_scheme_case=True).http.host == "h"
    assert rfc1738.parse(b"<URL:news:*>", unwrap=True).text == b"news:*"


def test_misc():
    assert rfc1738.default_port("gopher") == 70 and rfc1738.default_port("x") is None
    assert rfc1738.derives("hostport", "host.dom:21") and not rfc1738.derives("port", "x")
    with pytest.raises(ValueError):
        rfc1738.derives("nope", "x")
    e = rfc1738.Encoded
    assert e is type(rfc1738.parse("news:a@b").news.article)
    assert hash(rfc1738.parse("news:a@b").news.article) == hash("a@b")


def test_docstring_examples_run():
    import doctest
    failed, attempted = doctest.testmod(rfc1738)
    assert attempted >= 5 and failed == 0


def test_stubs_name_every_public_name():
    import ast
    import pathlib
    from rfc1738 import _rfc1738

    stub = ast.parse((pathlib.Path(rfc1738.__file__).parent / "_rfc1738.pyi").read_text())
    declared = {n.name for n in stub.body if isinstance(n, (ast.ClassDef, ast.FunctionDef))}
    declared |= {t.id for n in stub.body if isinstance(n, ast.AnnAssign) for t in [n.target]}
    public = {n for n in dir(_rfc1738) if not n.startswith("__")}
    assert public <= declared, public - declared
    for name in public:
        obj = getattr(_rfc1738, name)
        if isinstance(obj, type):
            stub_class = next(n for n in stub.body if isinstance(n, ast.ClassDef) and n.name == name)
            assert obj.__doc__ and "RFC 1738" in obj.__doc__ or name == "Encoded", name
            members = {m.name for m in stub_class.body if isinstance(m, ast.FunctionDef)}
            bases = [next(n for n in stub.body if isinstance(n, ast.ClassDef) and n.name == b.id) for b in stub_class.bases]
            while bases:
                b = bases.pop()
                members |= {m.name for m in b.body if isinstance(m, ast.FunctionDef)}
                bases += [next(n for n in stub.body if isinstance(n, ast.ClassDef) and n.name == x.id) for x in b.bases]
            assert {m for m in vars(obj) if not m.startswith("_")} <= members, (name, {m for m in vars(obj) if not m.startswith("_")} - members)
