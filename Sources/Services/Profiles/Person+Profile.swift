import FuseCore
public import Models

extension Person: ProfiledRecord {
  /// The people corpus: searched by name (weight 2), known-for and role; each person named as
  /// "Name — Role, known for Work" (or "Name — Role, for …" when the known-for text starts
  /// with "for", as a prize's citation does).
  ///
  /// A prefix several names share goes to the person it brings first within 55 % of their name
  /// (``SearchRanking/keystrokeShare``).
  public static let profile = CorpusProfile<Person>(
    name: "people",
    fields: [
      CorpusField("name", \.name, weight: 2), CorpusField("knownFor", \.knownFor, weight: 1),
      CorpusField("role", \.role, weight: 1),
    ],
    ranking: .relevance(nameKeys: ["name"], keystrokeShare: 0.55),
    titleLine: { person in
      let knownFor = person.knownFor.hasPrefix("for ") ? "" : "known for "
      return "\(person.name) — \(person.role), \(knownFor)\(person.knownFor)"
    },
    json: {
      .object([
        .init("name", .string($0.name)), .init("role", .string($0.role)),
        .init("knownFor", .string($0.knownFor)),
      ])
    },
    embedded: EmbeddedCorpus.people, bundled: \Corpus.people)
}
