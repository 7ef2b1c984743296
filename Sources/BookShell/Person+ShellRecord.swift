import FuseCore
import Models

extension Person: ShellRecord {
  static var corpus: CorpusName { .people }

  static var fields: [(name: String, key: @Sendable (Double) -> FuseKey<Person>)] {
    [
      ("name", { FuseKey(\.name, weight: $0) }),
      ("knownFor", { FuseKey(\.knownFor, weight: $0) }),
      ("role", { FuseKey(\.role, weight: $0) }),
    ]
  }

  static var defaultKeys: [KeySpec] {
    [KeySpec("name", weight: 2), KeySpec("knownFor"), KeySpec("role")]
  }

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
