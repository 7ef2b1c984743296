#!/usr/bin/env python3
"""How soon any ranking could put the typed record first, on a whole corpus.

    python3 Benchmarks/typeahead-bound.py [--data-dir Data] [--corpora books,movies,people]
                                          [--fraction books=0.40,movies=0.55,people=0.55]
    python3 Benchmarks/typeahead-bound.py --self-test

The typeahead protocol (../shared/typeahead/README.md) types a record's text one character at a
time and counts the keystrokes from which the record is #1 at every longer prefix. Whatever the
ranking, each prefix has one #1, so two records sharing a prefix cannot both count it: a
record locks on at k keystrokes only if it is #1 at all of its prefixes from k to its full
length. This script reads each corpus as the protocol types it (books: the title without a
"(Series, #n)" suffix; movies: the title; people: the name; Latin script, at least 3 characters,
case ignored) and prints, per corpus:

- `bound`: the largest share of records that any ranking, even one fitted to this corpus, could
  lock on within the fraction of their text (at most `fraction` × length keystrokes, at least 2);
  found exactly, by dynamic programming over the prefix tree (each record claims the prefixes
  from its lock-on point to its end; claims may not overlap);
- `shortest first`: the share a plain rule reaches: among the records a prefix begins, the
  shortest text first (then the first in the file).

A uniformly drawn target set has about these shares of targets within the fraction; its median
fraction can be at or below the fraction only if the share is above one half. `--self-test`
compares the bound with an exhaustive search on small random corpora.
"""
import argparse, json, math, os, re, sys, unicodedata

SUFFIX = re.compile(r"\s*\([^()]*#[^()]*\)\s*$")
FIELD = {"books": "title", "movies": "title", "people": "name"}


def typed(corpus, record):
    text = record.get(FIELD[corpus])
    if not isinstance(text, str):
        return None
    if corpus == "books":
        text = SUFFIX.sub("", text)
    if len(text) < 3:
        return None
    if any(c.isalpha() and "LATIN" not in unicodedata.name(c, "") for c in text):
        return None
    return text.lower()


def shares(texts, fraction):
    weight = {}
    first = {}
    for position, text in enumerate(texts):
        weight[text] = weight.get(text, 0) + 1
        first.setdefault(text, position)
    total = sum(weight.values())
    # The prefix tree: every prefix of every text is a node.
    nodes = set()
    for text in weight:
        for end in range(1, len(text) + 1):
            nodes.add(text[:end])
    children = {}
    for node in nodes:
        if len(node) > 1:
            children.setdefault(node[:-1], []).append(node)
    needed = {}
    for text in weight:
        length = len(text)
        k = math.floor(fraction * length + 1e-9)
        if k >= 2:
            needed[text] = k
    starting = {}
    for text, k in needed.items():
        starting.setdefault(text[:k], []).append(text)
    best = {}
    below = {}
    for node in sorted(nodes, key=len, reverse=True):
        under = sum(best[child] for child in children.get(node, ()))
        below[node] = under
        value = under
        for text in starting.get(node, ()):
            # The text claims every prefix from here to its end; what hangs off that path is
            # still free.
            claimed = weight[text] + below[text]
            for end in range(len(node), len(text)):
                claimed += below[text[:end]] - best[text[: end + 1]]
            value = max(value, claimed)
        best[node] = value
    bound = sum(best[node] for node in nodes if len(node) == 1)
    # Shortest text first: the winner of each prefix.
    winner = {}
    for node in sorted(nodes, key=len, reverse=True):
        candidates = [winner[child] for child in children.get(node, ())]
        if node in weight:
            candidates.append(node)
        winner[node] = min(candidates, key=lambda text: (len(text), first[text]))
    reached = 0
    for text, k in needed.items():
        if all(winner[text[:end]] == text for end in range(k, len(text) + 1)):
            reached += weight[text]
    return total, bound / total, reached / total


def exhaustive(texts, fraction):
    """The bound by trying every set of records (small corpora only)."""
    import itertools

    weight = {}
    for text in texts:
        weight[text] = weight.get(text, 0) + 1
    able = [text for text in weight if math.floor(fraction * len(text) + 1e-9) >= 2]
    best = 0
    for size in range(len(able) + 1):
        for chosen in itertools.combinations(able, size):
            claimed = set()
            for text in chosen:
                k = math.floor(fraction * len(text) + 1e-9)
                prefixes = {text[:end] for end in range(k, len(text) + 1)}
                if claimed & prefixes:
                    break
                claimed |= prefixes
            else:
                best = max(best, sum(weight[text] for text in chosen))
    return best / len(texts)


def self_test():
    import random

    generator = random.Random(1)
    for _ in range(300):
        texts = [
            "".join(generator.choice("ab") for _ in range(generator.randint(3, 7)))
            for _ in range(generator.randint(1, 7))
        ]
        fraction = generator.choice([0.4, 0.55, 0.7])
        bound = shares(texts, fraction)[1]
        if abs(bound - exhaustive(texts, fraction)) > 1e-9:
            print(f"self-test: {texts} at {fraction}: bound {bound}, exhaustive "
                  f"{exhaustive(texts, fraction)}")
            return 1
    print("self-test: the bound equals the exhaustive search on 300 random corpora")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data-dir", default=os.path.join(os.path.dirname(__file__), "..", "Data"))
    parser.add_argument("--corpora", default="books,movies,people")
    parser.add_argument("--fraction", default="books=0.40,movies=0.55,people=0.55")
    parser.add_argument("--self-test", action="store_true")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    fractions = dict(
        (name, float(value)) for name, value in (pair.split("=") for pair in arguments.fraction.split(","))
    )
    for corpus in arguments.corpora.split(","):
        with open(os.path.join(arguments.data_dir, corpus + ".json"), encoding="utf-8") as file:
            records = json.load(file)
        texts = [text for text in (typed(corpus, record) for record in records) if text]
        fraction = fractions[corpus]
        total, bound, shortest = shares(texts, fraction)
        print(
            f"{corpus:7} {total:6} records  within {fraction:.2f} of the text: "
            f"bound {bound:.3f}  shortest first {shortest:.3f}"
        )


if __name__ == "__main__":
    sys.exit(main())
