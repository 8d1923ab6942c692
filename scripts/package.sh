#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# The Debian package: a Release build in build-package/ (prefix /usr, no tests,
# no Python package), then CPack writes build-package/rfc1738_<version>_<arch>.deb
# (cmake/package.cmake says what is in it). Install it with
#   sudo apt install ./build-package/rfc1738_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
# dpkg-dev: dpkg-shlibdeps computes the package's Depends.
scripts/setup.sh dpkg-dev
dir=build-package
rm -f "$dir"/rfc1738_*.deb
cmake -S . -B "$dir" ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER="$CMAKE_CXX_COMPILER_LAUNCHER"} -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DRFC1738_BUILD_TESTS=OFF -DRFC1738_BUILD_TOOLS=ON -DRFC1738_PYTHON=OFF -DRFC1738_INSTALL=ON \
  -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON >/dev/null
# Only what the package holds (not the generator bnf2pegtl nor the adapters).
cmake --build "$dir" -j"$(nproc)" --target rfc1738 rfc1738_cli rfc1738_man rfc1738_debian
(cd "$dir" && cpack -G DEB >/dev/null)
ls "$dir"/rfc1738_*.deb
