#!/usr/bin/python3
# SPDX-License-Identifier: BSL-1.0
"""Runs an adapter (tools/adapters/) on the suite's cases and keeps going when
it fails on one: the answers for `rfc1738 compare`, every case answered.

usage: run_adapter.py --program RFC1738 [--timeout SECONDS] [--startup SECONDS]
                      [--failures FILE] SUITE ANSWERS -- COMMAND [ARGS...]

SUITE is `rfc1738 suite`'s JSON Lines ("-": standard input); ANSWERS is written, one line per case ("-":
standard output).
The adapter gets the cases on its standard input and answers them in order.
Its "components" may be named by their roles ("path", "type", "address",
...; or by their RFC names): each role is written as the RFC name of the
component that has it in the URL form of the answer's "scheme" (ASCII
lower-cased; any other scheme, or null: otherurl; no "scheme" key: the
input's), from the program's table (RFC1738 is the program: `rfc1738
grammar --forms --json`, read once), so that no adapter types a scheme's
component names: an ftp answer's "path" is its fpath, an http answer's its
hpath.
When it fails, the case it failed on is found by running it again on one case
at a time from the first unanswered one, and recorded:
  crash    it exited (or closed its output) before answering the case, or
           exited with a status other than 0 after answering it alone;
  hang     no answer came within --timeout seconds (default 10) of the
           previous one (--startup, default 60, more for the first, which
           includes starting a runtime or compiling);
  garbage  the answer is not a JSON object whose "input" is the case's
           (or more than one line came for the case alone).
Such a case is answered with its "input" and "covers" only (compare counts
nothing of it as agreeing or disagreeing), the adapter is started again on
the cases after it, and the failure is written to --failures (JSON Lines:
{"line": case number from 1, "input", "failure", "detail"}) and counted on
standard error. Exit status: 0 when every case was answered by the adapter,
1 when some failed, 2 on a usage or I/O error.
"""
import json
import mmap
import os
import re
import select
import subprocess
import sys
import threading
import time

SINGLE_LIMIT = 256   # cases run one at a time before batches are tried again


def feed(proc, lines):
    try:
        for line in lines:
            proc.stdin.write(line)
        proc.stdin.close()
    except (BrokenPipeError, OSError, ValueError):
        pass


def stop(proc):
    if proc.poll() is None:
        proc.kill()
    proc.wait()
    for f in (proc.stdin, proc.stdout):
        try:
            f.close()
        except OSError:
            pass


def check(answer, case):
    """(None, the answer parsed) when `answer` (bytes, a line) answers
    `case`, else (what is wrong, None)."""
    try:
        a = json.loads(answer)
    except ValueError as e:
        return "not JSON (%s): %r" % (e, answer[:80]), None
    if not isinstance(a, dict):
        return "not a JSON object: %r" % answer[:80], None
    if a.get("input") != case["input"]:
        return "answers another input: %r" % (a.get("input"),), None
    return None, a


def ascii_lower(s):
    return "".join(chr(ord(c) + 32) if "A" <= c <= "Z" else c for c in s)


class Names:
    """The components' RFC names by role in each URL form, from the
    generated table (`rfc1738 grammar --forms --json`)."""

    def __init__(self, program):
        listing = subprocess.run([program, "grammar", "--forms", "--json"], stdout=subprocess.PIPE, check=True).stdout
        self.by_scheme, self.other = {}, {}
        for form in json.loads(listing):
            names = {c["role"]: c["name"] for c in form["components"] if c["role"] != c["name"]}
            if form["scheme"] is None:
                self.other = names
            else:
                self.by_scheme[form["scheme"]] = names

    def named(self, line, a):
        """`line` (the answer `a`, parsed) with each component named by its
        role renamed to its RFC name in the answer's URL form; `line` as it
        is when none is."""
        c = a.get("components")
        if not isinstance(c, dict):
            return line
        if "scheme" in a:
            scheme = a["scheme"] if isinstance(a["scheme"], str) else ""
        else:
            m = SCHEME.match(a["input"])
            scheme = m.group(1) if m else ""
        names = self.by_scheme.get(ascii_lower(scheme), self.other)
        if not any(k in names and names[k] not in c for k in c):
            return line
        a["components"] = {(names[k] if k in names and names[k] not in c else k): v for k, v in c.items()}
        return json.dumps(a).encode()


SCHEME = re.compile(r"([A-Za-z0-9+.\-]+):")


class Suite:
    """The cases of a JSON Lines file, read where they lie (the full suite
    is hundreds of megabytes): case i is lines[i]."""

    def __init__(self, path):
        if path == "-":
            self.data = sys.stdin.buffer.read()
        else:
            self.file = open(path, "rb")
            self.data = mmap.mmap(self.file.fileno(), 0, access=mmap.ACCESS_READ) if os.path.getsize(path) else b""
        self.starts = [0]
        at = self.data.find(b"\n")
        while at != -1:
            self.starts.append(at + 1)
            at = self.data.find(b"\n", at + 1)
        if self.starts[-1] == len(self.data):
            self.starts.pop()

    def __len__(self):
        return len(self.starts)

    def raw(self, i):
        end = self.starts[i + 1] if i + 1 < len(self.starts) else len(self.data)
        line = self.data[self.starts[i]:end]
        return line if line.endswith(b"\n") else line + b"\n"

    def __getitem__(self, i):
        case = json.loads(self.raw(i))
        if not isinstance(case, dict) or not isinstance(case.get("input"), str):
            raise ValueError("line %d: not a suite case" % (i + 1))
        return case


class Runner:
    def __init__(self, command, cases, timeout, startup, names):
        self.command, self.cases, self.timeout, self.startup, self.names = command, cases, timeout, startup, names

    def start(self):
        return subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)

    def answers(self, first, count):
        """Runs the adapter on cases[first:first+count]; yields (index, kind,
        payload): ("answer", line) for each good answer in order, then at most
        one ("crash"|"hang"|"garbage", detail) for the case after the last
        good one, or ("exit", status) after the last answer."""
        proc = self.start()
        lines = (self.cases.raw(i) for i in range(first, first + count))
        writer = threading.Thread(target=feed, args=(proc, lines), daemon=True)
        writer.start()
        fd = proc.stdout.fileno()
        buffer = b""
        index = first
        deadline = time.monotonic() + self.startup
        try:
            while index < first + count:
                nl = buffer.find(b"\n")
                if nl != -1:
                    line, buffer = buffer[:nl], buffer[nl + 1:]
                    problem, a = check(line, self.cases[index])
                    if problem:
                        yield index, "garbage", problem
                        return
                    yield index, "answer", self.names.named(line, a)
                    index += 1
                    deadline = time.monotonic() + self.timeout
                    continue
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([fd], [], [], left)[0]:
                    yield index, "hang", "no answer within %g s" % (self.timeout if index > first else self.startup)
                    return
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    status = proc.wait()
                    yield index, "crash", "output closed, exit status %s" % status
                    return
                buffer += chunk
            # every case answered: anything more is garbage, then the exit status
            while True:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([fd], [], [], left)[0]:
                    yield index, "exit", "hang"
                    return
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    break
                buffer += chunk
            if buffer:
                yield index, "exit", "garbage"
                return
            yield index, "exit", proc.wait()
        finally:
            stop(proc)
            writer.join(1)

    def single(self, index):
        """One case alone: ("answer", line) or (failure, detail)."""
        result = None
        for i, kind, payload in self.answers(index, 1):
            if kind == "answer":
                result = (kind, payload)
            elif kind == "exit":
                if payload == "garbage":
                    return "garbage", "more than one answer line"
                if payload == "hang":
                    return "hang", "did not exit within %g s after answering" % self.timeout
                if payload != 0:
                    return "crash", "exit status %s after answering" % payload
            else:
                return kind, payload
        return result

    def run(self, out):
        """Answers every case, in order, on `out` (a binary file); returns
        the failures."""
        failures = []
        self.exit_problem = None

        def failed(position, kind, detail):
            case = self.cases[position]
            failures.append({"line": position + 1, "input": case["input"], "failure": kind, "detail": detail})
            empty = {"input": case["input"]}
            if "covers" in case:
                empty["covers"] = case["covers"]
            out.write(json.dumps(empty).encode() + b"\n")

        position = 0
        while position < len(self.cases):
            stopped = None
            for index, kind, payload in self.answers(position, len(self.cases) - position):
                if kind == "answer":
                    out.write(payload + b"\n")
                    position = index + 1
                elif kind == "exit":
                    if payload != 0:
                        stopped = "exit status %s" % payload if isinstance(payload, int) else payload
                else:
                    stopped = kind
            if stopped is None or position >= len(self.cases):
                self.exit_problem = stopped
                break
            # the failing case: from `position`, one case at a time
            for _ in range(SINGLE_LIMIT):
                if position >= len(self.cases):
                    break
                kind, payload = self.single(position)
                if kind == "answer":
                    out.write(payload + b"\n")
                    position += 1
                    continue
                failed(position, kind, payload)
                position += 1
                break
        return failures


def main(argv):
    timeout, startup, failures_file, program = 10.0, 60.0, None, None
    args = argv[1:]
    try:
        split = args.index("--")
    except ValueError:
        print(__doc__, file=sys.stderr)
        return 2
    options, command = args[:split], args[split + 1:]
    positional = []
    i = 0
    while i < len(options):
        o = options[i]
        if o in ("--timeout", "--startup", "--failures", "--program") and i + 1 < len(options):
            v = options[i + 1]
            if o == "--failures":
                failures_file = v
            elif o == "--program":
                program = v
            else:
                try:
                    value = float(v)
                except ValueError:
                    print("run_adapter: %s %s: not a number" % (o, v), file=sys.stderr)
                    return 2
                if o == "--timeout":
                    timeout = value
                else:
                    startup = value
            i += 2
        else:
            positional.append(o)
            i += 1
    if len(positional) != 2 or not command or program is None:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        names = Names(program)
    except (OSError, ValueError, subprocess.CalledProcessError) as e:
        print("run_adapter: %s grammar --forms --json: %s" % (program, e), file=sys.stderr)
        return 2
    suite, answers = positional
    try:
        cases = Suite(suite)
        if len(cases):
            cases[0]
    except (OSError, ValueError) as e:
        print("run_adapter: %s: %s" % (suite, e), file=sys.stderr)
        return 2
    runner = Runner(command, cases, timeout, startup, names)
    try:
        with (os.fdopen(os.dup(1), "wb") if answers == "-" else open(answers, "wb")) as out:
            failures = runner.run(out)
        if failures_file:
            with open(failures_file, "w") as f:
                for r in failures:
                    f.write(json.dumps(r) + "\n")
    except (OSError, ValueError) as e:
        print("run_adapter: %s" % e, file=sys.stderr)
        return 2
    if runner.exit_problem:
        print("run_adapter: %s answered every case, then %s" % (command[0], runner.exit_problem), file=sys.stderr)
    if failures:
        kinds = {}
        for r in failures:
            kinds[r["failure"]] = kinds.get(r["failure"], 0) + 1
        print("run_adapter: %s failed on %d of %d cases (%s)" % (command[0], len(failures), len(cases),
              ", ".join("%s %d" % kv for kv in sorted(kinds.items()))), file=sys.stderr)
        return 1
    return 1 if runner.exit_problem else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
