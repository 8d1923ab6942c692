#!/usr/bin/env bash
# SPDX-License-Identifier: BSL-1.0
# Fuzzing: builds the libFuzzer targets of fuzz/ with clang (ASan + UBSan,
# coverage-instrumented library) and runs each for SECONDS.
#   scripts/fuzz.sh [SECONDS] [TARGET...]     default: 60 s, every target of fuzz/
#                                             (each fuzz/<target>.cpp)
#   scripts/fuzz.sh --merge [TARGET...]       minimise what the runs found into
#                                             the committed seeds (fuzz/corpus/<target>/)
# A run starts from the seeds and the inputs earlier runs kept
# (build-fuzz/corpus/<target>/); a crash is saved in build-fuzz/artifacts/<target>/
# and ends the script with its status. Replay a crash: build-fuzz/bin/fuzz_<target> FILE.
# RFC1738_FUZZ_TIMEOUT: the seconds one input may take (libFuzzer's -timeout,
# by the wall clock; default 10). A run at nice 19 beside a build can be
# starved for longer than that: raise it there rather than read a timeout
# as a hang (replay the input alone to tell them apart).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh clang-14 libclang-rt-14-dev
merge=0
seconds=60
if [ "${1:-}" = "--merge" ]; then merge=1; shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in fuzz/*.cpp; do
    t=$(basename "$f" .cpp)
    case "$t" in
      replay_main) ;;
      # fuzz/edition.cpp is one target per edition of the generic URI syntax
      edition) for e in $(awk '/^[a-z]/ && $4 ~ /model=/ { print $1 }' grammar/editions.facts); do targets+=("edition_$e"); done ;;
      *) targets+=("$t") ;;
    esac
  done
fi
dir=build-fuzz
CC=clang-14 CXX=clang++-14 cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRFC1738_SANITIZE=ON -DRFC1738_FUZZ=ON \
  -DRFC1738_BUILD_TOOLS=ON >/dev/null
for t in "${targets[@]}"; do
  cmake --build "$dir" -j"${RFC1738_JOBS:-1}" --target "fuzz_$t" >/dev/null
done
# The CPU time (user + system, seconds) of this shell's children that ended,
# from `times` (its second line), in FILE; `times` runs in this shell, not in
# a $(...) subshell, whose count would be its own.
cpu_of() {
  sed -n 2p "$1" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); s += a[1] * 60 + a[2] } printf "%.2f", s }'
}
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
  times >"$dir/times-before-$t"
  "$dir/bin/fuzz_$t" -max_total_time="$seconds" -print_final_stats=1 -timeout="${RFC1738_FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 \
    -artifact_prefix="$dir/artifacts/$t/" "$dir/corpus/$t" "fuzz/corpus/$t" >"$log" 2>&1 || status=$?
  times >"$dir/times-after-$t"
  cpu=$(awk -v a="$(cpu_of "$dir/times-before-$t")" -v b="$(cpu_of "$dir/times-after-$t")" 'BEGIN { printf "%.1f", b - a }')
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9a-zA-Z]+' "$log" | tail -1)
  echo "fuzz: $t: ${seconds}s, ${cpu}s CPU, ${execs:-?} executions, $cov, exit $status (log: $log)"
  if [ "$status" -ne 0 ]; then
    tail -40 "$log" >&2
    exit "$status"
  fi
done
