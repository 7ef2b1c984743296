#!/usr/bin/env python3
"""Draws typeahead targets of the public file's protocol from the corpora, with another seed.

    python3 Benchmarks/typeahead-targets.py --seed N [--count 200] [--data-dir Data] --output FILE
    python3 Benchmarks/typeahead-targets.py --check ../shared/typeahead/targets-public.json

The protocol (../shared/typeahead/README.md) is judged on hidden target sets drawn like the
public one. A figure measured on the 200 public targets per corpus moves by a target or two
between draws: a "never #1" share of 1 % is two targets. Targets drawn here, as many as asked
for, show whether a figure holds on targets nobody tuned on (`FuseTypeahead --targets FILE`).
They are a sample of the same corpora, not the hidden set.

As this script reads the protocol:
- typed text: books, the title without a trailing "(Series, #n)"; movies, the title; people,
  the name. Targets are drawn uniformly from records whose typed text is Latin script and at
  least 3 characters long;
- `correct`: the records with the same typed text (books and movies compared lower-cased,
  letters and digits only, as remakes and reissues differ in punctuation; people exactly, as
  two people may share a name but for a dot or a space);
- `typo`: one letter of a word of 5 or more letters, never its first, replaced by a key next
  to it on a QWERTY keyboard (case kept); no variant when no word has such a letter;
- `surname`: people, the name's last word, then the rest ("Chandler Raymond"); books, the
  first author's last word, then the title ("Chandler Farewell, My Lovely"); none for a
  one-word name;
- prefixes: every prefix of 2 or more characters (code points), trailing spaces included.

`--check FILE` reads a target file of that shape and reports, per corpus, how many of its
targets these rules reproduce (the typed text of the record, its `correct` records, which
variants it has, every variant's prefixes, the surname variant's text, and a typo that is one
neighbouring key in a word of 5 or more letters, not its first): a check that this reading of
the protocol is the file's. Exit status 1 when any target differs.
"""
import argparse, json, os, random, re, sys, unicodedata

SUFFIX = re.compile(r"\s*\([^()]*#[^()]*\)\s*$")
FIELD = {"books": "title", "movies": "title", "people": "name"}
ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
PLACE = {letter: (row, column) for row, keys in enumerate(ROWS) for column, letter in enumerate(keys)}
WORD = re.compile(r"[A-Za-z]+")
SUFFIXES = {"Jr.", "Sr.", "Jr", "Sr"}


def neighbours(letter):
    """The keys next to `letter`: on its row, and the two touching it on the rows above and below
    (each row sits about half a key to the right of the one above)."""
    row, column = PLACE[letter]
    found = []
    for other, (other_row, other_column) in PLACE.items():
        if other == letter:
            continue
        if other_row == row and abs(other_column - column) == 1:
            found.append(other)
        elif other_row == row + 1 and other_column in (column - 1, column):
            found.append(other)
        elif other_row == row - 1 and other_column in (column, column + 1):
            found.append(other)
    return sorted(found)


def typed_text(corpus, record):
    text = record.get(FIELD[corpus])
    if not isinstance(text, str):
        return None
    return SUFFIX.sub("", text) if corpus == "books" else text


def is_latin(text):
    return not any(c.isalpha() and "LATIN" not in unicodedata.name(c, "") for c in text)


def same_text_key(corpus, text):
    if corpus == "people":
        return text
    return "".join(c for c in text.lower() if c.isalnum())


def prefixes(text):
    return [text[:end] for end in range(2, len(text) + 1)]


def typo_places(text):
    """(offset, word) for every letter that may be mistyped: not a word's first, in a word of 5
    or more letters, with a QWERTY key."""
    places = []
    for match in WORD.finditer(text):
        word = match.group()
        if len(word) < 5:
            continue
        for offset in range(1, len(word)):
            if word[offset].lower() in PLACE:
                places.append((match.start() + offset, word))
    return places


def surname(person):
    """The surname of `person` and the words before it, or None: its last word (a "Jr." or
    "Sr." after it left out) of 3 characters or more, after at least one other."""
    parts = person.split()
    while parts and parts[-1] in SUFFIXES:
        parts.pop()
    if len(parts) < 2 or len(parts[-1]) < 3:
        return None
    return parts[-1], parts[:-1]


def surname_typed(corpus, record, text):
    if corpus == "people":
        found = surname(text)
        return (found[0] + " " + " ".join(found[1]), text) if found else None
    if corpus == "books" and isinstance(record.get("author"), str):
        person = record["author"].split(",")[0].strip()
        found = surname(person)
        return (found[0] + " " + text, person) if found else None
    return None


def load(data_dir, corpus):
    with open(os.path.join(data_dir, corpus + ".json"), encoding="utf-8") as file:
        records = json.load(file)
    texts = {position: typed_text(corpus, record) for position, record in enumerate(records)}
    texts = {position: text for position, text in texts.items() if text is not None}
    groups = {}
    for position, text in texts.items():
        groups.setdefault(same_text_key(corpus, text), []).append(position)
    return records, texts, groups


def draw(data_dir, corpora, seed, count):
    rng = random.Random(seed)
    result = {"seed": seed, "n": count, "minPrefix": 2, "corpora": {}}
    for corpus in corpora:
        records, texts, groups = load(data_dir, corpus)
        pool = [position for position, text in texts.items() if len(text) >= 3 and is_latin(text)]
        targets = []
        for position in rng.sample(pool, min(count, len(pool))):
            text = texts[position]
            variants = {"exact": {"typed": text, "prefixes": prefixes(text)}}
            places = typo_places(text)
            if places:
                at, word = rng.choice(places)
                wrong = rng.choice(neighbours(text[at].lower()))
                wrong = wrong.upper() if text[at].isupper() else wrong
                typed = text[:at] + wrong + text[at + 1 :]
                variants["typo"] = {
                    "typed": typed, "word": word, "at": at, "from": text[at], "to": wrong,
                    "prefixes": prefixes(typed),
                }
            surname = surname_typed(corpus, records[position], text)
            if surname:
                variants["surname"] = {
                    "typed": surname[0], "person": surname[1], "prefixes": prefixes(surname[0]),
                }
            targets.append({
                "rec": position, "text": text,
                "correct": sorted(groups[same_text_key(corpus, text)]), "variants": variants,
            })
        result["corpora"][corpus] = targets
    return result


def check(data_dir, path):
    with open(path, encoding="utf-8") as file:
        given = json.load(file)
    failures = 0
    for corpus, targets in given["corpora"].items():
        records, texts, groups = load(data_dir, corpus)
        agree = 0
        for target in targets:
            text = texts.get(target["rec"])
            same = text == target["text"] and sorted(target["correct"]) == sorted(
                groups[same_text_key(corpus, text)] if text is not None else [])
            variants = target["variants"]
            typo = variants.get("typo")
            if same:
                at = typo["at"] if typo else None
                same = bool(typo) == bool(typo_places(text)) and (
                    not typo
                    or (at, typo["word"]) in typo_places(text)
                    and typo["to"].lower() in neighbours(text[at].lower()))
            if same:
                expected = surname_typed(corpus, records[target["rec"]], text)
                given_surname = variants.get("surname")
                same = (expected[0] if expected else None) == (
                    given_surname["typed"] if given_surname else None)
            if same:
                same = all(
                    variant["prefixes"] == prefixes(variant.get("typed", text))
                    for variant in variants.values())
            agree += same
        failures += len(targets) - agree
        print(f"{corpus:8} {agree} of {len(targets)} targets as these rules draw them")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data-dir", default=os.path.join(os.path.dirname(__file__), "..", "Data"))
    parser.add_argument("--corpora", default="books,movies,people")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--output")
    parser.add_argument("--check")
    arguments = parser.parse_args()
    if arguments.check:
        return check(arguments.data_dir, arguments.check)
    if arguments.seed is None or not arguments.output:
        parser.error("--seed and --output are needed to draw targets (or --check FILE)")
    corpora = [name for name in arguments.corpora.split(",") if name]
    unknown = [name for name in corpora if name not in FIELD]
    if unknown:
        parser.error("unknown corpus: " + ", ".join(unknown))
    targets = draw(arguments.data_dir, corpora, arguments.seed, arguments.count)
    with open(arguments.output, "w", encoding="utf-8") as file:
        json.dump(targets, file, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
