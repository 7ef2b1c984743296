import FuseCore
import Models
import Services

extension Person: ShellRecord {
  static var corpus: CorpusName { .people }

  static var fields: [(name: String, key: @Sendable (Double) throws(FuseError) -> FuseKey<Person>)]
  {
    [
      ("name", { (weight) throws(FuseError) in try FuseKey(\.name, weight: weight) }),
      ("knownFor", { (weight) throws(FuseError) in try FuseKey(\.knownFor, weight: weight) }),
      ("role", { (weight) throws(FuseError) in try FuseKey(\.role, weight: weight) }),
    ]
  }

  static var defaultOptions: FuseOptions<Person> {
    get throws(FuseError) { try PersonSearchService.defaultOptions }
  }

  static var defaultRanking: SearchRanking { PersonSearchService.defaultRanking }

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
