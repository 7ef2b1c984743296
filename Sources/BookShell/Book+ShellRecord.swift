import FuseCore
import Models
import Services

extension Book: ShellRecord {
  static var corpus: CorpusName { .books }

  static var fields: [(name: String, key: @Sendable (Double) -> FuseKey<Book>)] {
    [
      ("title", { FuseKey(\.title, weight: $0) }),
      ("author", { FuseKey(\.author, weight: $0) }),
      ("originalTitle", { FuseKey(\.originalTitle, weight: $0) }),
      ("year", { FuseKey(name: "year", weight: $0) { $0.year.map(String.init) } }),
    ]
  }

  static var defaultOptions: FuseOptions<Book> { BookSearchService.defaultOptions }

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
