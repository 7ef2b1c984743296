#!/usr/bin/env bash
# A/B of two BookShell binaries on the real corpora, runs interleaved (A, B, A, B, …) because
# the machine may be shared:
#
#   bash Benchmarks/shell-load-ab.sh BOOKSHELL_A BOOKSHELL_B [RUNS]     (default 7 runs)
#
# Per run and binary: the shell's own `:load` lines for Data/movies.json, people.json and
# books.json ("parsed N records in X ms", "(Y ms in all)"), then the one-shot
# `--corpus movies --data Data/movies.json --query godfathr --json`: wall time around the
# process, its CPU time (user + system) and peak RSS (/usr/bin/time). Prints the medians (peak
# RSS: the largest) per binary, then the load average.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then sed -n '2,11p' "$0"; exit 2; fi
python3 - "$1" "$2" "${3:-7}" <<'PY'
import re, statistics, subprocess, sys, tempfile, time, os
binaries, runs = sys.argv[1:3], int(sys.argv[3])
script = "".join(f":load {c} Data/{c}.json\n" for c in ("movies", "people", "books")) + ":quit\n"
rows = {b: [] for b in binaries}
timing = tempfile.NamedTemporaryFile(delete=False).name
for _ in range(runs):
    for b in binaries:
        out = subprocess.run([b], input=script, capture_output=True, text=True).stdout
        parsed = [float(x) for x in re.findall(r"parsed \d+ records in ([0-9.]+) ms", out)]
        total = [float(x) for x in re.findall(r"\(([0-9.]+) ms in all\)", out)]
        start = time.perf_counter()
        subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", timing, b, "--corpus", "movies",
                        "--data", "Data/movies.json", "--query", "godfathr", "--json"],
                       capture_output=True, check=True)
        wall = (time.perf_counter() - start) * 1000
        user, system, kb = open(timing).read().split()[-3:]
        rows[b].append(parsed + total + [wall, (float(user) + float(system)) * 1000, int(kb) / 1024])
os.unlink(timing)
for b, samples in rows.items():
    med = lambda i: statistics.median(s[i] for s in samples)
    print(f"{b} ({runs} runs, medians)")
    for i, corpus in enumerate(("movies", "people", "books")):
        print(f"  :load {corpus:6}  parsed {med(i):7.1f} ms   in all {med(3 + i):7.1f} ms")
    print(f"  one-shot movies  wall {med(6):6.0f} ms   CPU {med(7):5.0f} ms   "
          f"peak RSS {max(s[8] for s in samples):5.1f} MB")
print("load average:", open("/proc/loadavg").read().split()[:3])
PY
