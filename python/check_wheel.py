# SPDX-License-Identifier: BSL-1.0
"""The package as Python users install it (ctest python.wheel, label wheel).

    check_wheel.py --source DIR --work DIR --program FILE --build-dir DIR

With the Python that runs it (ctest: Debian's /usr/bin/python3), offline
(``--no-index``, pip's configuration ignored) and without build isolation:

1. copies the source tree (the checkout a user has; no build directories) to
   WORK/source and, in a fresh virtual environment WORK/venv-build that has
   neither ``wheel`` nor ``pybind11`` nor anything of the system's, runs
   ``pip wheel --no-build-isolation --no-index --no-deps .`` there;
2. checks the wheel: its name and METADATA carry the library's version
   (CMakeLists.txt's project(VERSION), equal to include/rfc1738/version.hpp's),
   it holds the extension, the package, the stubs (equal to the sources) and
   ``py.typed``;
3. installs it into that environment and into a second fresh one made with
   ``--system-site-packages`` (for pytest, NumPy, pandas and Dask); in both,
   ``rfc1738`` and ``rfc1738._rfc1738`` import from the environment's
   site-packages and ``importlib.metadata.version("rfc1738")`` is the version;
4. runs the package's tests (python/tests) there with pytest, with
   RFC1738_IMPORT_ROOT set so that a test asserts where the module came from.

Any step that fails fails the test (exit status 1); nothing is skipped.
"""

import argparse
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import zipfile


def fail(message: str) -> None:
    print(f"python.wheel: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def run(command, **kwargs) -> subprocess.CompletedProcess:
    print("python.wheel: $ " + " ".join(str(c) for c in command), flush=True)
    p = subprocess.run([str(c) for c in command], **kwargs)
    if p.returncode != 0:
        fail(f"exit status {p.returncode}: {' '.join(str(c) for c in command)}")
    return p


def versions(source: pathlib.Path) -> str:
    cmake = re.search(r"project\(\s*rfc1738\s+VERSION\s+([0-9]+\.[0-9]+\.[0-9]+)", (source / "CMakeLists.txt").read_text())
    header = re.search(r'version\s*=\s*"([^"]+)"', (source / "include" / "rfc1738" / "version.hpp").read_text())
    if cmake is None or header is None:
        fail("no version in CMakeLists.txt's project() or in include/rfc1738/version.hpp")
    if cmake.group(1) != header.group(1):
        fail(f"CMakeLists.txt says {cmake.group(1)}, include/rfc1738/version.hpp says {header.group(1)}")
    return cmake.group(1)


def copy_source(source: pathlib.Path, target: pathlib.Path, build_dir: pathlib.Path) -> None:
    """The tree a user has: everything but version control, build directories
    (build*/ at the top, the ctest build directory), venv/ and caches."""
    def ignore(directory, names):
        d = pathlib.Path(directory).resolve()
        out = {n for n in names if n in ("__pycache__", ".git", "dist") or n.endswith(".egg-info")}
        if d == source:  # build directories, and a venv made in the checkout (README.md)
            out |= {n for n in names if n.startswith("build") or n in ("venv", ".venv")}
        out |= {n for n in names if (d / n).resolve() == build_dir}
        return out
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target, ignore=ignore, symlinks=True)


def venv(path: pathlib.Path, *flags: str) -> pathlib.Path:
    if path.exists():
        shutil.rmtree(path)
    run([sys.executable, "-m", "venv", *flags, path])
    return path / "bin" / "python"


IMPORTED = """
import importlib.metadata, json, sysconfig
import rfc1738, rfc1738._rfc1738
print(json.dumps({"package": rfc1738.__file__, "extension": rfc1738._rfc1738.__file__,
                  "version": rfc1738.__version__, "metadata": importlib.metadata.version("rfc1738"),
                  "site": sysconfig.get_paths()["platlib"], "purelib": sysconfig.get_paths()["purelib"],
                  "conforms": rfc1738.check("news:*").conforms}))
"""


def check_installed(python: pathlib.Path, env: dict, cwd: pathlib.Path, version: str) -> str:
    p = run([python, "-c", IMPORTED], env=env, cwd=cwd, stdout=subprocess.PIPE, text=True)
    facts = json.loads(p.stdout)
    print(f"python.wheel: {python}: {facts}")
    site = pathlib.Path(facts["site"]).resolve()
    for what in ("package", "extension"):
        where = pathlib.Path(facts[what]).resolve()
        if site not in where.parents:
            fail(f"{python} imports rfc1738's {what} from {where}, not from its site-packages {site}")
    if facts["version"] != version or facts["metadata"] != version:
        fail(f"{python}: rfc1738.__version__ {facts['version']}, importlib.metadata {facts['metadata']}, the library {version}")
    if facts["conforms"] is not True:
        fail(f"{python}: rfc1738.check('news:*') does not conform")
    return str(site)


def main() -> int:
    a = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    a.add_argument("--source", required=True, type=pathlib.Path)
    a.add_argument("--work", required=True, type=pathlib.Path)
    a.add_argument("--program", required=True)
    a.add_argument("--build-dir", required=True, type=pathlib.Path)
    args = a.parse_args()
    source, work, build_dir = args.source.resolve(), args.work.resolve(), args.build_dir.resolve()
    version = versions(source)
    work.mkdir(parents=True, exist_ok=True)

    # Offline and hermetic: no index, no pip configuration (find-links), no
    # cache, nothing of the caller's PYTHONPATH.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PIP_FIND_LINKS", "PIP_INDEX_URL")}
    env.update(PIP_CONFIG_FILE=os.devnull, PIP_NO_CACHE_DIR="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PYTHONDONTWRITEBYTECODE="1")

    # 1. pip wheel in a fresh environment, in a copy of the source tree.
    copy_source(source, work / "source", build_dir)
    build_python = venv(work / "venv-build")
    missing = run([build_python, "-c", "import importlib.util as u; print([m for m in ('wheel', 'pybind11', 'numpy') if u.find_spec(m) is None])"],
                  env=env, stdout=subprocess.PIPE, text=True).stdout.strip()
    print(f"python.wheel: not in the fresh environment: {missing}")
    dist = work / "dist"
    if dist.exists():
        shutil.rmtree(dist)
    run([build_python, "-m", "pip", "wheel", "--no-build-isolation", "--no-index", "--no-deps", "-w", dist, "."],
        env=env, cwd=work / "source")

    # 2. The wheel.
    wheels = sorted(dist.glob("*.whl"))
    if len(wheels) != 1 or not wheels[0].name.startswith(f"rfc1738-{version}-cp"):
        fail(f"expected one wheel rfc1738-{version}-cp*.whl in {dist}: {[w.name for w in wheels]}")
    wheel = wheels[0]
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        for name in ("rfc1738/__init__.py", "rfc1738/__main__.py", "rfc1738/pandas.py", "rfc1738/dask.py", "rfc1738/__init__.pyi", "rfc1738/_rfc1738.pyi", "rfc1738/py.typed",
                     f"rfc1738-{version}.dist-info/METADATA", f"rfc1738-{version}.dist-info/RECORD"):
            if name not in names:
                fail(f"{wheel.name} lacks {name}: {sorted(names)}")
        if not any(re.fullmatch(r"rfc1738/_rfc1738\.cpython-[^/]*\.so", n) for n in names):
            fail(f"{wheel.name} lacks the extension rfc1738/_rfc1738.*.so: {sorted(names)}")
        for stub in ("__init__.pyi", "_rfc1738.pyi", "py.typed"):
            if z.read(f"rfc1738/{stub}") != (source / "python" / "rfc1738" / stub).read_bytes():
                fail(f"{wheel.name}'s rfc1738/{stub} differs from python/rfc1738/{stub}")
        metadata = z.read(f"rfc1738-{version}.dist-info/METADATA").decode()
        if f"\nVersion: {version}\n" not in metadata or "\nName: rfc1738\n" not in metadata:
            fail(f"{wheel.name}'s METADATA does not name rfc1738 {version}:\n{metadata[:400]}")
    print(f"python.wheel: {wheel.name}: {len(names)} files, stubs and py.typed included")

    # 3. Installed, in the environment that built it and in one that sees
    # the system's site-packages (pytest, NumPy, pandas, Dask).
    elsewhere = work / "elsewhere"  # not the source tree: nothing to import by accident
    elsewhere.mkdir(exist_ok=True)
    run([build_python, "-m", "pip", "install", "--no-index", "--no-deps", wheel], env=env, cwd=elsewhere)
    check_installed(build_python, env, elsewhere, version)
    test_python = venv(work / "venv-test", "--system-site-packages")
    run([test_python, "-m", "pip", "install", "--no-index", "--no-deps", wheel], env=env, cwd=elsewhere)
    site = check_installed(test_python, env, elsewhere, version)

    # 4. The package's tests, importing the installed module.
    test_env = dict(env, RFC1738_PROGRAM=os.path.abspath(args.program), RFC1738_BUILD_DIR=str(build_dir), RFC1738_IMPORT_ROOT=site)
    run([test_python, "-m", "pytest", "-q", "-p", "no:cacheprovider", work / "source" / "python" / "tests"], env=test_env, cwd=elsewhere)
    print("python.wheel: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
