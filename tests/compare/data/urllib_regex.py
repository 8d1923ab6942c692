#!/usr/bin/python3
# SPDX-License-Identifier: BSL-1.0
"""A small urllib-plus-regex implementation, a fixture of tests/compare: reads
`rfc1738 suite` on standard input and prints answers for `rfc1738 compare`.
An input is valid when a regex takes it (a scheme, ":", printable ASCII) and
urllib.parse.urlsplit() raises nothing; it conforms when it is valid. The
scheme is urlsplit's; for http the host, port, hpath and search come from
urlsplit. "covers" is passed through, as an adapter of the suite does."""
import json
import re
import sys
import urllib.parse

URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[!-~]*")

for line in sys.stdin:
    case = json.loads(line)
    text = case["input"]
    answer = {"input": text, "covers": case.get("covers", [])}
    valid = URL.fullmatch(text) is not None
    parts = None
    if valid:
        try:
            parts = urllib.parse.urlsplit(text)
            parts.port
        except ValueError:
            valid = False
    answer["valid"] = valid
    answer["conforms"] = valid
    if valid:
        answer["scheme"] = parts.scheme
        if parts.scheme == "http":
            c = {}
            host, _, port = parts.netloc.rpartition(":") if ":" in parts.netloc else (parts.netloc, "", "")
            c["host"] = host
            if port:
                c["port"] = port
            if parts.path.startswith("/") and len(parts.path) > 1:
                c["hpath"] = parts.path[1:]
            if parts.query:
                c["search"] = parts.query
            answer["components"] = c
    print(json.dumps(answer))
