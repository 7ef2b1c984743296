#!/usr/bin/env python3
"""Benchmarks/README.md's figure tables: generated from Benchmarks/Results, and checked.

    python3 Benchmarks/readme-tables.py write      # regenerate the README's tables
    python3 Benchmarks/readme-tables.py check      # CI: the tables are the generated ones
    python3 Benchmarks/readme-tables.py self-test  # prove `check` fails on each violation

Every figure of the README sits between a pair of markers
`<!-- NAME table begin: … -->` and `<!-- NAME table end -->`, and `write` replaces each block
with the table generated from its results file: the per-query table from
Results/performance-table.jsonl (through Benchmarks/performance-table.py, which also makes the
Performance article's table), every other one from a JSON file in Results/ that holds its
figures (`rows`) with what they measure (`what`), when (`measured`), on which machine
(`machine`) and the command that produced them (`command`). Each block ends with that file,
date, machine and command.

`check` fails when a block is not exactly what `write` generates (a hand edit, or results
recorded without regenerating), when a block or its results file is missing, when a results file
lacks one of those four fields, when a Markdown table outside the blocks holds a figure (a
decimal number, or a number followed by ms, MB, MiB, % or ×), or when the README keeps a journal
(a sitting, an issue number, a commit hash, "used to").

Options: `--root DIR` runs on another tree (the self-test's copies).
"""
import importlib.util
import json
import os
import re
import shutil
import sys
import tempfile
import textwrap

README = "Benchmarks/README.md"
RESULTS = "Benchmarks/Results"
FIELDS = ("what", "measured", "machine", "command")
BEGIN = re.compile(r"<!-- (\S+) table begin: [^\n]*-->")
FIGURE = re.compile(r"\d\.\d|\d ?(?:ms|MB|MiB|%|×)")
# A journal has no place in the README: no sitting, issue number, commit hash or "used to".
JOURNAL = re.compile(r"\bsittings?\b|\bissue #?\d|\bused to\b|\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b",
                     re.IGNORECASE)


class Problem(Exception):
    pass


def performance_table():
    """Benchmarks/performance-table.py as a module (its name has a hyphen)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "performance-table.py")
    spec = importlib.util.spec_from_file_location("performance_table", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load(root, name):
    path = os.path.join(root, RESULTS, name)
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        raise Problem(f"{RESULTS}/{name}: missing")
    except json.JSONDecodeError as error:
        raise Problem(f"{RESULTS}/{name}: not JSON ({error})")
    for field in FIELDS:
        if not isinstance(data.get(field), str) or not data[field].strip():
            raise Problem(f"{RESULTS}/{name}: no '{field}' (what, measured, machine and command are required)")
    if not isinstance(data.get("rows"), list) or not data["rows"]:
        raise Problem(f"{RESULTS}/{name}: no rows")
    return data


def footer(name, measured, machine, command, note=None):
    text = f"From [`Results/{name}`](Results/{name}): measured {measured}; {machine}."
    if note:
        text += f" {note}"
    lines = textwrap.wrap(text, width=100, break_on_hyphens=False, break_long_words=False)
    return lines + ["```sh", *command.split("; "), "```"]


def table(header, rows, align):
    return ["| " + " | ".join(header) + " |", "| " + " | ".join(align) + " |",
            *("| " + " | ".join(str(cell) for cell in row) + " |" for row in rows)]


def fraction(value):
    return "–" if value is None else f"{value:.3f}"


def keystrokes(cell):
    """Median keystrokes (fraction of the text), never #1: ∞ when more than half never are."""
    if cell["top1_med"] is None:
        return f"∞, {cell['never_percent']:.1f} %"
    return f"{cell['top1_med']:g} ({cell['top1_frac_med']:.3f}), {cell['never_percent']:.1f} %"


def per_query(root):
    module = performance_table()
    try:
        notes, _ = module.read_runs(root)
        block, _ = module.generate(root)
    except module.Problem as problem:
        raise Problem(str(problem))
    lines = block.split("\n")
    start = lines.index(module.HEADER)
    end = lines.index("", start)
    name = os.path.basename(module.RUNS)
    return lines[start:end] + [""] + footer(name, notes["date"], notes["machine"], notes["reproduce"])


def scaling(root):
    data = load(root, "scaling.json")
    rows = [[f"{r['records']:,}", f"{r['build_ms']:,} ms", f"{r['ms_per_query']:.3f} ms",
             f"{r['p95_ms']:.3f} ms", f"{r['load_rss_mb']:.1f} MB", f"{r['run_peak_rss_mb']:.1f} MB",
             {True: "yes", False: "no", None: "not applicable"}[r["verified"]]] for r in data["rows"]]
    header = ["records", "index build", "per query", "p95 per query", "RSS after loading",
              "peak RSS", "verified"]
    return table(header, rows, ["---:"] * 6 + ["---"]) + [""] + footer(
        "scaling.json", data["measured"], data["machine"], data["command"])


def large_file(root):
    data = load(root, "large-file.json")
    module = performance_table()
    sig = module.significant
    rows = []
    for r in sorted(data["rows"], key=lambda r: r["records"]):
        fuse = isinstance(r.get("fusejs_p50_ms"), (int, float))
        rows.append([
            f"{r['records']:,}", f"{sig(r['file_mb'])} MB", f"{sig(r['parse_ms'])} ms", f"{sig(r['index_ms'])} ms",
            f"{sig(r['first_search_ms'])} ms", f"{sig(r['python_load_ms'])} ms",
            f"{sig(r['oneshot_wall_ms'])} / {sig(r['python_wall_ms'])} ms",
            f"{sig(r['oneshot_peak_rss_mb'])} / {sig(r['two_keys_peak_rss_mb'])} / {sig(r['python_peak_rss_mb'])} MB",
            f"{sig(r['search_p50_ms'])} / {sig(r['search_p95_ms'])} ms",
            f"{sig(r['fusejs_p50_ms'])} / {sig(r['fusejs_p95_ms'])} ms ({r['fusejs_queries']})" if fuse else "–"])
    header = ["records", "file", "parse", "index", "first search", "python's json.load",
              "one-shot wall: BookShell / python", "peak RSS: all keys / two keys / python",
              "search p50 / p95", "Fuse.js p50 / p95 (queries)"]
    return table(header, rows, ["---:"] * len(header)) + [""] + footer(
        "large-file.json", data["measured"], data["machine"], data["command"])


def end_to_end(root):
    data = load(root, "end-to-end.json")
    rows = [[r["corpus"], f"{r['records']:,}", f"{r['index_ms']:,} ms"] for r in data["rows"]]
    return table(["corpus", "records", "index build (median)"], rows, ["---", "---:", "---:"]) + [
        ""] + footer("end-to-end.json", data["measured"], data["machine"], data["command"])


def relevance(root):
    data = load(root, "relevance.json")
    rows = [[r["set"], f"{r['queries']:,}", r["options"],
             f"`{r['arguments']}`" if r["arguments"] else "(none)",
             fraction(r["top1"]), fraction(r["mrr"])] for r in data["rows"]]
    header = ["query set", "n", "options, order", "arguments", "top-1", "MRR@10"]
    return table(header, rows, ["---", "---:", "---", "---", "---:", "---:"]) + [""] + footer(
        "relevance.json", data["measured"], data["machine"], data["command"], data.get("note"))


def ablation_columns(data):
    columns = []
    for corpus, variants in data["rows"][0]["typeahead"].items():
        columns += [(corpus, variant) for variant in variants]
    return columns


def typeahead(root):
    data = load(root, "ablation.json")
    by_arguments = {r["arguments"]: r for r in data["rows"]}
    if "" not in by_arguments or "--ranking fuse" not in by_arguments:
        raise Problem(f"{RESULTS}/ablation.json: needs the default row (arguments \"\") and \"--ranking fuse\"")
    default, fuse = by_arguments[""], by_arguments["--ranking fuse"]
    rows = [[f"{corpus} {variant}", keystrokes(default["typeahead"][corpus][variant]),
             keystrokes(fuse["typeahead"][corpus][variant])]
            for corpus, variant in ablation_columns(data)]
    header = ["corpus, variant", "relevance order (the default)", "Fuse.js's order (`--ranking fuse`)"]
    return table(header, rows, ["---", "---:", "---:"]) + [""] + footer(
        "ablation.json", data["measured"], data["machine"],
        next(c for c in data["command"].split("; ") if "FuseTypeahead" in c).replace(" ARGUMENTS", " [--ranking fuse]"))


def typeahead_latency(root):
    data = load(root, "typeahead-latency.json")
    rows = [[r["corpus"], f"{r['p50_ms']:.2f} ms", f"{r['p95_ms']:.2f} ms", f"{r['max_ms']:.2f} ms"]
            for r in data["rows"]]
    return table(["corpus", "p50", "p95", "max"], rows, ["---", "---:", "---:", "---:"]) + [""] + footer(
        "typeahead-latency.json", data["measured"], data["machine"], data["command"])


def ablation(root):
    data = load(root, "ablation.json")
    columns = ablation_columns(data)
    sets = [("labelled", "labelled"), ("natural", "natural"), ("fresh", "fresh natural")]
    sets = [(key, name) for key, name in sets if all(key in r for r in data["rows"])]
    rows = []
    for r in data["rows"]:
        rows.append([r["ranking"], *(f"{r[key]['top1']:.3f} ({r[key]['mrr']:.3f})" for key, _ in sets),
                     *(keystrokes(r["typeahead"][c][v]) for c, v in columns)])
    header = ["ranking", *(f"{name} top-1 (MRR)" for _, name in sets),
              *(f"{c} {v}" for c, v in columns)]
    return table(header, rows, ["---"] * len(header)) + [""] + footer(
        "ablation.json", data["measured"], data["machine"], data["command"])


TABLES = {
    "per-query": per_query,
    "scaling": scaling,
    "large-file": large_file,
    "end-to-end": end_to_end,
    "relevance": relevance,
    "typeahead": typeahead,
    "typeahead-latency": typeahead_latency,
    "ablation": ablation,
}


def begin_marker(name):
    return f"<!-- {name} table begin: generated by `python3 Benchmarks/readme-tables.py write`; do not edit -->"


def end_marker(name):
    return f"<!-- {name} table end -->"


def block(root, name):
    return "\n".join([begin_marker(name), "", *TABLES[name](root), "", end_marker(name)])


def span(text, name):
    start, end = text.find(begin_marker(name)), text.find(end_marker(name))
    if start < 0 or end < start:
        raise Problem(f"{README}: no {name} table markers")
    return start, end + len(end_marker(name))


def check(root):
    problems = []
    try:
        text = open(os.path.join(root, README), encoding="utf-8").read()
    except FileNotFoundError:
        return [f"{README}: missing"]
    outside = text
    for name in TABLES:
        try:
            start, end = span(text, name)
            if text[start:end] != block(root, name):
                problems.append(f"{README}: the {name} table is not the one generated from {RESULTS}; "
                                "run `python3 Benchmarks/readme-tables.py write`")
            outside = outside.replace(text[start:end], "")
        except Problem as problem:
            problems.append(str(problem))
    for found in BEGIN.finditer(outside):
        if found.group(1) not in TABLES:
            problems.append(f"{README}: a {found.group(1)} table block this script does not generate")
    for number, line in enumerate(outside.split("\n"), 1):
        if line.startswith("|") and FIGURE.search(line):
            problems.append(f"{README}: a table outside the generated blocks holds a figure: {line.strip()}")
    for number, line in enumerate(text.split("\n"), 1):
        found = JOURNAL.search(line)
        if found:
            problems.append(f"{README}:{number}: journal ('{found.group(0)}'); the README states the contract, git keeps the history")
    return problems


def write(root):
    path = os.path.join(root, README)
    text = open(path, encoding="utf-8").read()
    for name in TABLES:
        start, end = span(text, name)
        text = text[:start] + block(root, name) + text[end:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"readme-tables: wrote {len(TABLES)} tables of {README}")


def self_test(root):
    edit = performance_table().edit

    readme = open(os.path.join(root, README), encoding="utf-8").read()
    latency_row = next(line for line in readme.split("\n") if line.startswith("| movies | "))
    cases = [
        ("a hand edit of a figure", edit(README, latency_row, latency_row.replace(" ms", "1 ms", 1)),
         "not the one generated"),
        ("results recorded without regenerating", edit(f"{RESULTS}/end-to-end.json", '"index_ms": ', '"index_ms": 1'),
         "not the one generated"),
        ("a per-query run recorded without regenerating",
         edit(f"{RESULTS}/performance-table.jsonl", '"ms_per_query":122.839', '"ms_per_query":245.678'),
         "not the one generated"),
        ("large-file results recorded without regenerating",
         edit(f"{RESULTS}/large-file.json", '"search_p95_ms": ', '"search_p95_ms": 1'), "not the one generated"),
        ("a results file without its command", edit(f"{RESULTS}/scaling.json", '"command"', '"commands"'),
         "no 'command'"),
        ("a results file without its machine", edit(f"{RESULTS}/relevance.json", '"machine"', '"host"'),
         "no 'machine'"),
        ("a table's markers removed", edit(README, end_marker("relevance"), ""), "no relevance table markers"),
        ("a commit hash", edit(README, "\n## ", "\nMeasured at 9cb1211.\n\n## "), "journal"),
        ("a sitting", edit(README, "\n## ", "\nThe sitting of the morning.\n\n## "), "journal"),
        ("a figure typed into a table outside the blocks",
         edit(README, "\n## ", "\n| corpus | ms |\n| --- | ---: |\n| books | 1.5 |\n\n## "), "holds a figure"),
    ]
    with tempfile.TemporaryDirectory() as scratch:
        def fresh():
            tree = os.path.join(scratch, "tree")
            shutil.rmtree(tree, ignore_errors=True)
            shutil.copytree(os.path.join(root, RESULTS), os.path.join(tree, RESULTS))
            shutil.copy(os.path.join(root, README), os.path.join(tree, README))
            return tree

        return performance_table().run_cases(cases, fresh, check)


def main(arguments):
    root = "."
    if "--root" in arguments:
        at = arguments.index("--root")
        root = arguments[at + 1]
        del arguments[at:at + 2]
    if arguments == ["write"]:
        try:
            write(root)
        except Problem as problem:
            print(f"readme-tables: {problem}", file=sys.stderr)
            return 1
        return 0
    if arguments == ["check"]:
        problems = check(root)
        for problem in problems:
            print(f"readme-tables: {problem}", file=sys.stderr)
        if not problems:
            print(f"readme-tables: {README}'s {len(TABLES)} figure tables are the ones generated from {RESULTS}")
        return 1 if problems else 0
    if arguments == ["self-test"]:
        return self_test(root)
    print(__doc__.split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    sys.exit(main(sys.argv[1:]))
