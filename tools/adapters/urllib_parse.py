#!/usr/bin/python3
# SPDX-License-Identifier: BSL-1.0
"""The adapter for Python's urllib.parse (the standard library of
/usr/bin/python3): reads `rfc1738 suite` on standard input and prints its
answers in the format of `rfc1738 compare`.

urlsplit() accepts nearly any string; an input is taken as valid when
urlsplit() raises nothing, finds a scheme, and its .port raises nothing (a
port that is not a number). The input's bytes are given as Latin-1 text, one
character per byte. The parts, as written: the scheme (urlsplit lower-cases
it), user and password and host and port split from .netloc by hand (its
.hostname is lower-cased), .path, .query, .fragment. What cannot be mapped:
urlsplit gives "" for an absent query, fragment or netloc as for an empty one,
so an empty one is taken as absent ("http://h/?" has no search here);
urlsplit removes ASCII tab, CR and LF from the input before it splits
(bpo-43882). The mapping onto RFC 1738's names is the one of adapter.hpp,
written again in Python, and so is "roles" (the seven roles of `rfc1738
compare --editions`: scheme, userinfo as written in .netloc before its
last "@", host, port, path, query, fragment); the roles cannot tell an
empty query or fragment from an absent one either, and the scheme is
lower-cased.
"""
import json
import sys
import urllib.parse


def split(s, by):
    return s.split(by)


def map_parts(p, text):
    c = {}

    def put(name, value):
        if value is not None:
            c[name] = value

    scheme = (p.get("scheme") or "").lower()
    path = p.get("path")
    rest = path[1:] if path and path.startswith("/") else None
    if scheme == "http":
        put("host", p.get("host")); put("port", p.get("port")); put("path", rest); put("search", p.get("query"))
    elif scheme == "ftp":
        for k in ("user", "password", "host", "port"):
            put(k, p.get(k))
        if rest is not None:
            t = rest.rfind(";type=")
            if t != -1 and t + 7 == len(rest):
                c["path"] = rest[:t]; c["type"] = rest[t + 6:]
            else:
                c["path"] = rest
    elif scheme == "file":
        if p.get("host"):
            c["host"] = p["host"]
        put("path", rest)
    elif scheme == "telnet":
        for k in ("user", "password", "host", "port"):
            put(k, p.get(k))
    elif scheme == "nntp":
        put("host", p.get("host")); put("port", p.get("port"))
        if rest is not None:
            s = rest.split("/")
            c["group"] = s[0]
            if len(s) > 1:
                c["article"] = s[1]
    elif scheme == "gopher":
        put("host", p.get("host")); put("port", p.get("port"))
        if rest:
            g = 3 if len(rest) >= 3 and rest[0] == "%" and all(x in "0123456789ABCDEFabcdef" for x in rest[1:3]) else 1
            c["type"] = rest[:g]
            s = rest[g:].split("%09")
            c["path"] = s[0]
            if len(s) > 1:
                c["search"] = s[1]
            if len(s) > 2:
                c["gopher+"] = "%09".join(s[2:])
    elif scheme == "wais":
        put("host", p.get("host")); put("port", p.get("port"))
        if rest is not None:
            s = rest.split("/")
            c["database"] = s[0]
            if len(s) > 1:
                c["type"] = s[1]
            if len(s) > 2:
                c["path"] = "/".join(s[2:])
        put("search", p.get("query"))
    elif scheme == "mailto":
        put("address", path)
    elif scheme == "news":
        if path is not None:
            c["grouppart"] = path
            if "@" in path:
                c["article"] = path
            elif path != "*":
                c["group"] = path
    elif scheme == "prospero":
        put("host", p.get("host")); put("port", p.get("port"))
        if rest is not None:
            s = rest.split(";")
            c["path"] = s[0]
            c["field"] = [{"fieldname": f.split("=", 1)[0], "fieldvalue": f.split("=", 1)[1] if "=" in f else ""} for f in s[1:]]
    else:
        colon = text.find(":")
        if colon != -1:
            c["schemepart"] = text[colon + 1:]
        if p.get("host") is not None:
            for k in ("user", "password", "host", "port"):
                put(k, p.get(k))
            put("path", rest)
    return c


def roles_of(p):
    """The parts under the seven roles of `rfc1738 compare --editions`."""
    r = {k: p[k] for k in ("scheme", "host", "port", "path", "query", "fragment") if p.get(k) is not None}
    if p.get("user") is not None or p.get("password") is not None:
        r["userinfo"] = (p.get("user") or "") + (":" + p["password"] if p.get("password") is not None else "")
    return r


def parts_of(text):
    """The parts urlsplit gives, or None when it refuses the input."""
    try:
        u = urllib.parse.urlsplit(text)
        u.port  # raises ValueError for a port that is not a number
    except ValueError:
        return None
    if not u.scheme:
        return None
    p = {"scheme": u.scheme, "path": u.path}
    if u.netloc or text[len(u.scheme) + 1:].startswith("//"):
        netloc = u.netloc
        if "@" in netloc:
            info, hostport = netloc.rsplit("@", 1)
            user, colon, password = info.partition(":")
            p["user"] = user
            if colon:
                p["password"] = password
        else:
            hostport = netloc
        if hostport.startswith("[") and "]" in hostport:  # an IP literal keeps its ":"
            close = hostport.index("]") + 1
            host, after = hostport[:close], hostport[close:]
            colon, port = after[:1] == ":", after[1:]
        else:
            host, colon, port = hostport.partition(":")
        p["host"] = host
        if colon:
            p["port"] = port
    if u.query:
        p["query"] = u.query
    if u.fragment:
        p["fragment"] = u.fragment
    return p


def main():
    out = sys.stdout
    for line in sys.stdin.buffer:
        case = json.loads(line)
        text = case["input"]  # one character per byte (U+0000..U+00FF)
        answer = {"input": text}
        if "covers" in case:
            answer["covers"] = case["covers"]
        p = parts_of(text)
        answer["valid"] = p is not None
        if p is not None:
            answer["scheme"] = p["scheme"]
            answer["components"] = map_parts(p, text)
            answer["roles"] = roles_of(p)
        out.write(json.dumps(answer) + "\n")


if __name__ == "__main__":
    main()
