// The package's record types read field by field, exactly as their synthesized `Decodable`
// conformances decode them: unknown keys are skipped, an optional may be absent or null, a
// repeated key keeps its first value.

extension Movie: ReadableRecord {
  static var minimumSize: Int { #"{"title":"","year":0,"cast":[],"genres":[]}"#.utf8.count }

  init(reading reader: inout RecordReader) throws {
    var title: String?
    var year: Int?
    var director: String?
    var cast: [String]?
    var genres: [String]?
    try reader.readObject { reader, key in
      switch key {
      case "title": title = try reader.string(key)
      case "year": year = try reader.int(key)
      case "cast": cast = try reader.stringArray(key, sharingStrings: true)
      case "genres": genres = try reader.sharedStringArray(key)
      case "director": director = try reader.readNull() ? nil : try reader.sharedString(key)
      default: try reader.skipValue()
      }
    }
    guard let title else { throw reader.missing("title") }
    guard let year else { throw reader.missing("year") }
    guard let cast else { throw reader.missing("cast") }
    guard let genres else { throw reader.missing("genres") }
    self.init(title: title, year: year, director: director, cast: cast, genres: genres)
  }
}

extension Book: ReadableRecord {
  static var minimumSize: Int { #"{"title":"","author":""}"#.utf8.count }

  init(reading reader: inout RecordReader) throws {
    var title: String?
    var author: String?
    var year: Int?
    var originalTitle: String?
    try reader.readObject { reader, key in
      switch key {
      case "title": title = try reader.string(key)
      case "author": author = try reader.sharedString(key)
      case "year": year = try reader.readNull() ? nil : try reader.int(key)
      case "originalTitle": originalTitle = try reader.readNull() ? nil : try reader.string(key)
      default: try reader.skipValue()
      }
    }
    guard let title else { throw reader.missing("title") }
    guard let author else { throw reader.missing("author") }
    self.init(title: title, author: author, year: year, originalTitle: originalTitle)
  }
}

extension Person: ReadableRecord {
  static var minimumSize: Int { #"{"name":"","role":"","knownFor":""}"#.utf8.count }

  init(reading reader: inout RecordReader) throws {
    var name: String?
    var role: String?
    var knownFor: String?
    try reader.readObject { reader, key in
      switch key {
      case "name": name = try reader.string(key)
      case "role": role = try reader.sharedString(key)
      case "knownFor": knownFor = try reader.sharedString(key)
      default: try reader.skipValue()
      }
    }
    guard let name else { throw reader.missing("name") }
    guard let role else { throw reader.missing("role") }
    guard let knownFor else { throw reader.missing("knownFor") }
    self.init(name: name, role: role, knownFor: knownFor)
  }
}
