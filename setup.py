# SPDX-License-Identifier: BSL-1.0
"""What pyproject.toml cannot say: the version and the extension.

- The version is the library's, read from CMakeLists.txt's
  ``project(rfc1738 VERSION x.y.z)`` (the one place it is written for the
  build; ``include/rfc1738/version.hpp`` repeats it, and the wheel test
  compares the two).
- The extension ``rfc1738._rfc1738`` is the CMake target ``rfc1738_python``
  (python/CMakeLists.txt) built from the library's sources (src/, generated/,
  include/) by ``cmake`` in setuptools' build directory, with the Python that
  runs this build (``-DPython3_EXECUTABLE=sys.executable``): in a virtual
  environment, the venv's. pybind11 comes from ``import pybind11`` when it
  imports (its CMake directory), else from CMake's own search, which finds
  Debian's pybind11-dev (/usr/lib/cmake/pybind11, headers in
  /usr/include/pybind11). ``CMAKE_CXX_COMPILER_LAUNCHER`` (ccache) and
  ``CMAKE_BUILD_PARALLEL_LEVEL`` from the environment are CMake's own.
- ``bdist_wheel`` is the ``wheel`` package's (before setuptools 70.1). A
  fresh virtual environment has setuptools but not ``wheel``; with ``--no-build-isolation --no-index``
  nothing can install it, so when it does not import, Debian's copy is used:
  python3-wheel-whl (/usr/share/python-wheels/wheel-*.whl) or python3-wheel
  (/usr/lib/python3/dist-packages/wheel), that package alone.
"""

import glob
import importlib.util
import os
import pathlib
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


def library_version() -> str:
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    m = re.search(r"project\(\s*rfc1738\s+VERSION\s+([0-9]+\.[0-9]+\.[0-9]+)", text)
    if m is None:
        raise SystemExit("setup.py: CMakeLists.txt has no project(rfc1738 VERSION x.y.z)")
    return m.group(1)


def bdist_wheel_command():
    """setuptools' own bdist_wheel (70.1 and later), else the `wheel`
    package's: the one that imports, else Debian's (only the package `wheel`
    is added, not the rest of Debian's modules); None when there is none."""
    try:
        from setuptools.command.bdist_wheel import bdist_wheel
        return bdist_wheel
    except ImportError:
        pass
    if importlib.util.find_spec("wheel") is None:
        whl = sorted(glob.glob("/usr/share/python-wheels/wheel-*.whl"))
        package = pathlib.Path("/usr/lib/python3/dist-packages/wheel")
        if whl:
            sys.path.append(whl[-1])  # a pure-Python wheel imports from its zip
        elif (package / "__init__.py").is_file():
            spec = importlib.util.spec_from_file_location("wheel", package / "__init__.py",
                                                          submodule_search_locations=[str(package)])
            module = importlib.util.module_from_spec(spec)
            sys.modules["wheel"] = module
            spec.loader.exec_module(module)
        else:
            return None
    from wheel.bdist_wheel import bdist_wheel
    return bdist_wheel


def pybind11_cmake_dir():
    try:
        import pybind11
    except ImportError:
        return None
    return pybind11.get_cmake_dir()


class cmake_build_ext(build_ext):
    """Builds rfc1738._rfc1738 with CMake: the target rfc1738_python."""

    def build_extension(self, ext: Extension) -> None:
        if shutil.which("cmake") is None:
            raise SystemExit("setup.py: cmake not found (Debian: apt-get install cmake; scripts/setup.sh --python)")
        # The CMake tree one level below the source, as build/ usually is:
        # the compiler's relative paths are then build/'s, and ccache (with
        # CCACHE_BASEDIR the source) gives the wheel build/'s objects.
        build = pathlib.Path(self.build_temp).resolve().parent
        # Configured for another Python (another venv, or another Python
        # behind the same venv path): CMake looks for this one afresh.
        python = f"{sys.executable}\n{sys.base_prefix}\n{sys.version}\n"
        marker = build / "rfc1738-python.txt"
        if marker.is_file() and marker.read_text() != python:
            (build / "CMakeCache.txt").unlink(missing_ok=True)
        build.mkdir(parents=True, exist_ok=True)
        marker.write_text(python)
        configure = ["cmake", "-S", str(ROOT), "-B", str(build),
                     f"-DPython3_EXECUTABLE:FILEPATH={sys.executable}",
                     "-DRFC1738_PYTHON=ON", "-DRFC1738_BUILD_TESTS=OFF", "-DRFC1738_BUILD_TOOLS=OFF",
                     "-DRFC1738_INSTALL=OFF", "-DCMAKE_BUILD_TYPE=Release"]
        where = pybind11_cmake_dir()
        if where is not None:
            configure.append(f"-Dpybind11_DIR={where}")
        subprocess.run(configure, check=True)
        command = ["cmake", "--build", str(build), "--target", "rfc1738_python"]
        if "CMAKE_BUILD_PARALLEL_LEVEL" not in os.environ:
            command += ["--parallel", str(os.cpu_count() or 1)]
        subprocess.run(command, check=True)
        built = sorted((build / "python" / "rfc1738").glob("_rfc1738.*.so"))
        if len(built) != 1:
            raise SystemExit(f"setup.py: expected one _rfc1738.*.so in {build / 'python' / 'rfc1738'}, found {built}")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        if built[0].name != target.name:
            raise SystemExit(f"setup.py: CMake built {built[0].name} for another Python than {sys.executable} ({target.name})")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built[0], target)


cmdclass = {"build_ext": cmake_build_ext}
bdist_wheel = bdist_wheel_command()
if bdist_wheel is not None:
    cmdclass["bdist_wheel"] = bdist_wheel
elif any(a in ("bdist_wheel", "dist_info") for a in sys.argv[1:]):
    raise SystemExit("setup.py: the package `wheel` is needed to build a wheel "
                     "(Debian: apt-get install python3-wheel; or pip install wheel)")

setup(
    version=library_version(),
    ext_modules=[Extension("rfc1738._rfc1738", sources=[])],
    cmdclass=cmdclass,
    # Not build/: that is where the project's CMake build usually lives.
    options={"build": {"build_base": "build-pip"}},
)
