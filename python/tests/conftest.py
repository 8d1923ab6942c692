# SPDX-License-Identifier: BSL-1.0
# The paths the tests share: the source tree, the program (RFC1738_PROGRAM,
# set by ctest to $<TARGET_FILE:rfc1738_cli>) and the build tree
# (RFC1738_BUILD_DIR). A test that needs one that is not given fails.
import os
import pathlib

import pytest

SOURCE = pathlib.Path(__file__).resolve().parents[2]


def _required(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.fail(f"{name} is not set (ctest sets it; see tests/CMakeLists.txt)")
    return value


@pytest.fixture(scope="session")
def source() -> pathlib.Path:
    return SOURCE


@pytest.fixture(scope="session")
def program() -> str:
    return _required("RFC1738_PROGRAM")


@pytest.fixture(scope="session")
def build_dir() -> pathlib.Path:
    return pathlib.Path(_required("RFC1738_BUILD_DIR"))


def rfc_examples():
    return [line for line in (SOURCE / "examples" / "rfc1738-examples.txt").read_text().splitlines() if line]


def corpus_file(path: pathlib.Path) -> pathlib.Path:
    """A file of URL lines at `path`: the inputs of the conformance suite
    (conformance/rfc1738-tests.jsonl: conforming, valid and not URLs; a byte
    >= 0x80 is \\u00XX there), then ../shared/corpus/urls-real.txt (real URL
    lists) when it is there; its last line without its LF."""
    import json

    lines = []
    with open(SOURCE / "conformance" / "rfc1738-tests.jsonl", encoding="utf-8") as f:
        lines += [json.loads(line)["input"].encode("latin-1") for line in f]
    real = SOURCE.parent / "shared" / "corpus" / "urls-real.txt"
    if real.exists():
        lines += real.read_bytes().split(b"\n")
    path.write_bytes(b"\n".join(l for l in lines if b"\n" not in l))
    return path
