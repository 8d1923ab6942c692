# SPDX-License-Identifier: BSL-1.0
"""Check the URLs of text files on a Dask cluster with rfc1738.

    /usr/bin/python3 check_urls.py OUTPUT_DIR FILE...                  # a local cluster, 2 worker processes
    /usr/bin/python3 check_urls.py --scheduler tcp://host:8786 OUTPUT_DIR FILE...

Each line of each FILE (LF-terminated; every other byte, NUL and bytes >= 0x80
included, belongs to the URL; blank and # lines are checked too, as
`rfc1738 check --keep-comments` does) is checked where it lies: one Dask
partition per file (or per block of a large file). OUTPUT_DIR receives one
JSON Lines file per partition, NNN.jsonl, each line exactly what
`rfc1738 check --json` prints for that URL (in order), and summary.json
(`rfc1738 check --summary=json`'s counts). Parquet would need pyarrow, which
Debian 12's python3-dask does not pull in; JSON Lines needs nothing.

The workers import rfc1738: install it on every worker machine
(scripts/python.sh) or set PYTHONPATH before the workers start.
"""

import argparse
import json
import os
import sys
import time
from typing import Dict, List, Optional, Tuple

import dask.bag as db

import rfc1738


def verdict(line: str) -> Tuple[str, int, Optional[str]]:
    """One line (read as latin-1: each byte one character) -> (JSON line, class, production)."""
    if line.endswith("\n"):
        line = line[:-1]
    r = rfc1738.check(line.encode("latin-1"))
    kind = 0 if r.conforms else 1 if r.valid else 2
    return r.to_json(), kind, r.production


def check_files(paths: List[str], output_dir: str, blocksize: Optional[int] = None) -> Dict[str, object]:
    """Check every line of `paths` on the current Dask client; write the verdicts and return the summary."""
    lines = db.read_text(paths, encoding="latin-1", linedelimiter="\n", blocksize=blocksize)
    results = lines.map(verdict).persist()
    os.makedirs(output_dir, exist_ok=True)
    results.map(lambda v: v[0]).to_textfiles(os.path.join(output_dir, "*.jsonl"), name_function=lambda i: f"{i:03d}")
    counts = results.map(lambda v: v[1]).frequencies().compute()
    productions = results.map(lambda v: v[2] or "(not a url)").frequencies().compute()
    by_kind = dict(counts)
    summary = {
        "inputs": sum(by_kind.values()),
        "conforming": by_kind.get(0, 0),
        "valid_not_conforming": by_kind.get(1, 0),
        "not_url": by_kind.get(2, 0),
        "skipped": 0,
        "by_production": dict(sorted(productions)),
    }
    with open(os.path.join(output_dir, "summary.json"), "w") as f:
        f.write(json.dumps(summary, separators=(",", ":")) + "\n")
    return summary


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--scheduler", help="the address of a running Dask scheduler (default: a LocalCluster)")
    p.add_argument("--workers", type=int, default=2, help="worker processes of the local cluster")
    p.add_argument("--blocksize", type=int, default=None, help="bytes per partition (default: one per file)")
    p.add_argument("output_dir")
    p.add_argument("files", nargs="+")
    args = p.parse_args(argv)
    from distributed import Client, LocalCluster

    cluster = None
    try:
        if args.scheduler:
            client = Client(args.scheduler)
        else:
            cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None)
            client = Client(cluster)
        with client:
            start = time.perf_counter()
            summary = check_files(args.files, args.output_dir, args.blocksize)
            seconds = time.perf_counter() - start
        print(json.dumps(summary, separators=(",", ":")))
        print(f"{summary['inputs']} URLs in {seconds:.2f} s", file=sys.stderr)
    finally:
        if cluster is not None:
            cluster.close()
    return 0 if summary["conforming"] == summary["inputs"] else 1


if __name__ == "__main__":
    sys.exit(main())
