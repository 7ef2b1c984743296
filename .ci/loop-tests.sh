#!/usr/bin/env bash
# Repeats a filtered part of the test suite to show it is deterministic (used by
# loop-viewmodel-tests.sh and loop-shell-tests.sh, which name the filter and the default count).
#
#   .ci/loop-tests.sh --filter REGEX [--runs N] [--load]
#
# Builds once, then runs `swift test --skip-build --filter REGEX` N times (default 50). With
# --load, one `yes > /dev/null` per core runs alongside and is stopped at the end. Every run is
# counted; the logs of failing runs are kept. Exits non-zero if any run failed.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=50
filter=
load=false
while [ $# -gt 0 ]; do
  case "$1" in
    --load) load=true ;;
    --runs) runs="$2"; shift ;;
    --filter) filter="$2"; shift ;;
    -h | --help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
  shift
done

[ -n "$filter" ] || { echo "--filter REGEX is required" >&2; exit 2; }
swift build --build-tests >/dev/null

load_pids=()
stop_load() {
  for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${load_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop_load EXIT
if $load; then
  cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
  for _ in $(seq "$cores"); do
    yes >/dev/null &
    load_pids+=("$!")
  done
  echo "load: ${#load_pids[@]} busy loop(s) (pids ${load_pids[*]})"
fi

logs=$(mktemp -d)
failures=0
start=$SECONDS
for run in $(seq "$runs"); do
  if ! swift test --skip-build --filter "$filter" >"$logs/run-$run.log" 2>&1; then
    failures=$((failures + 1))
    echo "run $run FAILED (log: $logs/run-$run.log)"
  else
    rm "$logs/run-$run.log"
  fi
done

echo "$filter: $runs runs, $failures failed, load=$load, $((SECONDS - start)) s"
rmdir "$logs" 2>/dev/null || true  # kept only when it holds failing runs' logs
[ "$failures" -eq 0 ]
