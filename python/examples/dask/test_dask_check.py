# SPDX-License-Identifier: BSL-1.0
"""The Dask example on a two-process LocalCluster agrees with the program.

Writes a partitioned text file (the RFC's examples, their single-byte mutants,
lines of ../shared/corpus/urls-bench.txt when it is there, else generated
URLs), checks it with check_urls.check_files on
LocalCluster(n_workers=2, processes=True), and compares every JSON line and
the summary with `rfc1738 check --json --keep-comments --summary=json` (the
program: $RFC1738_PROGRAM) on the same files. Exit status 0 when all agree.
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SOURCE = HERE.parents[2]
# The workers are other processes: they find the module and this example
# through PYTHONPATH, set before the cluster starts.
os.environ["PYTHONPATH"] = os.pathsep.join([str(HERE)] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])
sys.path.insert(0, str(HERE))

import check_urls  # noqa: E402


def inputs():
    examples = [l.encode() for l in (SOURCE / "examples" / "rfc1738-examples.txt").read_text().splitlines() if l]
    lines = list(examples)
    for b in examples:
        for i in range(len(b) + 1):
            lines.append(b[:i])
            for c in (b"\x00", b" ", b"%", b"#", b"@", b"\xff", b"Z"):
                lines.append(b[:i] + c + b[i + 1:])
    corpus = SOURCE.parent / "shared" / "corpus" / "urls-bench.txt"
    if corpus.exists():
        with open(corpus, "rb") as f:
            lines += [l.rstrip(b"\n") for _, l in zip(range(3000), f)]
    else:
        lines += [b"http://host%d.example:%d/p/%d?q=%d" % (i, i, i, i) for i in range(3000)]
    return [l for l in lines if b"\n" not in l and b"\r" not in l]


def main() -> int:
    program = os.environ["RFC1738_PROGRAM"]
    from distributed import Client, LocalCluster

    lines = inputs()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        parts = []
        for k in range(4):
            part = tmp / f"urls-{k}.txt"
            part.write_bytes(b"".join(l + b"\n" for l in lines[k::4]))
            parts.append(str(part))
        out = tmp / "out"
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
        try:
            with Client(cluster) as client:
                assert len(client.scheduler_info()["workers"]) == 2
                summary = check_urls.check_files(parts, str(out))
        finally:
            cluster.close()
        ours = []
        for f in sorted(out.glob("*.jsonl")):
            ours += f.read_text(encoding="utf-8").splitlines()
        p = subprocess.run([program, "check", "--json", "--keep-comments", "--summary=json", *[a for f in parts for a in ("-f", f)]],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        theirs = p.stdout.decode("utf-8").splitlines()
        theirs_summary = json.loads(p.stderr.decode("utf-8"))
    if len(ours) != len(theirs) or len(ours) != len(lines):
        print(f"FAIL: {len(ours)} verdicts from Dask, {len(theirs)} from the program, {len(lines)} lines")
        return 1
    differ = [(a, b) for a, b in zip(ours, theirs) if a != b]
    if differ:
        print(f"FAIL: {len(differ)} verdicts differ; first:\n  dask:    {differ[0][0]}\n  program: {differ[0][1]}")
        return 1
    if summary != theirs_summary:
        print(f"FAIL: summaries differ:\n  dask:    {summary}\n  program: {theirs_summary}")
        return 1
    print(f"{len(ours)} verdicts from 2 Dask worker processes agree with the program; summary {json.dumps(summary)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
