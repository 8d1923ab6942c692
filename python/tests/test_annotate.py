# SPDX-License-Identifier: BSL-1.0
"""rfc1738.printable and rfc1738.annotate (the library's rfc1738/annotate.hpp)
against a reference written here and against the lines `rfc1738 check` and
`rfc1738 lint` print, byte for byte, on hostile inputs."""
import subprocess

import pytest

import rfc1738


def shown(b: bytes) -> str:
    """The reference: graphic US-ASCII and the space as themselves, but the backslash; every other byte as \\xHH."""
    return "".join(chr(c) if 0x20 <= c <= 0x7E and c != 0x5C else f"\\x{c:02x}" for c in b)


HOSTILE = [
    b"ftp://h:21x/",
    b"\x00abc",                         # offset 0
    b"ftp://",                          # offset == len
    b"http://h:",
    b"http://h/\ta\r\xff\x00\x7f\\",
    b"http://h/\xc3\xa9\xe2\x82\xac",   # UTF-8 shown as bytes
    b"http://h/" + b"a" * 300 + b" " + b"b" * 300,
    b"x" * 170,
    b"ftp://" + bytes(range(0x80, 0x100)) * 2,
    b"http://h/" + b"\x01" * 200 + b"/x",
]


def test_printable_every_byte():
    for c in range(256):
        assert rfc1738.printable(bytes([c])) == shown(bytes([c])), c
    assert rfc1738.printable(bytes(range(256))) == shown(bytes(range(256)))
    assert rfc1738.printable("é") == "\\xc3\\xa9"  # a str is its UTF-8 bytes


def test_annotate_reference():
    assert rfc1738.annotate(b"ftp://", 6) == "  ftp://\n        ^"
    assert rfc1738.annotate(b"ftp://", 60) == "  ftp://\n        ^"
    assert rfc1738.annotate(b"\x00a", 0) == "  \\x00a\n  ^"
    assert rfc1738.annotate(b"\x00a", 1) == "  \\x00a\n      ^"
    assert rfc1738.annotate(b"ab", 1, color=True, indent="") == "ab\n \x1b[1;31m^\x1b[0m"
    big = bytes(i % 256 for i in range(1 << 20))
    for offset in (0, 61, 500000, len(big) - 1, len(big)):
        first, second = rfc1738.annotate(big, offset).split("\n")
        begin, end = max(0, offset - 60), min(len(big), offset + 60)
        assert first == "  " + ("..." if begin else "") + shown(big[begin:end]) + ("..." if end < len(big) else "")
        assert second == " " * (2 + (3 if begin else 0) + len(shown(big[begin:offset]))) + "^"
    with pytest.raises(TypeError):
        rfc1738.annotate(1, 0)


@pytest.mark.parametrize("color", [False, True])
def test_annotate_is_the_programs_check(program, tmp_path, color):
    f = tmp_path / "hostile.txt"
    f.write_bytes(b"".join(h + b"\n" for h in HOSTILE))
    out = subprocess.run([program, "check", "--summary=none", "--color=always" if color else "--color=never", "-f", str(f)],
                         stdout=subprocess.PIPE, check=False).stdout.decode("utf-8")
    checked = 0
    for h in HOSTILE:
        r = rfc1738.check(h)
        assert r.error is not None, h
        expected = rfc1738.annotate(h, r.error.offset, color=color) + f" at {r.error.offset}: "
        assert expected in out, h
        checked += 1
    assert checked == len(HOSTILE)


def test_annotate_is_the_programs_lint(program, tmp_path):
    text = b"see <URL:http://h/a\\b\xff> and <URL:ftp://" + b"x" * 300 + b"/\x01> and http://h:/ ok\n"
    f = tmp_path / "doc.txt"
    f.write_bytes(text)
    out = subprocess.run([program, "lint", str(f)], stdout=subprocess.PIPE, check=False).stdout.decode("utf-8")
    found = rfc1738.lint(text)
    drawn = [rfc1738.annotate(c.url, rfc1738.check(c.url).error.offset) for c in rfc1738.extract(text) if not rfc1738.check(c.url)]
    assert len(drawn) == 3 and len(found) == 3
    for d in drawn:
        assert "]\n" + d + "\n" in out
