# SPDX-License-Identifier: BSL-1.0
# rfc1738.dask on a LocalCluster of 2 worker processes (ctest python.dask):
# its verdicts on 100,000 lines equal the program's (`rfc1738 check --json`),
# its summary the program's --summary=json, for files, the command line, a
# dask.bag and a dask.dataframe column. Dask is required here
# (python3-dask, python3-distributed): without it these tests fail on the
# import below, they do not skip; the quick leg (scripts/test.sh --quick
# sets RFC1738_TEST_QUICK) skips them, naming the packages.
import json
import os
import pathlib
import subprocess
import sys

import pytest

if os.environ.get("RFC1738_TEST_QUICK"):
    pytest.skip("skipped in the quick leg (Dask: python3-dask python3-distributed; scripts/test.sh runs these tests)", allow_module_level=True)

import dask.bag as db  # noqa: E402
import dask.dataframe as dd  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
from distributed import Client, LocalCluster  # noqa: E402

import rfc1738
import rfc1738.dask
from conftest import SOURCE, rfc_examples

LINES = 100_000


def corpus_lines():
    """100,000 lines: the RFC's examples and their single-byte mutants (NUL,
    space, %, #, @, 0xFF, CR), blank, white and # lines, lines ending in a CR,
    then lines of ../shared/corpus/urls-bench.txt when it is there, else
    generated URLs."""
    examples = [u.encode() for u in rfc_examples()]
    lines = list(examples) + [b"", b"  \t", b"# a comment", b"#", b"\r", b"http://h/\r", b" http://h/", b"HTTP://h/", b"<URL:news:*>"]
    for b in examples:
        for i in range(len(b) + 1):
            lines.append(b[:i])
            for c in (b"\x00", b" ", b"%", b"#", b"@", b"\xff", b"\r"):
                lines.append(b[:i] + c + b[i + 1:])
    corpus = SOURCE.parent / "shared" / "corpus" / "urls-bench.txt"
    if corpus.exists():
        with open(corpus, "rb") as f:
            lines += [line.rstrip(b"\n") for _, line in zip(range(LINES), f)]
    lines += [b"http://host%d.example:%d/p/%d?q=%d" % (i, i, i, i) for i in range(LINES)]
    return lines[:LINES]


@pytest.fixture(scope="module")
def client():
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    with Client(cluster) as c:
        assert len(c.scheduler_info()["workers"]) == 2
        yield c
    cluster.close()


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    lines = corpus_lines()
    assert len(lines) == LINES
    d = tmp_path_factory.mktemp("urls")
    paths = []
    for k in range(3):
        p = d / f"urls-{k}.txt"
        part = lines[k * LINES // 3:(k + 1) * LINES // 3]
        p.write_bytes(b"".join(line + b"\n" for line in part)[:-1 if k == 2 else None])  # the last file ends without a LF
        paths.append(str(p))
    return paths


def program_lines(program, paths, *flags):
    p = subprocess.run([program, "check", "--json", "--summary=json", *flags, *[a for f in paths for a in ("-f", f)]],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert p.returncode == 1, p.stderr[-2000:]
    return [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()], json.loads(p.stderr.decode("utf-8"))


def verdict(j, offsets=True):
    """The fields of a line of `check --json` that rfc1738.dask writes."""
    v = {k: j[k] for k in ("input", "valid", "production", "conforms", "scheme")}
    if offsets and "error" in j:
        v["error"] = {"offset": j["error"]["offset"]}
    return v


def our_lines(out):
    parts = sorted(pathlib.Path(out).glob("*.jsonl"))
    return len(parts), [json.loads(line) for p in parts for line in p.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("flags", [[], ["--keep-comments", "--strip-cr"]])
def test_files_agree_with_the_program(client, files, program, tmp_path, flags):
    options = {"keep_comments": "--keep-comments" in flags, "strip_cr": "--strip-cr" in flags}
    summary = rfc1738.dask.check_files(files, str(tmp_path / "out"), client=client, blocksize=300_000, progress=False,
                                       error_offsets=True, **options)
    theirs, their_summary = program_lines(program, files, *flags)
    partitions, ours = our_lines(tmp_path / "out")
    assert partitions == summary["partitions"] > 6  # several partitions per file, both workers busy
    assert len(ours) == len(theirs) == summary["inputs"] and summary["inputs"] + summary["skipped"] == LINES
    differ = [(a, b) for a, b in zip(ours, theirs) if a != verdict(b)]
    assert not differ, f"{len(differ)} verdicts differ; first: {differ[0]}"
    assert {k: summary[k] for k in their_summary} == their_summary
    assert json.loads((tmp_path / "out" / "summary.json").read_text()) == their_summary
    assert summary["skipped"] > 0 if not flags else summary["skipped"] == 0
    # The time the partitions waited for a core is within their wall time (where Linux says it).
    assert 0 < summary["task_cpu_seconds"] <= summary["task_seconds"] * 1.05
    if pathlib.Path("/proc/thread-self/schedstat").exists():
        assert 0 <= summary["task_wait_seconds"] <= summary["task_seconds"]
    else:
        assert summary["task_wait_seconds"] is None
    # Only the failures, without offsets.
    rfc1738.dask.check_files(files, str(tmp_path / "out"), client=client, blocksize=300_000, progress=False, failures=True, **options)
    _, failures = our_lines(tmp_path / "out")
    assert failures == [verdict(b, offsets=False) for b in theirs if not b["conforms"]]


@pytest.mark.parametrize("flags", [[], ["--fragment=split", "--strip-cr"]])
def test_summary_is_the_programs_bytes(client, program, tmp_path, flags):
    """summary.json and the summary `python3 -m rfc1738.dask` prints are the
    bytes of `rfc1738 check --summary=json` on a corpus file: the same
    tally and writer (engine/tally.hpp) count and write both."""
    from conftest import corpus_file

    path = corpus_file(tmp_path / "corpus.txt")
    want = subprocess.run([program, "check", "-q", "--summary=json", *flags, "-f", str(path)], stderr=subprocess.PIPE, check=False).stderr
    options = {"strip_cr": "--strip-cr" in flags, "fragment": "split" if "--fragment=split" in flags else "strict"}
    summary = rfc1738.dask.check_files([str(path)], str(tmp_path / "out"), client=client, blocksize=100_000, progress=False, **options)
    assert summary["partitions"] > 2
    assert (tmp_path / "out" / "summary.json").read_bytes() == want
    assert {k: summary[k] for k in json.loads(want)} == json.loads(want)
    p = subprocess.run([sys.executable, "-m", "rfc1738.dask", "--out", str(tmp_path / "out"), "--blocksize", "100000", "--no-progress", *flags, str(path)],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=240)
    assert p.returncode == 1 and p.stdout == want, p.stderr.decode()[-3000:]


def our_csv_records(out):
    """The records of the CSV partitions as Python's csv module reads them:
    the header of each, and each input's bytes back through surrogateescape."""
    import csv

    headers, records = set(), []
    parts = sorted(pathlib.Path(out).glob("*.csv"))
    for p in parts:
        with open(p, newline="", encoding="utf-8", errors="surrogateescape") as f:
            rows = list(csv.reader(f))
        headers.add(tuple(rows[0]))
        records += [[r[0].encode("utf-8", "surrogateescape")] + r[1:] for r in rows[1:]]
    return len(parts), headers, records


def csv_record(j, offsets=True):
    """The CSV record of a line of `check --json` (a byte >= 0x80 is \\u00XX there)."""
    r = [j["input"].encode("latin-1"), str(j["valid"]).lower(), j["production"] or "", str(j["conforms"]).lower(), j["scheme"] or ""]
    return r + [str(j["error"]["offset"]) if "error" in j else ""] if offsets else r


def test_csv_agrees_with_the_program(client, files, program, tmp_path):
    # The lines keep their CRs (no --strip-cr): CSV must quote them.
    summary = rfc1738.dask.check_files(files, str(tmp_path / "out"), client=client, blocksize=300_000, progress=False,
                                       format="csv", error_offsets=True, keep_comments=True)
    theirs, their_summary = program_lines(program, files, "--keep-comments")
    partitions, headers, ours = our_csv_records(tmp_path / "out")
    assert partitions == summary["partitions"] > 6
    assert headers == {("input", "valid", "production", "conforms", "scheme", "error_offset")}
    assert len(ours) == len(theirs) == summary["inputs"] == LINES
    differ = [(a, b) for a, b in zip(ours, theirs) if a != csv_record(b)]
    assert not differ, f"{len(differ)} records differ; first: {differ[0]}"
    assert sum(b"\r" in r[0] for r in ours) > 10 and sum(b"\xff" in r[0] for r in ours) > 10 and sum(b"\x00" in r[0] for r in ours) > 10
    assert {k: summary[k] for k in their_summary} == their_summary
    # The JSON Lines of an earlier run in the same directory go; CSV replaces them.
    rfc1738.dask.check_files(files, str(tmp_path / "out"), client=client, blocksize=300_000, progress=False, failures=True)
    assert our_lines(tmp_path / "out")[0] > 6 and our_csv_records(tmp_path / "out")[0] == 0
    rfc1738.dask.check_files(files, str(tmp_path / "out"), client=client, blocksize=300_000, progress=False, format="csv", failures=True)
    _, headers, failures = our_csv_records(tmp_path / "out")
    assert our_lines(tmp_path / "out")[0] == 0 and headers == {("input", "valid", "production", "conforms", "scheme")}
    theirs, _ = program_lines(program, files)
    assert failures == [csv_record(b, offsets=False) for b in theirs if not b["conforms"]]
    with pytest.raises(ValueError, match="format must be one of jsonl, csv"):
        rfc1738.dask.check_files(files, str(tmp_path / "out"), client=client, format="xml")


def test_command_line(files, program, tmp_path):
    out = tmp_path / "out"
    p = subprocess.run([sys.executable, "-m", "rfc1738.dask", "--out", str(out), "--blocksize", "1000000", *files],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=240)
    assert p.returncode == 1, p.stderr.decode()[-3000:]  # some URLs do not conform
    theirs, their_summary = program_lines(program, files)
    assert json.loads(p.stdout) == their_summary
    assert "rfc1738.dask: " in p.stderr.decode() and " partitions, 100,000 lines" in p.stderr.decode()
    _, ours = our_lines(out)
    assert ours == [verdict(b, offsets=False) for b in theirs]
    p = subprocess.run([sys.executable, "-m", "rfc1738.dask", "--format", "csv", "--out", str(out), "--blocksize", "1000000", *files],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=240)
    assert p.returncode == 1 and json.loads(p.stdout) == their_summary, p.stderr.decode()[-3000:]
    _, headers, records = our_csv_records(out)
    assert headers == {("input", "valid", "production", "conforms", "scheme")}
    assert records == [csv_record(b, offsets=False) for b in theirs]
    p = subprocess.run([sys.executable, "-m", "rfc1738.dask", "--out", str(out), str(tmp_path / "missing.txt")],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    assert p.returncode == 2 and b"cannot open" in p.stderr and p.stdout == b""


def expected_frame(urls):
    rows = []
    for u in urls:
        r = rfc1738.check(u)
        rows.append((r.valid, r.conforms, r.production, r.scheme, r.error.offset if r.error else -1))
    return rows


def frame_rows(df):
    production = [None if isinstance(p, float) else p for p in df["production"].astype(object).tolist()]
    return list(zip(df["valid"].tolist(), df["conforms"].tolist(), production, df["scheme"].tolist(), df["error_offset"].tolist()))


def test_bag_and_dataframe_column(client):
    urls = [u.decode("latin-1") for u in corpus_lines()[:5000]]
    expected = expected_frame(urls)
    bag = db.from_sequence(urls, npartitions=4)
    df = rfc1738.dask.check_bag(bag).compute()
    assert list(df.columns) == ["valid", "conforms", "production", "scheme", "error_offset"]
    assert frame_rows(df) == expected
    pdf = pd.DataFrame({"url": urls + [None]}, index=range(7, 7 + len(urls) + 1))
    checked = rfc1738.dask.check_series(dd.from_pandas(pdf, npartitions=3)["url"]).compute()
    assert list(checked.index) == list(pdf.index)
    assert frame_rows(checked) == expected + [(False, False, None, None, -1)]
    assert checked["production"].dtype == "category" and list(checked["production"].cat.categories) == list(rfc1738.dask.PRODUCTIONS)
    assert checked["valid"].dtype == np.dtype(bool) and checked["error_offset"].dtype == np.dtype(np.int64)


@pytest.mark.parametrize("format", ["jsonl", "csv"])
def test_file_blocks_read_in_chunks_as_fsspec_cuts_them(tmp_path, monkeypatch, format):
    # check_file_block reads a partition CHUNK bytes (whole lines) at a time
    # into its thread's buffer: its rows and counts are those of the whole
    # block fsspec's read_block gives, for chunks smaller than a line (the
    # buffer grows), blocks cut inside lines, a line longer than the 64 KiB
    # read to find a line's end, and a file without a final LF; a local path
    # read with open(), a file:// URL with fsspec.
    from fsspec.utils import read_block

    lines = corpus_lines()[:2000] + [b"http://h/" + b"a" * 5000, b"", b"# c", b"x,\"y\"\r", b"\xff", b"http://h/" + b"b" * 70_000, b"news:*"]
    data = b"\n".join(lines)
    path = tmp_path / "urls.txt"
    path.write_bytes(data)
    out = tmp_path / f"part.{format}"
    for chunk in (64, 1000, 1 << 20):
        monkeypatch.setattr(rfc1738.dask, "CHUNK", chunk)
        if hasattr(rfc1738.dask._buffers, "block"):
            del rfc1738.dask._buffers.block
        for length in (7_000, 50_000, len(data)):
            rows, inputs = b"", 0
            for k, offset in enumerate(range(0, len(data), length)):
                r = rfc1738.dask.check_file_block(str(path) if k % 2 == 0 else path.as_uri(), offset, length, str(out), format=format, error_offsets=True)
                with open(path, "rb") as f:
                    block = read_block(f, offset, length, delimiter=b"\n")
                want = rfc1738.check_lines(block, error_offsets=True)
                written = out.read_bytes()
                assert written == (want.to_csv(None) if format == "csv" else want.to_jsonl(None)), (chunk, length, offset)
                assert (r["inputs"], r["skipped"], r["conforming"]) == (len(want), want.skipped, int(want.conforms.sum()))
                rows += written.split(b"\r\n", 1)[1] if format == "csv" else written
                inputs += r["inputs"] + r["skipped"]
            assert inputs == len(lines)  # every line in one partition, none twice
            whole = rfc1738.check_lines(data, error_offsets=True)
            assert rows == (whole.to_csv(None, header=False) if format == "csv" else whole.to_jsonl(None))
        assert len(rfc1738.dask._buffers.block) >= max(chunk, 5010)  # grown for the long line


def test_worker_step_writes_what_the_batch_writes():
    """The workers' one-pass step (check, count and write each line as it is
    checked) gives the rows of Batch.write_jsonl / write_csv byte for byte and
    the counts of the Batch, for every combination of options, on lines with
    NUL, CR, tab, '"', '\\', ',', bytes >= 0x80, comments, blank lines, a
    100 KB line and a last line without its LF."""
    import io
    import itertools
    import random

    from rfc1738._rfc1738 import _check_lines_into

    rng = random.Random(1738)
    alphabet = b'ab:/%@#"\\\x00\r\t ,;?=\x80\xff\xe9HTP.'
    lines = [bytes(rng.choice(alphabet) for _ in range(rng.randrange(0, 40))) for _ in range(3000)]
    lines += corpus_lines()[:3000] + [b"# comment", b"", b"  \t\r", b"\r", b"HTTP://B/x#frag", b"http://" + b"a" * 100_000]
    blocks = [b"\n".join(lines) + b"\nno-lf-at-end:x", b"", b"\n\n#x\n"]
    combos = 0
    for block in blocks:
        for fmt, failures, header, keep, strip, fold, unwrap, fragment, offsets in itertools.product(
                ("jsonl", "csv"), (False, True), (False, True), (False, True), (False, True), (False, True), (False, True),
                ("strict", "split"), (False, True)):
            options = dict(keep_comments=keep, strip_cr=strip, ignore_scheme_case=fold, unwrap=unwrap, fragment=fragment,
                           error_offsets=offsets)
            b = rfc1738.check_lines(block, **options)
            expected = io.BytesIO()
            if fmt == "csv":
                b.write_csv(None, expected, failures=failures, header=header)
            else:
                b.write_jsonl(None, expected, failures=failures)
            got = io.BytesIO()
            inputs, conforming, valid, skipped, by_code = _check_lines_into(block, got, format=fmt, failures=failures,
                                                                            header=header, **options)
            assert got.getvalue() == expected.getvalue(), (fmt, failures, header, options)
            counts = np.bincount(b.production.astype(np.int64) + 1, minlength=len(rfc1738.dask.PRODUCTIONS) + 1).tolist()
            assert (inputs, conforming, valid, skipped, by_code) == (
                len(b), int(np.count_nonzero(b.conforms)), int(np.count_nonzero(b.valid)), b.skipped, counts), options
            assert _check_lines_into(block, None, format=fmt, failures=failures, header=header, **options)[:4] == (
                inputs, conforming, valid, skipped)
            combos += 1
    assert combos == 3 * 2 ** 9
    with pytest.raises(ValueError, match="format must be jsonl or csv"):
        _check_lines_into(b"http://a/", None, format="xml")
    with pytest.raises(TypeError, match=r"^rfc1738\._check_lines_into: the block must be bytes"):
        _check_lines_into("http://a/", None)


def test_file_step_writes_what_the_block_step_writes(tmp_path):
    """The workers' step for a local file (_check_file_into: the block read
    with pread into the thread's buffer, its lines checked and their rows
    written by file descriptor, the file's blocks reserved ahead and those
    past the last row released) gives the rows and counts of
    _check_lines_into on the same bytes, for buffers smaller than a line
    (grown) up to larger than the file, blocks cut at line ends or past the
    end of the file, every format and option; the file holds the rows alone
    (no block reserved past them), rows after bytes already there are
    appended, and a descriptor that is not a regular file is written too."""
    import io
    import itertools
    import os
    import random

    from rfc1738._rfc1738 import _check_file_into, _check_lines_into

    rng = random.Random(24)
    alphabet = b'ab:/%@#"\\\x00\r\t ,;?=\x80\xff\xe9HTP.'
    lines = [bytes(rng.choice(alphabet) for _ in range(rng.randrange(0, 40))) for _ in range(2000)]
    lines += corpus_lines()[:20_000] + [b"# comment", b"", b"  \t\r", b"HTTP://B/x#frag", b"http://" + b"a" * 70_000, b"news:*"]
    rng.shuffle(lines)
    data = b"\n".join(lines) + b"\nno-lf-at-end:x"
    path = tmp_path / "urls.txt"
    path.write_bytes(data)
    longest = data.index(b"a" * 70_000)
    ends = [0] + [k + 1 for k in range(len(data)) if data[k] == 10] + [len(data)]
    cuts = sorted({0, len(data)} | set(rng.sample(ends, 6)))
    blocks = list(zip(cuts, cuts[1:])) + [(0, len(data)), (cuts[2], len(data) + 1000), (len(data), len(data)), (0, 0)]
    out = tmp_path / "rows"
    fd = os.open(path, os.O_RDONLY)
    checked = 0
    try:
        for (begin, end), size in itertools.product(blocks, (0, 64, 1000, 1 << 20, len(data) + 100)):
            for fmt, failures, keep, strip, offsets, fragment in itertools.product(("jsonl", "csv"), (False, True), (False, True), (False, True),
                                                                                   (False, True), ("strict", "split")):
                if size not in (64, 1 << 20) and (keep or strip or fragment == "split"):
                    continue  # every option with two buffers; the buffers with the defaults
                options = dict(keep_comments=keep, strip_cr=strip, error_offsets=offsets, fragment=fragment)
                want = io.BytesIO()
                counts = _check_lines_into(data[begin:end], want, format=fmt, failures=failures, header=True, **options)
                buffer = bytearray(size)
                o = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
                try:
                    got = _check_file_into(fd, begin, end, buffer, o, format=fmt, failures=failures, **options)
                finally:
                    os.close(o)
                assert got == counts, (begin, end, size, fmt, failures, options)
                assert out.read_bytes() == want.getvalue(), (begin, end, size, fmt, failures, options)
                assert _check_file_into(fd, begin, end, buffer, None, format=fmt, failures=failures, **options) == counts
                if begin <= longest < end:
                    assert len(buffer) >= 70_007  # grown for the long line
                st = os.stat(out)  # no blocks reserved past the rows: at most the rows' own (and an extent block)
                assert st.st_blocks * 512 <= st.st_size + 8192, (st.st_size, st.st_blocks)
                checked += 1
        # Rows after bytes already in the file, the descriptor at its end (seeked there, or O_APPEND):
        # appended, the bytes before kept, no block reserved past the rows.
        want = io.BytesIO()
        _check_lines_into(data, want)
        for flags in (os.O_WRONLY, os.O_WRONLY | os.O_APPEND):
            out.write_bytes(b"before\n")
            o = os.open(out, flags)
            try:
                os.lseek(o, 0, os.SEEK_END)
                _check_file_into(fd, 0, len(data), bytearray(1000), o)
            finally:
                os.close(o)
            assert out.read_bytes() == b"before\n" + want.getvalue()
            st = os.stat(out)
            assert st.st_blocks * 512 <= st.st_size + 8192, (st.st_size, st.st_blocks)
        # A descriptor that is not a regular file: nothing reserved, every row written.
        with open(os.devnull, "wb") as null:
            assert _check_file_into(fd, 0, len(data), bytearray(1000), null.fileno()) == _check_lines_into(data, None)
    finally:
        os.close(fd)
    assert checked == len(blocks) * (3 * 2 ** 3 + 2 * 2 ** 6)


def test_file_step_errors(tmp_path):
    """_check_file_into: a descriptor it cannot read or write is an OSError
    (errno EBADF), a block that ends before it begins a ValueError, a buffer
    that cannot grow (a memoryview holds it) a BufferError; the buffer is
    left as it was."""
    import errno
    import os

    from rfc1738._rfc1738 import _check_file_into

    path = tmp_path / "urls.txt"
    path.write_bytes(b"http://a/\n" + b"http://b/" + b"c" * 100 + b"\n")
    fd = os.open(path, os.O_RDONLY)
    try:
        with pytest.raises(OSError) as e:
            _check_file_into(fd, 0, 10, bytearray(64), fd)  # a descriptor read-only, written
        assert e.value.errno == errno.EBADF
        o = os.open(tmp_path / "out", os.O_WRONLY | os.O_CREAT)
        try:
            with pytest.raises(OSError) as e:
                _check_file_into(o, 0, 10, bytearray(64), None)  # write-only, read
            assert e.value.errno == errno.EBADF
        finally:
            os.close(o)
        with pytest.raises(ValueError, match=r"^rfc1738\._check_file_into: the block must be 0 <= begin <= end"):
            _check_file_into(fd, 10, 5, bytearray(64), None)
        with pytest.raises(ValueError, match="format must be jsonl or csv"):
            _check_file_into(fd, 0, 10, bytearray(64), None, format="xml")
        buffer = bytearray(16)
        with memoryview(buffer), pytest.raises(BufferError):
            _check_file_into(fd, 0, 120, buffer, None)  # the second line does not fit: the buffer must grow
        assert len(buffer) == 16
        assert _check_file_into(fd, 0, 120, buffer, None)[0] == 2 and len(buffer) >= 110
    finally:
        os.close(fd)


def test_file_step_on_generated_bytes(tmp_path):
    """_check_file_into on generated files (Hypothesis: bytes with LFs, CRs,
    NULs and high bytes, lines of every length), cut into blocks at line ends
    chosen by the example, read into buffers of 1 to 200 bytes (grown, the
    lines that do not fit carried over): the rows and counts of
    _check_lines_into on the same bytes, block by block. The property test
    of the workers' file reader (deterministic: derandomize=True)."""
    import io
    import os

    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from rfc1738._rfc1738 import _check_file_into, _check_lines_into

    line = st.one_of(st.binary(max_size=60), st.sampled_from([b"http://a/b", b"ftp://h/p;type=d", b"news:*", b"#x", b"", b"\r"]))

    @settings(derandomize=True, database=None, deadline=None, max_examples=150, print_blob=False,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
    @given(st.lists(line, max_size=40), st.booleans(), st.lists(st.integers(0, 40), max_size=4), st.integers(1, 200),
           st.sampled_from(["jsonl", "csv"]), st.booleans())
    def agree(lines, final_lf, cut_at, size, fmt, failures):
        data = b"\n".join(l.replace(b"\n", b"\r") for l in lines) + (b"\n" if final_lf and lines else b"")
        path = tmp_path / "urls.txt"
        path.write_bytes(data)
        ends = [0] + [k + 1 for k in range(len(data)) if data[k] == 10] + [len(data)]
        cuts = sorted({0, len(data)} | {ends[c % len(ends)] for c in cut_at})
        out = tmp_path / "rows"
        fd = os.open(path, os.O_RDONLY)
        try:
            for begin, end in zip(cuts, cuts[1:]):
                want = io.BytesIO()
                counts = _check_lines_into(data[begin:end], want, format=fmt, failures=failures, header=True)
                o = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
                try:
                    got = _check_file_into(fd, begin, end, bytearray(size), o, format=fmt, failures=failures)
                finally:
                    os.close(o)
                assert got == counts, (begin, end, size)
                assert out.read_bytes() == want.getvalue(), (begin, end, size)
        finally:
            os.close(fd)

    agree()


def test_progress_in_a_file_has_no_carriage_return(client, files, tmp_path, capsys):
    # Standard error is no terminal here (pytest captures it): whole lines,
    # at most one per tenth of the partitions and the last, no "\r".
    summary = rfc1738.dask.check_files(files, str(tmp_path / "out"), client=client, blocksize=300_000, progress=True)
    err = capsys.readouterr().err
    assert "\r" not in err
    lines = err.splitlines()
    assert 1 <= len(lines) <= 11
    assert all(line.startswith("rfc1738.dask: ") and " partitions, " in line for line in lines)
    assert lines[-1].startswith(f"rfc1738.dask: {summary['partitions']}/{summary['partitions']} partitions")
