# SPDX-License-Identifier: BSL-1.0
"""tools/adapters/report.py: its table's columns are the URL forms' targets
from `rfc1738 grammar --forms --json` (url's alternatives, genericurl for
any other scheme), then "(no scheme)": every production compare's
by_production counts has its column, in url's order.

usage: report_columns.py PROGRAM SUITE WORK_DIR"""
import json
import pathlib
import re
import subprocess
import sys

program, suite, work = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]) / "report-columns"
work.mkdir(parents=True, exist_ok=True)
# The reference's own answers (the suite's lines are check --json's keys),
# the first 1,500 cases: every scheme of the suite is there.
answers = work / "answers.jsonl"
with open(suite, "rb") as f, open(answers, "wb") as out:
    for i, line in enumerate(f):
        if i == 1500:
            break
        out.write(line)
report = work / "report.json"
with open(report, "wb") as out:
    status = subprocess.run([program, "compare", "--json", str(answers)], stdout=out).returncode
if status not in (0, 1):
    sys.exit("rfc1738 compare: exit status %d" % status)
by_production = json.loads(report.read_text())["by_production"]
script = pathlib.Path(__file__).resolve().parents[2] / "tools" / "adapters" / "report.py"
subprocess.run([sys.executable, str(script), "--program", program, str(work), "report_columns.py", "test", "5",
                "self=%s==v=claim" % report], check=True)
header = next(l for l in (work / "README.md").read_text().splitlines() if l.startswith("| implementation | `"))
cols = re.findall(r"`([^`]+)`", header)
expected = ["httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl", "waisurl", "mailtourl", "fileurl",
            "prosperourl", "genericurl", "(no scheme)"]
if cols != expected:
    sys.exit("report.py columns %s, expected %s" % (cols, expected))
missing = set(by_production) - set(cols)
if missing:
    sys.exit("productions compare counts with no column: %s" % sorted(missing))
svg = (work / "heatmap.svg").read_text()
if not all(">%s<" % c in svg for c in cols):
    sys.exit("heatmap.svg lacks a column label")
# without the program, report.py says how it is run
p = subprocess.run([sys.executable, str(script), str(work)], stderr=subprocess.PIPE)
if p.returncode == 0 or b"--program" not in p.stderr:
    sys.exit("report.py without --program: exit status %d" % p.returncode)
print("report.py: %d columns, %d productions counted" % (len(cols), len(by_production)))
