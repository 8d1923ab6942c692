# SPDX-License-Identifier: BSL-1.0
"""`rfc1738 check --edition E --json` against independent oracles.

Each oracle is a regular expression typed from the published text of the
edition (RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732 §3 with RFC 2373
Appendix B, RFC 3986 Appendix A, RFC 6874 §2), never
from the project's grammar files, the generator or its tables: a second
reading of the same BNF. For every input it says whether the top
production derives it (valid) and which alternative names the verdict
(the first that derives it, as the program's "production").

Inputs: the inputs of every conformance file (conformance/*.jsonl), the
lines of the fuzz seeds (fuzz/corpus/*/), and their mutations (a fixed
seed): bytes inserted, removed and replaced, pieces that sit on the
grammar's edges ("[::1]", "%4", "//", "@", ":80", "256.1.1.1", ...), and
short strings of the bytes that matter. RFC 3986's and 6874's split is also compared:
Appendix B's expression cuts the reference, the authority is cut at the
"@" and at the port's ":" (none of userinfo, reg-name and the IP literal
holds what cuts it), against the program's "roles" on every valid ASCII
input.

    edition_oracles.py PROGRAM SOURCE_DIR
"""
import json
import os
import random
import re
import subprocess
import sys


def rfc3986(rfc6874=False):
    """RFC 3986 Appendix A; with rfc6874, IP-literal as RFC 6874 §2 updates
    it (an IPv6address with "%25" and a ZoneID)."""
    hexdig = "[0-9A-Fa-f]"
    unreserved = "[A-Za-z0-9._~-]"
    pct = "%" + hexdig + hexdig
    sub_delims = "[!$&'()*+,;=]"
    pchar = "(?:%s|%s|%s|[:@])" % (unreserved, pct, sub_delims)
    scheme = "[A-Za-z][A-Za-z0-9+.-]*"
    userinfo = "(?:%s|%s|%s|:)*" % (unreserved, pct, sub_delims)
    dec_octet = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])"
    ipv4 = r"\.".join([dec_octet] * 4)
    h16 = hexdig + "{1,4}"
    ls32 = "(?:%s:%s|%s)" % (h16, h16, ipv4)
    ipv6 = "(?:" + "|".join([
        "(?:%s:){6}%s" % (h16, ls32),
        "::(?:%s:){5}%s" % (h16, ls32),
        "(?:%s)?::(?:%s:){4}%s" % (h16, h16, ls32),
        "(?:(?:%s:){0,1}%s)?::(?:%s:){3}%s" % (h16, h16, h16, ls32),
        "(?:(?:%s:){0,2}%s)?::(?:%s:){2}%s" % (h16, h16, h16, ls32),
        "(?:(?:%s:){0,3}%s)?::%s:%s" % (h16, h16, h16, ls32),
        "(?:(?:%s:){0,4}%s)?::%s" % (h16, h16, ls32),
        "(?:(?:%s:){0,5}%s)?::%s" % (h16, h16, h16),
        "(?:(?:%s:){0,6}%s)?::" % (h16, h16),
    ]) + ")"
    ipvfuture = r"[vV]%s+\.(?:%s|%s|:)+" % (hexdig, unreserved, sub_delims)   # "v": case-insensitive (RFC 5234 §2.3)
    ip_literal = r"\[(?:%s|%s)\]" % (ipv6, ipvfuture)
    if rfc6874:
        zone_id = "(?:%s|%s)+" % (unreserved, pct)
        ip_literal = r"\[(?:%s|%s%%25%s|%s)\]" % (ipv6, ipv6, zone_id, ipvfuture)
    reg_name = "(?:%s|%s|%s)*" % (unreserved, pct, sub_delims)
    host = "(?:%s|%s|%s)" % (ip_literal, ipv4, reg_name)
    authority = "(?:%s@)?%s(?::[0-9]*)?" % (userinfo, host)
    segment = pchar + "*"
    segment_nz = pchar + "+"
    segment_nz_nc = "(?:%s|%s|%s|@)+" % (unreserved, pct, sub_delims)
    path_abempty = "(?:/%s)*" % segment
    path_absolute = "/(?:%s(?:/%s)*)?" % (segment_nz, segment)
    path_noscheme = "%s(?:/%s)*" % (segment_nz_nc, segment)
    path_rootless = "%s(?:/%s)*" % (segment_nz, segment)
    query = "(?:%s|[/?])*" % pchar
    hier_part = "(?://%s%s|%s|%s|)" % (authority, path_abempty, path_absolute, path_rootless)
    relative_part = "(?://%s%s|%s|%s|)" % (authority, path_abempty, path_absolute, path_noscheme)
    tail = r"(?:\?%s)?(?:#%s)?" % (query, query)
    return [("URI", scheme + ":" + hier_part + tail), ("relative-ref", relative_part + tail)]


def rfc2396(rfc2732=False):
    """RFC 2396 Appendix A; with rfc2732, as RFC 2732 §3 changes it: host
    with "[" IPv6address "]" (RFC 2373 Appendix B), IPv4address with at most
    three digits a part (RFC 2373's), "[" and "]" reserved."""
    unreserved = "[A-Za-z0-9_.!~*'()-]"
    escaped = "%[0-9A-Fa-f][0-9A-Fa-f]"
    reserved = r"[;/?:@&=+$,\[\]]" if rfc2732 else "[;/?:@&=+$,]"
    uric = "(?:%s|%s|%s)" % (reserved, unreserved, escaped)
    pchar = "(?:%s|%s|[:@&=+$,])" % (unreserved, escaped)
    segment = "%s*(?:;%s*)*" % (pchar, pchar)
    abs_path = "/%s(?:/%s)*" % (segment, segment)
    rel_path = "(?:%s|%s|[;@&=+$,])+(?:%s)?" % (unreserved, escaped, abs_path)
    opaque_part = "(?:%s|%s|[;?:@&=+$,])%s*" % (unreserved, escaped, uric)
    domainlabel = "(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])"
    toplabel = "(?:[A-Za-z]|[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9])"
    hostname = r"(?:%s\.)*%s\.?" % (domainlabel, toplabel)
    ipv4 = r"[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+"
    host = "(?:%s|%s)" % (hostname, ipv4)
    if rfc2732:
        ipv4 = r"[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}"
        hexseq = "[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*"
        hexpart = "(?:%s|%s::(?:%s)?|::(?:%s)?)" % (hexseq, hexseq, hexseq, hexseq)
        host = r"(?:%s|%s|\[%s(?::%s)?\])" % (hostname, ipv4, hexpart, ipv4)
    hostport = "%s(?::[0-9]*)?" % host
    userinfo = "(?:%s|%s|[;:&=+$,])*" % (unreserved, escaped)
    server = "(?:(?:%s@)?%s)?" % (userinfo, hostport)
    reg_name = "(?:%s|%s|[$,;:@&=+])+" % (unreserved, escaped)
    net_path = "//(?:%s|%s)(?:%s)?" % (server, reg_name, abs_path)
    query = r"(?:\?%s*)?" % uric
    fragment = "(?:#%s*)?" % uric
    scheme = "[A-Za-z][A-Za-z0-9+.-]*"
    absolute = "%s:(?:(?:%s|%s)%s|%s)" % (scheme, net_path, abs_path, query, opaque_part)
    relative = "(?:%s|%s|%s)%s" % (net_path, abs_path, rel_path, query)
    # URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]: when
    # neither derives the part before "#", the top production names it.
    return [("absoluteURI", absolute + fragment), ("relativeURI", relative + fragment), ("URI-reference", fragment)]


def rfc1808():
    """RFC 1808 §2.2."""
    uchar = "(?:[A-Za-z0-9$_.+!*'(),-]|%[0-9A-Fa-f][0-9A-Fa-f])"
    pchar = "(?:%s|[:@&=])" % uchar
    reserved = "[;/?:@&=]"
    path = "%s+(?:/%s*)*" % (pchar, pchar)
    param = "(?:%s|/)*" % pchar
    query = "(?:%s|%s)*" % (uchar, reserved)
    rel_path = r"(?:%s)?(?:;%s(?:;%s)*)?(?:\?%s)?" % (path, param, param, query)
    abs_path = "/" + rel_path
    net_path = "//(?:%s|[;?])*(?:%s)?" % (pchar, abs_path)
    relative = "(?:%s|%s|%s)" % (net_path, abs_path, rel_path)
    scheme = "[A-Za-z0-9+.-]+"
    absolute = "(?:%s:%s|%s:(?:%s|%s)*)" % (scheme, relative, scheme, uchar, reserved)
    fragment = "(?:#%s)?" % query
    return [("absoluteURL", absolute + fragment), ("relativeURL", relative + fragment)]


ORACLES = {"rfc1808": rfc1808, "rfc2396": rfc2396, "rfc2732": lambda: rfc2396(rfc2732=True), "rfc3986": rfc3986,
           "rfc6874": lambda: rfc3986(rfc6874=True)}

# The editions whose roles are compared with Appendix B's split.
SPLIT = ("rfc3986", "rfc6874")

# RFC 3986 Appendix B.
APPENDIX_B = re.compile(rb"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?", re.S)


def rfc3986_roles(b):
    m = APPENDIX_B.match(b)
    roles = {}
    if m.group(1) is not None:
        roles["scheme"] = m.group(2)
    if m.group(3) is not None:
        authority = m.group(4)
        if b"@" in authority:
            roles["userinfo"], authority = authority.split(b"@", 1)
        cut = authority.index(b"]") + 1 if authority.startswith(b"[") else authority.find(b":")
        if cut < 0:
            cut = len(authority)
        roles["host"] = authority[:cut]
        if cut < len(authority):
            roles["port"] = authority[cut + 1:]
    roles["path"] = m.group(5)
    if m.group(6) is not None:
        roles["query"] = m.group(7)
    if m.group(8) is not None:
        roles["fragment"] = m.group(9)
    return {k: v.decode("ascii") for k, v in roles.items()}


EDGES = [b"[::1]", b"[fe80::1%25eth0]", b"%25", b"[v1.x]", b"[1:2:3:4:5:6:7:8]", b"[::ffff:1.2.3.4]", b"%41", b"%4", b"//", b"@", b":80",
         b"1.2.3.4", b"256.1.1.1", b"a-.b", b"-a.b", b"a.1b", b"x.", b"?q", b"#f", b";p=1", b"x:"]
BYTES = b"[]:@%/?#.-_~!$&'()*+,;=09aAfFgzZvV \x00\x80\xff\r"


def inputs(source):
    base = []
    for name in sorted(os.listdir(os.path.join(source, "conformance"))):
        if name.endswith(".jsonl"):
            with open(os.path.join(source, "conformance", name), encoding="utf-8") as f:
                for line in f:
                    if line.strip():
                        base.append(json.loads(line)["input"].encode("utf-8", "surrogateescape"))
    corpus = os.path.join(source, "fuzz", "corpus")
    for target in sorted(os.listdir(corpus)):
        folder = os.path.join(corpus, target)
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                with open(os.path.join(folder, name), "rb") as f:
                    base += f.read().split(b"\n")
    base = sorted(set(b for b in base if b and len(b) < 400))
    rnd = random.Random(1738)
    out = list(base)
    for _ in range(40000):
        b = bytearray(rnd.choice(base))
        for _ in range(rnd.randint(1, 4)):
            at = rnd.randrange(len(b) + 1)
            op = rnd.randrange(4)
            if op == 0:
                b[at:at] = bytes([rnd.choice(BYTES)])
            elif op == 1 and at < len(b):
                del b[at]
            elif op == 2 and at < len(b):
                b[at] = rnd.choice(BYTES)
            else:
                b[at:at] = rnd.choice(EDGES)
        out.append(bytes(b))
    for _ in range(10000):
        out.append(bytes(rnd.choice(BYTES) for _ in range(rnd.randint(0, 12))))
    return [b for b in out if b"\n" not in b]


def main():
    program, source = sys.argv[1], sys.argv[2]
    cases = inputs(source)
    failed = 0
    for edition, oracle in ORACLES.items():
        alternatives = [(name, re.compile(expr.encode(), re.S)) for name, expr in oracle()]
        run = subprocess.run([program, "check", "--edition", edition, "--json", "--summary=none", "--keep-comments"],
                             input=b"\n".join(cases) + b"\n", capture_output=True, check=False)
        answers = run.stdout.decode("utf-8").splitlines()
        if run.returncode not in (0, 1) or len(answers) != len(cases):
            print("%s: the program ended with %d after %d of %d answers: %s" %
                  (edition, run.returncode, len(answers), len(cases), run.stderr.decode(errors="replace")[:500]))
            failed += 1
            continue
        differ = split_differ = split = kinds = 0
        for b, answer in zip(cases, answers):
            got = json.loads(answer)
            want = next((name for name, expr in alternatives if expr.fullmatch(b)), None)
            kinds += want is not None
            if (got["valid"], got["production"] if got["valid"] else None) != (want is not None, want):
                differ += 1
                if differ <= 10:
                    print("%s: %r: oracle %s, program %s %s" % (edition, b, want, got["valid"], got["production"]))
            if edition in SPLIT and want is not None and max(b, default=0) < 0x80:
                split += 1
                if got.get("roles", {}) != rfc3986_roles(b):
                    split_differ += 1
                    if split_differ <= 10:
                        print("%s: %r: split %s, program %s" % (edition, b, rfc3986_roles(b), got.get("roles")))
        print("%s: %d inputs (%d valid by the oracle), %d verdicts differ" % (edition, len(cases), kinds, differ) +
              (", %d splits of %d differ" % (split_differ, split) if edition in SPLIT else ""))
        # The inputs reach both sides of each verdict, or the comparison says little.
        if differ or split_differ or kinds < len(cases) // 10 or kinds > len(cases) * 9 // 10:
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
