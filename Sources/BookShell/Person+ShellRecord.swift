import FuseCore
import Models
import Services

extension Person: ShellRecord {
  static var corpus: CorpusName { .people }

  static var fields: [(name: String, key: @Sendable (Double) -> FuseKey<Person>)] {
    [
      ("name", { FuseKey(\.name, weight: $0) }),
      ("knownFor", { FuseKey(\.knownFor, weight: $0) }),
      ("role", { FuseKey(\.role, weight: $0) }),
    ]
  }

  static var defaultOptions: FuseOptions<Person> { PersonSearchService.defaultOptions }

  var titleLine: String {
    "\(name) — \(role), known for \(knownFor)"
  }

  var json: JSONValue {
    .object([
      .init("name", .string(name)), .init("role", .string(role)),
      .init("knownFor", .string(knownFor)),
    ])
  }
}
