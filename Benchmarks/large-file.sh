#!/usr/bin/env bash
# Any JSON file at scale: a file of N nested records (a man-page index: name, section, summary,
# an object of its source, an array of see-also names, numbers, nulls) generated deterministically
# into a temporary directory, then per size and run, one after another on the same file:
#
#   1. python3's `json.load(open(FILE))`: its time inside the process, the process's wall time
#      and peak RSS (/usr/bin/time %M): the yardstick.
#   2. The one-shot `BookShell --data FILE --query Q --json` (every string field searched) and
#      the same with `--keys name^2,summary`: wall time around the process and peak RSS.
#   3. A BookShell session reading a script: `:load scale FILE` prints its phases ("parsed N
#      records in X ms", "(Y ms in all)"; reading the file counts as parsing), then QUERIES
#      short queries, whose `:stats` give the first search and p50 / p95 over all of them.
#   4. With --fuse, node + Fuse.js once per size: parse, index, then the same queries with the
#      same keys and the shell's options, as long as --fuse-budget seconds allow (at least 5).
#
#   bash Benchmarks/large-file.sh [--records N[,N…]] [--runs R] [--fuse FUSE.JS-CHECKOUT]
#                                 [--fuse-budget S] [--shell PATH]
#
# N is a count, or with a k or M suffix (10k,100k,260k,1M). Defaults: 260k records, 3 runs,
# budget 60 s, the release BookShell built here. Times are the best (smallest) of the runs,
# peak RSS the largest. Prints a line per size on stderr and, per size, ONE JSON line on
# stdout with every figure and the ratios to python (and Fuse.js).
set -euo pipefail
cd "$(dirname "$0")/.."

records=260k
runs=3
fuse=""
budget=60
shell=""
while [ $# -gt 0 ]; do
  case $1 in
    --records) records=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --fuse) fuse=$2; shift 2 ;;
    --fuse-budget) budget=$2; shift 2 ;;
    --shell) shell=$2; shift 2 ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    *) echo "large-file: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ ! -x /usr/bin/time ]; then
  echo "large-file: /usr/bin/time is needed for the peak RSS" >&2
  exit 2
fi
if [ -z "$shell" ]; then
  swift build -c release --product BookShell >&2
  shell=.build/release/BookShell
fi
fuse_cjs=""
if [ -n "$fuse" ]; then
  if [ -f "$fuse/dist/fuse.cjs" ] && command -v node > /dev/null; then
    fuse_cjs=$(cd "$fuse" && pwd)/dist/fuse.cjs
  else
    echo "large-file: $fuse/dist/fuse.cjs or node not found; Fuse.js skipped" >&2
  fi
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Fuse.js's side: the shell's options for a file's records (the Services' defaults: token
# search, threshold 0.4, diacritics ignored, field-norm weight 0.5), the same keys and queries.
cat > "$scratch/fuse-scale.cjs" <<'JS'
const fs = require("fs");
const [fusePath, file, keysJSON, queriesJSON, budgetSeconds] = process.argv.slice(2);
const Fuse = require(fusePath);
const now = () => Number(process.hrtime.bigint()) / 1e6;
let start = now();
const records = JSON.parse(fs.readFileSync(file, "utf8"));
const parseMs = now() - start;
start = now();
const fuse = new Fuse(records, {
  keys: JSON.parse(keysJSON), threshold: 0.4, useTokenSearch: true, ignoreDiacritics: true,
  fieldNormWeight: 0.5, includeScore: true,
});
const indexMs = now() - start;
const times = [];
let spent = 0;
for (const query of JSON.parse(queriesJSON)) {
  if (times.length >= 5 && spent > Number(budgetSeconds) * 1000) break;
  start = now();
  fuse.search(query, { limit: 10 });
  const ms = now() - start;
  times.push(ms);
  spent += ms;
}
console.log(JSON.stringify({ engine: `fuse.js ${Fuse.version} node ${process.version}`,
  parse_ms: parseMs, index_ms: indexMs, search_ms: times }));
JS

python3 - "$scratch" "$shell" "$fuse_cjs" "$records" "$runs" "$budget" <<'PY'
import json, os, re, subprocess, sys, time

scratch, shell, fuse_cjs, sizes, runs, budget = sys.argv[1:7]
runs = int(runs)

# The records: a man-page index, from a fixed linear congruential generator (the same file
# on every machine and Python version).
SYLLABLES = ["ls", "cat", "grep", "sed", "awk", "tar", "git", "ssh", "lib", "perl", "sys", "net",
             "ctl", "conf", "get", "set", "dir", "find", "make", "py", "x", "gl", "pam", "lv",
             "mk", "fs", "ip", "tc", "nf", "db", "io", "re", "zip", "ftp", "dns", "tty", "vm"]
WORDS = ["list", "directory", "contents", "file", "files", "print", "search", "pattern", "stream",
         "editor", "archive", "network", "interface", "configure", "system", "service", "manager",
         "display", "information", "about", "user", "users", "process", "processes", "kernel",
         "module", "library", "function", "functions", "read", "write", "create", "remove",
         "change", "owner", "group", "permissions", "terminal", "session", "control", "daemon",
         "socket", "address", "format", "convert", "compress", "decompress", "checksum", "copy",
         "move", "link", "links", "mount", "filesystem", "device", "devices", "memory", "map",
         "signal", "handler", "thread", "threads", "locale", "time", "date", "calendar", "mail",
         "message", "queue", "packet", "filter", "table", "routing", "secure", "shell", "remote",
         "login", "password", "encryption", "key", "keys", "certificate", "database", "query",
         "index", "record", "records", "string", "strings", "buffer", "input", "output", "error"]
PACKAGES = ["coreutils", "util-linux", "systemd", "openssh-client", "iproute2", "manpages-dev",
            "perl-doc", "libc-dev", "git-man", "procps", "findutils", "tar", "gawk", "sed"]
SECTIONS = ["1", "1", "1", "2", "3", "3", "3", "3perl", "3ssl", "5", "7", "8", "8"]


class Random:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % n

    def pick(self, items):
        return items[self.below(len(items))]


def name_of(rng):
    parts = [rng.pick(SYLLABLES) for _ in range(1 + rng.below(3))]
    name = "".join(parts)
    if rng.below(4) == 0:
        name += "-" + rng.pick(WORDS)
    return name


def generate(path, count):
    rng = Random(48)
    with open(path, "w", encoding="utf-8") as out:
        out.write("[\n")
        for i in range(count):
            name, section = name_of(rng), rng.pick(SECTIONS)
            summary = " ".join(rng.pick(WORDS) for _ in range(3 + rng.below(6)))
            package = rng.pick(PACKAGES)
            record = {
                "name": name, "section": section, "summary": summary,
                "source": {"package": package, "path": f"man{section[0]}/{name}.{section}.gz",
                           "size": 500 + rng.below(60000), "gz": rng.below(10) != 0},
                "see": [name_of(rng) for _ in range(rng.below(3))],
                "lines": 10 + rng.below(3000),
                "lang": None if rng.below(3) else rng.pick(["de", "fr", "ja", "es"]),
            }
            out.write(json.dumps(record, separators=(",", ":")))
            out.write(",\n" if i + 1 < count else "\n")
        out.write("]\n")


# Short queries, as typed: words, typos, prefixes, two words, names.
QUERIES = ["directory", "filesystem", "pasword", "netwrok", "socket", "compres", "grep", "lsblk",
           "sshconf", "kernel module", "list contents", "remote login", "print", "pattern",
           "certifcate", "databse", "thread", "mount", "termnal", "signal handler", "encrypt",
           "routing table", "searh", "archive", "daemon", "locale", "ctl", "gitlib", "perlsys",
           "dnsctl", "memory map", "usr", "change owner", "libnet", "ipctl", "tarzip"]
TWO_KEYS = "name^2,summary"
ALL_KEYS = ["name", "section", "summary", "source.package", "source.path", "lang", "see"]


def timed(command, stdin=None):
    """(wall ms, peak RSS MB, stdout, stderr) of one process under /usr/bin/time."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", f"{scratch}/time"] + command,
                            input=stdin, capture_output=True, text=True)
    wall = (time.perf_counter() - start) * 1000
    if result.returncode != 0:
        sys.exit(f"large-file: {command[0]} failed ({result.returncode}): {result.stderr.strip()[-2000:]}")
    rss = int(open(f"{scratch}/time").read().split()[-1]) / 1024
    return wall, rss, result.stdout, result.stderr


def milliseconds(pattern, text):
    found = re.findall(pattern, text)
    if not found:
        sys.exit(f"large-file: no {pattern!r} in the shell's output:\n{text[-2000:]}")
    return [float(x) for x in found]


PYTHON = "import json, sys, time; t = time.perf_counter(); json.load(open(sys.argv[1])); print((time.perf_counter() - t) * 1000)"

def count(text):
    """A record count: digits, or with a k (thousands) or M (millions) suffix: 260k, 1M."""
    scale = {"k": 1000, "M": 1000000}.get(text[-1:], 1)
    digits = text[:-1] if scale > 1 else text
    if not digits.isdigit() or int(digits) == 0:
        sys.exit(f"large-file: --records takes counts such as 10000, 260k or 1M, not {text!r}")
    return int(digits) * scale


for size in [count(s) for s in sizes.split(",")]:
    file = f"{scratch}/man-index-{size}.json"
    generate(file, size)
    file_mb = os.path.getsize(file) / 1e6
    script = f":load scale {file}\n{QUERIES[0]}\n:stats\n" + "".join(f"{q}\n" for q in QUERIES[1:]) + ":stats\n:quit\n"
    samples = []
    for _ in range(runs):
        py_wall, py_rss, out, _ = timed(["python3", "-c", PYTHON, file])
        py_load = float(out.strip())
        all_wall, all_rss, _, _ = timed([shell, "--no-color", "--corpus", "scale", "--data", file,
                                         "--query", QUERIES[0], "--json"])
        two_wall, two_rss, _, _ = timed([shell, "--no-color", "--corpus", "scale", "--data", file,
                                         "--keys", TWO_KEYS, "--query", QUERIES[0], "--json"])
        _, session_rss, out, err = timed([shell, "--no-color"], stdin=script)
        said = out + err
        keys = re.search(r"keys: (.*) \(every string field", said)
        if not keys or keys.group(1).split(", ") != ALL_KEYS:
            sys.exit(f"large-file: the shell chose other keys than {ALL_KEYS}: {keys and keys.group(1)}")
        parse = milliseconds(r"parsed [\d,]+ records in ([0-9.]+) ms", said)[0]
        load = milliseconds(r"\(([0-9.]+) ms in all\)", said)[0]
        stats = re.findall(r"searches: (\d+), p50 ([0-9.]+) ms, p95 ([0-9.]+) ms, max ([0-9.]+) ms", said)
        if len(stats) != 2 or int(stats[1][0]) != len(QUERIES):
            sys.exit(f"large-file: expected two :stats lines, the second over {len(QUERIES)} searches: {stats}")
        first = float(stats[0][3])
        samples.append(dict(
            python_load_ms=py_load, python_wall_ms=py_wall, python_peak_rss_mb=py_rss,
            oneshot_wall_ms=all_wall, oneshot_peak_rss_mb=all_rss,
            two_keys_wall_ms=two_wall, two_keys_peak_rss_mb=two_rss,
            parse_ms=parse, index_ms=load - parse, load_ms=load, first_search_ms=first,
            search_p50_ms=float(stats[1][1]), search_p95_ms=float(stats[1][2]),
            session_peak_rss_mb=session_rss))
    best = {k: (max if k.endswith("_mb") else min)(s[k] for s in samples) for k in samples[0]}
    row = {"records": size, "file_mb": round(file_mb, 1), "runs": runs}
    row.update({k: round(v, 1) for k, v in best.items()})
    shell_load = best["load_ms"] + best["first_search_ms"]
    row.update(
        load_and_first_search_ms=round(shell_load, 1),
        load_vs_python=round(shell_load / best["python_load_ms"], 2),
        oneshot_vs_python_wall=round(best["oneshot_wall_ms"] / best["python_wall_ms"], 2),
        two_keys_vs_python_wall=round(best["two_keys_wall_ms"] / best["python_wall_ms"], 2),
        rss_vs_file=round(best["oneshot_peak_rss_mb"] / file_mb, 2),
        two_keys_rss_vs_file=round(best["two_keys_peak_rss_mb"] / file_mb, 2),
        rss_vs_python=round(best["oneshot_peak_rss_mb"] / best["python_peak_rss_mb"], 2),
        bytes_per_record=round(best["oneshot_peak_rss_mb"] * 1048576 / size),
        two_keys_bytes_per_record=round(best["two_keys_peak_rss_mb"] * 1048576 / size))
    if fuse_cjs:
        _, node_rss, out, _ = timed(["node", "--max-old-space-size=16384", f"{scratch}/fuse-scale.cjs",
                                     fuse_cjs, file, json.dumps(ALL_KEYS), json.dumps(QUERIES), budget])
        node = json.loads(out)
        times = sorted(node["search_ms"])
        rank = lambda p: times[max(0, -(-len(times) * p // 100) - 1)]
        row.update(fusejs_engine=node["engine"], fusejs_parse_ms=round(node["parse_ms"], 1),
                   fusejs_index_ms=round(node["index_ms"], 1), fusejs_queries=len(times),
                   fusejs_p50_ms=round(rank(50), 1), fusejs_p95_ms=round(rank(95), 1),
                   fusejs_peak_rss_mb=round(node_rss, 1))
        row.update(fusejs_vs_shell_p50=round(rank(50) / best["search_p50_ms"], 1),
                   fusejs_vs_shell_p95=round(rank(95) / best["search_p95_ms"], 1))
    os.unlink(file)
    print(f"{size:>9,} records {file_mb:6.1f} MB: load+first search {shell_load:8.0f} ms "
          f"({row['load_vs_python']}× python's json.load {best['python_load_ms']:.0f} ms), "
          f"peak RSS {best['oneshot_peak_rss_mb']:.0f} MB ({row['rss_vs_file']}× the file), "
          f"search p50/p95 {best['search_p50_ms']}/{best['search_p95_ms']} ms"
          + (f", Fuse.js {row['fusejs_p50_ms']}/{row['fusejs_p95_ms']} ms" if fuse_cjs else ""),
          file=sys.stderr)
    print(json.dumps({"benchmark": "large-file", **row}, separators=(",", ":")), flush=True)
PY
