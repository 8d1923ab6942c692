#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Quick start, the tests: installs, builds, and runs the whole test suite with ctest.
#   scripts/test.sh              Release build in build/: every test, every runtime (CI's leg);
#                                a compare adapter whose runtime is missing fails
#   scripts/test.sh --quick      Release build in build/ with the library's and the Python
#                                package's own dependencies only: the library, program, Python
#                                and docs tests; not the nested builds (labels slow, wheel,
#                                embed); an adapter whose runtime or library is missing, and
#                                Dask's tests without Dask, are skipped, naming the package
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer build (-O1) with
#                                clang-14/clang++-14 in build-sanitize/ (CI's clang leg too):
#                                every test but the nested builds (labels slow, embed)
#   scripts/test.sh --tsan       ThreadSanitizer build (-O2) with clang-14/clang++-14 in
#                                build-tsan/: the tests that run threads (label threads: the
#                                library's, and the program's check -j); CI's optimised clang
#                                build of the library and the program
#   scripts/test.sh --clang      Release build with clang-14/clang++-14 in build-clang/ (the
#                                library, the program, the tests, the fuzz targets' replays;
#                                not the Python package): every test but the two that
#                                build the project again (label slow); not in CI, whose
#                                sanitizer leg builds the same targets with clang (-O1) and
#                                whose tsan leg the library and the program (-O2)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--clang" ] || [ "${1:-}" = "--sanitize" ] || [ "${1:-}" = "--tsan" ]; then
  scripts/setup.sh --tests --clang
elif [ "${1:-}" = "--quick" ]; then
  scripts/setup.sh --quick
else
  scripts/setup.sh --tests
fi
# ccache as the compiler launcher in the environment, which CMake reads when
# it first configures a build tree: a later build of the same sources with
# the same flags (CI's package leg) takes the objects from the cache. With
# the project as ccache's base directory the compiler's paths are hashed
# relative to the build tree, so a tree one level below a copy of the
# project (python.wheel's pip build, generator.add_scheme's) takes build/'s
# objects too; embed.subdirectory compiles with a consumer's flags and gains
# nothing. Unless a launcher is chosen.
if [ -z "${CMAKE_CXX_COMPILER_LAUNCHER:-}" ] && command -v ccache >/dev/null; then
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
fi
dir=build
# The Python package and its tests are part of the suite (explicitly: a build/
# configured before pybind11 was installed would have cached it off).
flags=(-DRFC1738_PYTHON=ON)
if [ "${1:-}" = "--sanitize" ]; then
  dir=build-sanitize
  # With clang: CI's portability leg is this one (every target of the
  # project, -Werror, with the other compiler), so that the project is not
  # built a fifth time. An instrumented extension cannot load into Debian's
  # uninstrumented Python.
  export CC=clang-14 CXX=clang++-14
  flags=(-DCMAKE_BUILD_TYPE=Debug -DRFC1738_SANITIZE=ON -DRFC1738_PYTHON=OFF)
  # The exhaustive part of the exactness tests one level shallower: sanitizers cost ~10x.
  export RFC1738_EXHAUSTIVE_DEPTH="${RFC1738_EXHAUSTIVE_DEPTH:-5}"
  # The enumerations of the split's and the automaton's tests (grammar.split,
  # grammar.onepass: millions of strings) compare every 8th string.
  export RFC1738_SAMPLE_STRIDE="${RFC1738_SAMPLE_STRIDE:-8}"
fi
if [ "${1:-}" = "--clang" ]; then
  # The portability leg: the same sources and the same flags (-std=c++17
  # -pedantic-errors -Werror, from CMakeLists.txt) with the other compiler,
  # C and C++. The Python package stays with g++: its tests run in build/.
  dir=build-clang
  export CC=clang-14 CXX=clang++-14
  flags=(-DCMAKE_BUILD_TYPE=Release -DRFC1738_PYTHON=OFF)
fi
if [ "${1:-}" = "--tsan" ]; then
  # With clang at -O2 (RelWithDebInfo): CI's one optimised build with the
  # other compiler (clang 14's vectoriser once failed on split.cpp at -O2
  # while the -O1 sanitizer build passed).
  dir=build-tsan
  export CC=clang-14 CXX=clang++-14
fi
if [ "${CXX:-}" = clang++-14 ] && [ -f "$dir/CMakeCache.txt" ] &&
   ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++-14$' "$dir/CMakeCache.txt"; then
  echo "test.sh: $dir/ was configured with another compiler; remove it" >&2
  exit 2
fi
if [ "${1:-}" = "--tsan" ]; then
  # The tools for the program's -j (tests/cli/jobs.cpp runs rfc1738 check -j).
  cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRFC1738_TSAN=ON -DRFC1738_BUILD_TESTS=ON \
    -DRFC1738_BUILD_TOOLS=ON >/dev/null
  cmake --build build-tsan -j"$(nproc)" --target threads cli_jobs
  TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
    ctest --test-dir build-tsan -j"$(nproc)" -L threads --output-on-failure --no-tests=error
  exit
fi
cmake -S . -B "$dir" -DRFC1738_BUILD_TESTS=ON -DRFC1738_BUILD_TOOLS=ON -DRFC1738_WEB=OFF "${flags[@]}" >/dev/null   # web.site: scripts/web.sh
cmake --build "$dir" -j"$(nproc)"
leave_out=()
if [ "${1:-}" = "--clang" ]; then
  # The tests labelled slow build a second copy of the project
  # (generator.add_scheme: from a grammar with one more scheme;
  # embed.subdirectory: as a consumer's subdirectory): they test the build
  # pipeline, which the g++ leg (scripts/test.sh) runs; here each would cost
  # that build again.
  echo "test.sh --clang: leaves out the tests labelled slow (generator.add_scheme, embed.subdirectory), run by the g++ leg" >&2
  leave_out=(-LE slow)
fi
if [ "${1:-}" = "--sanitize" ]; then
  # The nested builds (generator.add_scheme, the embedding's subdirectory,
  # install and package builds) configure projects of their own, without
  # the sanitizers: they test the build pipeline, which the g++ leg runs.
  echo "test.sh --sanitize: leaves out the tests labelled slow and embed (nested builds, uninstrumented), run by scripts/test.sh" >&2
  leave_out=(-LE "slow|embed")
fi
if [ "${1:-}" = "--quick" ]; then
  # The tests that build the project again (generator.add_scheme, the wheel,
  # the embedding's nested builds) are the full leg's.
  echo "test.sh --quick: leaves out the tests labelled slow, wheel and embed (nested builds), run by scripts/test.sh" >&2
  export RFC1738_TEST_QUICK=1
  leave_out=(-LE "slow|wheel|embed")
fi
status=0
ctest --test-dir "$dir" -j"$(nproc)" --output-on-failure --no-tests=error "${leave_out[@]}" || status=$?
if [ "${1:-}" = "--quick" ]; then
  # What ctest lists as skipped, and the package that would run it (the
  # tests' own words, which ctest keeps in its log).
  grep -h 'skipped in the quick leg (' "$dir"/Testing/Temporary/LastTest.log | grep -v '^--' |
    sed -e 's/^.*SKIPPED \[[0-9]*\] test_dask\.py:[0-9]*: /python.dask: /' -e 's/^/test.sh --quick: /' | sort -u >&2 || true
fi
exit "$status"
