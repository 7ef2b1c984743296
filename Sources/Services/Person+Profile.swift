import FuseCore
public import Models

extension Person: ProfiledRecord {
  /// The people corpus: searched by name (weight 2), known-for and role; each person named as
  /// "Name — Role, known for Work".
  public static let profile = CorpusProfile<Person>(
    name: "people",
    fields: [
      CorpusField("name", \.name, weight: 2), CorpusField("knownFor", \.knownFor, weight: 1),
      CorpusField("role", \.role, weight: 1),
    ],
    ranking: .relevance(nameKeys: ["name"]),
    titleLine: { "\($0.name) — \($0.role), known for \($0.knownFor)" },
    json: {
      .object([
        .init("name", .string($0.name)), .init("role", .string($0.role)),
        .init("knownFor", .string($0.knownFor)),
      ])
    },
    embedded: EmbeddedCorpus.people, bundled: \Corpus.people)
}
