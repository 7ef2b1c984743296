import FuseCore
public import Models

extension Person: ProfiledRecord {
  /// The people corpus: searched by name (weight 2), known-for and role; each person named as
  /// "Name — Role, known for Work" (or "Name — Role, for …" when the known-for text starts
  /// with "for", as a prize's citation does).
  ///
  /// Its popularity (``SearchRanking/Rules/popularity``) is how many of the corpus's sources
  /// list the person (``Person/sources``: the films' casts, the books' authors and the Nobel
  /// laureates; see `Data/README.md`): of two people called Hemingway, Ernest, an author and a
  /// laureate, comes before an actor listed only in films' casts.
  public static let profile = CorpusProfile<Person>(
    name: "people",
    fields: [
      CorpusField("name", \.name, weight: 2), CorpusField("knownFor", \.knownFor, weight: 1),
      CorpusField("role", \.role, weight: 1),
    ],
    ranking: .relevance(nameKeys: ["name"]),
    popularity: CorpusPopularity("listed in", unit: "sources") { person in
      person.sources.map(Double.init)
    },
    titleLine: { person in
      let knownFor = person.knownFor.hasPrefix("for ") ? "" : "known for "
      return "\(person.name) — \(person.role), \(knownFor)\(person.knownFor)"
    },
    json: { person in
      .object(
        [
          .init("name", .string(person.name)), .init("role", .string(person.role)),
          .init("knownFor", .string(person.knownFor)),
        ] + (person.sources.map { [.init("sources", .number(Double($0)))] } ?? []))
    },
    embedded: EmbeddedCorpus.people, bundled: \Corpus.people)
}
