#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# CI's web leg (issue 22): installs emscripten, Chromium, chromedriver and
# Selenium (scripts/setup.sh --web), builds the program and the generator, then
# the site (scripts/site.sh), and runs the browser test web.site with ctest: the site served from
# a loopback server and opened from file://, compared with the program.
# Screenshots and the measured sizes and times: build/web-artefacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tests --web
cmake -S . -B build -DRFC1738_BUILD_TESTS=ON -DRFC1738_BUILD_TOOLS=ON -DRFC1738_PYTHON=ON -DRFC1738_WEB=ON >/dev/null
# The program (the test's reference) and the generator (the railroad diagrams).
cmake --build build -j"$(nproc)" --target rfc1738_cli bnf2pegtl
scripts/site.sh
ctest --test-dir build -L web --output-on-failure --no-tests=error
