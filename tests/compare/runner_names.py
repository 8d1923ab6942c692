# SPDX-License-Identifier: BSL-1.0
"""tools/adapters/run_adapter.py names the components an adapter gives by
role: each becomes the RFC name of the component with that role in the URL
form of the answer's scheme (ASCII lower-cased; null or an unknown scheme:
otherurl; no "scheme" key: the input's), from `rfc1738 grammar --forms
--json`; RFC names and unknown names pass as they are; an answer with
nothing to rename is written byte for byte. Without --program it is a
usage error.

usage: runner_names.py PROGRAM WORK_DIR"""
import json
import pathlib
import subprocess
import sys

program, work = sys.argv[1], pathlib.Path(sys.argv[2]) / "runner-names"
work.mkdir(parents=True, exist_ok=True)
runner = pathlib.Path(__file__).resolve().parents[2] / "tools" / "adapters" / "run_adapter.py"

# (input, the adapter's answer beyond "input", the components expected after the runner)
CASES = [
    ("http://h/p?q", {"scheme": "http", "components": {"host": "h", "path": "p", "search": "q"}},
     {"host": "h", "hpath": "p", "search": "q"}),
    ("ftp://u@h/a;type=i", {"scheme": "ftp", "components": {"user": "u", "host": "h", "path": "a", "type": "i"}},
     {"user": "u", "host": "h", "fpath": "a", "ftptype": "i"}),
    ("FTP://h/a", {"scheme": "FTP", "components": {"host": "h", "path": "a"}}, {"host": "h", "fpath": "a"}),
    ("gopher://h/1s%09x%09y", {"scheme": "gopher", "components": {"host": "h", "type": "1", "path": "s", "search": "x", "gopher+": "y"}},
     {"host": "h", "gtype": "1", "selector": "s", "search": "x", "gopher+_string": "y"}),
    ("nntp://h/g/12", {"scheme": "nntp", "components": {"host": "h", "group": "g", "article": "12"}},
     {"host": "h", "group": "g", "digits": "12"}),
    ("news:a@b", {"scheme": "news", "components": {"grouppart": "a@b", "article": "a@b"}},
     {"grouppart": "a@b", "article": "a@b"}),
    ("mailto:a@b", {"scheme": "mailto", "components": {"address": "a@b"}}, {"encoded822addr": "a@b"}),
    ("prospero://h/p;a=b", {"scheme": "prospero", "components": {"host": "h", "path": "p", "field": [{"fieldname": "a", "fieldvalue": "b"}]}},
     {"host": "h", "ppath": "p", "fieldspec": [{"fieldname": "a", "fieldvalue": "b"}]}),
    ("x-y://h/p", {"scheme": "x-y", "components": {"schemepart": "//h/p", "host": "h", "path": "p"}},
     {"schemepart": "//h/p", "host": "h", "urlpath": "p"}),
    ("http://h/p", {"scheme": None, "components": {"host": "h", "path": "p"}}, {"host": "h", "urlpath": "p"}),
    ("wais://h/d/t/p", {"components": {"host": "h", "database": "d", "type": "t", "path": "p"}},   # no "scheme": the input's
     {"host": "h", "database": "d", "wtype": "t", "wpath": "p"}),
    ("http://h/p", {"scheme": "http", "components": {"host": "h", "hpath": "p", "nosuch": "z"}},   # RFC names kept
     {"host": "h", "hpath": "p", "nosuch": "z"}),
    ("http://h/p", {"scheme": "http", "components": {"hpath": "p", "path": "q"}},   # the name is taken: left as it is
     {"hpath": "p", "path": "q"}),
]
suite = work / "suite.jsonl"
suite.write_text("".join(json.dumps({"input": i}) + "\n" for i, _, _ in CASES))
answers_in = work / "adapter-answers.jsonl"
lines = [json.dumps(dict({"input": i, "valid": True}, **a), separators=(",", ":")) for i, a, _ in CASES]
answers_in.write_text("".join(l + "\n" for l in lines))
# the adapter: answers each case with the next line of adapter-answers.jsonl
adapter = work / "adapter.py"
adapter.write_text("import sys\nanswers = open(sys.argv[1]).read().splitlines()\n"
                   "for n, _ in enumerate(sys.stdin):\n    print(answers[n], flush=True)\n")
out = work / "answers.jsonl"
subprocess.run([sys.executable, str(runner), "--program", program, str(suite), str(out), "--", sys.executable, str(adapter), str(answers_in)],
               check=True)
written = out.read_text().splitlines()
failures = []
for (i, a, expected), line, original in zip(CASES, written, lines):
    got = json.loads(line)["components"]
    if got != expected or list(got) != list(expected):
        failures.append("%s: %s, expected %s" % (i, got, expected))
    if got == a["components"] and line != original:
        failures.append("%s: rewritten with nothing renamed" % i)
if len(written) != len(CASES):
    failures.append("%d answers to %d cases" % (len(written), len(CASES)))
p = subprocess.run([sys.executable, str(runner), str(suite), str(out), "--", sys.executable, str(adapter), str(answers_in)], stderr=subprocess.PIPE)
if p.returncode != 2 or b"--program" not in p.stderr:
    failures.append("without --program: exit status %d" % p.returncode)
if failures:
    sys.exit("\n".join(failures))
print("run_adapter.py: %d answers named" % len(CASES))
