# SPDX-License-Identifier: BSL-1.0
# The package installs (cmake --install --component python) and imports from
# there in a fresh /usr/bin/python3; python3 -m rfc1738 mirrors `check`.
import os
import subprocess
import sys

from conftest import SOURCE


def test_the_module_under_test_is_imported():
    """The module comes from where the runner says (RFC1738_IMPORT_ROOT: the
    build tree for python.pytest, the virtual environment's site-packages for
    python.wheel), never from another copy."""
    import pathlib

    import rfc1738
    import rfc1738._rfc1738
    from conftest import _required

    root = pathlib.Path(_required("RFC1738_IMPORT_ROOT")).resolve()
    for module in (rfc1738, rfc1738._rfc1738):
        assert root in pathlib.Path(module.__file__).resolve().parents, (module.__file__, str(root))


def test_installed_package_imports(build_dir, tmp_path):
    subprocess.run(["cmake", "--install", str(build_dir), "--component", "python", "--prefix", str(tmp_path)], check=True, stdout=subprocess.DEVNULL)
    site = tmp_path / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "dist-packages"
    names = sorted(p.name for p in (site / "rfc1738").iterdir())
    assert "__init__.py" in names and "__main__.py" in names and "pandas.py" in names and "py.typed" in names and "__init__.pyi" in names
    assert any(n.startswith("_rfc1738.") and n.endswith(".so") for n in names)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(site)
    p = subprocess.run(["/usr/bin/python3", "-c", "import rfc1738; print(rfc1738.__file__); print(rfc1738.check('news:*').to_json())"],
                       env=env, cwd=str(tmp_path), stdout=subprocess.PIPE, text=True, check=True)
    where, line = p.stdout.splitlines()
    assert where.startswith(str(site))
    assert line == '{"input":"news:*","valid":true,"production":"newsurl","conforms":true,"scheme":"news","components":{"grouppart":"*"},"warnings":[]}'


def run_main(*args, stdin=b""):
    return subprocess.run([sys.executable, "-m", "rfc1738", *args], input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_main_json_is_the_programs(program, tmp_path):
    f = tmp_path / "urls.txt"
    f.write_bytes(b"# URLs\nhttp://a.example/\n\nhttp://user@a.example/\r\nnews:*\nHTTP://h\nhttp://h/p#top\nhttp://h/#\n#x\n")
    for flags in ([], ["--strip-cr"], ["--ignore-scheme-case", "--unwrap"], ["--failures"], ["--keep-comments"], ["--fragment=split"],
                  ["--fragment=split", "--keep-comments", "--ignore-scheme-case"]):
        ours = run_main("check", "--json", "--summary=json", *flags, "-f", str(f), "x y")
        theirs = subprocess.run([program, "check", "--json", "--summary=json", *flags, "-f", str(f), "x y"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert ours.stdout == theirs.stdout, flags
        assert ours.stderr == theirs.stderr, flags
        assert ours.returncode == theirs.returncode == 1


def test_main_readable_and_status(program):
    p = run_main("http://h/p?q")
    assert p.returncode == 0 and p.stdout == b"conforms  httpurl  http://h/p?q\n" and p.stderr == b""
    p = run_main("ftp://h:21x/")
    assert p.returncode == 1 and b"at 11:" in p.stdout and b"RFC 1738 \xc2\xa73.1" in p.stdout
    p = run_main("--json", stdin=b"news:*\n")
    assert p.returncode == 0 and p.stdout == subprocess.run([program, "check", "--json"], input=b"news:*\n", stdout=subprocess.PIPE).stdout
    assert run_main("-q", "x y").returncode == 1 and run_main("-q", "x y").stdout == b""
    assert run_main("--no-such-option").returncode == 2
    assert run_main("-f", str(SOURCE / "no-such-file")).returncode == 2


def test_main_readable_is_the_programs(program, tmp_path):
    import test_check
    from conftest import rfc_examples

    lines = [m for m in test_check.mutants(rfc_examples()) if b"\n" not in m]
    lines += [b"http://h/" + b"a" * 300 + b" " + b"b" * 300, b"http://h:25/%41", b"ftp://u:secret@h/", b"x\\y\x7f", b"# c", b""]
    lines += [b"http://h/p#top", b"http://h/#", b"http://h/a b#\xff\x01", b"ftp://h/#a#b"]
    # The caret (rfc1738.annotate) on hostile bytes: NUL, tab, CR, DEL, bytes >= 0x80, the error at offset 0 and at
    # the end, and a megabyte line (a window around the offset).
    lines += [b"\x00abc", b"ftp://", b"http://h:", b"http://h/\ta\rb\x00\x7f\\\xc3\xa9", b"ftp://" + bytes(range(0x80, 0x100)) * 2,
              b"http://h/" + bytes((i * 7) % 256 for i in range(1 << 20) if (i * 7) % 256 != 10)]
    f = tmp_path / "urls.txt"
    f.write_bytes(b"".join(l + b"\n" for l in lines))
    for flags in ([], ["--strip-cr"], ["--ignore-scheme-case", "--unwrap"], ["--failures"], ["--keep-comments"], ["--color=always"], ["-q", "--summary=text"],
                  ["--fragment=split"], ["--fragment=split", "--keep-comments", "--summary=text"]):
        ours = run_main("check", *flags, "-f", str(f), "x y", "<URL:HTTP://h/>")
        theirs = subprocess.run([program, "check", *flags, "-f", str(f), "x y", "<URL:HTTP://h/>"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert ours.stdout == theirs.stdout, flags
        assert ours.stderr == theirs.stderr, flags
        assert ours.returncode == theirs.returncode == 1, flags
    assert len(theirs.stderr.splitlines()) > 3


def test_main_options_are_the_programs_table(program, tmp_path):
    """python3 -m rfc1738 declares check's options from the program's own
    table (_check_options, tools/rfc1738/check_options.cpp): the options the
    help of check names are the table's, and each option of the table,
    with each of its choices, gives the program's bytes and exit status."""
    import re

    from rfc1738._rfc1738 import _check_options, _check_usage

    table = _check_options()
    helped = set(re.findall(r"^  (?:-\w, )?(--[a-z][a-z-]*)", _check_usage().decode(), re.M)) - {"--help"}
    assert helped == {o["names"].split(",")[0 if o["names"].startswith("--") else 1] for o in table}
    f = tmp_path / "urls.txt"
    f.write_bytes(b"# URLs\nhttp://a.example/\n\nhttp://user@a.example/\r\nnews:*\nHTTP://h\nhttp://h/p#top\n<URL:ftp://h/>\n")
    runs = 0
    for o in table:
        name = o["names"].split(",")[-1]
        if not o["argument"]:
            uses = [[name]]
        elif o["repeated"]:
            uses = [[name, str(f)]]
        elif o["range"] is not None:
            uses = [[name, str(n)] for n in o["range"]]
        else:
            uses = [[f"{name}={c}"] for c in o["choices"]] + ([[name]] if o["implicit"] is not None else [])
        for use in uses:
            args = ([] if name == "--summary" else ["--summary=json"]) + [*use, "-f", str(f), "x y", "file:///a"]
            ours = run_main("check", *args)
            theirs = subprocess.run([program, "check", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            assert (ours.stdout, ours.stderr, ours.returncode) == (theirs.stdout, theirs.stderr, theirs.returncode), use
            runs += 1
    assert runs >= len(table) + 10
