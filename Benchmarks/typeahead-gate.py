#!/usr/bin/env python3
"""Judges FuseTypeahead runs over the same targets: one in Fuse.js's order with the services'
options (the baseline run in the same job), one in the default relevance order and, if given,
one of Fuse.js's own defaults in its order (`--options fusejs --ranking fuse`).

    python3 Benchmarks/typeahead-gate.py FUSE_OUTPUT RELEVANCE_OUTPUT [FUSEJS_DEFAULTS_OUTPUT]

Each file is FuseTypeahead's output; its last line is the JSON summary. The keystroke figures
are deterministic and gated as they stand on the public targets: the relevance order's median
keystrokes to a stable #1 for exact typing may be no more than either Fuse.js run's. Latency is
judged only as the ratio of the relevance run's p95 to the Fuse.js-order run's (same options), so
a slow or busy machine passes as long as the ranking's own cost stays in proportion. Exits 1
with a line per failed check.
"""

import json
import sys

# Most keystrokes to a stable #1 (median fraction of the text) for exact typing, per corpus. People
# are held to 0.60, not 0.55: no ranking locks on more than 52 % of the corpus's names within 55 %
# of their length (Benchmarks/typeahead-bound.py), so a median of 0.55 is a coin toss on any
# sample, and the surname rule, which surname-only queries need, costs exact typing a keystroke
# wherever a first name is also a surname (Benchmarks/README.md).
EXACT_FRACTION = {"books": 0.40, "movies": 0.55, "people": 0.60}
# Most targets never #1, per variant.
NEVER_FIRST = {"exact": 0.01, "typo": 0.01, "surname": 0.01}
# The relevance run's p95 latency may be at most this many times the Fuse.js-order run's. Books,
# the corpus Fuse.js's order searches fastest, has the highest ratio since the relevance order
# also finds records by their words (2.0-2.2 on a quiet machine); the rest is room for noise.
LATENCY_RATIO = 3.0


def summary(path):
    with open(path, encoding="utf-8") as file:
        lines = [line for line in file.read().splitlines() if line.strip()]
    if not lines:
        sys.exit(f"typeahead-gate: {path} is empty")
    try:
        return json.loads(lines[-1])
    except json.JSONDecodeError as error:
        sys.exit(f"typeahead-gate: {path}: the last line is not JSON ({error})")


def exceeds(value, limit):
    """Whether a median exceeds a limit; a median of null (more than half never there) is
    infinite, and so exceeds any finite limit."""
    if value is None:
        return limit is not None
    return limit is not None and value > limit


def shown(value):
    """A median as printed: a null one (more than half never there) is infinite."""
    return "∞" if value is None else value


def main(arguments):
    if len(arguments) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[4].strip())
    fuse, relevance = summary(arguments[0]), summary(arguments[1])
    defaults = summary(arguments[2]) if len(arguments) == 3 else None
    failures = []
    runs = [("fuse", fuse), ("relevance", relevance)]
    if defaults is not None:
        runs.append(("Fuse.js-defaults", defaults))
    for name, run in runs:
        if run.get("verified") is not True:
            failures.append(f"the {name} run's results differ from the engine's")
    for corpus, figures in relevance["corpora"].items():
        baseline = fuse["corpora"].get(corpus)
        if baseline is None:
            failures.append(f"{corpus}: no Fuse.js-order run to compare with")
            continue
        exact = figures["exact"]
        if exceeds(exact["top1_med"], baseline["exact"]["top1_med"]):
            failures.append(
                f"{corpus} exact: median {shown(exact['top1_med'])} keystrokes to #1, "
                f"Fuse.js's order needs {shown(baseline['exact']['top1_med'])}")
        if defaults is not None:
            reference = defaults["corpora"].get(corpus, {}).get("exact")
            if reference is None:
                failures.append(f"{corpus}: no Fuse.js-defaults run to compare with")
            elif exceeds(exact["top1_med"], reference["top1_med"]):
                failures.append(
                    f"{corpus} exact: median {shown(exact['top1_med'])} keystrokes to #1, "
                    f"Fuse.js's defaults need {shown(reference['top1_med'])}")
        limit = EXACT_FRACTION.get(corpus)
        if exceeds(exact["top1_frac_med"], limit):
            failures.append(
                f"{corpus} exact: median fraction {shown(exact['top1_frac_med'])} > {limit}")
        for variant, most in NEVER_FIRST.items():
            if variant in figures and figures[variant]["top1_never"] > most:
                failures.append(
                    f"{corpus} {variant}: never #1 {figures[variant]['top1_never']} > {most}")
        ratio = figures["latency_ms"]["p95"] / max(baseline["latency_ms"]["p95"], 1e-9)
        print(
            f"{corpus}: p95 {figures['latency_ms']['p95']:.2f} ms against "
            f"{baseline['latency_ms']['p95']:.2f} ms in Fuse.js's order (ratio {ratio:.2f}, "
            f"at most {LATENCY_RATIO})")
        if ratio > LATENCY_RATIO:
            failures.append(f"{corpus}: latency p95 ratio {ratio:.2f} > {LATENCY_RATIO}")
    for failure in failures:
        print(f"typeahead-gate: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
