#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# The Debian packages: a Release build in build-package/ (prefix /usr, no
# tests, no Python package), then CPack writes build-package/rfc1738_<version>_<arch>.deb
# (the program, its man page and documentation) and rfc1738-dev_<version>_<arch>.deb
# (the library, headers, CMake package, rfc1738.pc); cmake/package.cmake says
# what is in each. RFC1738_MAINTAINER in the environment, when set, is their
# Maintainer ("NAME <ADDRESS>"). Install them with
#   sudo apt install ./build-package/rfc1738_*.deb ./build-package/rfc1738-dev_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
# dpkg-dev: dpkg-shlibdeps computes the package's Depends.
scripts/setup.sh dpkg-dev
dir=build-package
rm -f "$dir"/rfc1738_*.deb "$dir"/rfc1738-dev_*.deb
cmake -S . -B "$dir" ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER="$CMAKE_CXX_COMPILER_LAUNCHER"} -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DRFC1738_BUILD_TESTS=OFF -DRFC1738_BUILD_TOOLS=ON -DRFC1738_PYTHON=OFF -DRFC1738_INSTALL=ON \
  -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON ${RFC1738_MAINTAINER:+-DRFC1738_MAINTAINER="$RFC1738_MAINTAINER"} >/dev/null
# Only what the package holds (not the generator bnf2pegtl nor the adapters).
cmake --build "$dir" -j"$(nproc)" --target rfc1738 rfc1738_cli rfc1738_man rfc1738_debian rfc1738_docs_installed
(cd "$dir" && cpack -G DEB >/dev/null)
ls "$dir"/rfc1738_*.deb "$dir"/rfc1738-dev_*.deb
