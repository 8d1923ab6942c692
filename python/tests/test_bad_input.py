# SPDX-License-Identifier: BSL-1.0
# Bad input raises TypeError or ValueError with a clear message, or is
# answered; nothing crashes; no reference leaks (RSS over a million calls).
import resource

import pytest

import rfc1738

ENTRY_POINTS = [rfc1738.check, rfc1738.parse, lambda u: rfc1738.check_batch([u]), lambda u: rfc1738.check_batch(["news:*", u], lists=True),
                lambda u: rfc1738.check_many([u])]


@pytest.mark.parametrize("f", ENTRY_POINTS)
@pytest.mark.parametrize("bad", [None, 3, 1.5, ["http://h/"], object(), {"a": 1}])
def test_not_text_is_a_type_error(f, bad):
    with pytest.raises(TypeError, match="str, bytes, bytearray or memoryview"):
        f(bad)


@pytest.mark.parametrize("f", ENTRY_POINTS)
def test_lone_surrogate_is_a_value_error_naming_its_position(f):
    with pytest.raises(ValueError, match=r"lone surrogate U\+DC80 at position 9"):
        f("http://h/\udc80")


def test_nul_and_high_bytes_are_input():
    r = rfc1738.check("http://h/\x00")
    assert not r.valid and r.error.offset == 9
    r = rfc1738.check(b"http://h/\x80\xff")
    assert not r.valid and r.error.offset == 9 and '\\u0080\\u00ff' in r.to_json()
    assert rfc1738.check("").error.offset == 0


def test_a_megabyte():
    big = "http://h/" + "a" * (1 << 20)
    assert rfc1738.check(big).conforms
    assert len(rfc1738.parse(big).http.hpath) == 1 << 20
    bad = "http://h/" + "a" * (1 << 20) + " "
    assert rfc1738.check(bad).error.offset == 9 + (1 << 20)
    assert rfc1738.check_batch([bad, big]).conforms.tolist() == [False, True]
    assert rfc1738.check_batch([bad, big], lists=True)["conforms"] == [False, True]
    assert not rfc1738.check(b"\xff" * (1 << 20)).valid


def rss_kib():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def test_no_leak_over_a_million_calls():
    urls = ["ftp://myname@host.dom/%2Fetc/motd", "http://user@host/", b"gopher://h/1a%09b", "x y"]
    for u in urls * 2000:  # warm up: allocator pools, interned names
        rfc1738.check(u).components
    before = rss_kib()
    for i in range(250_000):
        for u in urls:
            r = rfc1738.check(u)
            r.components, r.error, r.warnings
    rfc1738.check_batch(urls * 50_000)
    rfc1738.check_batch(urls * 50_000, error_offsets=True, lists=True)
    for i in range(50_000):
        rfc1738.parse(urls[0]).ftp.commands()
    grown = rss_kib() - before
    assert grown < 20 * 1024, f"RSS grew by {grown} KiB over 1,000,000 checks"


def test_without_numpy_the_list_form_works_and_the_arrays_say_why_not():
    import subprocess
    import sys

    code = ("import sys; sys.modules['numpy'] = None\n"  # `import numpy` raises ImportError
            "import rfc1738\n"
            "assert rfc1738.check_batch(['news:*', 'x y'], lists=True)['conforms'] == [True, False]\n"
            "for call in (lambda: rfc1738.check_batch(['news:*']), lambda: rfc1738.check_lines(b'news:*')):\n"
            "    try:\n"
            "        call()\n"
            "    except ImportError as e:\n"
            "        assert 'need NumPy' in str(e), e\n"
            "    else:\n"
            "        raise AssertionError('no ImportError')\n"
            "print('ok')\n")
    p = subprocess.run([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert p.returncode == 0 and p.stdout == "ok\n", p.stderr
