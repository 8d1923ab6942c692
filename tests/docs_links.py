#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""Every relative link of the Markdown files under a directory resolves there
(ctest docs.installed_links: the documentation as installed; package_smoke.sh:
/usr/share/doc/rfc1738 from the Debian package).

A link is [text](target) or ![alt](target) outside fenced code blocks and
code spans; relative: no scheme ("https:", "mailto:", ...). It resolves when
the file it names exists under the directory (and, with #anchor into a
Markdown page, that page has a heading whose GitHub slug is the anchor, or an
<a id="anchor">).
Usage: docs_links.py DIR [MIN_FILES]   (MIN_FILES: fewer Markdown files fails)
"""
import os
import re
import sys

LINK = re.compile(r"!?\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def unfenced(text):
    """The text without its fenced code blocks (``` or ~~~ up to the same fence)."""
    out, fence = [], None
    for line in text.split("\n"):
        m = re.match(r"\s*(```+|~~~+)", line)
        if fence is None and m:
            fence = m.group(1)
        elif fence is not None and m and line.strip() == fence:
            fence = None
        elif fence is None:
            out.append(line)
    return "\n".join(out)


def prose(text):
    """The text without fenced blocks and code spans (their brackets are not links)."""
    return re.sub(r"(`+)(?:(?!\1).)+?\1", "", unfenced(text), flags=re.S)


def slug(heading):
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as "-"."""
    s = re.sub(r"<[^>]+>", "", heading.strip().lower())
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", s)
    return re.sub(r"[^\w\- ]", "", s, flags=re.U).replace(" ", "-")


def anchors(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    seen, out = {}, set(re.findall(r"<a\s+(?:id|name)=\"([^\"]+)\"", text))
    for h in re.findall(r"^#{1,6}\s+(.*?)\s*#*\s*$", unfenced(text), re.M):
        s = slug(h.replace("`", ""))
        n = seen.get(s, 0)
        seen[s] = n + 1
        out.add(s if n == 0 else "%s-%d" % (s, n))
    return out


def main():
    top = os.path.abspath(sys.argv[1])
    least = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    pages, links, broken = 0, 0, []
    for root, _, files in os.walk(top):
        for name in sorted(files):
            if not name.endswith(".md"):
                continue
            pages += 1
            page = os.path.join(root, name)
            with open(page, encoding="utf-8") as f:
                text = prose(f.read())
            for m in LINK.finditer(text):
                target = m.group(2)
                if re.match(r"[a-zA-Z][a-zA-Z0-9+.-]*:", target):
                    continue
                links += 1
                path, _, anchor = target.partition("#")
                where = os.path.normpath(os.path.join(root, path)) if path else page
                rel = os.path.relpath(page, top)
                if not where.startswith(top + os.sep) and where != top:
                    broken.append("%s: %s leaves %s" % (rel, target, top))
                elif not os.path.exists(where):
                    broken.append("%s: %s: no such file" % (rel, target))
                elif anchor and where.endswith(".md") and anchor not in anchors(where):
                    broken.append("%s: %s: no heading with that anchor" % (rel, target))
    for b in broken:
        print("docs_links: broken:", b, file=sys.stderr)
    print("docs_links: %d Markdown files, %d relative links, %d broken (%s)" % (pages, links, len(broken), top))
    if pages < least:
        print("docs_links: fewer than %d Markdown files under %s" % (least, top), file=sys.stderr)
        return 1
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
