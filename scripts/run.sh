#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Quick start, the main job: installs, builds, and checks URLs.
#   scripts/run.sh                 checks the bundled examples (examples/rfc1738-examples.txt:
#                                  every example URL of the RFC text)
#   scripts/run.sh URL...          checks these URLs
#   scripts/run.sh --json URL...   the same, one JSON object per URL
# Exit status: rfc1738 check's (0 all conform, 1 one does not, 2 usage, read or
# write error).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if [ ! -x build/bin/rfc1738 ]; then
  echo "building rfc1738 (first time: a few minutes)..." >&2
else
  echo "building rfc1738 (only what changed)..." >&2
fi
cmake -S . -B build >/dev/null
cmake --build build -j"$(nproc)" --target rfc1738_cli >/dev/null
urls=0
for a in "$@"; do case "$a" in -*) ;; *) urls=1 ;; esac; done
if [ "$urls" -eq 1 ]; then
  exec build/bin/rfc1738 check "$@"
fi
echo "rfc1738 check $* < examples/rfc1738-examples.txt" >&2
exec build/bin/rfc1738 check "$@" < examples/rfc1738-examples.txt
