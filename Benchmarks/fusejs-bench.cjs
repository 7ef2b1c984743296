// Fuse.js's side of the per-query benchmark: the same corpus, phases, statistics, verification
// and JSON line as FuseBenchmarks (Benchmarks/README.md, "What is measured, and how"), run by
// node on a Fuse.js build. It loads Fuse.js from the path it is given; no Fuse.js code is here.
//
//   node --expose-gc Benchmarks/fusejs-bench.cjs --fuse FUSE.JS-CHECKOUT/dist/fuse.cjs \
//     --corpus FILE [--passes N] [--builds N]
//
// Prints one JSON line; exit status 0 when verified, 1 when a query's results differ from the
// corpus's expected ones (each listed on stderr), 2 for a usage or corpus error.
"use strict";
const fs = require("fs");

function fail(message) {
  process.stderr.write(`fusejs-bench: ${message}\n`);
  process.exit(2);
}

const settings = { fuse: null, corpus: null, passes: 5, builds: 5 };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const [flag, value] = [args[i], args[i + 1]];
  if (value === undefined) fail(`${flag} needs a value`);
  if (flag === "--fuse") settings.fuse = value;
  else if (flag === "--corpus") settings.corpus = value;
  else if (flag === "--passes" || flag === "--builds") {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) fail(`${flag} needs a whole number, not ${value}`);
    settings[flag.slice(2)] = n;
  } else fail(`unknown argument ${flag}`);
}
if (!settings.fuse || !settings.corpus) fail("usage: --fuse PATH/dist/fuse.cjs --corpus FILE");
if (typeof global.gc !== "function") fail("run node with --expose-gc");

const Fuse = require(require("path").resolve(settings.fuse));

// Memory fields of /proc/self/status, in MiB; null where /proc is unavailable.
function statusMB(field) {
  try {
    const line = fs.readFileSync("/proc/self/status", "utf8").split("\n")
      .find((l) => l.startsWith(field + ":"));
    return line ? Number(line.replace(/[^0-9]/g, "")) / 1024 : null;
  } catch {
    return null;
  }
}
function resetPeak() {
  try {
    fs.writeFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const median = (xs) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b), m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (xs, p) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(Math.max(Math.ceil((p / 100) * s.length), 1), s.length) - 1];
};
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const num = (x, d = 3) => (Number.isFinite(x) ? x.toFixed(d) : "null");
const mb = (x) => (x === null ? "null" : x.toFixed(1));

// 1. Load.
let corpus;
try {
  corpus = JSON.parse(fs.readFileSync(settings.corpus, "utf8"));
} catch (error) {
  fail(`cannot read ${settings.corpus}: ${error.message}`);
}
for (const field of ["options", "records", "queries", "expected"]) {
  if (!(field in corpus)) fail(`${settings.corpus} has no "${field}"`);
}
const known = new Set(["keys", "threshold", "includeScore"]);
for (const option of Object.keys(corpus.options)) {
  if (!known.has(option)) fail(`corpus option "${option}" is not one the harness knows`);
}
const loadPeak = statusMB("VmHWM");
global.gc();
const peakWasReset = resetPeak();
const loadRSS = statusMB("VmRSS");

// 2. Builds: the median counts; only the last index stays alive.
const buildSamples = [];
let fuse = null;
for (let b = 0; b < Math.max(1, settings.builds); b++) {
  fuse = null;
  const start = nowMs();
  fuse = new Fuse(corpus.records, corpus.options);
  buildSamples.push(nowMs() - start);
}

// 3. Cold pass: the results verified.
const queries = corpus.queries;
const observed = [], coldMs = [];
for (const query of queries) {
  const start = nowMs();
  const results = fuse.search(query);
  coldMs.push(nowMs() - start);
  observed.push({ count: results.length, top: results.slice(0, 5).map((r) => [r.refIndex, r.score]) });
}

// 4. Timed passes, each query timed on its own; hit counts must not change.
const failures = [];
const passMs = queries.map(() => []);
const cpuStart = process.cpuUsage();
for (let pass = 0; pass < settings.passes; pass++) {
  queries.forEach((query, position) => {
    const start = nowMs();
    const results = fuse.search(query);
    passMs[position].push(nowMs() - start);
    if (results.length !== observed[position].count) {
      failures.push(`query ${position} "${query}": pass ${pass + 1} returned ${results.length} hits, the cold run ${observed[position].count}`);
    }
  });
}
const cpu = process.cpuUsage(cpuStart);
const cpuMs = (cpu.user + cpu.system) / 1000;

// 5. Verification against the expected results: refIndex exactly, scores within 1e-9 relative.
const agree = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
corpus.expected.forEach((want, position) => {
  const got = observed[position];
  const problems = [];
  if (!got) problems.push("no result");
  else {
    if (got.count !== want.count) problems.push(`count ${got.count}, expected ${want.count}`);
    if (got.top.length !== want.top.length) problems.push(`top has ${got.top.length} entries, expected ${want.top.length}`);
    got.top.forEach(([refIndex, score], rank) => {
      const [wantIndex, wantScore] = want.top[rank] || [];
      if (refIndex !== wantIndex || !agree(score, wantScore)) {
        problems.push(`#${rank + 1} [${refIndex}, ${score}], expected [${wantIndex}, ${wantScore}]`);
      }
    });
  }
  if (problems.length) failures.push(`query ${position} "${want.query}": ${problems.join("; ")}`);
});

// 6. The JSON line, in FuseBenchmarks' field order.
const perPass = (include) => {
  const selected = queries.map((_, i) => i).filter(include);
  if (selected.length === 0 || settings.passes === 0) return 0;
  const means = [];
  for (let pass = 0; pass < settings.passes; pass++) means.push(mean(selected.map((i) => passMs[i][pass])));
  return median(means);
};
const short = (i) => queries[i].length <= 32;
const medians = passMs.map(median);
const runPeak = statusMB("VmHWM");
const fields = [
  ["records", `${corpus.records.length}`],
  ["queries", `${queries.length}`],
  ["build_ms", num(median(buildSamples))],
  ["ms_per_query", num(perPass(() => true))],
  ["p50_ms", num(percentile(medians, 50))],
  ["p95_ms", num(percentile(medians, 95))],
  ["max_ms", num(medians.length ? Math.max(...medians) : 0)],
  ["peak_rss_mb", mb(runPeak === null ? loadPeak : Math.max(runPeak, loadPeak || 0))],
  ["verified", failures.length === 0 ? "true" : "false"],
  ["engine", JSON.stringify(`fuse.js ${Fuse.version} node ${process.version}`)],
  ["passes", `${settings.passes}`],
  ["builds", `${buildSamples.length}`],
  ["build_ms_min", num(Math.min(...buildSamples))],
  ["cold_ms_per_query", num(mean(coldMs))],
  ["queries_le32", `${queries.filter((_, i) => short(i)).length}`],
  ["ms_per_query_le32", num(perPass(short))],
  ["queries_gt32", `${queries.filter((_, i) => !short(i)).length}`],
  ["ms_per_query_gt32", num(perPass((i) => !short(i)))],
  ["cpu_ms_per_query", num(cpuMs / (settings.passes * queries.length))],
  ["load_peak_rss_mb", mb(loadPeak)],
  ["load_rss_mb", mb(loadRSS)],
  ["run_peak_rss_mb", peakWasReset ? mb(runPeak) : "null"],
];
for (const failure of failures) process.stderr.write(`FAIL ${failure}\n`);
process.stdout.write("{" + fields.map(([k, v]) => `"${k}":${v}`).join(",") + "}\n");
process.exit(failures.length === 0 ? 0 : 1);
