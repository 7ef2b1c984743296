#!/usr/bin/env bash
# What the relevance order costs a one-shot search: the same BookShell command run with the
# ranking on (`--rank relevance`, each corpus's default) and off (`--rank fuse`, Fuse.js's own
# order, which builds nothing for the ranking), runs interleaved because the machine may be
# shared:
#
#   bash Benchmarks/ranking-cost.sh [--runs N] [--shell PATH] [-- SHELL-ARGUMENTS…]
#
# The shell is the harness's release build of BookShell unless --shell names one; its
# arguments default to `--data Data/movies.json --query godfathr`. Per run and order: wall time
# around the process, its CPU time (user + system) and peak RSS (/usr/bin/time). Prints the
# medians per order and their ratios (relevance ÷ fuse), and ends with one JSON line.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=15
shell=""
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --shell) shell=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "ranking-cost: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ $# -eq 0 ]; then set -- --data Data/movies.json --query godfathr; fi
if [ ! -x /usr/bin/time ]; then
  echo "ranking-cost: /usr/bin/time is needed for the CPU time and peak RSS" >&2
  exit 2
fi
if [ -z "$shell" ]; then
  swift build -c release --package-path Benchmarks --product BookShell >&2
  shell=Benchmarks/.build/release/BookShell
fi

python3 - "$shell" "$runs" "$@" <<'PY'
import json, os, statistics, subprocess, sys, tempfile, time
shell, runs, arguments = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
orders = ("relevance", "fuse")
samples = {order: [] for order in orders}
timing = tempfile.NamedTemporaryFile(delete=False).name
outputs = {}
for _ in range(runs):
    for order in orders:
        start = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", timing, shell, *arguments,
                               "--rank", order], capture_output=True)
        wall = (time.perf_counter() - start) * 1000
        if done.returncode not in (0, 1):
            sys.exit(f"ranking-cost: {shell} {' '.join(arguments)} --rank {order} failed "
                     f"({done.returncode}): {done.stderr.decode(errors='replace').strip()}")
        user, system, kb = open(timing).read().split()[-3:]
        samples[order].append((wall, (float(user) + float(system)) * 1000, int(kb) / 1024))
        outputs[order] = done.stdout
os.unlink(timing)
median = {order: [statistics.median(s[i] for s in samples[order]) for i in range(3)]
          for order in orders}
for order in orders:
    wall, cpu, rss = median[order]
    print(f"--rank {order:9}  wall {wall:6.0f} ms   CPU {cpu:6.0f} ms   peak RSS {rss:6.1f} MB"
          f"   (medians of {runs})")
ratio = [median["relevance"][i] / median["fuse"][i] for i in range(3)]
print(f"relevance ÷ fuse   wall {ratio[0]:.2f}   CPU {ratio[1]:.2f}   peak RSS {ratio[2]:.2f}")
load = open("/proc/loadavg").read().split()[:3]
print("load average:", " ".join(load))
print(json.dumps({
    "benchmark": "ranking-cost", "command": [shell, *arguments], "runs": runs,
    "relevance": dict(zip(("wall_ms", "cpu_ms", "peak_rss_mb"), median["relevance"])),
    "fuse": dict(zip(("wall_ms", "cpu_ms", "peak_rss_mb"), median["fuse"])),
    "ratio": dict(zip(("wall", "cpu", "peak_rss"), (round(r, 3) for r in ratio))),
    "load_average": [float(x) for x in load],
}))
PY
