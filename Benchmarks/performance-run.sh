#!/usr/bin/env bash
# Measures the Performance article's table again and regenerates it. Run on a quiet machine
# (nothing else running: the script refuses a load average of 1 or more unless --busy-ok).
#
#   bash Benchmarks/performance-run.sh --fuse FUSE.JS-CHECKOUT [--corpora DIR] [--runs N] [--busy-ok]
#
#   --fuse DIR     a Fuse.js checkout with dist/fuse.cjs (the engine compared with)
#   --corpora DIR  where bench-corpus-10k.json and bench-corpus-100k.json are
#                  (default: ../shared/bench beside the repository)
#   --runs N       fuse-swift runs per corpus (default 10); Fuse.js runs once per corpus, in the
#                  middle of them, since its runs take minutes and vary less
#
# Settings: fuse-swift `FuseBenchmarks --passes 5 --builds 3` at 10k and `--passes 3 --builds 3`
# at 100k (key paths, the plain search); Fuse.js `node --expose-gc Benchmarks/fusejs-bench.cjs
# --passes 5 --builds 5` and `--passes 3 --builds 5`. Every run must verify.
#
# Writes Benchmarks/Results/performance-table.jsonl (date, machine and this command, then each
# run's JSON line after a note of its time and load average) and regenerates the article's table
# with `python3 Benchmarks/performance-table.py write`; then update the ratios the README quotes
# (`python3 Benchmarks/performance-table.py check` says which). Takes about 10 minutes, most of
# it Fuse.js at 100k.
set -euo pipefail
cd "$(dirname "$0")/.."

fuse="" corpora=../shared/bench runs=10 busy_ok=no
while [ $# -gt 0 ]; do
  case $1 in
    --fuse) fuse=$2; shift 2 ;;
    --corpora) corpora=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --busy-ok) busy_ok=yes; shift ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "performance-run: unknown argument $1" >&2; exit 2 ;;
  esac
done
fail() { echo "performance-run: $*" >&2; exit 2; }
[ -n "$fuse" ] || fail "--fuse FUSE.JS-CHECKOUT is required (a checkout with dist/fuse.cjs)"
[ -f "$fuse/dist/fuse.cjs" ] || fail "$fuse/dist/fuse.cjs not found"
command -v node > /dev/null || fail "node not found"
[[ $runs =~ ^[1-9][0-9]*$ ]] || fail "--runs needs a positive whole number, not $runs"
for size in 10k 100k; do
  [ -f "$corpora/bench-corpus-$size.json" ] || fail "$corpora/bench-corpus-$size.json not found"
done
load=$(cut -d' ' -f1 /proc/loadavg)
conditions="nothing else running"
if awk -v l="$load" 'BEGIN { exit !(l >= 1) }'; then
  [ "$busy_ok" = yes ] || fail "load average $load: the machine is busy; wait for a quiet minute (or --busy-ok)"
  conditions="busy (load average $load at the start)"
fi

swift build -c release --package-path Benchmarks --product FuseBenchmarks >&2
bench=Benchmarks/.build/release/FuseBenchmarks

out=Benchmarks/Results/performance-table.jsonl
scratch=$(mktemp)
trap 'rm -f "$scratch"' EXIT

cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
mhz=$(sed -n 's/^cpu MHz[[:space:]]*: \([0-9]*\).*/\1/p' /proc/cpuinfo | head -n 1)
memory=$(awk '/^MemTotal:/ { printf "%.1f", $2 / 1048576 }' /proc/meminfo)
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -n 1)
fuse_js=$(realpath "$fuse/dist/fuse.cjs")
fuse_version=$(node -e 'console.log(require(process.argv[1]).version)' "$fuse_js")
revision=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- Sources Package.swift || revision="$revision with uncommitted changes"

{
  echo "# The runs the Performance article's table is generated from (Benchmarks/performance-run.sh"
  echo "# writes this file and regenerates the table; python3 Benchmarks/performance-table.py write"
  echo "# regenerates it alone). Lines \"# date:\", \"# machine:\" and \"# reproduce:\" are stated in the"
  echo "# article; other lines starting with \"#\" are notes (time, load average, what ran); every other"
  echo "# line is one run's JSON line."
  echo "# date: $(date -u '+%Y-%m-%d, %H:%M UTC')"
  echo "# machine: $(nproc) vCPUs ($cpu, $mhz MHz), $memory GiB RAM, $(uname -s) $(uname -r | cut -d- -f1); Swift $swift_version (release build); node $(node --version), Fuse.js $fuse_version; $conditions"
  echo "# reproduce: bash Benchmarks/performance-run.sh --fuse FUSE.JS-CHECKOUT --runs $runs"
  echo "# build: $revision"
} > "$scratch"

# note TEXT: a comment line with the time and load average.
note() { echo "# $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg) $*" >> "$scratch"; }
# run LABEL COMMAND...: one run; its JSON line (the last line of stdout) is appended.
run() {
  local label=$1 line
  shift
  note "$label"
  echo "performance-run: $label" >&2
  if ! line=$("$@" | tail -n 1); then
    fail "$label failed to verify (above)"
  fi
  case $line in
    *'"verified":true'*) echo "$line" >> "$scratch" ;;
    *) fail "$label did not verify: $line" ;;
  esac
}

for size in 10k 100k; do
  corpus=$corpora/bench-corpus-$size.json
  passes=5
  [ "$size" = 100k ] && passes=3
  swift_args=(--corpus "$corpus" --passes "$passes" --builds 3)
  for ((i = 1; i <= runs; i++)); do
    run "fuse-swift $size FuseBenchmarks --passes $passes --builds 3" "$bench" "${swift_args[@]}"
    if [ "$i" -eq $(((runs + 1) / 2)) ]; then
      run "fusejs $size node --expose-gc Benchmarks/fusejs-bench.cjs --passes $passes --builds 5" \
        node --expose-gc Benchmarks/fusejs-bench.cjs --fuse "$fuse_js" \
        --corpus "$corpus" --passes "$passes" --builds 5
    fi
  done
done
note "end"

mv "$scratch" "$out"
trap - EXIT
python3 Benchmarks/performance-table.py write
python3 Benchmarks/performance-table.py check || {
  echo "performance-run: update the ratios the README quotes to the new table's (above)" >&2
  exit 1
}
