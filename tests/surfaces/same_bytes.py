# SPDX-License-Identifier: BSL-1.0
"""One writer per format, whatever the surface: `rfc1738 parse` and the
Python package's rfc1738.parse_output, `rfc1738 fix` and rfc1738.fix_output,
`rfc1738 set` and rfc1738.set_output, `rfc1738 trace` and rfc1738.trace_output,
`rfc1738 editions` and rfc1738.editions_output, `rfc1738 lint` (--json,
--sarif too) and rfc1738.lint_output give the same bytes for the same input
and format (both
call the library's writers: rfc1738/parse_output.hpp, rfc1738::write_fix_json,
rfc1738::write_set_json, rfc1738/trace_output.hpp, editions_output.hpp,
lint_output.hpp), and so do
`rfc1738 check` and `python3 -m rfc1738` (rfc1738::write_check_text,
rfc1738::write_json; each edition's with --edition, -j, and --help), over the corpora of the repository: the inputs of conformance/*.jsonl (each
edition's under --edition) and the RFC's examples with their mutants (NUL,
CR, bytes >= 0x80, "#", cut short). The page's "decoded" is the library's
rfc1738::write_json_components (web/wasm/entry.cpp; the web leg compares
the page with the program), and its lint array rfc1738.lint's
(rfc1738::write_lint_array: compared with the program's lint --json
objects); the C interface writes no parse output.

usage: same_bytes.py PROGRAM SOURCE_DIR
(with the module of this build on PYTHONPATH)
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

import rfc1738

# The editions parse --edition takes: those that model their parts (the drafts do not).
EDITIONS = ["rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874"]

# (options of the program, keyword arguments of parse_output); the other
# editions but for --fragment=split (refused where the grammar holds the
# fragment) and --json --decode (the edition's JSON has no "decoded").
FORMATS = [
    ([], {}),
    (["--json"], {"format": "json"}),
    (["--spans"], {"format": "spans"}),
    (["--decode"], {"decode": True}),
    (["--json", "--decode"], {"format": "json", "decode": True}),
    (["--fragment=split"], {"fragment": "split"}),
    (["--json", "--fragment=split"], {"format": "json", "fragment": "split"}),
    (["--spans", "--fragment=split"], {"format": "spans", "fragment": "split"}),
]


def mutants(urls):
    """Each URL with a byte replaced by one of a few telling bytes, and cut short."""
    out = []
    for b in urls:
        for i in range(0, len(b), 3):
            out += [b[:i] + c + b[i + 1:] for c in (b"\x00", b" ", b"%", b"#", b":", b"@", b"/", b"\xff", b"A", b"\r")] + [b[:i]]
    return out


def corpus(source, edition):
    """The inputs of the edition's conformance suite, as bytes (each JSON string one code point per byte)."""
    path = source / "conformance" / f"{edition}-tests.jsonl"
    out = [json.loads(line)["input"].encode("latin-1") for line in path.read_text(encoding="utf-8").splitlines() if line]
    if edition == "rfc1738":
        examples = [line.encode() for line in (source / "examples" / "rfc1738-examples.txt").read_text().splitlines() if line]
        out += examples + mutants(examples)
    return out


def program_output(program, inputs, options, command="parse"):
    """What the program prints for the inputs, and their order: those
    holding a LF or ending in a CR (a line's CR is its line end to fix) as
    arguments (but for a NUL, which no argument holds), then the others as
    the lines of standard input (blank and "#" lines kept)."""
    arguments = [i for i in inputs if (b"\n" in i or i.endswith(b"\r")) and b"\0" not in i]
    lines = [i for i in inputs if b"\n" not in i and not i.endswith(b"\r")]
    p = subprocess.run([program, command, *options, "--keep-comments", "-f", "-", "--", *[a.decode("utf-8", "surrogateescape") for a in arguments]],
                       input=b"".join(i + b"\n" for i in lines), stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    if p.returncode not in (0, 1, 3):
        sys.exit(f"rfc1738 {command} {' '.join(options)}: exit status {p.returncode}: {p.stderr.decode(errors='replace')}")
    return p.stdout, arguments + lines


def in_directory(directory, f):
    """f() with `directory` the current directory."""
    here = os.getcwd()
    os.chdir(directory)
    try:
        return f()
    finally:
        os.chdir(here)


def main(program, source):
    compared = 0
    failed = 0
    for edition in EDITIONS:
        inputs = corpus(source, edition)
        assert len(inputs) > 900, (edition, len(inputs))
        for options, kwargs in FORMATS:
            if edition != "rfc1738" and ("--fragment=split" in options or options == ["--json", "--decode"]):
                continue
            where = options + ([] if edition == "rfc1738" else ["--edition", edition])
            got, order = program_output(program, inputs, where)
            ours = b"".join(rfc1738.parse_output(i, edition=edition, **kwargs) for i in order)
            compared += len(order)
            if got != ours:
                failed += 1
                first = next(i for i in order if program_output(program, [i], where)[0] != rfc1738.parse_output(i, edition=edition, **kwargs))
                print(f"rfc1738 parse {' '.join(where)} and parse_output differ, first on {first!r}")
    inputs = corpus(source, "rfc1738")
    for options, kwargs in (([], {}), (["--json"], {"format": "json"})):
        got, order = program_output(program, inputs, options, "fix")
        compared += len(order)
        if got != b"".join(rfc1738.fix_output(i, **kwargs) for i in order):
            failed += 1
            first = next(i for i in order if program_output(program, [i], options, "fix")[0] != rfc1738.fix_output(i, **kwargs))
            print(f"rfc1738 fix {' '.join(options)} and fix_output differ, first on {first!r}")
    # set: the lines of a file (set reads no blank or "#" line), each edited.
    lines = [i for i in inputs if b"\n" not in i and i.strip() and not i.startswith(b"#")]
    edits = [("port", None), ("host", b"example.com"), ("path", b"a b/c")]
    for options, kwargs in (([], {}), (["--json"], {"format": "json"}), (["--fragment=split"], {"fragment": "split"}),
                            (["--json", "--fragment=split", "--raw"], {"format": "json", "fragment": "split", "raw": True})):
        p = subprocess.run([program, "set", *options, "--unset", "port", "-f", "-", "host=example.com", "path=a b/c"],
                           input=b"".join(i + b"\n" for i in lines), stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        compared += len(lines)
        if p.returncode not in (0, 1) or p.stdout != b"".join(rfc1738.set_output(i, edits, **kwargs) for i in lines):
            failed += 1
            print(f"rfc1738 set {' '.join(options)} and set_output differ (exit status {p.returncode})")
    # check, and python3 -m rfc1738 check: standard output, standard error
    # and the exit status, with the lines of a file.
    with tempfile.NamedTemporaryFile(suffix=".txt") as f:
        f.write(b"".join(i + b"\n" for i in inputs if b"\n" not in i))
        f.flush()
        for options in ([], ["--json"], ["--color=always"], ["--fragment=split", "--unwrap", "--ignore-scheme-case"]):
            where = ["check", *options, "--keep-comments", "--summary=json", "-f", f.name]
            theirs = subprocess.run([program, *where], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
            ours = subprocess.run([sys.executable, "-m", "rfc1738", *where], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
            compared += len(inputs)
            if (theirs.stdout, theirs.stderr, theirs.returncode) != (ours.stdout, ours.stderr, ours.returncode):
                failed += 1
                print(f"rfc1738 {' '.join(options)} and python3 -m rfc1738 differ")
    # check --edition, one check across editions, and python3 -m rfc1738 check --edition (-j too).
    for edition in EDITIONS[1:] + ["draft-03"]:
        with tempfile.NamedTemporaryFile(suffix=".txt") as f:
            inputs = corpus(source, edition)
            f.write(b"".join(i + b"\n" for i in inputs if b"\n" not in i))
            f.flush()
            for options in ([], ["--json", "--summary=json"], ["--failures", "-j", "2", "--color=always"]):
                where = ["check", "--edition", edition, *options, "--keep-comments", "-f", f.name]
                theirs = subprocess.run([program, *where], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
                ours = subprocess.run([sys.executable, "-m", "rfc1738", *where], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
                compared += len(inputs)
                if theirs.returncode not in (0, 1) or (theirs.stdout, theirs.stderr, theirs.returncode) != (ours.stdout, ours.stderr, ours.returncode):
                    failed += 1
                    print(f"rfc1738 {' '.join(where[:-2])} and python3 -m rfc1738 differ")
    # The help: python3 -m rfc1738 --help is rfc1738 check --help.
    if subprocess.run([program, "check", "--help"], stdout=subprocess.PIPE).stdout != subprocess.run([sys.executable, "-m", "rfc1738", "--help"], stdout=subprocess.PIPE).stdout:
        failed += 1
        print("rfc1738 check --help and python3 -m rfc1738 --help differ")
    # trace, and rfc1738.trace_output: each edition's inputs under it.
    for edition in EDITIONS:
        inputs = corpus(source, edition)
        for options, kwargs in (([], {}), (["--json"], {"format": "json"}), (["--components"], {"components": True}),
                                (["--json", "--components", "--depth", "2"], {"format": "json", "components": True, "depth": 2})):
            where = options + ([] if edition == "rfc1738" else ["--edition", edition])
            got, order = program_output(program, inputs, where, "trace")
            compared += len(order)
            if got != b"".join(rfc1738.trace_output(i, edition=edition, **kwargs) for i in order):
                failed += 1
                first = next(i for i in order if program_output(program, [i], where, "trace")[0] != rfc1738.trace_output(i, edition=edition, **kwargs))
                print(f"rfc1738 trace {' '.join(where)} and trace_output differ, first on {first!r}")
    # editions, and rfc1738.editions_output: the text of a line read follows "-:LINE: ".
    both = corpus(source, "rfc1738") + corpus(source, "rfc3986")
    for options, kwargs in (([], {}), (["--json"], {"format": "json"}), (["--fragment=split"], {"fragment": "split"}),
                            (["--json", "--editions", "rfc3986,rfc1738"], {"format": "json", "editions": ["rfc3986", "rfc1738"]})):
        got, order = program_output(program, both, options, "editions")
        arguments = len(order) - sum(1 for i in both if b"\n" not in i and not i.endswith(b"\r"))
        prefix = [b"" if "--json" in options or n < arguments else b"-:%d: " % (n - arguments + 1) for n in range(len(order))]
        compared += len(order)
        if got != b"".join(p + rfc1738.editions_output(i, **kwargs) for p, i in zip(prefix, order)):
            failed += 1
            print(f"rfc1738 editions {' '.join(options)} and editions_output differ")
    # lint, and rfc1738.lint_output: the inputs as the lines of a text, and the manual's pages (Markdown).
    with tempfile.NamedTemporaryFile(suffix=".txt") as f:
        f.write(b"".join(i + b"\n" for i in both if b"\n" not in i))
        f.flush()
        documents = [pathlib.Path(f.name)] + sorted((source / "docs" / "manual").glob("*.md"))
        for document in documents:
            for options, kwargs in (([], {}), (["--json"], {"output": "json"}), (["--fragment=split", "--ignore-scheme-case"], {"fragment": "split", "ignore_scheme_case": True}),
                                    (["--sarif"], {"output": "sarif"}), (["--sarif", "--fragment=split", "--only-wrapped"], {"output": "sarif", "fragment": "split", "only_wrapped": True})):
                theirs = subprocess.run([program, "lint", *options, str(document)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
                compared += 1
                if theirs.returncode not in (0, 1) or theirs.stdout != rfc1738.lint_output(document.read_bytes(), name=str(document), **kwargs):
                    failed += 1
                    print(f"rfc1738 lint {' '.join(options)} {document} and lint_output differ (exit status {theirs.returncode})")
                if "--json" in options:
                    # rfc1738.lint, the page's lint array too (rfc1738::write_lint_array): the program's objects without "file".
                    objects = [json.loads(line) for line in theirs.stdout.splitlines()]
                    for o in objects:
                        del o["file"]
                    compared += 1
                    if objects != rfc1738.lint(document.read_bytes(), name=str(document)):
                        failed += 1
                        print(f"rfc1738 lint --json {document} and rfc1738.lint differ")
    # lint --sarif: a name relative to the current directory (against %SRCROOT%), and standard input.
    readme = (source / "README.md").read_bytes()
    for where, stdin, kwargs in ((["README.md"], b"", {"name": "README.md"}), (["./docs/manual/lint.md"], b"", {"name": "./docs/manual/lint.md"}),
                                 (["-"], readme, {}), (["--format=markdown", "-"], readme, {"format": "markdown"})):
        theirs = subprocess.run([program, "lint", "--sarif", *where], input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=source, check=False)
        text = stdin if where[-1] == "-" else (source / where[-1]).read_bytes()
        compared += 1
        if theirs.returncode not in (0, 1) or b'"uri":"file://' not in theirs.stdout or theirs.stdout != in_directory(source, lambda: rfc1738.lint_output(text, output="sarif", **kwargs)):
            failed += 1
            print(f"rfc1738 lint --sarif {' '.join(where)} and lint_output(output='sarif') differ (exit status {theirs.returncode})")
    print(f"{compared} inputs × formats compared byte for byte, {failed} runs differ")
    assert compared > 50000
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], pathlib.Path(sys.argv[2])))
