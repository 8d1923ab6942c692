#!/usr/bin/env python3
# SPDX-License-Identifier: BSL-1.0
"""Runs every `$ rfc1738 ...` example of README.md, docs/manual/*.md and docs/lineage.md, and
compares its output with what the document shows (ctest docs.examples).

The convention (docs/manual/testing.md says it for writers):
  * an example is a fenced block (``` ... ```) holding at least one line that
    starts with `$ ` and names `rfc1738` as a command;
  * each `$ ` line is a command; the lines after it, up to the next `$ ` line
    or the end of the fence, are its expected output (standard output and
    standard error together, in the order written);
  * the command is run by `sh -c` in the source tree (so `examples/...` and
    `grammar/...` paths work), with every command word `rfc1738` replaced by
    the built program; it must print exactly the lines shown (trailing
    spaces and the exit status are not compared);
  * a block opts out with `<!-- example: not run: REASON -->` on the line
    just before its fence (the reason is required: say what depends on the
    environment).
Usage: docs_examples.py [--update] PROGRAM SOURCE_DIR [FILE.md...]
(--update writes what the program prints into the documents, for a writer to
review with git diff; the test never uses it.)
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^(\s*)(```+|~~~+)")
OPT_OUT = re.compile(r"<!--\s*example:\s*not run:\s*\S.*-->")
COMMAND_WORD = re.compile(r"(?:(?<=^)|(?<=[|;&(]\s)|(?<=[|;&(]))rfc1738(?= |$)")


def blocks(path):
    """Yields (first line number, lines, opted out) per fenced block."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        fence = m.group(2)
        opted = i > 0 and OPT_OUT.search(lines[i - 1]) is not None
        start = i + 1
        j = start
        while j < len(lines) and not lines[j].strip().startswith(fence[:3]):
            j += 1
        yield start + 1, lines[start:j], opted
        i = j + 1


def examples(body):
    """Splits a block into (offset, command, expected lines)."""
    out = []
    for k, line in enumerate(body):
        if line.startswith("$ "):
            out.append([k, line[2:], []])
        elif out:
            out[-1][2].append(line)
    return out


def runs_program(command):
    return COMMAND_WORD.search(command) is not None or \
        re.search(r"(^|[|;&(]\s*)rfc1738 ", command) is not None


def main():
    args = sys.argv[1:]
    update = bool(args) and args[0] == "--update"
    if update:
        args = args[1:]
    program, source = os.path.abspath(args[0]), args[1]
    files = args[2:] or [os.path.join(source, "README.md")] + sorted(
        os.path.join(source, "docs", "manual", n)
        for n in os.listdir(os.path.join(source, "docs", "manual"))
        if n.endswith(".md")) + [os.path.join(source, "docs", "lineage.md")]
    env = dict(os.environ, LC_ALL="C", COLUMNS="80")
    env.pop("NO_COLOR", None)
    failures = ran = skipped = 0
    with tempfile.TemporaryDirectory() as tmp:
        # `rfc1738` as a command word, for commands the regex cannot see
        shim = os.path.join(tmp, "rfc1738")
        os.symlink(program, shim)
        env["PATH"] = tmp + os.pathsep + env.get("PATH", "")
        for path in files:
            rel = os.path.relpath(path, source)
            replacements = []  # (first line index, old count, new lines)
            for line_no, body, opted in blocks(path):
                cases = examples(body)
                if not any(runs_program(c[1]) for c in cases):
                    continue
                if opted:
                    skipped += 1
                    continue
                for offset, command, expected in cases:
                    ran += 1
                    proc = subprocess.run(
                        ["sh", "-c", command], cwd=source, env=env,
                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                        stderr=subprocess.STDOUT, timeout=120)
                    got = proc.stdout.decode("utf-8", "backslashreplace")
                    got_lines = [l.rstrip() for l in got.split("\n")]
                    want = [l.rstrip() for l in expected]
                    while got_lines and got_lines[-1] == "":
                        got_lines.pop()
                    while want and want[-1] == "":
                        want.pop()
                    if got_lines != want:
                        failures += 1
                        replacements.append(
                            (line_no + offset, len(expected), got_lines))
                        print(f"{rel}:{line_no + offset}: $ {command}")
                        print("  the document shows:")
                        for l in want:
                            print("    " + l)
                        print("  the program prints:")
                        for l in got_lines:
                            print("    " + l)
            if update and replacements:
                with open(path, encoding="utf-8") as f:
                    lines = f.read().split("\n")
                for first, count, new in reversed(replacements):
                    # first: the 1-based line of the `$` line
                    lines[first:first + count] = new
                with open(path, "w", encoding="utf-8") as f:
                    f.write("\n".join(lines))
    print(f"{ran} examples run, {failures} differ, {skipped} blocks opted out")
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
