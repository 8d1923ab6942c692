#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Benchmarks (BENCHMARKS.md): installs the peers (uriparser, Boost.URL, curl)
# from Debian's packages, builds ada from ../shared/peers/ada when it is there
# (a benchmark-only peer, in build-ada/), builds bench/ in Release, and prints
# the tables.
#   scripts/bench.sh                    both programs, 11 interleaved repetitions
#   scripts/bench.sh --reps N           bench_peers with N repetitions
# Environment: RFC1738_CORPUS_DIR (default ../shared/corpus), RFC1738_JOBS
# (build parallelism, default 1).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh liburiparser-dev libboost1.81-dev libboost-url1.81-dev libcurl4-openssl-dev
corpus="${RFC1738_CORPUS_DIR:-../shared/corpus}"
ada_source="${RFC1738_ADA_DIR:-../shared/peers/ada}"
prefix=()
if [ -f "$ada_source/CMakeLists.txt" ]; then
  if [ ! -f build-ada/prefix/lib/cmake/ada/ada-config.cmake ]; then
    echo "bench: building ada from $ada_source (once, in build-ada/)" >&2
    cmake -S "$ada_source" -B build-ada -DCMAKE_BUILD_TYPE=Release -DADA_TESTING=OFF -DADA_TOOLS=OFF \
      -DADA_BENCHMARKS=OFF -DADA_USE_SIMDUTF=OFF -DBUILD_TESTING=OFF >/dev/null
    cmake --build build-ada -j"${RFC1738_JOBS:-1}" >/dev/null
    cmake --install build-ada --prefix build-ada/prefix >/dev/null
  fi
  prefix=(-DCMAKE_PREFIX_PATH="$PWD/build-ada/prefix")
fi
cmake -S . -B build-bench -DCMAKE_BUILD_TYPE=Release -DRFC1738_BUILD_BENCHMARKS=ON \
  -DRFC1738_BUILD_TESTS=OFF -DRFC1738_BUILD_TOOLS=OFF "${prefix[@]}" >/dev/null
cmake --build build-bench -j"${RFC1738_JOBS:-1}" --target bench_peers bench_peers_allocs bench_scaling >/dev/null
echo "machine: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) cores;" \
  "$(${CXX:-c++} --version | head -1); $(date -u +%Y-%m-%d)"
echo "load before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
build-bench/bin/bench_peers "$@" "$corpus/urls-bench.txt" "$corpus/urls-real.txt"
echo
build-bench/bin/bench_peers_allocs "$corpus/urls-bench.txt" "$corpus/urls-real.txt"
echo
build-bench/bin/bench_scaling --cpu-time
