import FuseCore

/// How the harness tells the engine where each record's texts are.
enum KeyForm: String, CaseIterable, Sendable {
  /// Key paths on `BenchBook`: `FuseKey(\.title)`.
  case keypath
  /// Getter closures on `BenchBook`: `FuseKey(name: "title") { $0.title }`.
  case closure
  /// Dotted paths on the `Encodable` `BenchBook`: `FuseKey(path: "title")`.
  case path
  /// Dotted paths on ``JSONValue`` documents parsed from the corpus.
  case json

  /// The keys for `BenchBook` documents (every form except ``json``).
  func bookKeys(_ keys: [CorpusKey]) throws(BenchmarkError) -> [FuseKey<BenchBook>] {
    try keys.map { key throws(BenchmarkError) in
      switch self {
      case .keypath:
        switch key.name {
        case "title": return FuseKey(\BenchBook.title, weight: key.weight)
        case "author": return FuseKey(\BenchBook.author, weight: key.weight)
        case "tags": return FuseKey(\BenchBook.tags, weight: key.weight)
        default: throw BenchmarkError("no BenchBook key path for key \(key.name)")
        }
      case .closure:
        switch key.name {
        case "title": return FuseKey(name: "title", weight: key.weight) { $0.title }
        case "author": return FuseKey(name: "author", weight: key.weight) { $0.author }
        case "tags": return FuseKey(name: "tags", weight: key.weight, texts: { $0.tags })
        default: throw BenchmarkError("no BenchBook getter for key \(key.name)")
        }
      case .path:
        return FuseKey(path: key.name, weight: key.weight)
      case .json:
        throw BenchmarkError("the json key form indexes JSONValue documents, not BenchBook")
      }
    }
  }

  /// The keys for ``JSONValue`` documents (the ``json`` form).
  static func jsonKeys(_ keys: [CorpusKey]) -> [FuseKey<JSONValue>] {
    keys.map { FuseKey(path: $0.name, weight: $0.weight) }
  }
}

/// `count` records taken from `records`: its first `count`, or the records repeated in order
/// (record *i* is `records[i % records.count]`) when `count` is larger.
func scaled<T>(_ records: [T], to count: Int) -> [T] {
  guard !records.isEmpty else { return [] }
  if count == records.count { return records }
  if count < records.count { return Array(records.prefix(count)) }
  return (0..<count).map { records[$0 % records.count] }
}
