#!/usr/bin/python3
# SPDX-License-Identifier: BSL-1.0
"""An adapter that answers from a table (tests/compare/report_editions.py):
for each case on standard input, the answer TABLE (a JSON object, input ->
answer) holds for NAME, or {"input", "valid": false} when it holds none.

usage: table_adapter.py TABLE.json NAME"""
import json
import sys

with open(sys.argv[1]) as f:
    table = json.load(f)[sys.argv[2]]
for line in sys.stdin:
    case = json.loads(line)
    answer = table.get(case["input"], {"valid": False})
    sys.stdout.write(json.dumps(dict({"input": case["input"]}, **answer)) + "\n")
    sys.stdout.flush()
