import FuseCore
import Models
import Services

extension Book: ShellRecord {
  static var corpus: CorpusName { .books }

  static var fields: [(name: String, key: @Sendable (Double) throws(FuseError) -> FuseKey<Book>)] {
    [
      ("title", { (weight) throws(FuseError) in try FuseKey(\.title, weight: weight) }),
      ("author", { (weight) throws(FuseError) in try FuseKey(\.author, weight: weight) }),
      (
        "originalTitle",
        { (weight) throws(FuseError) in try FuseKey(\.originalTitle, weight: weight) }
      ),
      (
        "year",
        { (weight) throws(FuseError) in
          try FuseKey(name: "year", weight: weight) { $0.year.map(String.init) }
        }
      ),
    ]
  }

  static var defaultOptions: FuseOptions<Book> {
    get throws(FuseError) { try BookSearchService.defaultOptions }
  }

  static var defaultRanking: SearchRanking { BookSearchService.defaultRanking }

  var titleLine: String {
    "\(title) — \(author)" + (year.map { " (\($0))" } ?? "")
  }

  var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("title", .string(title)), .init("author", .string(author)),
    ]
    members.append(.init("year", year.map { .number(Double($0)) } ?? .null))
    if let originalTitle { members.append(.init("originalTitle", .string(originalTitle))) }
    return .object(members)
  }
}
