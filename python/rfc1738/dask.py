# SPDX-License-Identifier: BSL-1.0
"""URLs checked at scale on a Dask cluster: text files, a ``dask.bag`` or a
``dask.dataframe`` column, each partition checked by :func:`rfc1738.check_batch`
(RFC 1738 §5, §3) in C++ on the workers.

    python3 -m rfc1738.dask [--scheduler ADDR] [--out DIR] [options] FILE...

- :func:`check_files`: the lines of text files (a partition per
  ``blocksize`` bytes, cut at line ends as ``dask.bytes.read_bytes`` cuts
  them, read on the worker that checks it), as
  ``rfc1738 check -f FILE`` reads them (a line ends at LF; blank lines and
  ``#`` lines are skipped unless ``keep_comments``; a CR stays part of the
  line unless ``strip_cr``). Each partition writes ``DIR/NNNNN.jsonl``: a
  line per URL, in order, ``rfc1738 check --json``'s line restricted to the
  verdict (:meth:`rfc1738.Batch.to_jsonl`), or with ``format="csv"``
  ``DIR/NNNNN.csv``: RFC 4180 CSV with a header row
  (:meth:`rfc1738.Batch.to_csv`), both written in C++; ``DIR/summary.json`` is
  ``--summary=json``'s counts. Progress on standard error.
- :func:`check_bag`, :func:`check_series`: a ``dask.dataframe.DataFrame``
  of verdicts (columns of :func:`frame`), a partition per partition.

Dask and NumPy come from Debian (``python3-dask``, ``python3-distributed``,
``python3-numpy``); importing ``rfc1738`` alone imports neither. The workers
import ``rfc1738``: install it on every worker machine, and give the files at
a path every worker can read.
"""

import argparse
import os
import sys
import threading
import time
from typing import Any, Dict, Iterable, List, Optional, Sequence

import numpy as np
import pandas

from . import check_batch
from ._rfc1738 import _Tally, _check_file_into, _check_lines_into

__all__ = ["check_bag", "check_files", "check_series", "frame", "main"]

#: The alternatives of url (RFC 1738 §5), as check_batch's production codes name them.
PRODUCTIONS = check_batch([]).production_names


def _modes(ignore_scheme_case: bool, unwrap: bool, fragment: str) -> Dict[str, Any]:
    return {"ignore_scheme_case": ignore_scheme_case, "unwrap": unwrap, "fragment": fragment}


def frame(urls: Sequence[Any], *, ignore_scheme_case: bool = False, unwrap: bool = False, fragment: str = "strict",
          error_offsets: bool = True, index: Any = None) -> pandas.DataFrame:
    """The verdicts of ``urls`` (str or bytes; None and NaN are missing) as a
    pandas DataFrame: ``valid``, ``conforms`` (bool), ``production`` (a
    categorical of the alternatives of url, RFC 1738 §5; NaN when not a URL),
    ``scheme`` (str or None, RFC 1738 §2.1) and ``error_offset`` (int64, -1
    when the URL conforms or is missing; RFC 1738 §5, §3), from one
    :func:`rfc1738.check_batch`. A missing value is not valid."""
    values = list(urls)
    missing = [i for i, v in enumerate(values) if v is None or (isinstance(v, float) and v != v)]
    present = values
    if missing:
        gone = set(missing)
        present = [v for i, v in enumerate(values) if i not in gone]
    b = check_batch(present, error_offsets=error_offsets, **_modes(ignore_scheme_case, unwrap, fragment))
    schemes = np.array(list(b.scheme_names) + [None], dtype=object)  # code -1: the last, None
    columns = {
        "valid": b.valid,
        "conforms": b.conforms,
        "production": b.production.astype(np.int8),
        "scheme": schemes[b.scheme],
        "error_offset": b.error_offset if error_offsets else np.full(len(b), -1, dtype=np.int64),
    }
    if missing:
        keep = np.ones(len(values), dtype=bool)
        keep[missing] = False
        for name, fill in (("valid", False), ("conforms", False), ("production", -1), ("scheme", None), ("error_offset", -1)):
            a = np.full(len(values), fill, dtype=columns[name].dtype)
            a[keep] = columns[name]
            columns[name] = a
    columns["production"] = pandas.Categorical.from_codes(columns["production"], categories=list(PRODUCTIONS))
    return pandas.DataFrame(columns, index=index)


def _meta() -> pandas.DataFrame:
    return frame([])


def check_series(series: Any, **options: Any) -> Any:
    """The verdicts of a ``dask.dataframe`` column (a dask Series of str or
    bytes) as a dask DataFrame with the Series' index and the columns of
    :func:`frame`: ``series.map_partitions`` over :func:`rfc1738.check_batch`
    (RFC 1738 §5, §3). ``options``: the modes and ``error_offsets``."""
    def partition(s: pandas.Series) -> pandas.DataFrame:
        return frame(s.tolist(), index=s.index, **options)
    return series.map_partitions(partition, meta=_meta())


def check_bag(bag: Any, **options: Any) -> Any:
    """The verdicts of a ``dask.bag`` of URLs (str or bytes) as a dask
    DataFrame with the columns of :func:`frame`, a partition per partition
    of the bag, each one :func:`rfc1738.check_batch` (RFC 1738 §5, §3).
    ``options``: the modes and ``error_offsets``."""
    import dask.dataframe as dd
    from dask import delayed

    def partition(urls: Iterable[Any]) -> pandas.DataFrame:
        return frame(list(urls), **options)
    return dd.from_delayed([delayed(partition)(p) for p in bag.to_delayed()], meta=_meta(), verify_meta=False)


#: The formats of the partition files: the suffix and the Batch method that writes it.
FORMATS = {"jsonl": "write_jsonl", "csv": "write_csv"}


def _waited() -> Optional[float]:
    """The seconds this thread has waited, runnable, for a core (Linux's
    /proc/thread-self/schedstat, its second field: the run queue); None
    where the kernel does not say."""
    try:
        with open("/proc/thread-self/schedstat", "rb") as f:
            return int(f.read().split()[1]) / 1e9
    except (OSError, ValueError, IndexError):
        return None


def _timed(r: Dict[str, Any], start: float, start_cpu: float, start_wait: Optional[float]) -> Dict[str, Any]:
    """``r`` with ``seconds``, ``cpu_seconds`` and ``wait_seconds`` since the
    starts: the wall time, the thread's CPU time, and the time the thread
    waited for a core meanwhile (None where unknown). The wall time is the
    CPU time, the wait for a core, and the time blocked (reading a file not
    in memory, the GIL, a full disk queue)."""
    end_wait = _waited()
    r["seconds"], r["cpu_seconds"] = time.perf_counter() - start, time.thread_time() - start_cpu
    r["wait_seconds"] = end_wait - start_wait if start_wait is not None and end_wait is not None else None
    return r


def _check_into(block: Any, file: Any, first: bool, format: str, failures: bool, options: Dict[str, Any], tally: _Tally) -> None:
    """The lines of ``block`` checked as :func:`rfc1738.check_lines` checks
    them, each row written to ``file`` as it is checked, as
    :meth:`rfc1738.Batch.write_jsonl` / ``write_csv`` write it (None: not
    written; the CSV header when ``first``), in one C++ pass without arrays;
    their counts added to ``tally`` (``rfc1738 check``'s, in C++)."""
    _check_lines_into(block, file, format=format, failures=failures, header=first, tally=tally, **options)


def _format_checked(format: str) -> None:
    if format not in FORMATS:
        raise ValueError(f"rfc1738.dask: format must be one of {', '.join(FORMATS)}, not {format!r}")


def check_block(block: Any, out: Optional[str], *, format: str = "jsonl", failures: bool = False, keep_comments: bool = False,
                strip_cr: bool = False, error_offsets: bool = False, ignore_scheme_case: bool = False, unwrap: bool = False,
                fragment: str = "strict") -> Dict[str, Any]:
    """One partition of :func:`check_files`: the lines of ``block`` (bytes or
    a buffer of bytes; whole lines, the last may lack its LF), checked as
    :func:`rfc1738.check_lines` checks them (:func:`rfc1738.check_batch` over
    the lines of a block) and their verdicts written to ``out`` as each is
    checked, in one C++ pass without a Python object or an array per line
    (``format`` "jsonl": JSON Lines, as :meth:`rfc1738.Batch.write_jsonl`
    writes them; "csv": RFC 4180 CSV with a header row, as
    :meth:`rfc1738.Batch.write_csv`; nothing when ``out`` is None; with
    ``failures`` those of the URLs that do not conform); the counts of
    ``rfc1738 check --summary=json`` returned, with ``seconds``,
    ``cpu_seconds`` and ``wait_seconds`` (the wall and CPU time this took on
    the worker, and how long it waited for a core; see :func:`_timed`)."""
    _format_checked(format)
    start_wait = _waited()
    start, start_cpu = time.perf_counter(), time.thread_time()
    options = dict(keep_comments=keep_comments, strip_cr=strip_cr, error_offsets=error_offsets,
                   ignore_scheme_case=ignore_scheme_case, unwrap=unwrap, fragment=fragment)
    tally = _Tally()
    if out is None:
        _check_into(block, None, True, format, failures, options, tally)
    else:
        with open(out, "wb") as f:
            _check_into(block, f, True, format, failures, options, tally)
    return _timed(tally.counts(), start, start_cpu, start_wait)


#: The bytes a worker reads and checks at a time (whole lines; a longer line
#: grows its thread's buffer): small enough that the lines are still in cache
#: when checked and the arrays of each check reuse the same memory.
CHUNK = 1 << 20

#: Each worker thread's buffer, reused from chunk to chunk and partition to
#: partition (fresh memory for each block cost its page faults: a third of
#: the time of checking it).
_buffers = threading.local()


def _after_lf(f: Any, at: int) -> int:
    """Where ``fsspec.utils.seek_delimiter(f, b"\\n", 2**16)`` leaves ``f``
    seeked to ``at``: at 0 when ``at`` is 0; after the first LF at or after
    ``at``; else at the end of the file (at ``at`` when it is past the end)."""
    f.seek(at)
    if at == 0:
        return 0
    while True:
        read = f.read(2**16)
        if not read:
            return f.tell()
        lf = read.find(b"\n")
        if lf >= 0:
            return f.tell() - len(read) + lf + 1


def _bounds(f: Any, offset: int, length: int) -> Any:
    """Where the block of ``fsspec.utils.read_block(f, offset, length,
    delimiter=b"\\n")`` begins and ends: after the first LF at or after
    ``offset`` (or at 0), after the first LF at or after ``offset + length``
    (or at the end of the file; past it when offset + length is)."""
    start = _after_lf(f, offset)
    return start, max(_after_lf(f, offset + length), start)


def _local(path: str) -> bool:
    """Whether ``path`` is a local file's (not a URL: ``PROTOCOL://``, chained ``::``)."""
    return "://" not in path and "::" not in path


def _open(path: str) -> Any:
    """The file ``path`` for reading bytes: a local file with ``open`` (no
    fsspec to import on the worker: 5 ms of CPU, a quarter of what a 16 MB
    partition takes), a URL (``PROTOCOL://``, chained ``::``) with
    ``fsspec.open``."""
    if _local(path):
        return open(path, "rb")
    import fsspec

    return fsspec.open(path, "rb")


def check_file_block(path: str, offset: int, length: int, out: Optional[str], *, format: str = "jsonl", failures: bool = False,
                     **options: Any) -> Dict[str, Any]:
    """One partition of :func:`check_files`, read where it runs: the lines of
    the ``length`` bytes of ``path`` from ``offset``, moved to line ends as
    ``dask.bytes.read_bytes`` moves them (fsspec's ``read_block``), read
    ``CHUNK`` bytes (whole lines) at a time into a buffer the worker thread
    reuses, checked and their rows written to ``out`` as :func:`check_block`
    checks and writes them; the counts, with ``seconds``, ``cpu_seconds``
    and ``wait_seconds`` (reading, checking and writing; see
    :func:`_timed`). A local file is read, checked and written in C++
    without the GIL (``_check_file_into``: ``pread`` into the buffer, the
    rows written by file descriptor, the output's blocks reserved ahead on
    Linux); a URL's file in Python, chunk by chunk (:func:`_check_url_block`)."""
    _format_checked(format)
    start_wait = _waited()
    start_time, start_cpu = time.perf_counter(), time.thread_time()
    buffer = getattr(_buffers, "block", None)
    if buffer is None:
        _buffers.block = buffer = bytearray(CHUNK)
    tally = _Tally()
    with _open(path) as f:
        start, end = _bounds(f, offset, length)
        if _local(path):  # read, checked and written in C++, by file descriptor
            o = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666) if out is not None else None
            try:
                _check_file_into(f.fileno(), start, end, buffer, o, format=format, failures=failures, tally=tally, **options)
            finally:
                if o is not None:
                    os.close(o)
        else:
            _check_url_block(f, start, end, buffer, out, format, failures, options, tally)
    return _timed(tally.counts(), start_time, start_cpu, start_wait)


def _check_url_block(f: Any, start: int, end: int, buffer: bytearray, out: Optional[str], format: str, failures: bool,
                     options: Dict[str, Any], tally: _Tally) -> None:
    """:func:`check_file_block` for a file fsspec opened (``f``, its block
    ``start`` to ``end``): read in Python into ``buffer`` ``CHUNK`` bytes
    (whole lines) at a time, each chunk checked, written by
    :func:`_check_into` (a Python file's ``write``) and counted into ``tally``."""
    first = True
    with (open(out, "wb") if out is not None else _no_file()) as o:
        f.seek(start)
        left = end - start
        filled = 0  # bytes in the buffer: the unfinished last line of the chunk before, then what was read
        while True:
            if filled == len(buffer):  # a line longer than the buffer
                buffer.extend(bytes(len(buffer)))
            with memoryview(buffer) as view, view[filled:filled + min(len(buffer) - filled, left)] as room:
                n = f.readinto(room) if len(room) else 0
            filled += n
            left -= n
            last = left <= 0 or n == 0
            cut = filled if last else buffer.rfind(b"\n", 0, filled) + 1
            if cut:
                with memoryview(buffer) as view, view[:cut] as chunk:
                    _check_into(chunk, o, first, format, failures, options, tally)
                first = False
                buffer[:filled - cut] = buffer[cut:filled]
                filled -= cut
            if last:
                break
        if first:  # an empty block: no rows (a CSV file still has its header)
            _check_into(b"", o, True, format, failures, options, tally)


class _no_file:
    """``with`` for no output file: None."""
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> None:
        return None


def _blocks(paths: List[str], blocksize: Optional[int]) -> List[Any]:
    """(path, offset, length) of each partition of the files, in order."""
    import fsspec

    out = []
    for p in paths:
        fs, _, found = fsspec.get_fs_token_paths(p)
        if len(found) != 1:
            raise FileNotFoundError(2, "No such file", p)
        size = fs.size(found[0])
        length = blocksize or size or 1
        out += [(p, offset, length) for offset in range(0, max(size, 1), length)]
    return out


def _tally_of(parts: Iterable[Dict[str, Any]]) -> _Tally:
    """The counts of the partitions (dicts of ``rfc1738 check
    --summary=json``'s keys; other keys ignored) added up in C++ (the
    program's tally, engine/tally.hpp)."""
    tally = _Tally()
    for p in parts:
        tally.add(p)
    return tally



def check_files(paths: List[str], out_dir: str, *, client: Any = None, blocksize: Optional[int] = 64_000_000,
                progress: bool = True, format: str = "jsonl", failures: bool = False, keep_comments: bool = False, strip_cr: bool = False, error_offsets: bool = False,
                ignore_scheme_case: bool = False, unwrap: bool = False, fragment: str = "strict") -> Dict[str, Any]:
    """Check every line of the files ``paths`` on the Dask cluster of
    ``client`` (default: the current client), a partition per ``blocksize``
    bytes of a file (None: per file). Writes ``out_dir/NNNNN.jsonl`` per
    partition (``format="csv"``: ``NNNNN.csv``, each with its header row; in
    the files' order; with ``failures``, the rows of the URLs that do not
    conform alone) and ``out_dir/summary.json``; returns the
    summary, with ``partitions``, ``seconds`` (the wall time, first task to
    last), ``task_seconds`` and ``task_cpu_seconds`` (the wall and CPU time
    the partitions took on the workers) and ``task_wait_seconds`` (how long
    they waited for a core meanwhile; None where the kernel does not say).
    Shows the partitions done on standard error when ``progress``."""
    from distributed import as_completed, get_client

    _format_checked(format)
    client = client or get_client()
    blocks = _blocks(paths, blocksize)
    os.makedirs(out_dir, exist_ok=True)
    for old in os.listdir(out_dir):  # a partition file of an earlier run would be read as one of this run
        stem, dot, suffix = old.partition(".")
        if dot and suffix in FORMATS and stem.isdigit():
            os.remove(os.path.join(out_dir, old))
    options = dict(format=format, failures=failures, keep_comments=keep_comments, strip_cr=strip_cr, error_offsets=error_offsets,
                   ignore_scheme_case=ignore_scheme_case, unwrap=unwrap, fragment=fragment)
    start = time.perf_counter()
    futures = [client.submit(check_file_block, path, offset, length, os.path.join(os.path.abspath(out_dir), f"{k:05d}.{format}"),
                             key=f"rfc1738-check-{k:05d}-{os.getpid()}-{time.time_ns()}", **options)
               for k, (path, offset, length) in enumerate(blocks)]
    results: List[Optional[Dict[str, Any]]] = [None] * len(futures)
    where = {f.key: k for k, f in enumerate(futures)}
    lines = 0
    # On a terminal one line rewritten in place ("\r"); in a file or a pipe
    # a line of its own at each tenth of the partitions, so that a log holds
    # no carriage return.
    terminal = progress and sys.stderr is not None and sys.stderr.isatty()
    shown = 0
    for done, f in enumerate(as_completed(futures), 1):
        r = f.result()
        results[where[f.key]] = r
        lines += r["inputs"] + r["skipped"]
        if terminal:
            print(f"\rrfc1738.dask: {done}/{len(futures)} partitions, {lines:,} lines", end="", file=sys.stderr, flush=True)
        elif progress and (done * 10 // len(futures) > shown or done == len(futures)):
            shown = done * 10 // len(futures)
            print(f"rfc1738.dask: {done}/{len(futures)} partitions, {lines:,} lines", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - start
    if terminal:
        print(file=sys.stderr)
    total = _tally_of(r for r in results if r is not None)
    with open(os.path.join(out_dir, "summary.json"), "w") as f:
        f.write(total.json())  # the program's --summary=json line, by its code
    summary = total.counts()
    summary["partitions"] = len(results)
    summary["seconds"] = seconds
    summary["task_seconds"] = sum(r["seconds"] for r in results if r is not None)
    summary["task_cpu_seconds"] = sum(r["cpu_seconds"] for r in results if r is not None)
    waits = [r["wait_seconds"] for r in results if r is not None]
    summary["task_wait_seconds"] = sum(waits) if waits and None not in waits else None
    return summary


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m rfc1738.dask",
                                description="Check the lines of text files on a Dask cluster (RFC 1738 §5, §3): "
                                            "JSON Lines (or CSV) per partition and summary.json in --out, the summary on standard output.")
    p.add_argument("--scheduler", metavar="ADDR", help="a running Dask scheduler (tcp://HOST:8786); default: a LocalCluster")
    p.add_argument("--workers", type=int, default=2, help="worker processes of the LocalCluster (1 thread each; default 2)")
    p.add_argument("--out", "-o", default="rfc1738-dask", metavar="DIR", help="where the partitions and summary.json go (default rfc1738-dask)")
    p.add_argument("--blocksize", type=int, default=64_000_000, help="bytes per partition (default 64 MB; 0: one per file)")
    p.add_argument("--format", choices=list(FORMATS), default="jsonl",
                   help="the partition files: jsonl (check --json's lines restricted to the verdict) or csv (RFC 4180, a header row); default jsonl")
    p.add_argument("--failures", action="store_true", help="write the rows of the URLs that do not conform alone")
    p.add_argument("--error-offsets", action="store_true", help='diagnose the URLs that do not conform: "error":{"offset":N}')
    p.add_argument("--keep-comments", action="store_true", help="check blank and # lines too")
    p.add_argument("--strip-cr", action="store_true", help="remove one CR before each LF")
    p.add_argument("--ignore-scheme-case", action="store_true")
    p.add_argument("--unwrap", action="store_true")
    p.add_argument("--fragment", choices=["strict", "split"], default="strict")
    p.add_argument("--no-progress", action="store_true", help="no progress line on standard error")
    p.add_argument("files", nargs="+", metavar="FILE")
    a = p.parse_args(argv)
    for f in a.files:
        if not os.path.isfile(f) and "://" not in f:
            print(f"rfc1738.dask: cannot open '{f}'", file=sys.stderr)
            return 2
    try:
        return _run(a)
    except OSError as e:
        print(f"rfc1738.dask: {e.strerror or e}{': ' + repr(e.filename) if e.filename else ''}", file=sys.stderr)
        return 2


def _run(a: argparse.Namespace) -> int:
    from distributed import Client, LocalCluster

    # Run as `python3 -m rfc1738.dask` this module is __main__: the tasks must
    # name the functions of rfc1738.dask, which the workers import.
    from rfc1738.dask import check_files

    cluster = None
    try:
        if a.scheduler:
            client = Client(a.scheduler)
        else:
            cluster = LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True, dashboard_address=None)
            client = Client(cluster)
        with client:
            summary = check_files(a.files, a.out, client=client, blocksize=a.blocksize or None, progress=not a.no_progress,
                                  format=a.format, failures=a.failures, keep_comments=a.keep_comments, strip_cr=a.strip_cr, error_offsets=a.error_offsets,
                                  ignore_scheme_case=a.ignore_scheme_case, unwrap=a.unwrap, fragment=a.fragment)
    finally:
        if cluster is not None:
            cluster.close()
    seconds, tasks, cpu, wait, partitions = (summary.pop(k) for k in ("seconds", "task_seconds", "task_cpu_seconds", "task_wait_seconds", "partitions"))
    sys.stdout.write(_tally_of([summary]).json())  # the program's --summary=json line
    lines = summary["inputs"] + summary["skipped"]
    # The partitions' wall time holds the time their threads waited for a core
    # (other processes, the cluster's own): per worker core, the time not
    # waited is the figure the machine's load does not change.
    waited = "" if wait is None else (f", of which {wait:.2f} s waiting for a core "
                                      f"({lines / max(tasks - wait, 1e-9):,.0f} lines/s per worker core without the waits)")
    print(f"rfc1738.dask: {lines:,} lines in {partitions} partitions, {seconds:.2f} s ({lines / max(seconds, 1e-9):,.0f} lines/s); "
          f"the partitions took {tasks:.2f} s on the workers ({lines / max(tasks, 1e-9):,.0f} lines/s per worker core){waited}, "
          f"{cpu:.2f} s of CPU ({lines / max(cpu, 1e-9):,.0f} lines/s per CPU second)", file=sys.stderr)
    return 0 if summary["conforming"] == summary["inputs"] else 1


if __name__ == "__main__":
    sys.exit(main())
