#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""Labels the lint sample (run by hand; its output, labels.tsv, is committed).

Independent of rfc1738's extraction, it finds every URL in a link
destination or a URL attribute of the sample's documents:
  Markdown  cmark 0.30 (Debian package cmark) renders the document as XML
            with source positions: every link and image destination, and
            the URL attributes of its raw HTML (read as HTML below);
  HTML      Python's html.parser (character references decoded, script and
            style content and comments not read as tags): the URL attributes
            (href, src, action, cite, background, longdesc, usemap, codebase,
            data, formaction, poster, manifest, icon, profile, classid,
            dynsrc, lowsrc; srcset, archive, ping as lists).
A destination is a URL when it begins with a scheme and ":" (a relative
reference is not an RFC 1738 URL); an e-mail autolink (<a@b>, to which cmark
gives "mailto:") is not written as a URL and is left out.

Then it runs `rfc1738 lint --json` on each document and labels every
reported error: "url" when the failing candidate is one of the destinations
found above (the same URL in the same file), else by the verdicts in
REVIEWED below (read by eye, each with the reason); an error in neither
stops the script: review it and add it to REVIEWED.

usage: label.py PROGRAM > labels.tsv   (from this directory; cmark from
Debian's package: scripts/setup.sh cmark)
"""
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
ONE = {"href", "src", "action", "cite", "background", "longdesc", "usemap", "codebase", "data", "formaction",
       "poster", "manifest", "icon", "profile", "classid", "dynsrc", "lowsrc"}
LIST = {"archive", "ping"}

# Errors that are not link destinations, read by eye (each one in its
# document): URL -> (verdict, reason), whatever the file.
REVIEWED = {
    "https://user:pass@sub.example.com:8080/p/a/t/h?query=string#hash": ("url", "an example URL in code; its fragment fails"),
    "http://user:pass@sub.example.com:8080/p/a/t/h?query=string#hash": ("url", "an example URL in code; its fragment fails"),
    "https://a:b@xn--g6w251d/?abc#foo": ("url", "an example URL in code (a comment giving a result); its fragment fails"),
    "https://example.org/foo#bar": ("url", "an example URL in code; its fragment fails"),
    "https://example.org/foo#baz": ("url", "an example URL in code; its fragment fails"),
    "https://example.org/abc?foo=~bar": ("url", "an example URL in code; ~ is unsafe in RFC 1738"),
    "http:Example.com/": ("url", "an example URL in code (a string given to new URL); http needs //"),
    "file:///foo#1": ("url", "an example URL in a code comment; its fragment fails"),
    "file:///some/path%.c": ("url", "an example URL in a code comment; %.c is no escape"),
    "https://example.org${pathname}${search}${hash}": ("not-url", "a JavaScript template literal in code, not a URL"),
    "https://nodejs.org/dist/${VERSION}/SHASUMS256.txt.asc": ("not-url", "a shell word with a variable in code, not a URL"),
}


def clean(value):
    value = value.strip(" \t\n\f\r")
    return value.replace("\t", "").replace("\n", "").replace("\r", "")


class Attributes(html.parser.HTMLParser):
    def __init__(self, line_offset=0):
        super().__init__(convert_charrefs=True)
        self.found = []
        self.line_offset = line_offset

    def handle_starttag(self, tag, attrs):
        line = self.getpos()[0] + self.line_offset
        for name, value in attrs:
            if value is None:
                continue
            urls = []
            if name in ONE:
                urls = [clean(value)]
            elif name in LIST:
                urls = value.split()
            elif name == "srcset":
                urls = [c.strip().split()[0].rstrip(",") for c in value.split(",") if c.strip()]
            for u in urls:
                if SCHEME.match(u):
                    self.found.append((line, u))

    handle_startendtag = handle_starttag


def html_urls(text, line_offset=0):
    p = Attributes(line_offset)
    p.feed(text)
    p.close()
    return p.found


def markdown_urls(path, text):
    xml = subprocess.run(["cmark", "--to", "xml", "--sourcepos", path], check=True, capture_output=True).stdout
    ns = "{http://commonmark.org/xml/1.0}"
    lines = text.split("\n")
    found = []
    for node in ET.fromstring(xml).iter():
        tag = node.tag.replace(ns, "")
        pos = node.get("sourcepos")
        if tag in ("link", "image"):
            d = node.get("destination", "")
            line = int(pos.split(":")[0])
            (l1, c1), (l2, c2) = [tuple(map(int, p.split(":"))) for p in pos.split("-")]
            source = "\n".join(lines[l1 - 1:l2])
            if d.startswith("mailto:") and "mailto:" not in source:
                continue   # an e-mail autolink: no URL written
            if SCHEME.match(d):
                found.append((line, d))
        elif tag in ("html_inline", "html_block"):
            found.extend(html_urls(node.text or "", int(pos.split(":")[0]) - 1))
    return found


def main():
    program = sys.argv[1]
    if shutil.which("cmark") is None:
        sys.exit("label.py: cmark is missing: scripts/setup.sh cmark")
    files = sorted(os.path.relpath(os.path.join(d, f), HERE) for d, _, fs in os.walk(HERE) for f in fs
                   if f.endswith((".md", ".html")))
    print("# The lint sample's labels (tests/data/lint-sample/label.py; PROVENANCE for the documents).")
    print("# link  FILE LINE URL: a URL in a link destination or URL attribute (cmark, html.parser)")
    print("# error FILE LINE URL VERDICT REASON: an error lint reports; url: the URL truly fails RFC 1738; not-url: an extraction artifact")
    unknown = 0
    for f in files:
        text = open(os.path.join(HERE, f), encoding="utf-8", errors="replace").read()
        links = markdown_urls(os.path.join(HERE, f), text) if f.endswith(".md") else html_urls(text)
        for line, u in links:
            print("\t".join(["link", f, str(line), u]))
        destinations = {u for _, u in links}
        out = subprocess.run([program, "lint", "--json", f], cwd=HERE, capture_output=True, text=True).stdout
        for record in map(json.loads, out.splitlines()):
            if record["check"]["conforms"]:
                continue
            u = record["check"]["input"]
            if u in destinations:
                verdict, reason = "url", "a link destination"
            elif u in REVIEWED:
                verdict, reason = REVIEWED[u]
            else:
                print(f"unreviewed: {f}:{record['error_line']}: {u}", file=sys.stderr)
                unknown += 1
                continue
            print("\t".join(["error", f, str(record["error_line"]), u, verdict, reason]))
    return 1 if unknown else 0


if __name__ == "__main__":
    sys.exit(main())
