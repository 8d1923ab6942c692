#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# The API reference: installs Doxygen besides what rfc1738 builds with, then
# builds the target docs in build/ (Doxygen on include/ and docs/mainpage.md;
# any warning fails it). Output: build/docs/html/index.html.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh doxygen
cmake -S . -B build -DRFC1738_BUILD_TESTS=ON -DRFC1738_BUILD_TOOLS=ON >/dev/null
cmake --build build --target docs
