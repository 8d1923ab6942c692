# SPDX-License-Identifier: BSL-1.0
# fragment="split" (RFC 1738 §2.2: "#" delimits a URL from the fragment that
# might follow it): check, check_many, check_batch and parse check the text
# before the first "#" and give the bytes after it; "strict" is the default.
import pytest

import rfc1738


def test_check_split_and_strict():
    strict = rfc1738.check("http://h/p#top")
    assert not strict.conforms and strict.fragment is None and strict.error.offset == 10
    r = rfc1738.check("http://h/p#top#2", fragment="split")
    assert r.conforms and r.production == "httpurl"
    assert r.fragment == "top#2"              # every byte after the first "#"
    assert r.checked == "http://h/p"          # what was checked: a prefix of the input
    assert r.modes and r.modes[0].startswith("fragment: ")
    assert r.components == {"host": "h", "hpath": "p"}
    assert '"fragment":"top#2"' in r.to_json()


def test_check_empty_absent_and_types():
    assert rfc1738.check("http://h/#", fragment="split").fragment == ""
    none = rfc1738.check("http://h/", fragment="split")
    assert none.fragment is None and none.checked is None and none.modes == []
    b = rfc1738.check(b"http://h/#\xff", fragment="split")
    assert b.conforms and b.fragment == b"\xff"
    only = rfc1738.check("#x", fragment="split")
    assert not only.valid and only.error.offset == 0 and only.fragment == "x"
    bad = rfc1738.check("http://h/a b#c", fragment="split")
    assert not bad.conforms and bad.error.offset == 10   # an offset in the input too


def test_bad_mode_is_a_value_error():
    for call in (lambda: rfc1738.check("http://h/", fragment="loose"), lambda: rfc1738.parse("http://h/", fragment="Split"),
                 lambda: rfc1738.check_batch(["http://h/"], fragment="")):
        with pytest.raises(ValueError, match="fragment must be 'strict' or 'split'"):
            call()


def test_check_many_and_batch():
    urls = ["http://h/p#x", "http://h/", b"ftp://h/#", "x y#z"]
    many = rfc1738.check_many(urls, fragment="split")
    assert [r.conforms for r in many] == [True, True, True, False]
    lists = rfc1738.check_batch(urls, fragment="split", lists=True)
    assert lists["conforms"] == [True, True, True, False]
    assert lists["fragment"] == ["x", None, b"", "z"]
    assert lists["error_offset"] == [None, None, None, many[3].error.offset]
    batch = rfc1738.check_batch(urls, fragment="split", error_offsets=True)
    assert batch.conforms.tolist() == [True, True, True, False]
    assert batch.fragment == ["x", None, b"", "z"]
    assert batch.error_offset.tolist() == [-1, -1, -1, many[3].error.offset]
    assert batch.to_lists() == lists
    strict = rfc1738.check_batch(urls, lists=True)
    assert "fragment" not in strict
    assert strict["conforms"] == [False, True, False, False]
    assert rfc1738.check_batch(urls).fragment is None

def test_parse_split():
    u = rfc1738.parse("http://h/p?q#frag", fragment="split")
    assert u.fragment == "frag" and u.production == "httpurl" and u.http.search == "q"
    assert str(u) == "http://h/p?q"
    assert rfc1738.parse("http://h/p").fragment is None
    with pytest.raises(rfc1738.NotAURLError) as e:
        rfc1738.parse("http://h/p#frag")
    assert e.value.offset == 10
    with pytest.raises(rfc1738.NotAURLError) as e:
        rfc1738.parse("#frag", fragment="split")
    assert e.value.offset == 0
