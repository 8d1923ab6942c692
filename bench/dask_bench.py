#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""rfc1738.dask per worker core against check_batch in one process (BENCHMARKS.md §16).

    PYTHONPATH=build/python /usr/bin/python3 bench/dask_bench.py [--runs N] [--reps N] FILE [-- DASK OPTIONS...]

First check_batch over the file's lines as a list[str], in this process: the
median thread CPU time of --reps calls after one unmeasured call (the first
pays for first touches). Then --runs runs of
``python3 -m rfc1738.dask --blocksize 16000000 --no-progress OPTIONS FILE``
(a LocalCluster of 2 worker processes, 1 thread each), each read from the
line the module prints on standard error: the lines, the partitions' wall
time summed (each partition timed by its worker from reading its first
byte to writing its last row), the part of it the worker threads waited for
a core (Linux's run queue), and their CPU time. Per worker core by the wall
clock is lines / the partitions' wall time; per CPU second, lines / their
CPU time; each as a share of check_batch's lines per CPU second. The load
average is printed before each run.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

import rfc1738


def check_batch_rate(path, reps):
    with open(path, "rb") as f:
        lines = f.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    text = [b.decode("utf-8", "surrogateescape") for b in lines]
    rfc1738.check_batch(text)
    cpu = []
    for _ in range(reps):
        start = time.thread_time()
        rfc1738.check_batch(text)
        cpu.append(time.thread_time() - start)
    return len(text) / statistics.median(cpu), len(text) / max(cpu), len(text) / min(cpu)


def number(s):
    return float(s.replace(",", ""))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("file")
    p.add_argument("options", nargs="*")
    a = p.parse_args()
    load = " ".join(open("/proc/loadavg").read().split()[:3])
    rate, low, high = check_batch_rate(a.file, a.reps)
    print(f"check_batch(list[str]): {rate / 1e6:.2f} M lines per CPU second (median of {a.reps}; {low / 1e6:.2f}-{high / 1e6:.2f}), load {load}")
    with tempfile.TemporaryDirectory() as out:
        for run in range(a.runs):
            load = " ".join(open("/proc/loadavg").read().split()[:3])
            r = subprocess.run([sys.executable, "-m", "rfc1738.dask", "--blocksize", "16000000", "--no-progress", "--out", out, *a.options, a.file],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            line = r.stderr.strip().splitlines()[-1]
            m = re.search(r"([\d,]+) lines in (\d+) partitions, ([\d.]+) s .* the partitions took ([\d.]+) s on the workers "
                          r"\(([\d,]+) lines/s per worker core\)(?:, of which ([\d.]+) s waiting for a core \(([\d,]+) lines/s per worker core without the waits\))?"
                          r", ([\d.]+) s of CPU \(([\d,]+) lines/s per CPU second\)", line)
            if r.returncode not in (0, 1) or not m:
                sys.exit(f"dask_bench: {line}")
            per_cpu, per_wall = number(m[9]), number(m[5])
            waits = f", {number(m[7]) / 1e6:.2f} M without the {m[6]} s waited for a core ({number(m[7]) / rate:.0%})" if m[6] else ""
            print(f"run {run + 1} (load {load}) {' '.join(a.options) or '(every line, jsonl)'}: {per_cpu / 1e6:.2f} M per CPU s ({per_cpu / rate:.0%}), "
                  f"{per_wall / 1e6:.2f} M per worker core by the wall clock ({per_wall / rate:.0%}){waits}; run {m[3]} s, partitions {m[4]} s")

if __name__ == "__main__":
    main()
