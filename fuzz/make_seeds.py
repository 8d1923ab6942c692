#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""Writes the seed corpora of fuzz/corpus/ (run once; the files are committed).

parse/ and roundtrip/: the RFC's examples, a hand-made URL of every form of
every scheme of §3, hostile bytes, and a fixed sample of the shared corpus
(../shared/corpus/urls-real.txt, when present). differential/: for each of the
67 productions, sampled derivations (mode byte >= 0x80 with fixed seeds) and
the hand-made URLs against url and their scheme's production. onepass/: the
same URLs as parse/ (mode byte < 0x80: the input itself), and the hand-made
URLs after their scheme's prefix (mode byte 0x80 + the scheme's index in
generated/rfc1738/grammar/schemes.hpp: the rest follows its prefix).
File names: the first 16 hex digits of the content's SHA-1, as libFuzzer
names them.
"""
import hashlib
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

HAND = [
    b"", b"http:", b"http://", b"HTTP://h/", b"x:", b"x://", b"a+b-c.d:opaque", b":",
    b"http://h", b"http://h/", b"http://h:80/a/b/c?q=1&r", b"http://1.2.3.4:8080/",
    b"http://a-b--c.d-e.com/%7Euser/", b"http://h/a b", b"http://h/%zz", b"http://h/%4",
    b"http://h?q", b"http://a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z/",
    b"ftp://h", b"ftp://u:p@h:21/a/b;type=i", b"ftp://@h/", b"ftp://u@h//etc/motd",
    b"ftp://h/a;type=d", b"ftp://h/a;type=x", b"ftp://h/%2Fetc/motd",
    b"gopher://h", b"gopher://h/", b"gopher://h/1", b"gopher://h:70/1sel",
    b"gopher://h/7sel%09search", b"gopher://h/7sel%09search%09+plus",
    b"gopher://h/1a%09b/c%09d", b"gopher://h/%09%09%09", b"gopher://h/1%0",
    b"mailto:user@host.dom", b"mailto:a%40b", b"mailto:",
    b"news:*", b"news:comp.lang.c", b"news:123@host.dom", b"news:a.b-c+d_e",
    b"nntp://h/group", b"nntp://h:119/comp.lang/42", b"nntp://h/",
    b"telnet://h", b"telnet://u:p@h:23/", b"telnet://h/x",
    b"wais://h/db", b"wais://h:210/db?dog%20food", b"wais://h/db/TEXT/doc-id", b"wais://h/",
    b"file://h/a/b", b"file:///etc/passwd", b"file://localhost/x", b"file:/x",
    b"prospero://h/path", b"prospero://h:1525/a/b;f=v;g=w", b"prospero://h/p;f",
    b"http://h/\x00", b"http://h/\r\n", b"http://h/\xff\x80", b"\x00\x00", b"http://h/a\tb",
    b"ftp://h/a;type=", b"http://h:/", b"http://h:99999999999999999999/", b"http://-h/", b"http://h-/",
    b"http://1.2.3/", b"http://1.2.3.4.5/", b"http://a.1/", b"http://a./",
]


def write(directory, data):
    os.makedirs(directory, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(directory, name), "wb") as f:
        f.write(data)


def main():
    examples = [l.rstrip(b"\n") for l in open(os.path.join(ROOT, "examples", "rfc1738-examples.txt"), "rb")]
    real = []
    path = os.path.join(ROOT, "..", "shared", "corpus", "urls-real.txt")
    if os.path.exists(path):
        lines = [l.rstrip(b"\n") for l in open(path, "rb")]
        rng = random.Random(1738)
        by_scheme = {}
        for l in lines:
            by_scheme.setdefault(l.split(b":", 1)[0].lower(), []).append(l)
        for scheme, ls in sorted(by_scheme.items()):
            real += rng.sample(ls, min(8, len(ls)))
        real += rng.sample(lines, 40)
    urls = sorted(set(examples + HAND + real))
    for target in ("parse", "roundtrip"):
        for u in urls:
            write(os.path.join(HERE, "corpus", target), u)

    # differential: production ids in enum order (generated/rfc1738/grammar/production.hpp)
    enum = open(os.path.join(ROOT, "generated", "rfc1738", "grammar", "production.hpp")).read()
    body = enum.split("enum class production : std::uint8_t {", 1)[1].split("};", 1)[0]
    names = [n.strip().rstrip(",") for n in body.split("\n") if n.strip()]
    assert len(names) == 67, names
    index = {n: i for i, n in enumerate(names)}
    scheme_production = {b"http": "httpurl", b"ftp": "ftpurl", b"gopher": "gopherurl", b"mailto": "mailtourl",
                         b"news": "newsurl", b"nntp": "nntpurl", b"telnet": "telneturl", b"wais": "waisurl",
                         b"file": "fileurl", b"prospero": "prosperourl"}
    out = os.path.join(HERE, "corpus", "differential")
    for i in range(len(names)):
        for seed in range(3):
            write(out, bytes([i, 0x80]) + (1738 * 67 + i * 3 + seed).to_bytes(8, "big") + bytes([seed + 2]))
        # and one mutated sample
        write(out, bytes([i, 0x80]) + (i + 1).to_bytes(8, "big") + bytes([3, 5, ord("%"), 1, ord(" ")]))
    for u in HAND + examples:
        write(out, bytes([index["url"], 0]) + u)
        p = scheme_production.get(u.split(b":", 1)[0])
        if p:
            write(out, bytes([index[p], 0]) + u)

    # onepass: the inputs themselves, and the rest after a scheme's prefix
    out = os.path.join(HERE, "corpus", "onepass")
    for u in urls:
        if not u or u[0] < 0x80:
            write(out, u)
    table = open(os.path.join(ROOT, "generated", "rfc1738", "grammar", "schemes.hpp")).read()
    rows = table.split("inline constexpr scheme_info schemes[ scheme_count ] = {", 1)[1].split("};", 1)[0]
    prefixes = [line.strip().split('"')[1].encode() for line in rows.split("\n") if line.strip().startswith('"')]
    assert len(prefixes) == 10, prefixes
    for k, prefix in enumerate(prefixes):
        write(out, bytes([0x80 + k]))
        for u in HAND + examples:
            if u.startswith(prefix):
                write(out, bytes([0x80 + k]) + u[len(prefix):])
    return 0


if __name__ == "__main__":
    sys.exit(main())
