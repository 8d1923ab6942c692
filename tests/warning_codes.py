#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""The warning codes, listed where they are explained (ctest docs.warning_codes).

A code is what the library's sources give a `rfc1738::warning` (struct
warning: code, offset, message, section): every braced initialiser
`{ "CODE", OFFSET, MESSAGE..., "SECTION" }` in src/ whose last element is a
section ("§N" or "Appendix"), and every call `add( OUT, "CODE", OFFSET,
"SECTION" )` (src/report/warning.cpp: a warning made in the room of one set
aside, its message written after). Each such code must be one of the `@li`
entries of include/rfc1738/warning.hpp (and each entry a code given), and
have its help in lint's SARIF rules (warning_help in
src/output/lint_sarif.cpp), so that a code added without its line
fails here.
Usage: warning_codes.py SOURCE_DIR
"""
import os
import re
import sys

SOURCE = sys.argv[1]
INIT = re.compile(r'\{\s*"([a-z][a-z0-9-]*)",((?:"(?:[^"\\]|\\.)*"|[^{};"]|\{[^{};"]*\})*?),\s*"(§[0-9.]+|Appendix)"\s*\}')
ADD = re.compile(r'\badd\(\s*\w+,\s*"([a-z][a-z0-9-]*)",([^;"()]*?),\s*"(§[0-9.]+|Appendix)"\s*\)')


def read(path):
    with open(os.path.join(SOURCE, path), encoding="utf-8") as f:
        return f.read()


given = {}
for root, _, files in os.walk(os.path.join(SOURCE, "src")):
    for name in sorted(files):
        if name.endswith((".cpp", ".hpp")):
            path = os.path.relpath(os.path.join(root, name), SOURCE)
            text = read(path)
            for m in list(INIT.finditer(text)) + list(ADD.finditer(text)):
                given.setdefault(m.group(1), set()).add(m.group(3))
header = read("include/rfc1738/warning.hpp")
listed = dict(re.findall(r"@li `([a-z0-9-]+)` \((§[0-9.]+|Appendix)[;)]", header))
lint = read("src/output/lint_sarif.cpp")
table = lint[lint.index("std::string_view warning_help("):]
sarif = set(re.findall(r'\{ "([a-z0-9-]+)", "', table[:table.index("\n}\n")]))
failures = []
if len(given) < 9:
    failures.append("found only %d codes in src/ (%s): has the initialiser's form changed?" % (len(given), sorted(given)))
for code, sections in sorted(given.items()):
    if code not in listed:
        failures.append("%s: given in src/ but not an @li of include/rfc1738/warning.hpp" % code)
    elif {listed[code]} != sections:
        failures.append("%s: warning.hpp says %s, src/ gives %s" % (code, listed[code], sorted(sections)))
    if code not in sarif:
        failures.append("%s: no help in warning_help (src/output/lint_sarif.cpp: its SARIF rule)" % code)
for code in sorted(set(listed) - set(given)):
    failures.append("%s: listed in warning.hpp but given nowhere in src/" % code)
for code in sorted(sarif - set(given)):
    failures.append("%s: has SARIF help but is given nowhere in src/" % code)
for f in failures:
    print("warning_codes: FAIL:", f, file=sys.stderr)
print("warning_codes: %d codes given in src/ (%s), %d listed, %d with SARIF help" % (len(given), ", ".join(sorted(given)), len(listed), len(sarif)))
sys.exit(1 if failures else 0)
