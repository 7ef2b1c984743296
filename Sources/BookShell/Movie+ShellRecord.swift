import FuseCore
import Models
import Services

extension Movie: ShellRecord {
  static var corpus: CorpusName { .movies }

  static var fields: [(name: String, key: @Sendable (Double) -> FuseKey<Movie>)] {
    [
      ("title", { FuseKey(\.title, weight: $0) }),
      ("cast", { FuseKey(\.cast, weight: $0) }),
      ("director", { FuseKey(\.director, weight: $0) }),
      ("genres", { FuseKey(\.genres, weight: $0) }),
      ("year", { FuseKey(name: "year", weight: $0) { String($0.year) } }),
    ]
  }

  static var defaultOptions: FuseOptions<Movie> { MovieSearchService.defaultOptions }

  var titleLine: String {
    "\(title) (\(year))" + (director.map { " — dir. \($0)" } ?? "")
  }

  var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("title", .string(title)), .init("year", .number(Double(year))),
    ]
    if let director { members.append(.init("director", .string(director))) }
    members.append(.init("cast", .array(cast.map(JSONValue.string))))
    members.append(.init("genres", .array(genres.map(JSONValue.string))))
    return .object(members)
  }
}
