#!/usr/bin/env bash
# End to end, as a user sees it: load a corpus file of Data/, index it, run one query, print
# the results. Three measurements per corpus, side by side:
#
#   1. FuseEndToEnd (in process, no process start): load, index and first query, medians of RUNS.
#   2. The one-shot shell command, `BookShell --corpus C --data Data/C.json --query Q --json`:
#      wall time (around the process, including its start) and peak RSS (/usr/bin/time %M),
#      median wall and largest RSS of RUNS.
#   3. node + Fuse.js doing the same (parse, index, one search, print JSON), when a Fuse.js
#      checkout (with dist/fuse.cjs) is given; skipped with a message otherwise.
#
# The hits ([refIndex, score] of the top 10) must agree, or the script fails: the shell's with
# those of 1 (the Services' relevance order), and Fuse.js's with 1's plain Fuse.Search top 10
# (`fuse_hits`, Fuse.js's order; the relevance order is the Services' own and not Fuse.js's).
# Run from anywhere:
#
#   bash Benchmarks/end-to-end.sh [--runs N] [--fuse PATH-TO-FUSE.JS-CHECKOUT]
#
# Prints a table and ends with one JSON line.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
fuse=""
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --fuse) fuse=$2; shift 2 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "end-to-end: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ ! -x /usr/bin/time ]; then
  echo "end-to-end: /usr/bin/time is needed for the wall time and peak RSS" >&2
  exit 2
fi

# The shell is built as a product of the harness's package (which depends on this one by path),
# so its modules are the harness's own release build, not a second one.
swift build -c release --package-path Benchmarks --product BookShell >&2
swift build -c release --package-path Benchmarks --product FuseEndToEnd >&2
shell=Benchmarks/.build/release/BookShell
bench=Benchmarks/.build/release/FuseEndToEnd

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

"$bench" --data Data --runs "$runs" > "$scratch/bench.json"

fusejs_script=""
if [ -n "$fuse" ]; then
  if [ -f "$fuse/dist/fuse.cjs" ] && command -v node > /dev/null; then
    fusejs_script="$scratch/fuse-one-shot.cjs"
    # The same options as the shell: the Services' defaults (keys and weights, threshold, token
    # search, diacritics, field-norm weight), scores and matches.
    cat > "$fusejs_script" <<'JS'
const Fuse = require(process.argv[2]);
const fs = require("fs");
const [corpus, file, query] = process.argv.slice(3);
const keys = {
  books: [{ name: "title", weight: 2 }, "author", "originalTitle"],
  movies: [{ name: "title", weight: 2 }, "cast", "director", "genres"],
  people: [{ name: "name", weight: 2 }, "knownFor", "role"],
}[corpus];
const records = JSON.parse(fs.readFileSync(file, "utf8"));
const fuse = new Fuse(records, {
  keys, threshold: 0.4, useTokenSearch: true, ignoreDiacritics: true, fieldNormWeight: 0.5,
  includeScore: true, includeMatches: true,
});
console.log(JSON.stringify(fuse.search(query, { limit: 10 })));
JS
  else
    echo "end-to-end: $fuse/dist/fuse.cjs or node not found; Fuse.js skipped" >&2
  fi
else
  echo "end-to-end: no --fuse PATH given; the node + Fuse.js column is skipped" >&2
fi


python3 - "$scratch" "$shell" "$fusejs_script" "$fuse" "$runs" <<'PY'
import json, statistics, subprocess, sys, time
scratch, shell, script, fuse, runs = sys.argv[1:6]
bench = json.load(open(f"{scratch}/bench.json"))

def timed(label, command):
    walls, rss, output = [], [], None
    for _ in range(int(runs)):
        start = time.perf_counter()
        result = subprocess.run(
            ["/usr/bin/time", "-f", "%M", "-o", f"{scratch}/time"] + command,
            capture_output=True, text=True)
        walls.append((time.perf_counter() - start) * 1000)
        if result.returncode != 0:
            sys.exit(f"end-to-end: {label} failed: {result.stderr.strip()}")
        kb = open(f"{scratch}/time").read().split()[-1]
        rss.append(int(kb) / 1024)
        output = result.stdout
    return statistics.median(walls), max(rss), json.loads(output)

def same_hits(expected, results):
    found = [[r["refIndex"], r["score"]] for r in results]
    return len(found) == len(expected) and all(
        a[0] == b[0] and abs(a[1] - b[1]) <= 1e-9 * max(abs(a[1]), abs(b[1]), 1e-300)
        for a, b in zip(expected, found))

rows, ok = [], bench["verified"]
for corpus in bench["corpora"]:
    name, query = corpus["corpus"], corpus["query"]
    file = f"Data/{name}.json"
    row = {"corpus": name, "query": query, "records": corpus["records"],
           "in_process_ms": corpus["total_ms"], "parse_ms": corpus["parse_ms"],
           "index_ms": corpus["index_ms"], "query_ms": corpus["query_ms"]}
    wall, rss, results = timed("BookShell", [shell, "--corpus", name, "--data", file,
                                             "--query", query, "--json"])
    row.update(shell_wall_ms=round(wall, 1), shell_peak_rss_mb=round(rss, 1),
               shell_hits_equal=same_hits(corpus["hits"], results))
    ok = ok and row["shell_hits_equal"]
    if script:
        wall, rss, results = timed("node", ["node", script, f"{fuse}/dist/fuse.cjs", name,
                                            file, query])
        row.update(fusejs_wall_ms=round(wall, 1), fusejs_peak_rss_mb=round(rss, 1),
                   fusejs_hits_equal=same_hits(corpus["fuse_hits"], results))
        ok = ok and row["fusejs_hits_equal"]
    rows.append(row)

print(f"{'corpus':8} {'in-process ms':>14} {'shell ms':>9} {'shell MB':>9} "
      f"{'Fuse.js ms':>11} {'Fuse.js MB':>11}  hits equal", file=sys.stderr)
for r in rows:
    print(f"{r['corpus']:8} {r['in_process_ms']:14.1f} {r['shell_wall_ms']:9.1f} "
          f"{r['shell_peak_rss_mb']:9.1f} {r.get('fusejs_wall_ms', float('nan')):11.1f} "
          f"{r.get('fusejs_peak_rss_mb', float('nan')):11.1f}  "
          f"{r['shell_hits_equal']} {r.get('fusejs_hits_equal', '-')}", file=sys.stderr)
print(json.dumps({"benchmark": "end-to-end-processes", "runs": int(runs), "corpora": rows,
                  "verified": ok}, separators=(",", ":")))
sys.exit(0 if ok else 1)
PY
