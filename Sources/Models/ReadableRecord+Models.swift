// The package's record types read field by field, exactly as their synthesized `Decodable`
// conformances decode them: unknown keys are skipped, an optional may be absent or null, a
// repeated key keeps its first value. Each type's `Field` numbers its JSON keys in the order
// of `fields`.

extension Movie: ReadableRecord {
  /// The keys of a film, by their index in ``fields``.
  enum Field: Int, CaseIterable {
    case title, year, director, cast, genres, leadLength
  }

  static let fields: [StaticString] = ["title", "year", "director", "cast", "genres", "leadLength"]

  init(reading reader: inout RecordReader) throws {
    var title: String?
    var year: Int?
    var director: String?
    var cast: [String]?
    var genres: [String]?
    var leadLength: Int?
    try reader.readObject(Self.fields) { reader, index in
      switch Field(rawValue: index) {
      case .title: title = try reader.string("title")
      case .year: year = try reader.int("year")
      case .director: director = try reader.readNull() ? nil : try reader.sharedString("director")
      case .cast: cast = try reader.stringArray("cast", sharingStrings: true)
      case .genres: genres = try reader.sharedStringArray("genres")
      case .leadLength: leadLength = try reader.readNull() ? nil : try reader.int("leadLength")
      case nil: try reader.skipValue()
      }
    }
    guard let title else { throw reader.missing("title") }
    guard let year else { throw reader.missing("year") }
    guard let cast else { throw reader.missing("cast") }
    guard let genres else { throw reader.missing("genres") }
    self.init(
      title: title, year: year, director: director, cast: cast, genres: genres,
      leadLength: leadLength)
  }
}

extension Book: ReadableRecord {
  /// The keys of a book, by their index in ``fields``.
  enum Field: Int, CaseIterable {
    case title, author, year, originalTitle, ratingsCount
  }

  static let fields: [StaticString] = ["title", "author", "year", "originalTitle", "ratingsCount"]

  init(reading reader: inout RecordReader) throws {
    var title: String?
    var author: String?
    var year: Int?
    var originalTitle: String?
    var ratingsCount: Int?
    try reader.readObject(Self.fields) { reader, index in
      switch Field(rawValue: index) {
      case .title: title = try reader.string("title")
      case .author: author = try reader.sharedString("author")
      case .year: year = try reader.readNull() ? nil : try reader.int("year")
      case .originalTitle:
        originalTitle = try reader.readNull() ? nil : try reader.string("originalTitle")
      case .ratingsCount:
        ratingsCount = try reader.readNull() ? nil : try reader.int("ratingsCount")
      case nil: try reader.skipValue()
      }
    }
    guard let title else { throw reader.missing("title") }
    guard let author else { throw reader.missing("author") }
    self.init(
      title: title, author: author, year: year, originalTitle: originalTitle,
      ratingsCount: ratingsCount)
  }
}

extension Person: ReadableRecord {
  /// The keys of a person, by their index in ``fields``.
  enum Field: Int, CaseIterable {
    case name, role, knownFor, sources
  }

  static let fields: [StaticString] = ["name", "role", "knownFor", "sources"]

  init(reading reader: inout RecordReader) throws {
    var name: String?
    var role: String?
    var knownFor: String?
    var sources: Int?
    try reader.readObject(Self.fields) { reader, index in
      switch Field(rawValue: index) {
      case .name: name = try reader.string("name")
      case .role: role = try reader.sharedString("role")
      case .knownFor: knownFor = try reader.sharedString("knownFor")
      case .sources: sources = try reader.readNull() ? nil : try reader.int("sources")
      case nil: try reader.skipValue()
      }
    }
    guard let name else { throw reader.missing("name") }
    guard let role else { throw reader.missing("role") }
    guard let knownFor else { throw reader.missing("knownFor") }
    self.init(name: name, role: role, knownFor: knownFor, sources: sources)
  }
}
