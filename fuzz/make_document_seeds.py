#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""Writes the seed corpora of the fuzz targets extract_markdown and
extract_html (fuzz/corpus/<target>/; run once, the files are committed):
hand-made documents with each construct the readers know, unterminated and
hostile forms, and slices of the lint sample (tests/data/lint-sample).
File names: the first 16 hex digits of the content's SHA-1.
"""
import hashlib
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLE = os.path.join(os.path.dirname(HERE), "tests", "data", "lint-sample")

MARKDOWN = [
    b"See [text](https://a.example/x_(y)_z \"title\")] and ![i](<http://h/a b> 'T').\n",
    b"[esc](http://h/a\\)b&amp;c) [rel](../x.md) [frag](#x) [mail](mailto:a@b.c)\n",
    b"Auto <http://auto/{x}> and <a@b.c>, [two\nlines](\n  ftp://h/p (t))\n",
    b"[ref]: http://ref.example/a \"T\"\n[ang]:\n  <news:comp.x>\n",
    b"(see http://a/b) [http://c/d] `http://e/f` **http://g/h** _http://i/j_\n",
    b"std::vector, Class::member(), Note:x, localhost:8080/a, C:\\dir, git@host.dom:a/b\n",
    b"| a |http://t/x|\n|---|---|\n",
    b"```js\nnew URL(`http://f/${x}`); [a](http://not-a-link/)\n```\n\n    curl http://i/{x}\n",
    b"x <a href='http://h/?a=1&amp;b=2' class=\"http://no/\">y</a> <!-- http://c/ -->",
    b"<URL:ftp://w/\n  x> <http://b/>",
    b"[a](http://never-closed", b"[a](<http://never", b"[a](http://h/ \"never", b"``` \nhttp://h/", b"](" * 40,
    b"[" * 64 + b"(" * 64 + b"]" * 64, b"`" * 7 + b"x" + b"`" * 3, b"<a x=\"" * 10, b"\x00[a](http://h/\x00)\r\n\xff\x80",
    b"[x]: <http://h/a\\>b>\n", b"&#x68;ttp://h/ [a](&#x68;ttp://h/)",
]

HTML = [
    b"<html><head><style>a{background:url(http://css/x)}</style>\n<script>var u = \"http://s/x\"; if (a<b) {}</script>",
    b"<link rel=icon href=http://i/c.ico><body style=\"color:#fff\"><!-- http://comment/{ -->\n",
    b"<A HREF=\"\n  http://h/a&amp;b c\" title=\"http://t/\">link</A> see http://text/a&amp;b.\n",
    b"<img srcset=\"http://s/1.png 1x, http://s/2.png 2x\" src=relative.png usemap=#m>\n",
    b"&lt;URL:ftp://wrapped/x&gt; Class::member <form action='mailto:a@b'>\n",
    b"<object data=\"http://o/&#x7B;\" archive=\"http://a/1 http://a/2\"></object>\n",
    b"<a href=\"http://h/&foo;&#65\">", b"<a href=\"http://never", b"<!-- never", b"<script>http://h/", b"<style>",
    b"<", b"&", b"&#", b"&#x;", b"&#99999999999999999999;", b"<a href=http://h/ src='http://s/", b"</a", b"<?x http://h/ ?>",
    b"<!DOCTYPE html><p>http://h/a\x00b \xc3\xa9 <b>http://h/</b>x</p>", b"<a " * 30,
]


def write(directory, data):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
        f.write(data)


def slices(extension):
    out = []
    for d, _, fs in sorted(os.walk(SAMPLE)):
        for f in sorted(fs):
            if f.endswith(extension):
                data = open(os.path.join(d, f), "rb").read()
                out.append(data[:2048])
                out.append(data[len(data) // 2:len(data) // 2 + 2048])
    return out


def main():
    for name, seeds, extension in (("extract_markdown", MARKDOWN, ".md"), ("extract_html", HTML, ".html")):
        for s in seeds + slices(extension):
            write(os.path.join(HERE, "corpus", name), s)


if __name__ == "__main__":
    main()
