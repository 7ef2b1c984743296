#!/usr/bin/env bash
# A/B of two BookShell binaries typing in line mode on the real corpora, runs interleaved
# (A, B, A, B, …) because the machine may be shared:
#
#   bash Benchmarks/shell-typing-ab.sh BOOKSHELL_A BOOKSHELL_B [RUNS] [TARGETS] [CORPUS]
#
# Defaults: 3 runs, ../shared/typeahead/targets-public.json, movies. Each run pipes every
# prefix of the corpus's first 50 exact-typing targets (as search-as-you-type sends them) into
# `BOOKSHELL --corpus CORPUS --data Data/CORPUS.json`, the shell's own options (matches
# included, limit 10), and reads each search's time from the shell's result line
# ("10 results for … (X ms)"). Prints p50 / p95 / max over all runs per binary, then the load
# average.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then sed -n '2,12p' "$0"; exit 2; fi
python3 - "$1" "$2" "${3:-3}" "${4:-../shared/typeahead/targets-public.json}" "${5:-movies}" <<'PY'
import json, os, re, statistics, subprocess, sys
binaries, runs, targets, corpus = sys.argv[1:3], int(sys.argv[3]), sys.argv[4], sys.argv[5]
chosen = json.load(open(targets))["corpora"][corpus][:50]
queries = [p for t in chosen for p in t["variants"]["exact"]["prefixes"]]
script = "".join(q.replace("\\", "\\\\") + "\n" for q in queries if not q.startswith(":"))
times = {b: [] for b in binaries}
for _ in range(runs):
    for b in binaries:
        out = subprocess.run([b, "--corpus", corpus, "--data", f"Data/{corpus}.json", "--no-color"],
                             input=script, capture_output=True, text=True).stdout
        found = [float(x) for x in re.findall(r"^\d+ results? for .* \(([0-9.]+) ms\)", out, re.M)]
        times[b] += found
for b, ms in times.items():
    ms.sort()
    pick = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]
    print(f"{b}: {len(ms)} searches  p50 {pick(0.5):6.1f} ms  p95 {pick(0.95):6.1f} ms  "
          f"max {ms[-1]:6.1f} ms")
print("load average:", open("/proc/loadavg").read().split()[:3])
PY
