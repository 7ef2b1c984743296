#!/usr/bin/env bash
# Compares what Examples/Concurrency prints with the output its README documents.
#
#   bash .ci/example-output.sh OUTPUT-FILE    # the example's stdout, saved by the caller
#   bash .ci/example-output.sh --self-test    # prove it fails on a wrong count or a changed line
#
# The README's first ```text block after the `swift run FuseConcurrency` command must have the
# same lines as the output, in the same order: the same labels, the same shape
# (`[label] N hit(s) for 'query' → ["…", …]`, `[async let] books=N movies=N people=N (wall: T ms)`),
# the same counts and the same names. Only the wall time, which varies from run to run, may
# differ.
set -euo pipefail
cd "$(dirname "$0")/.."

readme=Examples/Concurrency/README.md

python3 - "$readme" "$@" <<'PY'
import re, sys

readme_path, args = sys.argv[1], sys.argv[2:]

HIT = re.compile(r"^\[(actor|detached|debounced|main-actor|gcd)\] +[1-9][0-9]* hit\(s\) for (final query )?'[^']+' → \[\".+\]$")
ASYNC_LET = re.compile(r"^\[async let\] books=[0-9]+ movies=[0-9]+ people=[0-9]+ \(wall: [0-9]+\.[0-9] ms\)$")
WALL = re.compile(r"\(wall: [0-9]+\.[0-9] ms\)")


def documented(text):
    """The lines of the first ```text block after the command that runs the example."""
    start = text.index("swift run FuseConcurrency")
    block = re.search(r"```text\n(.*?)\n```", text[start:], re.S)
    if not block:
        sys.exit(f"example-output: {readme_path} has no ```text block after the run command")
    return block.group(1).split("\n")


def compare(expected, printed):
    """Problems, one line each: shapes first, then line by line with the wall time masked."""
    problems = []
    for where, lines in (("README", expected), ("output", printed)):
        for line in lines:
            if not (HIT.match(line) or ASYNC_LET.match(line)):
                problems.append(f"{where} line has an unexpected shape: {line}")
    if len(expected) != len(printed):
        problems.append(f"the README documents {len(expected)} lines; the example printed {len(printed)}")
    for want, got in zip(expected, printed):
        if WALL.sub("(wall: … ms)", want) != WALL.sub("(wall: … ms)", got):
            problems.append(f"README:  {want}\n    printed: {got}")
    return problems


expected = documented(open(readme_path, encoding="utf-8").read())

if args == ["--self-test"]:
    printed = list(expected)
    failures = 0
    cases = [
        ("a different hit count", lambda lines: [re.sub(r"\] +([0-9]+)", lambda m: m.group(0).replace(m.group(1), str(int(m.group(1)) + 1)), lines[0], 1)] + lines[1:], True),
        ("a different first name", lambda lines: [lines[0].replace('["', '["X', 1)] + lines[1:], True),
        ("a missing line", lambda lines: lines[:-1], True),
        ("lines in another order", lambda lines: lines[1:] + lines[:1], True),
        ("another wall time", lambda lines: [WALL.sub("(wall: 999.9 ms)", line) for line in lines], False),
    ]
    if compare(expected, printed):
        sys.exit("example-output: the README's block does not match itself; the self-test proves nothing")
    for description, mutate, should_fail in cases:
        mutated = mutate(list(printed))
        if mutated == printed and should_fail:
            sys.exit(f"example-output: self-test case '{description}' changed nothing")
        failed = bool(compare(expected, mutated))
        if failed != should_fail:
            print(f"example-output: self-test {'missed' if should_fail else 'wrongly rejected'} {description}", file=sys.stderr)
            failures += 1
        else:
            print(f"example-output: self-test {'caught' if should_fail else 'accepted'} {description}")
    sys.exit(1 if failures else 0)

if len(args) != 1:
    sys.exit("usage: bash .ci/example-output.sh OUTPUT-FILE | --self-test")
printed = open(args[0], encoding="utf-8").read().rstrip("\n").split("\n")
problems = compare(expected, printed)
for problem in problems:
    print(f"example-output: {problem}", file=sys.stderr)
if problems:
    print(f"example-output: Examples/Concurrency prints something other than {readme_path} documents", file=sys.stderr)
    sys.exit(1)
print(f"example-output: the example printed the {len(printed)} lines {readme_path} documents")
PY
