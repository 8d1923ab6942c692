#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""The Python package's throughput beside urllib.parse.urlsplit (BENCHMARKS.md, "Python").

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py [--reps N] [CORPUS]

CORPUS defaults to ../shared/corpus/urls-bench.txt (one URL a line). In one
process, each timed the median of N repetitions over the whole corpus:
check_batch (the C++ loop without the GIL: NumPy arrays, with and without
error offsets, and the dict of lists), check_lines over the file's bytes, check_many, a Python loop of check(),
a Python loop of urlsplit(). The inputs are str for check() and urlsplit (the
same objects), str or bytes for check_batch. Beside the wall time, the CPU
time of the process (time.process_time: the core's own time when other
processes share the machine).
"""

import argparse
import os
import statistics
import sys
import time
import urllib.parse

import rfc1738


def timed(f, reps):
    """The median, min and max wall time of `reps` runs of f, and the median
    CPU time of this process (what one core spent, whatever the load)."""
    times, cpu = [], []
    for _ in range(reps):
        start, start_cpu = time.perf_counter(), time.process_time()
        f()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(times), min(times), max(times), statistics.median(cpu)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser()
    p.add_argument("--reps", type=int, default=5)
    p.add_argument("corpus", nargs="?", default=os.path.join(here, "..", "..", "shared", "corpus", "urls-bench.txt"))
    a = p.parse_args()
    with open(a.corpus, "rb") as f:
        block = f.read()
    raw = block.split(b"\n")
    if raw and raw[-1] == b"":
        raw.pop()
    text = [b.decode("utf-8", "surrogateescape") for b in raw]
    n = len(raw)
    load = open("/proc/loadavg").read().split()[:3]
    print(f"corpus {os.path.basename(a.corpus)}: {n} URLs, {sum(map(len, raw))} bytes; Python {sys.version.split()[0]}; "
          f"rfc1738 {rfc1738.__version__}; load before: {' '.join(load)}; median of {a.reps}")
    check = rfc1738.check
    split = urllib.parse.urlsplit

    def loop_check():
        for u in text:
            check(u)

    def loop_split():
        for u in text:
            try:
                split(u)
            except ValueError:
                pass

    cases = [
        ("check_batch(list[bytes])", lambda: rfc1738.check_batch(raw)),
        ("check_batch(list[str])", lambda: rfc1738.check_batch(text)),
        ("check_batch(list[bytes], error_offsets=True)", lambda: rfc1738.check_batch(raw, error_offsets=True)),
        ("check_lines(the file's bytes)", lambda: rfc1738.check_lines(block, keep_comments=True)),
        ("check_batch(1,000-URL slices of list[str])", lambda: [rfc1738.check_batch(s) for s in slices]),
        ("check_batch(list[str], lists=True, error_offsets=False)", lambda: rfc1738.check_batch(text, lists=True, error_offsets=False)),
        ("check_many(list[str])", lambda: rfc1738.check_many(text)),
        ("for u in urls: check(u)", loop_check),
        ("for u in urls: urlsplit(u)", loop_split),
    ]
    slices = [text[i:i + 1000] for i in range(0, n, 1000)]
    results = {}
    print("| call | ns/URL | million URLs/s | min..max ns/URL | CPU ns/URL | time / urlsplit |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, f in cases:
        results[name] = timed(f, a.reps)
    base = results["for u in urls: urlsplit(u)"][0]
    for name, (med, lo, hi, cpu) in results.items():
        print(f"| {name} | {med / n * 1e9:.1f} | {n / med / 1e6:.2f} | {lo / n * 1e9:.1f}..{hi / n * 1e9:.1f} | {cpu / n * 1e9:.1f} | {med / base:.2f} |")
    conforms = int(rfc1738.check_batch(raw).conforms.sum())
    print(f"{conforms} of {n} conform; load after: {' '.join(open('/proc/loadavg').read().split()[:3])}")


if __name__ == "__main__":
    main()
