public import FuseCore
public import Models

extension CorpusField where Record: JSONDocument {
  /// A field of JSON documents read at a dotted path (`"author.name"`), arrays on the path
  /// searched element by element, as Fuse.js reads a path key.
  ///
  /// - Parameters:
  ///   - path: The dotted path; it is also the field's name.
  ///   - weight: The default weight, or `nil` for a field searched only on request.
  public init(path: String, weight: Double? = nil) {
    self.init(path, weight: weight) { (weight) throws(FuseError) in
      try FuseKey(path: path, weight: weight)
    }
  }

  /// A field of JSON documents read at a path given as segments, each of which may contain
  /// dots (`["meta.title"]` reads the member named "meta.title"), as Fuse.js reads a key given
  /// as an array.
  ///
  /// Its name is ``name(ofPath:)``, so that each path has its own (`meta\.title`, while
  /// `["meta", "title"]` is `meta.title`); its key's id is the segments joined with ".", as
  /// Fuse.js names an array path.
  ///
  /// - Parameters:
  ///   - path: The segments.
  ///   - weight: The default weight, or `nil` for a field searched only on request.
  public init(path: [String], weight: Double? = nil) {
    self.init(Self.name(ofPath: path), weight: weight) { (weight) throws(FuseError) in
      try FuseKey(path: path, weight: weight)
    }
  }

  /// The name of the field at a path: its segments joined with ".", each `.` or `\` inside a
  /// segment preceded by a `\` (`["meta.title"]` is `meta\.title`, `["author", "name"]` is
  /// `author.name`).
  ///
  /// - Parameter path: The segments.
  /// - Returns: The name.
  public static func name(ofPath path: [String]) -> String {
    path.map { segment in
      var escaped = ""
      for character in segment {
        if character == "." || character == "\\" { escaped.append("\\") }
        escaped.append(character)
      }
      return escaped
    }.joined(separator: ".")
  }
}

extension CorpusProfile where Record: LoadableJSONDocument {
  /// A corpus of any JSON records, made at run time: a file of objects searched at the paths
  /// given, or a file of strings (which Fuse.js searches without keys).
  ///
  /// ```swift
  /// let songs = CorpusProfile.documents(
  ///   name: "songs", fields: [CorpusField(path: "title", weight: 2), CorpusField(path: "artist.name", weight: 1)])
  /// let service = try SearchService(CorpusLoader.documents(fromFile: "songs.json"), profile: songs)
  /// ```
  ///
  /// Its records are read with Models' `CorpusLoader.documents(from:source:)` (FuseCore's
  /// parser: errors at their line and column), a record's JSON is the record itself (the
  /// file's own object), and its title line is the text of its first field that has one.
  /// The options are ``productTuning`` and the ranking the relevance order, as for the
  /// package's own corpora, but with no keys named as people's and no popularity: a file does
  /// not say which of its fields are names, so the rules about people decide nothing and a
  /// query that is a record's whole text puts it first (the defaults of
  /// ``SearchRanking/relevance(candidates:wordCandidates:rules:nameKeys:billedNames:)``),
  /// nor how well known its records are, so Fuse.js's order breaks the last ties. A file of
  /// films searched at `title` (weight 2) and `cast` gives the hits the typed films corpus gives
  /// with those keys, that ranking and no popularity.
  ///
  /// - Parameters:
  ///   - name: The corpus's name.
  ///   - fields: The fields: those with a weight are the default keys, in order (the first
  ///     names the record); none for a file of strings.
  /// - Returns: The profile.
  public static func documents(name: String, fields: [CorpusField<Record>])
    -> CorpusProfile<Record>
  {
    let titlePaths = fields.compactMap { field in
      field.defaultWeight.flatMap { weight in (try? field.key(weight: weight))?.path }
    }
    return CorpusProfile(
      name: name, fields: fields,
      titleLine: { record in Self.titleLine(of: record, paths: titlePaths) },
      json: { $0.jsonValue },
      decode: { (data, source) throws(CorpusLoadError) in
        try Record.documents(from: data, source: source)
      })
  }

  /// The longest title line, in characters; a longer text is cut with "…".
  static var titleLength: Int { 120 }

  /// A record's title line: a string record itself, else the text at the first path that has
  /// one (a list's texts joined with ", "), else the record as compact JSON.
  static func titleLine(of record: Record, paths: [[String]]) -> String {
    let tree = record.jsonValue
    if case .string(let text) = tree { return clipped(text) }
    for path in paths {
      switch record.value(atPath: path) {
      case .text(let text) where !text.isEmpty:
        return clipped(text)
      case .list(let items) where !items.isEmpty:
        return clipped(items.map(\.text).joined(separator: ", "))
      default:
        continue
      }
    }
    return clipped(tree.jsonText)
  }

  /// A text cut to ``titleLength`` characters.
  private static func clipped(_ text: String) -> String {
    guard text.count > titleLength else { return text }
    return String(text.prefix(titleLength - 1)) + "…"
  }

  /// How many records ``stringFields(in:)`` looks at.
  public static var sampledRecords: Int { 100 }

  /// The dotted paths of every string field of the first ``sampledRecords`` records.
  ///
  /// They come in the order they are first seen: strings, arrays of strings, and the string
  /// fields of nested objects (through arrays too, as Fuse.js reads a path). It is what a file
  /// loaded without keys is searched at.
  ///
  /// A member whose name contains a dot cannot be named by a dotted path and is skipped;
  /// ``stringFieldPaths(in:)`` has it.
  ///
  /// - Parameter records: The records.
  /// - Returns: The paths; empty for a file of strings.
  public static func stringFields(in records: [Record]) -> [String] {
    stringFieldPaths(in: records)
      .filter { path in !path.contains { $0.contains(".") } }
      .map { $0.joined(separator: ".") }
  }

  /// The paths of every string field of the first ``sampledRecords`` records, as segments:
  /// the fields ``stringFields(in:)`` finds, in the same order, and those of members whose
  /// names contain a dot (`["meta.title"]`), which a field made from segments
  /// (`CorpusField(path: ["meta.title"])`) reads.
  ///
  /// - Parameter records: The records.
  /// - Returns: The paths; empty for a file of strings.
  public static func stringFieldPaths(in records: [Record]) -> [[String]] {
    var paths: [[String]] = []
    var seen: Set<[String]> = []
    for record in records.prefix(sampledRecords) {
      collectStringFields(of: record.jsonValue, prefix: [], depth: 0, into: &paths, seen: &seen)
    }
    return paths
  }

  /// How deep ``stringFields(in:)`` looks into nested objects.
  private static var deepestField: Int { 4 }

  /// Adds the string fields of `value` (an object, or an array of them) under `prefix`.
  private static func collectStringFields(
    of value: JSONValue, prefix: [String], depth: Int, into paths: inout [[String]],
    seen: inout Set<[String]>
  ) {
    guard depth < deepestField else { return }
    switch value {
    case .object(let members):
      for member in members where !member.key.isEmpty {
        let path = prefix + [member.key]
        if holdsText(member.value) {
          if seen.insert(path).inserted { paths.append(path) }
        } else {
          collectStringFields(
            of: member.value, prefix: path, depth: depth + 1, into: &paths, seen: &seen)
        }
      }
    case .array(let elements):
      for element in elements {
        collectStringFields(
          of: element, prefix: prefix, depth: depth + 1, into: &paths, seen: &seen)
      }
    default:
      break
    }
  }

  /// Whether a value is a string or an array holding strings (directly or in nested arrays).
  private static func holdsText(_ value: JSONValue) -> Bool {
    switch value {
    case .string: true
    case .array(let elements): elements.contains(where: holdsText)
    default: false
    }
  }
}
