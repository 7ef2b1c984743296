#!/usr/bin/env bash
# Repeats the shell's pseudo-terminal tests (line mode, live mode, terminal restore) to show they
# are reliable (issue 15).
#
#   .ci/loop-shell-tests.sh            # 50 runs
#   .ci/loop-shell-tests.sh --load     # 50 runs with every core kept busy
#   .ci/loop-shell-tests.sh --runs 10  # fewer runs
#
# Builds once, then runs `swift test --skip-build --filter "$filter"` repeatedly. With
# --load, one `yes > /dev/null` per core runs alongside and is stopped at the end. Every run is
# counted; the logs of failing runs are kept. Exits non-zero if any run failed.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=50
filter="LineModeTests|LineModeTerminalTests|LiveModeTests|TerminalRestoreTests"
load=false
while [ $# -gt 0 ]; do
  case "$1" in
    --load) load=true ;;
    --runs) runs="$2"; shift ;;
    -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
  shift
done

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

echo "pty tests ($filter): $runs runs, $failures failed, load=$load, $((SECONDS - start)) s"
rmdir "$logs" 2>/dev/null || true  # kept only when it holds failing runs' logs
[ "$failures" -eq 0 ]
