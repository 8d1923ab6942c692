#!/usr/bin/python3
# SPDX-License-Identifier: BSL-1.0
"""A deliberately broken adapter (test compare.runner.broken): it answers
each case with the suite's own `valid` (the reference's), except on the
cases whose number in SUITE (from 1) is, modulo 100, 17 (it exits with
status 3: a crash), 42 (it sleeps: a hang) or 73 (it writes a line that is
not JSON: garbage). Its output is buffered, as most adapters' is, so the
runner must find the case it failed on by itself.

usage: broken_adapter.py SUITE < cases
"""
import json
import sys
import time

number = {}
with open(sys.argv[1], "rb") as f:
    for n, raw in enumerate(f, 1):
        number.setdefault(json.loads(raw)["input"], n)

for raw in sys.stdin.buffer:
    case = json.loads(raw)
    n = number[case["input"]] % 100
    if n == 17:
        sys.stdout.flush()
        sys.exit(3)
    if n == 42:
        time.sleep(3600)
    if n == 73:
        sys.stdout.write("{not json\n")
        continue
    sys.stdout.write(json.dumps({"input": case["input"], "covers": case["covers"], "valid": case["valid"]}) + "\n")
