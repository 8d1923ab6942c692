#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""The conformance report (docs/conformance/*.md, written by scripts/compare.sh)
as pages of the web site (scripts/site.sh): each Markdown file an HTML page
with the site's style and Content-Security-Policy.

usage: md2html.py SOURCE_DIR OUT_DIR

Reads the Markdown those reports use, nothing more: headings (with the
report's own `<a id="..."></a>` anchors), paragraphs, tables (`\\|` a pipe
in a cell), "- " lists, code spans, *emphasis*, links (to X.md: X.html; README.md:
index.html) and images. Every other "<" is text. Copies the other files
(heatmap.svg, editions.svg).
"""
import html
import os
import re
import shutil
import sys

CSP = ("default-src 'none'; script-src 'none'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'none'; base-uri 'none'; form-action 'none'")
ANCHOR = re.compile(r'<a id="([A-Za-z0-9_-]+)"></a>')


def target(href):
    """A link of the report, to the site's page."""
    path, _, frag = href.partition("#")
    if path.endswith(".md") and "/" not in path and ":" not in path:
        path = "index.html" if path == "README.md" else path[:-3] + ".html"
    return path + ("#" + frag if frag else "")


def inline(text):
    """Code spans, images, links and the report's anchors; everything else escaped."""
    out = []
    i = 0
    while i < len(text):
        if text[i] == "`":
            n = len(text[i:]) - len(text[i:].lstrip("`"))
            close = text.find("`" * n, i + n)
            if close >= 0:
                code = text[i + n:close]
                if n > 1:
                    code = code.strip(" ")
                out.append("<code>" + html.escape(code) + "</code>")
                i = close + n
                continue
        m = re.match(r"!\[([^\]]*)\]\(([^)\s]+)\)", text[i:])
        if m:
            out.append('<img src="%s" alt="%s">' % (html.escape(target(m.group(2))), html.escape(m.group(1))))
            i += m.end()
            continue
        m = re.match(r"\[([^\]]+)\]\(([^)\s]+)\)", text[i:])
        if m:
            out.append('<a href="%s">%s</a>' % (html.escape(target(m.group(2))), inline(m.group(1))))
            i += m.end()
            continue
        m = re.match(r"\*([^*\s][^*]*)\*", text[i:])
        if m:
            out.append("<em>%s</em>" % inline(m.group(1)))
            i += m.end()
            continue
        m = ANCHOR.match(text[i:])
        if m:
            out.append('<a id="%s"></a>' % m.group(1))
            i += m.end()
            continue
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] in "\\`*_[]()|#<>":
            out.append(html.escape(text[i + 1]))
            i += 2
            continue
        out.append(html.escape(text[i]))
        i += 1
    return "".join(out)


def cells(row):
    """The cells of a table row: split at a "|" outside code spans and not escaped."""
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|") and not row.endswith("\\|"):
        row = row[:-1]
    out, cur, code, i = [], "", False, 0
    while i < len(row):
        c = row[i]
        if c == "\\" and i + 1 < len(row) and row[i + 1] == "|":
            cur += "|"   # a pipe in a cell, code spans too (as GitHub reads tables)
            i += 2
            continue
        if c == "`":
            code = not code
        if c == "|" and not code:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        i += 1
    out.append(cur.strip())
    return out


def convert(text, title_fallback):
    body, title = [], None
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip() or (line.startswith("<!--") and line.rstrip().endswith("-->")):
            i += 1
            continue
        m = re.match(r"(#{1,6}) (.*)", line)
        if m:
            level = len(m.group(1))
            if title is None and level == 1:
                title = re.sub(r"<[^>]*>|`", "", m.group(2))
            body.append("<h%d>%s</h%d>" % (level, inline(m.group(2)), level))
            i += 1
            continue
        if line.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].startswith("|"):
                rows.append(lines[i])
                i += 1
            head = cells(rows[0])
            right = [c.strip().endswith(":") for c in cells(rows[1])] if len(rows) > 1 else []
            t = ['<div class="scroll"><table><thead><tr>']
            t += ["<th scope=\"col\">%s</th>" % inline(c) for c in head]
            t.append("</tr></thead><tbody>")
            for r in rows[2:]:
                t.append("<tr>" + "".join('<td%s>%s</td>' % (' class="num"' if k < len(right) and right[k] else "", inline(c))
                                           for k, c in enumerate(cells(r))) + "</tr>")
            t.append("</tbody></table></div>")
            body.append("".join(t))
            continue
        if line.startswith("- "):
            items = []
            while i < len(lines) and lines[i].startswith("- "):
                items.append("<li>%s</li>" % inline(lines[i][2:]))
                i += 1
            body.append("<ul>%s</ul>" % "".join(items))
            continue
        para = []
        while i < len(lines) and lines[i].strip() and not re.match(r"#{1,6} |\||- ", lines[i]):
            para.append(lines[i])
            i += 1
        body.append("<p>%s</p>" % inline(" ".join(para)))
    title = title or title_fallback
    return """<!DOCTYPE html>
<!-- SPDX-License-Identifier: BSL-1.0 -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="%s">
<meta name="color-scheme" content="light dark">
<title>%s</title>
<link rel="stylesheet" href="../style.css">
<link rel="icon" href="data:,">
</head>
<body class="report">
<nav aria-label="Site"><a href="../index.html">rfc1738 checker</a> <a href="index.html">conformance report</a></nav>
<main>
%s
</main>
</body>
</html>
""" % (CSP, html.escape(title), "\n".join(body))


def main():
    source, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(source)):
        path = os.path.join(source, name)
        if name.endswith(".md"):
            with open(path, encoding="utf-8") as f:
                page = convert(f.read(), name[:-3])
            dest = "index.html" if name == "README.md" else name[:-3] + ".html"
            with open(os.path.join(out, dest), "w", encoding="utf-8") as f:
                f.write(page)
        elif os.path.isfile(path):
            shutil.copyfile(path, os.path.join(out, name))


if __name__ == "__main__":
    main()
