# SPDX-License-Identifier: BSL-1.0
# python3 -m rfc1738 on errors, beside the program's `rfc1738 check`: the same
# message on standard error and the same exit status on a full disk, a closed
# standard output, a closed pipe, an unreadable file and a usage error.
import os
import signal
import subprocess
import sys

import pytest


def module(*args):
    return [sys.executable, "-m", "rfc1738", *args]


def both(program, *args):
    return {"program": [program, "check", *args], "module": module(*args)}


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    """200,000 lines: more than a pipe holds, so the writer meets a closed one."""
    f = tmp_path_factory.mktemp("big") / "urls.txt"
    f.write_bytes(b"".join(b"http://h.example/%d\n" % i for i in range(200000)))
    return f


@pytest.mark.parametrize("args", [["http://a/"], ["--json", "http://a/", "x y"], ["-q", "http://a/"], ["--help"], ["-f", "BIG"]])
def test_full_disk(program, big, args):
    args = [str(big) if a == "BIG" else a for a in args]
    for who, command in both(program, *args).items():
        with open("/dev/full", "wb") as full:
            p = subprocess.run(command, stdout=full, stderr=subprocess.PIPE)
        if args == ["-q", "http://a/"]:  # nothing written, nothing to fail
            assert p.returncode == 0 and p.stderr == b"", who
            continue
        assert p.stderr == b"rfc1738: error writing standard output: No space left on device\n", who
        assert p.returncode == 2, who


@pytest.mark.parametrize("args", [["http://a/"], ["-q", "http://a/"], ["--help"]])
def test_closed_standard_output(program, args):
    for who, command in both(program, *args).items():
        p = subprocess.run(command, stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
        assert p.stderr == b"rfc1738: error writing standard output: Bad file descriptor\n", who
        assert p.returncode == 2, who


@pytest.mark.parametrize("flags", [[], ["--json"], ["--keep-comments", "--color=always"]])
def test_closed_pipe_is_quiet(program, big, flags):
    """`... | head -1`: the reader goes away; the program dies of SIGPIPE
    without a word, and so does the module."""
    args = flags + ["-f", str(big)]
    for who, command in both(program, *args).items():
        p = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        first = p.stdout.readline()
        p.stdout.close()
        err = p.stderr.read()
        p.wait(timeout=120)
        assert first != b"", who
        assert err == b"", (who, err)
        assert p.returncode == -signal.SIGPIPE, who


def test_read_errors_are_the_programs(program, big, tmp_path):
    small = tmp_path / "small.txt"
    small.write_bytes(b"http://a/\nx y\n")
    for args in (["-f", str(tmp_path / "no-such-file")], ["-f", str(tmp_path)], ["-f", str(small), "-f", str(tmp_path / "none")],
                 ["--json", "-f", str(small), "-f", str(tmp_path)]):
        ours = subprocess.run(module(*args), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        theirs = subprocess.run([program, "check", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert ours.stderr == theirs.stderr, args
        assert ours.stdout == theirs.stdout, args
        assert ours.returncode == theirs.returncode == 2, args
    assert b"cannot open '" in subprocess.run(module("-f", str(tmp_path / "none")), stderr=subprocess.PIPE).stderr


@pytest.mark.parametrize("args", [["--summary"], ["--summary=x"], ["--color=x"], ["-f"], ["--file"], ["--nope"], ["-x"],
                                  ["--nope", "a", "b"], ["-qz"], ["--summary", "x", "y"],
                                  ["--jsn"], ["-j"], ["-j", "0"], ["--edition", "rfc9999"],
                                  ["--ignore-scheme-case", "--edition", "rfc3986", "x"]])
def test_usage_errors_are_the_programs(program, args):
    ours = subprocess.run(module(*args), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    theirs = subprocess.run([program, "check", *args], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert ours.stderr.replace(b"try 'python3 -m rfc1738 --help'", b"try 'rfc1738 check --help'") == theirs.stderr
    assert ours.stdout == theirs.stdout == b""
    assert ours.returncode == theirs.returncode == 2


def test_file_is_the_long_name_of_f(program, tmp_path):
    f = tmp_path / "urls.txt"
    f.write_bytes(b"http://a/\nx y\n")
    ours = subprocess.run(module("--file", str(f)), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    theirs = subprocess.run([program, "check", "--file", str(f)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert (ours.stdout, ours.stderr, ours.returncode) == (theirs.stdout, theirs.stderr, theirs.returncode)
    assert ours.returncode == 1


@pytest.mark.parametrize("command,function", [("parse", "parse"), ("lint", "lint"), ("grammar", "productions")])
def test_another_command_of_the_program_is_no_url(command, function):
    r = subprocess.run(module(command, "http://h/"), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert r.returncode == 2
    assert r.stdout == b""
    assert f"'{command}' is a command of the program rfc1738".encode() in r.stderr
    assert f"run 'rfc1738 {command}', or call rfc1738.{function}() in Python".encode() in r.stderr
    # "check" is this module's own command, and a URL is checked as ever.
    assert subprocess.run(module("check", "http://h/"), stdout=subprocess.PIPE).returncode == 0
