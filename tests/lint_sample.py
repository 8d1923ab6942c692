#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""The lint sample's precision and recall (ctest lint.sample).

For each document of tests/data/lint-sample (see its PROVENANCE), runs
`rfc1738 lint --json FILE` (the format from the extension) and compares with
labels.tsv (written by label.py, reviewed by eye):
  recall     every URL labelled `link` (a URL in a link destination or a URL
             attribute) is found in its file by the document's syntax
             (delimiter link, reference, angle or attribute) with the same
             bytes: required 100 %;
  precision  of the errors lint reports, the share labelled `url` (the
             candidate is a URL, and it fails RFC 1738): required >= 95 %.
An error lint reports that the labels do not list fails the test (the
labels are stale: run label.py and review).

usage: lint_sample.py PROGRAM SAMPLE_DIR
"""
import json
import os
import subprocess
import sys


def main():
    program, sample = sys.argv[1], sys.argv[2]
    links, errors, files = {}, {}, []
    for line in open(f"{sample}/labels.tsv", encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        if f[0] == "link":
            links.setdefault(f[1], set()).add(f[3])
        elif f[0] == "error":
            errors[(f[1], int(f[2]), f[3])] = f[4]
    files = sorted(os.path.relpath(os.path.join(d, f), sample) for d, _, fs in os.walk(sample) for f in fs
                   if f.endswith((".md", ".html")))
    syntax = {"link", "reference", "angle", "attribute"}
    found_links = missing = true_errors = reported = 0
    failures = []
    for f in files:
        run = subprocess.run([program, "lint", "--json", f], cwd=sample, capture_output=True, text=True)
        if run.returncode not in (0, 1):
            failures.append(f"{f}: exit status {run.returncode}: {run.stderr.strip()}")
            continue
        records = [json.loads(l) for l in run.stdout.splitlines()]
        by_syntax = {r["check"]["input"] for r in records if r["delimiter"] in syntax}
        for u in sorted(links.get(f, ())):
            if u in by_syntax:
                found_links += 1
            else:
                missing += 1
                failures.append(f"{f}: the link destination {u} is not found")
        for r in records:
            if r["check"]["conforms"]:
                continue
            reported += 1
            key = (f, r["error_line"], r["check"]["input"])
            if key not in errors:
                failures.append(f"{f}:{r['error_line']}: an error the labels do not list: {r['check']['input']}")
            elif errors[key] == "url":
                true_errors += 1
    total_links = found_links + missing
    recall = found_links / total_links if total_links else 1.0
    precision = true_errors / reported if reported else 1.0
    print(f"{len(files)} documents; link destinations found {found_links}/{total_links} (recall {100 * recall:.1f} %); "
          f"errors reported {reported}, URLs that truly fail {true_errors} (precision {100 * precision:.1f} %)")
    if total_links == 0 or reported == 0:
        failures.append("the sample has no link destination or no error: nothing is measured")
    if recall < 1.0:
        failures.append(f"recall {100 * recall:.1f} % < 100 %")
    if precision < 0.95:
        failures.append(f"precision {100 * precision:.1f} % < 95 %")
    for m in failures:
        print("FAIL:", m)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
