import Foundation

/// One labelled query of a relevance file: what a person typed, in which corpus, and which
/// records count as a right answer.
struct LabelledQuery: Sendable {
  /// The corpus searched: `books`, `movies` or `people`.
  var corpus: CorpusName
  /// The text typed.
  var query: String
  /// The query's kind (`a`…`f` in the public set; `?` when the file gives none).
  var kind: String
  /// Positions in the corpus file's array of the records that count as right.
  var correct: Set<Int>
}

/// The three corpora a relevance file can name.
enum CorpusName: String, Sendable, CaseIterable, Comparable {
  case books, movies, people

  static func < (lhs: CorpusName, rhs: CorpusName) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// A bad command line or input file; the message says what and where.
struct RelevanceError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

extension LabelledQuery {
  /// Reads every query of a file in the schema of `queries-public.json`: a JSON array of
  /// objects with `corpus`, `query`, `correct` (and optionally `kind`; other fields are
  /// ignored).
  ///
  /// - Parameter path: The file.
  /// - Returns: The queries, in file order.
  /// - Throws: ``RelevanceError`` naming the file, the query's position and the problem.
  static func load(fromFile path: String) throws(RelevanceError) -> [LabelledQuery] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw RelevanceError("\(path): cannot read the file (\(error.localizedDescription))")
    }
    return try parse(data, source: path)
  }

  /// Parses the JSON text of a query file.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - source: The name used in error messages.
  /// - Returns: The queries, in file order.
  /// - Throws: ``RelevanceError`` naming the query's position and the problem.
  static func parse(_ data: Data, source: String) throws(RelevanceError) -> [LabelledQuery] {
    let entries: [Entry]
    do {
      entries = try JSONDecoder().decode([Entry].self, from: data)
    } catch let error as DecodingError {
      throw RelevanceError("\(source): \(explain(error))")
    } catch {
      throw RelevanceError("\(source): \(error)")
    }
    return try entries.enumerated().map { (position, entry) throws(RelevanceError) in
      let place = "\(source): query \(position)"
      guard let corpus = CorpusName(rawValue: entry.corpus) else {
        throw RelevanceError(
          "\(place): unknown corpus \"\(entry.corpus)\" (expected books, movies or people)")
      }
      if let negative = entry.correct.first(where: { $0 < 0 }) {
        throw RelevanceError("\(place): \"correct\" holds \(negative); positions are 0 or more")
      }
      let kind = entry.kind.flatMap { $0.isEmpty ? nil : $0 } ?? "?"
      return LabelledQuery(
        corpus: corpus, query: entry.query, kind: kind, correct: Set(entry.correct))
    }
  }

  /// The fields of one entry that the evaluator reads; any others are ignored.
  private struct Entry: Decodable {
    var corpus: String
    var query: String
    var kind: String?
    var correct: [Int]
  }

  /// Says where in the file a decoding error happened, in the file's own terms.
  private static func explain(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      guard let first = path.first else { return "the top level" }
      let query = first.intValue.map { "query \($0)" } ?? first.stringValue
      let rest = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? "\"\($0.stringValue)\"" }
      return ([query] + rest).joined(separator: " ")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)): missing the field \"\(key.stringValue)\""
    case .typeMismatch(let type, let context):
      let expected = type == [Any].self || "\(type)".hasPrefix("Array") ? "an array" : "\(type)"
      return "\(place(context.codingPath)): expected \(expected) (\(context.debugDescription))"
    case .valueNotFound(let type, let context):
      return "\(place(context.codingPath)): expected \(type), found null"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
        : "\(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
