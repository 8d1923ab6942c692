#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# CI's web leg (issue 22): installs emscripten, Chromium, chromedriver and
# Selenium (scripts/setup.sh --web), builds the program and the generator, then
# the site (scripts/site.sh), and runs the browser test web.site with ctest: the site served from
# a loopback server and opened from file://, compared with the program.
# Screenshots and the measured sizes and times: build/web-artefacts/.
#   scripts/web.sh                   the leg
#   scripts/web.sh --update-picture  the leg, then its picture of the Checker
#                                    (web-checker.png) copied to docs/web-checker.png,
#                                    the picture README.md and docs/manual/web.md show
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tests --web
cmake -S . -B build -DRFC1738_BUILD_TESTS=ON -DRFC1738_BUILD_TOOLS=ON -DRFC1738_PYTHON=ON -DRFC1738_WEB=ON >/dev/null
# The program (the test's reference) and the generator (the railroad diagrams).
cmake --build build -j"$(nproc)" --target rfc1738_cli bnf2pegtl
scripts/site.sh
ctest --test-dir build -L web --output-on-failure --no-tests=error
if [ "${1:-}" = "--update-picture" ]; then
  cp build/web-artefacts/web-checker.png docs/web-checker.png
  echo "web.sh: docs/web-checker.png is the page as the test saw it"
fi
