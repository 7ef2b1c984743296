import Foundation
import FuseCore

/// A book record of the benchmark corpus, as a plain `Codable` struct.
struct BenchBook: Codable, Sendable {
  var title: String
  var author: String
  var tags: [String]
}

/// What Fuse.js returned for one query: its hit count and its first five `[refIndex, score]`.
struct ExpectedResult: Sendable {
  var query: String
  var count: Int
  var top: [(refIndex: Int, score: Double)]
}

/// One key named by the corpus options: a name with a weight.
struct CorpusKey: Sendable {
  var name: String
  var weight: Double
}

/// A benchmark corpus file (`../shared/bench/bench-corpus-*.json`).
///
/// The records are held in one form only: as `BenchBook` structs, or as the parsed
/// ``JSONValue`` documents for `--key-form json`. They are parsed one at a time (see
/// ``RecordSlices``), so the strings they keep are not scattered over the freed pages of a whole
/// parsed corpus.
struct BenchCorpus {
  var keys: [CorpusKey]
  var threshold: Double
  var includeScore: Bool
  /// The number of records (in either form).
  var recordCount: Int
  /// The records as structs (empty when they are kept as JSON).
  var books: [BenchBook]
  /// The records as JSON documents (only for the JSON key form).
  var jsonRecords: [JSONValue]?
  var queries: [String]
  var expected: [ExpectedResult]

  /// Reads and parses a corpus file.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - keepJSON: Keep the records as ``JSONValue`` documents instead of `BenchBook`s (each
  ///     is still checked to be a book).
  init(contentsOf path: String, keepJSON: Bool) throws(BenchmarkError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchmarkError("cannot read corpus file \(path)")
    }
    let parsed = try data.withUnsafeBytes { raw in
      Result { () throws(BenchmarkError) in
        try Self.parse(raw.bindMemory(to: UInt8.self), path: path, keepJSON: keepJSON)
      }
    }.get()
    let root = parsed.root
    guard let options = root["options"] else { throw BenchmarkError("corpus has no options") }
    keys = try Self.keys(options["keys"])
    for member in options.objectMembers ?? []
    where !["keys", "threshold", "includeScore"].contains(member.key) {
      throw BenchmarkError("corpus option \(member.key) is not supported by the harness")
    }
    threshold = options["threshold"]?.numberValue ?? 0.6
    includeScore = options["includeScore"]?.boolValue ?? false
    recordCount = parsed.count
    books = parsed.books
    jsonRecords = keepJSON ? parsed.json : nil
    guard let queryValues = root["queries"]?.arrayValue else {
      throw BenchmarkError("corpus has no queries array")
    }
    queries = try queryValues.map { value throws(BenchmarkError) in
      guard let text = value.stringValue else { throw BenchmarkError("a query is not a string") }
      return text
    }
    expected = try Self.expected(root["expected"])
    guard expected.count == queries.count,
      zip(expected, queries).allSatisfy({ $0.query == $1 })
    else {
      throw BenchmarkError("corpus expected results do not match its queries one for one")
    }
  }

  /// The corpus's records in the form asked for, and the rest of the file (its records array
  /// left empty) as a tree.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String, keepJSON: Bool)
    throws(BenchmarkError) -> (root: JSONValue, count: Int, books: [BenchBook], json: [JSONValue])
  {
    func parsed(_ slice: [UInt8]) throws(BenchmarkError) -> JSONValue {
      do {
        return try JSONValue(parsingUTF8: slice)
      } catch {
        throw BenchmarkError("corpus \(path) is not valid JSON: \(error)")
      }
    }
    var books: [BenchBook] = []
    var json: [JSONValue] = []
    func add(_ record: JSONValue, at offset: Int) throws(BenchmarkError) {
      let book = try Self.book(record, at: offset)
      if keepJSON { json.append(compacted(record)) } else { books.append(book) }
    }
    guard let slices = RecordSlices(bytes) else {
      // Not the expected shape: parse it whole, for the parser's error or a plain tree.
      let root = try parsed(Array(bytes))
      guard let records = root["records"]?.arrayValue else {
        throw BenchmarkError("corpus has no records array")
      }
      for (offset, record) in records.enumerated() { try add(record, at: offset) }
      return (root, records.count, books, json)
    }
    if keepJSON {
      json.reserveCapacity(slices.elements.count)
    } else {
      books.reserveCapacity(slices.elements.count)
    }
    for (offset, range) in slices.elements.enumerated() {
      try add(try parsed(Array(bytes[range])), at: offset)
    }
    let rest =
      Array(bytes[..<slices.array.lowerBound]) + Array("[]".utf8)
      + Array(bytes[slices.array.upperBound...])
    return (try parsed(rest), slices.elements.count, books, json)
  }

  /// The same value with every array and object copied to its exact size (a parser's arrays
  /// grow by doubling, so they keep spare capacity).
  private static func compacted(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let elements): .array(elements.map(compacted))
    case .object(let members):
      .object(members.map { JSONValue.Member($0.key, compacted($0.value)) })
    default: value
    }
  }

  private static func keys(_ value: JSONValue?) throws(BenchmarkError) -> [CorpusKey] {
    guard let items = value?.arrayValue, !items.isEmpty else {
      throw BenchmarkError("corpus options have no keys")
    }
    return try items.map { item throws(BenchmarkError) in
      if let name = item.stringValue { return CorpusKey(name: name, weight: 1) }
      guard let name = item["name"]?.stringValue else {
        throw BenchmarkError("a corpus key is neither a name nor {name, weight}")
      }
      return CorpusKey(name: name, weight: item["weight"]?.numberValue ?? 1)
    }
  }

  private static func book(_ record: JSONValue, at offset: Int) throws(BenchmarkError) -> BenchBook
  {
    guard let title = record["title"]?.stringValue, let author = record["author"]?.stringValue,
      let tagValues = record["tags"]?.arrayValue
    else {
      throw BenchmarkError("record \(offset) is not {title, author, tags}")
    }
    let tags = try tagValues.map { tag throws(BenchmarkError) in
      guard let text = tag.stringValue else {
        throw BenchmarkError("record \(offset) has a tag that is not a string")
      }
      return text
    }
    return BenchBook(title: title, author: author, tags: tags)
  }

  private static func expected(_ value: JSONValue?) throws(BenchmarkError) -> [ExpectedResult] {
    guard let items = value?.arrayValue else {
      throw BenchmarkError("corpus has no expected array")
    }
    return try items.map { item throws(BenchmarkError) in
      guard let query = item["query"]?.stringValue, let count = item["count"]?.numberValue,
        let top = item["top"]?.arrayValue
      else {
        throw BenchmarkError("an expected entry is not {query, count, top}")
      }
      let pairs = try top.map { pair throws(BenchmarkError) in
        guard let parts = pair.arrayValue, parts.count == 2,
          let refIndex = parts[0].numberValue, let score = parts[1].numberValue
        else {
          throw BenchmarkError("expected top entry for \"\(query)\" is not [refIndex, score]")
        }
        return (refIndex: Int(refIndex), score: score)
      }
      return ExpectedResult(query: query, count: Int(count), top: pairs)
    }
  }
}

/// A harness failure with a message for stderr.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
