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
/// The records are held twice only when the JSON key form asks for them: as `BenchBook`
/// structs (always) and as the parsed ``JSONValue`` documents (kept only for `--key-form json`).
struct BenchCorpus {
  var keys: [CorpusKey]
  var threshold: Double
  var includeScore: Bool
  var books: [BenchBook]
  var jsonRecords: [JSONValue]?
  var queries: [String]
  var expected: [ExpectedResult]

  /// Reads and parses a corpus file.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - keepJSON: Keep the records as ``JSONValue`` documents too.
  init(contentsOf path: String, keepJSON: Bool) throws(BenchmarkError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchmarkError("cannot read corpus file \(path)")
    }
    let root: JSONValue
    do {
      root = try JSONValue(parsingUTF8: [UInt8](data))
    } catch {
      throw BenchmarkError("corpus \(path) is not valid JSON: \(error)")
    }
    guard let options = root["options"] else { throw BenchmarkError("corpus has no options") }
    keys = try Self.keys(options["keys"])
    for member in options.objectMembers ?? []
    where !["keys", "threshold", "includeScore"].contains(member.key) {
      throw BenchmarkError("corpus option \(member.key) is not supported by the harness")
    }
    threshold = options["threshold"]?.numberValue ?? 0.6
    includeScore = options["includeScore"]?.boolValue ?? false
    guard let records = root["records"]?.arrayValue else {
      throw BenchmarkError("corpus has no records array")
    }
    books = try records.enumerated().map { offset, record throws(BenchmarkError) in
      try Self.book(record, at: offset)
    }
    jsonRecords = keepJSON ? records : nil
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
