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
      try Self.checked(key.name, form: self) { () throws(FuseError) in try bookKey(key) }
    }
  }

  /// The key for one corpus key on `BenchBook` documents.
  private func bookKey(_ key: CorpusKey) throws(FuseError) -> FuseKey<BenchBook>? {
    switch self {
    case .keypath:
      switch key.name {
      case "title": return try FuseKey(\BenchBook.title, weight: key.weight)
      case "author": return try FuseKey(\BenchBook.author, weight: key.weight)
      case "tags": return try FuseKey(\BenchBook.tags, weight: key.weight)
      default: return nil
      }
    case .closure:
      switch key.name {
      case "title": return try FuseKey(name: "title", weight: key.weight) { $0.title }
      case "author": return try FuseKey(name: "author", weight: key.weight) { $0.author }
      case "tags": return try FuseKey(name: "tags", weight: key.weight, texts: { $0.tags })
      default: return nil
      }
    case .path:
      return try FuseKey(path: key.name, weight: key.weight)
    case .json:
      return nil  // the json form indexes JSONValue documents, not BenchBook
    }
  }

  /// The keys for ``JSONValue`` documents (the ``json`` form).
  static func jsonKeys(_ keys: [CorpusKey]) throws(BenchmarkError) -> [FuseKey<JSONValue>] {
    try keys.map { key throws(BenchmarkError) in
      try checked(key.name, form: .json) { () throws(FuseError) in
        try FuseKey(path: key.name, weight: key.weight)
      }
    }
  }

  /// The key `make` returns for the corpus key `name`, with a ``FuseError`` (a weight ≤ 0) or a
  /// key the form cannot serve (`nil`) reported as a benchmark error.
  private static func checked<Element>(
    _ name: String, form: KeyForm, _ make: () throws(FuseError) -> FuseKey<Element>?
  ) throws(BenchmarkError) -> FuseKey<Element> {
    let made: FuseKey<Element>?
    do {
      made = try make()
    } catch {
      throw BenchmarkError("invalid corpus key \(name): \(error)")
    }
    guard let made else {
      throw BenchmarkError("the \(form.rawValue) key form has no BenchBook key for \(name)")
    }
    return made
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
