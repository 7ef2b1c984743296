// An index's names and texts are JavaScript strings: two indexes whose keys or texts differ only
// in Unicode normalisation are different indexes, as their JSON is.

extension FuseIndex {
  /// Whether two indexes have the same keys, records and norm weight (keys and texts compare as
  /// JavaScript strings); how they read documents is not compared.
  ///
  /// - Complexity: O(*n*) in the size of the indexes.
  public static func == (lhs: FuseIndex, rhs: FuseIndex) -> Bool {
    lhs.fieldNormWeight == rhs.fieldNormWeight && lhs.keys == rhs.keys
      && lhs.records == rhs.records
  }

  /// Hashes the index consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fieldNormWeight)
    hasher.combine(keys)
    hasher.combine(records)
  }
}

extension FuseIndex.Key {
  /// Whether two keys are the same: path segments and ids compare as JavaScript strings (code
  /// unit for code unit); weights and sources as values.
  ///
  /// - Complexity: O(*n*) in the length of the paths.
  public static func == (lhs: FuseIndex.Key, rhs: FuseIndex.Key) -> Bool {
    JavaScriptString.equal(lhs.id, rhs.id) && lhs.weight == rhs.weight
      && lhs.path.count == rhs.path.count
      && zip(lhs.path, rhs.path).allSatisfy { JavaScriptString.equal($0, $1) }
      && lhs.source == rhs.source
  }

  /// Hashes the key consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path.count)
    for segment in path { JavaScriptString.hash(segment, into: &hasher) }
    JavaScriptString.hash(id, into: &hasher)
    hasher.combine(weight)
    hasher.combine(source)
  }
}

extension FuseIndex.Entry {
  /// Whether two entries are the same: texts compare as JavaScript strings (code unit for code
  /// unit).
  ///
  /// - Complexity: O(*n*) in the length of the texts.
  public static func == (lhs: FuseIndex.Entry, rhs: FuseIndex.Entry) -> Bool {
    JavaScriptString.equal(lhs.text, rhs.text) && lhs.arrayIndex == rhs.arrayIndex
      && lhs.norm == rhs.norm
  }

  /// Hashes the entry consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    JavaScriptString.hash(text, into: &hasher)
    hasher.combine(arrayIndex)
    hasher.combine(norm)
  }
}

extension FuseIndex.Record.Content {
  /// Whether two contents are the same: texts compare as JavaScript strings (code unit for code
  /// unit).
  ///
  /// - Complexity: O(*n*) in the size of the contents.
  public static func == (lhs: FuseIndex.Record.Content, rhs: FuseIndex.Record.Content) -> Bool {
    switch (lhs, rhs) {
    case (.string(let left, let leftNorm), .string(let right, let rightNorm)):
      JavaScriptString.equal(left, right) && leftNorm == rightNorm
    case (.object(let left), .object(let right)): left == right
    default: false
    }
  }

  /// Hashes the content consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let text, let norm):
      hasher.combine(0 as UInt8)
      JavaScriptString.hash(text, into: &hasher)
      hasher.combine(norm)
    case .object(let slots):
      hasher.combine(1 as UInt8)
      hasher.combine(slots)
    }
  }
}
