#!/usr/bin/env python3
"""Draws labelled queries of the public file's kinds from the corpora, with another seed.

    python3 Benchmarks/relevance-queries.py --seed N [--scale K] [--data-dir Data] --output FILE

The labelled queries (../shared/relevance/README.md) are judged on a hidden set made by the same
seeded generator as the public one. A ranking tuned on the 900 public queries can fit them: a
rule that wins three public queries and loses three others elsewhere looks like progress. This
script draws queries of the same kinds, in the public file's proportions per corpus (times
`--scale`), from records nobody tuned on, for `FuseRelevance --queries FILE`. It is this
project's reading of the protocol, not the hidden generator: its figures tell whether a change
generalises (a fall here that the public file does not show), not what the hidden set will
score.

As this script reads the kinds (query text lower-cased unless a kind keeps the case, with
apostrophes dropped and other punctuation read as a space):
- `a`: a title (books without a "(Series, #n)" suffix) or a person's name, with one typo or two;
  right: the records with the same text;
- `b`: two or three words in a row from inside a title (neither end a stop word, not the whole
  title), found in at most four titles, with a typo in two of five; right: those titles;
- `c`: a surname alone (a book's author, a film's cast member, a person), a typo in half;
  right: every record with a person of that surname;
- `d`: a surname and a word of four letters or more from that person's title, in either order,
  a typo in a quarter; right: the records with both;
- `e` (movies): a cast member's whole name, a typo in a quarter; right: that person's films;
- `f`: a name (or, now and then, a title) with accents, typed without them, now and then only
  its last word; right: the records with that name or title.
A film's person is one of its first four cast members (the public file's 120 film queries of
kinds `c`, `d` and `e` name no one billed later, though 24 of those films have five cast
members or more, up to 29); the right answers are the films with that person or surname
anywhere in the cast.
Typos: a QWERTY neighbour, two letters swapped, a letter dropped or doubled, or a spelling by
ear (ph/f, c/k, z/s, ei/ie, a double letter single).
"""
import argparse, importlib.util, json, os, random, re, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("typeahead_targets", os.path.join(HERE, "typeahead-targets.py"))
targets = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(targets)

KINDS = {  # the public file's queries per corpus and kind
    "books": {"a": 81, "b": 60, "c": 60, "d": 54, "f": 45},
    "movies": {"a": 75, "b": 60, "c": 24, "d": 30, "e": 66, "f": 45},
    "people": {"a": 135, "c": 66, "d": 30, "f": 69},
}
STOP = {"a", "an", "the", "of", "and", "in", "on", "to", "at", "for", "by", "with", "from", "or", "is", "as"}
BILLED = 4  # a film's persons are drawn from its first four cast members
APOSTROPHES = "'\u2019\u02bc`"
SPELLED = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "Ae", "œ": "oe", "ß": "ss", "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "ı": "i"}
BY_EAR = [("ph", "f"), ("f", "ph"), ("ck", "k"), ("c", "k"), ("k", "c"), ("z", "s"), ("ei", "ie"), ("ie", "ei"),
          ("ll", "l"), ("tt", "t"), ("ss", "s"), ("nn", "n"), ("rr", "r"), ("mm", "m"), ("pp", "p")]


def plain(text):
    """Letters and digits of `text`, words split by anything else; apostrophes join."""
    for mark in APOSTROPHES:
        text = text.replace(mark, "")
    return " ".join("".join(c if c.isalnum() else " " for c in text).split())


def unaccented(text):
    decomposed = unicodedata.normalize("NFKD", "".join(SPELLED.get(c, c) for c in text))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def folded(text):
    """How a right answer is recognised: `plain`, lower-cased, without accents."""
    return plain(unaccented(text)).lower()


def before_subtitle(corpus, text):
    """A book's title before its subtitle (after a colon), as people type it."""
    return text.split(":")[0].strip() if corpus == "books" and ":" in text else text


def has_accents(text):
    return unaccented(text) != text and targets.is_latin(text)


def typo(word, rng):
    """`word` with one typo and its kind, or None when it has none to make."""
    kinds = ["sub", "swap", "del", "dbl", "ph"]
    rng.shuffle(kinds)
    for kind in kinds:
        if kind == "ph":
            found = [(at, old, new) for old, new in BY_EAR for at in range(len(word))
                     if word.lower().startswith(old, at)]
            if found:
                at, old, new = rng.choice(found)
                return word[:at] + new + word[at + len(old):], kind
            continue
        places = [at for at in range(len(word)) if word[at].lower() in targets.PLACE]
        if kind == "swap":
            places = [at for at in places if at + 1 < len(word) and word[at + 1].lower() != word[at].lower()
                      and word[at + 1].isalpha()]
        if not places:
            continue
        at = rng.choice(places)
        if kind == "sub":
            key = rng.choice(targets.neighbours(word[at].lower()))
            return word[:at] + (key.upper() if word[at].isupper() else key) + word[at + 1:], kind
        if kind == "swap":
            return word[:at] + word[at + 1] + word[at] + word[at + 2:], kind
        if kind == "del":
            if at == 0:
                continue
            return word[:at] + word[at + 1:], kind
        return word[:at] + word[at] + word[at:], kind
    return None


def with_typos(text, count, rng):
    """`text` with `count` typos in its words of four letters or more, and their kinds."""
    words = text.split(" ")
    made = []
    for _ in range(count):
        places = [at for at, word in enumerate(words) if sum(c.isalpha() for c in word) >= 4]
        if not places:
            break
        at = rng.choice(places)
        found = typo(words[at], rng)
        if found:
            words[at] = found[0]
            made.append(found[1])
    return " ".join(words), made


def cased(text, keep_share, rng):
    return text if rng.random() < keep_share else text.lower()


def people_of(corpus, record):
    """The persons a record names: a book's authors, a film's cast, a person."""
    if corpus == "books":
        return [name.strip() for name in (record.get("author") or "").split(",") if name.strip()]
    if corpus == "movies":
        # A cast entry may say what the person is: "Albert J. Smith (actor)".
        return [re.sub(r"\s*\([^()]*\)$", "", name) for name in record.get("cast") or [] if isinstance(name, str)]
    return [record["name"]] if isinstance(record.get("name"), str) else []


def surname_of(person):
    found = targets.surname(person)
    return found[0] if found else None


def title_of(corpus, record):
    text = record.get("knownFor") if corpus == "people" else targets.typed_text(corpus, record)
    return text if isinstance(text, str) else None


class Corpus:
    def __init__(self, data_dir, name):
        with open(os.path.join(data_dir, name + ".json"), encoding="utf-8") as file:
            self.records = json.load(file)
        self.name = name
        self.by_text, self.by_person, self.by_surname = {}, {}, {}
        self.titles = {}
        for position, record in enumerate(self.records):
            text = targets.typed_text(name, record)
            if text:
                forms = [folded(text), folded(before_subtitle(name, text))]
                for form in forms[:1] if forms[0] == forms[1] else forms:
                    self.by_text.setdefault(form, []).append(position)
            title = title_of(name, record)
            if title:
                self.titles[position] = " " + folded(title) + " "
            for person in people_of(name, record):
                self.by_person.setdefault(folded(person), set()).add(position)
                family = surname_of(person)
                if family:
                    self.by_surname.setdefault(folded(family), set()).add(position)

    def containing(self, words, among=None):
        needle = " " + words + " "
        pool = among if among is not None else self.titles.keys()
        return sorted(p for p in pool if needle in self.titles.get(p, ""))


def draw_one(corpus, kind, rng):
    """One labelled query of `kind`, or None when the record drawn has none."""
    position = rng.randrange(len(corpus.records))
    record = corpus.records[position]
    name = corpus.name
    if kind == "a":
        text = targets.typed_text(name, record)
        if text and rng.random() < 0.85:
            text = before_subtitle(name, text)
        if not text or len(text) < 3 or not targets.is_latin(text):
            return None
        query, made = with_typos(cased(plain(text), 0.24, rng), 1 if rng.random() < 0.62 else 2, rng)
        if not made:
            return None
        return query, corpus.by_text[folded(text)], {"rec": position, "value": text, "typos": made}
    if kind == "b":
        title = targets.typed_text(name, record)
        if not title or not targets.is_latin(title):
            return None
        words = folded(title).split()
        size = 3 if rng.random() < 0.6 else 2
        if len(words) <= size:
            return None
        start = rng.randrange(len(words) - size + 1)
        part = words[start:start + size]
        if part[0] in STOP or part[-1] in STOP:
            return None
        right = corpus.containing(" ".join(part))
        if not 1 <= len(right) <= 4:
            return None
        query, made = with_typos(" ".join(part), 1 if rng.random() < 0.4 else 0, rng)
        return query, right, {"rec": position, "value": " ".join(part), "typos": made}
    persons = people_of(name, record)
    if kind in ("c", "d", "e") and not persons:
        return None
    person = (rng.choice(persons[:BILLED]) if name == "movies" else persons[0]) if persons else None
    if kind == "c":
        family = surname_of(person)
        if not family or not targets.is_latin(family):
            return None
        query, made = with_typos(cased(plain(family), 0.19, rng), 1 if rng.random() < 0.5 else 0, rng)
        return query, sorted(corpus.by_surname[folded(family)]), {
            "rec": position, "value": family, "person": person, "typos": made}
    if kind == "d":
        if name == "people" and record.get("role") != "author":
            return None
        family, title = surname_of(person), title_of(name, record)
        if not family or not title or not targets.is_latin(family + title):
            return None
        words = [word for word in folded(title).split() if len(word) >= 4 and word not in STOP]
        if not words:
            return None
        word = rng.choice(words)
        pair = [plain(family).lower(), word]
        if rng.random() < 0.25:
            pair.reverse()
        query, made = with_typos(" ".join(pair), 1 if rng.random() < 0.28 else 0, rng)
        right = corpus.containing(word, corpus.by_surname[folded(family)])
        return query, right, {"rec": position, "value": title, "person": person, "word": word, "typos": made}
    if kind == "e":
        if not targets.is_latin(person) or len(person.split()) < 2:
            return None
        query, made = with_typos(cased(plain(person), 0.32, rng), 1 if rng.random() < 0.29 else 0, rng)
        return query, sorted(corpus.by_person[folded(person)]), {"rec": position, "value": person, "typos": made}
    # f: accents dropped
    share_titles = 0.0 if name == "people" else 0.12
    if rng.random() < share_titles:
        value = targets.typed_text(name, record)
        right = corpus.by_text.get(folded(value), []) if value else []
        typed = value
    else:
        if not persons:
            return None
        value = rng.choice(persons[:BILLED])
        right = sorted(corpus.by_person[folded(value)])
        typed = value
        family = surname_of(value)
        if family and name == "books" and rng.random() < 0.38:
            typed = family
            right = sorted(corpus.by_surname[folded(family)])
    if not value or not has_accents(typed):
        return None
    query = cased(plain(unaccented(typed)), 0.16, rng)
    return query, right, {"rec": position, "value": value, "how": "accents"}


def right_answers(corpus, query):
    """The records this script would count right for a labelled query of the public file's
    shape (its kind and source), or None when it cannot tell."""
    source, kind = query["source"], query["kind"]
    value = source.get("value", "")
    if kind == "a":
        return corpus.by_text.get(folded(value), [])
    if kind == "b":
        return corpus.containing(folded(value))
    if kind == "c":
        return sorted(corpus.by_surname.get(folded(value), []))
    if kind == "d":
        family = surname_of(source.get("person", ""))
        return corpus.containing(folded(source["word"]), corpus.by_surname.get(folded(family), set())) if family else None
    if kind == "e":
        return sorted(corpus.by_person.get(folded(value), []))
    if source.get("how") != "accents":
        return None  # another spelling ("translit"), which this script does not draw
    if folded(value) in corpus.by_person:
        wanted = folded(query["query"])
        if wanted != folded(value):  # the surname alone
            return sorted(corpus.by_surname.get(wanted, []))
        return sorted(corpus.by_person[folded(value)])
    return corpus.by_text.get(folded(value), [])


def check(data_dir, path):
    """Prints, per corpus and kind, how many of `path`'s queries get the right answers this
    script would give them; returns whether all did."""
    with open(path, encoding="utf-8") as file:
        queries = json.load(file)
    corpora = {name: Corpus(data_dir, name) for name in KINDS}
    tally, differ = {}, []
    for query in queries:
        found = right_answers(corpora[query["corpus"]], query)
        key = (query["corpus"], query["kind"])
        same, total = tally.get(key, (0, 0))
        skipped = found is None
        if not skipped and sorted(found) == sorted(query["correct"]):
            same += 1
        elif not skipped:
            differ.append(query)
        tally[key] = (same, total + (0 if skipped else 1))
    for (name, kind), (same, total) in sorted(tally.items()):
        print(f"{name}/{kind}: {same} of {total} right-answer sets reproduced")
    for query in differ[:20]:
        print(f"  differs: {query['corpus']}/{query['kind']} {query['query']!r} ({query['source'].get('value')!r})")
    return not differ


def draw(data_dir, seed, scale):
    rng = random.Random(seed)
    queries = []
    for name, kinds in KINDS.items():
        corpus = Corpus(data_dir, name)
        for kind, count in kinds.items():
            made, seen = 0, set()
            while made < count * scale:
                found = draw_one(corpus, kind, rng)
                if not found or not found[1] or found[0].lower() in seen:
                    continue
                query, right, source = found
                seen.add(query.lower())
                queries.append({"corpus": name, "query": query, "kind": kind, "correct": right, "source": source})
                made += 1
    return queries


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int)
    parser.add_argument("--scale", type=int, default=1, help="queries per public query (default 1)")
    parser.add_argument("--data-dir", default=os.path.join(HERE, "..", "Data"))
    parser.add_argument("--output")
    parser.add_argument("--check", metavar="FILE", help="compare FILE's right answers with this script's reading")
    arguments = parser.parse_args()
    if arguments.check:
        sys.exit(0 if check(arguments.data_dir, arguments.check) else 1)
    if arguments.seed is None or not arguments.output:
        parser.error("--seed and --output are required (or --check FILE)")
    if arguments.scale < 1:
        parser.error("--scale must be 1 or more")
    queries = draw(arguments.data_dir, arguments.seed, arguments.scale)
    with open(arguments.output, "w", encoding="utf-8") as file:
        json.dump(queries, file, ensure_ascii=False, indent=0)
        file.write("\n")
    print(f"{len(queries)} queries written to {arguments.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
