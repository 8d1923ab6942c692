#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""The program with -j 1 and -j N (BENCHMARKS.md §24): the wall time of each
command on a file of lines, run without a shell (standard output to
/dev/null, standard error to a file truncated before the clock starts), the
runs interleaved (each round runs every command once, in turn), medians and
quartiles of the rounds, and the gain of -j N over -j 1 of the same program;
beside them the median CPU time of a run (user + system of all its threads,
from wait4): on a busy machine, where the wall time is mostly waiting for a
core, what one thread and N threads spend on the same work.

    bench/jobs.py PROGRAM FILE [--rounds 15] [--jobs 2] [--command 'fix' ...]
                  [--against OTHER_PROGRAM]

FILE: e.g. ../shared/corpus/urls-bench.txt ten times (3,000,000 lines).
--against: another build of the program, timed in the same rounds (its
-j 1 and -j N), and the gain of this program's -j N over its -j 1.
Prints the machine's load before and after."""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

COMMANDS = ["fix", "check --json", "parse --json", "check -q", "lint"]


def command_line(program, command, jobs, path):
    words = [program] + command.split() + ["-j", str(jobs)]
    return words + ([path] if command.startswith("lint") else ["-f", path])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("program")
    ap.add_argument("file")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--command", action="append", help="a command and its flags (default: %s)" % ", ".join(COMMANDS))
    ap.add_argument("--against", help="another build of the program, timed in the same rounds")
    args = ap.parse_args()
    programs = [args.program] + ([args.against] if args.against else [])
    err_path = os.path.join("/dev/shm" if os.path.isdir("/dev/shm") else tempfile.gettempdir(), "rfc1738-bench-jobs.err")
    null = open(os.devnull, "wb")

    def run(words):
        with open(err_path, "wb") as err:  # truncated here, before the clock
            start = time.perf_counter()
            child = subprocess.Popen(words, stdout=null, stderr=err)
            _, wait_status, usage = os.wait4(child.pid, 0)
            elapsed = time.perf_counter() - start
        status = os.waitstatus_to_exitcode(wait_status)
        if status not in (0, 1, 3):
            raise SystemExit(f"bench/jobs.py: {' '.join(words)} ended with status {status}")
        return elapsed, usage.ru_utime + usage.ru_stime

    print("load before:", " ".join(open("/proc/loadavg").read().split()[:3]))
    for command in args.command or COMMANDS:
        runs = [(p, j, command_line(p, command, j, args.file)) for p in programs for j in (1, args.jobs)]
        times = {(p, j): [] for p, j, _ in runs}
        cpu = {(p, j): [] for p, j, _ in runs}
        for p, j, words in runs:  # once each, not timed: the file in the page cache
            run(words)
        for _ in range(args.rounds):
            for p, j, words in runs:
                wall, used = run(words)
                times[(p, j)].append(wall)
                cpu[(p, j)].append(used)
        print(f"{command}  ({args.rounds} rounds)")
        for p in programs:
            one = statistics.median(times[(p, 1)])
            for j in (1, args.jobs):
                t = sorted(times[(p, j)])
                m = statistics.median(t)
                q1, q3 = t[len(t) // 4], t[(3 * len(t)) // 4]
                print(f"  {p} -j {j}: {m * 1000:8.1f} ms  [{q1 * 1000:.1f}-{q3 * 1000:.1f}]  gain {one / m:.3f}"
                      f"  CPU {statistics.median(cpu[(p, j)]) * 1000:8.1f} ms")
    print("load after:", " ".join(open("/proc/loadavg").read().split()[:3]))
    os.remove(err_path)


if __name__ == "__main__":
    main()
