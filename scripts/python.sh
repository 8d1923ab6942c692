#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Installs the Python package rfc1738 for Debian's /usr/bin/python3, in one command:
#   scripts/python.sh                  into /usr/local/lib/python3.11/dist-packages (sudo when not root),
#                                      which /usr/bin/python3 reads
#   scripts/python.sh --prefix DIR     into DIR/lib/python3.11/dist-packages (then PYTHONPATH=that)
# Installs the Debian packages it needs (scripts/setup.sh), configures build-python/
# with -DRFC1738_PYTHON=ON -DRFC1738_BUILD_TESTS=OFF, builds the module and
# installs the CMake component "python". Then: /usr/bin/python3 -c 'import rfc1738'.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=/usr/local
if [ "${1:-}" = "--prefix" ]; then
  prefix="$2"
fi
scripts/setup.sh --python
cmake -S . -B build-python -DRFC1738_PYTHON=ON -DRFC1738_BUILD_TESTS=OFF -DRFC1738_BUILD_TOOLS=OFF \
  -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
cmake --build build-python -j"$(nproc)" --target rfc1738_python
sudo=""
if [ ! -w "$prefix" ] && [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
$sudo cmake --install build-python --component python --prefix "$prefix"
site="$prefix/lib/$(/usr/bin/python3 -c 'import sys; print(f"python{sys.version_info.major}.{sys.version_info.minor}")')/dist-packages"
echo "installed rfc1738 into $site" >&2
PYTHONPATH="$site" /usr/bin/python3 -c 'import rfc1738; print("import rfc1738:", rfc1738.__version__, rfc1738.__file__)'
