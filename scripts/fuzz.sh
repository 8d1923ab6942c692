#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Fuzzing: builds the libFuzzer targets of fuzz/ with clang (ASan + UBSan,
# coverage-instrumented library) and runs each for SECONDS.
#   scripts/fuzz.sh [SECONDS] [TARGET...]     default: 60 s, every target
#   scripts/fuzz.sh --merge [TARGET...]       minimise what the runs found into
#                                             the committed seeds (fuzz/corpus/<target>/)
# A run starts from the seeds and the inputs earlier runs kept
# (build-fuzz/corpus/<target>/); a crash is saved in build-fuzz/artifacts/<target>/
# and ends the script with its status. Replay a crash: build-fuzz/bin/fuzz_<target> FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh clang-14 libclang-rt-14-dev
merge=0
seconds=60
if [ "${1:-}" = "--merge" ]; then merge=1; shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse differential roundtrip)
dir=build-fuzz
CXX=clang++-14 cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRFC1738_SANITIZE=ON -DRFC1738_FUZZ=ON \
  -DRFC1738_BUILD_TOOLS=ON >/dev/null
for t in "${targets[@]}"; do
  cmake --build "$dir" -j"${RFC1738_JOBS:-1}" --target "fuzz_$t" >/dev/null
done
for t in "${targets[@]}"; do
  mkdir -p "$dir/corpus/$t" "$dir/artifacts/$t"
  if [ "$merge" -eq 1 ]; then
    # Keep the seeds, add what covers more: fuzz/corpus/<t> gains the new inputs
    # of the working corpus that add coverage.
    "$dir/bin/fuzz_$t" -merge=1 "fuzz/corpus/$t" "$dir/corpus/$t" 2>&1 | grep -E '^MERGE-OUTER: [0-9]+ new files' || true
    continue
  fi
  echo "fuzz: $t for ${seconds}s" >&2
  log="$dir/fuzz-$t.log"
  status=0
  "$dir/bin/fuzz_$t" -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$dir/artifacts/$t/" "$dir/corpus/$t" "fuzz/corpus/$t" >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9a-zA-Z]+' "$log" | tail -1)
  echo "fuzz: $t: ${seconds}s, ${execs:-?} executions, $cov, exit $status (log: $log)"
  if [ "$status" -ne 0 ]; then
    tail -40 "$log" >&2
    exit "$status"
  fi
done
