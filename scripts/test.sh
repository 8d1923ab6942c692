#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Quick start, the tests: installs, builds, and runs the whole test suite with ctest.
#   scripts/test.sh              Release build in build/
#   scripts/test.sh --sanitize   AddressSanitizer + UndefinedBehaviorSanitizer build in build-sanitize/
#   scripts/test.sh --tsan       ThreadSanitizer build in build-tsan/: the tests that run threads
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tests
dir=build
# The Python package and its tests are part of the suite (explicitly: a build/
# configured before pybind11 was installed would have cached it off).
flags=(-DRFC1738_PYTHON=ON)
if [ "${1:-}" = "--sanitize" ]; then
  dir=build-sanitize
  # An instrumented extension cannot load into Debian's uninstrumented Python.
  flags=(-DCMAKE_BUILD_TYPE=Debug -DRFC1738_SANITIZE=ON -DRFC1738_PYTHON=OFF)
  # The exhaustive part of the exactness tests one level shallower: sanitizers cost ~10x.
  export RFC1738_EXHAUSTIVE_DEPTH="${RFC1738_EXHAUSTIVE_DEPTH:-5}"
fi
if [ "${1:-}" = "--tsan" ]; then
  cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRFC1738_TSAN=ON -DRFC1738_BUILD_TESTS=ON \
    -DRFC1738_BUILD_TOOLS=OFF >/dev/null
  cmake --build build-tsan -j"$(nproc)" --target threads
  TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
    ctest --test-dir build-tsan -L threads --output-on-failure --no-tests=error
  exit
fi
cmake -S . -B "$dir" -DRFC1738_BUILD_TESTS=ON -DRFC1738_BUILD_TOOLS=ON "${flags[@]}" >/dev/null
cmake --build "$dir" -j"$(nproc)"
ctest --test-dir "$dir" -j"$(nproc)" --output-on-failure --no-tests=error
