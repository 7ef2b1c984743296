#!/usr/bin/env python3
"""Every relevance rule switched off in turn: what each rule adds, on every labelled set and the
typeahead targets.

    python3 Benchmarks/ablation.py [--shared ../shared] [--output Benchmarks/Results/ablation.json]
                                   [--measured TEXT] [--machine TEXT] [--rows NAME[,NAME…]]

Runs, per row (every rule, every rule but one for each rule FuseRelevance lists, no records
found by their words, Fuse.js's order), the release FuseRelevance over the generated public
queries, the natural public queries and the fresh natural set of this repository
(Benchmarks/Relevance/natural-fresh.json, never used for tuning), and FuseTypeahead over the
public typeahead targets. Writes the rows as Results/ablation.json reads them (readme-tables.py
renders the table). Every figure is deterministic, so the machine's load changes none of them.
Build first: swift build -c release --package-path Benchmarks.
"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEVANCE = os.path.join(ROOT, "Benchmarks/.build/release/FuseRelevance")
TYPEAHEAD = os.path.join(ROOT, "Benchmarks/.build/release/FuseTypeahead")


def last_json(output, what):
    for line in reversed(output.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    sys.exit(f"ablation: no JSON line from {what}:\n{output[-2000:]}")


def run(command):
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    if result.returncode != 0:
        sys.exit(f"ablation: {' '.join(command)} failed ({result.returncode}):\n{result.stderr[-2000:]}")
    return result.stdout


def labelled(queries, arguments):
    figures = last_json(run([RELEVANCE, "--queries", queries, "--data-dir", "Data", *arguments]),
                        f"FuseRelevance {queries}")
    return {"top1": figures["top1"], "mrr": figures["mrr"]}


def typeahead(targets, arguments):
    figures = last_json(run([TYPEAHEAD, "--targets", targets, "--data-dir", "Data",
                             "--verify-every", "0", *arguments]), "FuseTypeahead")
    corpora = {}
    for corpus, variants in figures["corpora"].items():
        corpora[corpus] = {
            variant: {"top1_med": v["top1_med"], "top1_frac_med": v["top1_frac_med"],
                      "never_percent": round(v["top1_never"] * 100, 1)}
            for variant, v in variants.items() if isinstance(v, dict) and "top1_med" in v}
    return corpora


def rule_names():
    """The rules --rules accepts, in the order of SearchRanking.Rules.named (read from its
    source, the one list of them)."""
    path = os.path.join(ROOT, "Sources/Services/Ranking/SearchRanking+Rules.swift")
    source = open(path, encoding="utf-8").read()
    named = source[source.index("public static let named"):]
    named = named[:named.index("]\n")]
    names = re.findall(r'\("([a-z-]+)", \.', named)
    if not names:
        sys.exit(f"ablation: no rule names in {path}")
    return names


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shared", default=os.path.join(ROOT, "../shared"))
    parser.add_argument("--output", default=os.path.join(ROOT, "Benchmarks/Results/ablation.json"))
    parser.add_argument("--measured", default="")
    parser.add_argument("--machine", default="")
    parser.add_argument("--rows", help="only these rows (rule names, all, words, fuse)")
    options = parser.parse_args()
    public = os.path.join(options.shared, "relevance/queries-public.json")
    natural = os.path.join(options.shared, "relevance/natural-public.json")
    fresh = "Benchmarks/Relevance/natural-fresh.json"
    targets = os.path.join(options.shared, "typeahead/targets-public.json")

    rows = [("all", "all rules (the default)", [])]
    rows += [(name, f"all but `{name}`", ["--rules", f"-{name}"]) for name in rule_names()]
    rows += [("words", "`--word-candidates 0`", ["--word-candidates", "0"]),
             ("fuse", "Fuse.js order (`--ranking fuse`)", ["--ranking", "fuse"])]
    wanted = set(options.rows.split(",")) if options.rows else None
    results = []
    for key, ranking, arguments in rows:
        if wanted is not None and key not in wanted:
            continue
        print(f"ablation: {ranking}", file=sys.stderr, flush=True)
        results.append({
            "ranking": ranking, "arguments": " ".join(arguments),
            "labelled": labelled(public, arguments), "natural": labelled(natural, arguments),
            "fresh": labelled(fresh, arguments), "typeahead": typeahead(targets, arguments)})
    command = "; ".join([
        "python3 Benchmarks/ablation.py",
        "Benchmarks/.build/release/FuseRelevance --queries QUERIES --data-dir Data ARGUMENTS"
        " (QUERIES: ../shared/relevance/queries-public.json, ../shared/relevance/natural-public.json,"
        f" {fresh})",
        "Benchmarks/.build/release/FuseTypeahead --targets ../shared/typeahead/targets-public.json"
        " --data-dir Data --verify-every 0 ARGUMENTS"])
    document = {
        "what": "Every relevance rule switched off in turn: top-1 and MRR@10 over the 900"
                " generated public queries (labelled), the 180 natural public queries (natural)"
                " and the natural set drawn here and never tuned on (fresh); per corpus and"
                " variant of the public typeahead targets, the median keystrokes to a stable #1,"
                " the median fraction of the text typed, and the share of targets never #1."
                " Every figure is deterministic.",
        "measured": options.measured, "machine": options.machine, "command": command,
        "rows": results}
    # One line per field and per row, as the other files of Results/ are laid out.
    lines = ["{"] + [f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},"
                     for key, value in document.items() if key != "rows"]
    rows = ",\n".join("  " + json.dumps(row, ensure_ascii=False) for row in results)
    lines += [' "rows": [', rows, " ]", "}"]
    with open(options.output, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
