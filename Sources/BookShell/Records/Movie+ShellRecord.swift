import FuseCore
import Models
import Services

extension Movie: ShellRecord {
  static var corpus: CorpusName { .movies }

  static var fields: [(name: String, key: @Sendable (Double) throws(FuseError) -> FuseKey<Movie>)] {
    [
      ("title", { (weight) throws(FuseError) in try FuseKey(\.title, weight: weight) }),
      ("cast", { (weight) throws(FuseError) in try FuseKey(\.cast, weight: weight) }),
      ("director", { (weight) throws(FuseError) in try FuseKey(\.director, weight: weight) }),
      ("genres", { (weight) throws(FuseError) in try FuseKey(\.genres, weight: weight) }),
      (
        "year",
        { (weight) throws(FuseError) in
          try FuseKey(name: "year", weight: weight) { String($0.year) }
        }
      ),
    ]
  }

  static var defaultOptions: FuseOptions<Movie> {
    get throws(FuseError) { try MovieSearchService.defaultOptions }
  }

  static var defaultRanking: SearchRanking { MovieSearchService.defaultRanking }

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
