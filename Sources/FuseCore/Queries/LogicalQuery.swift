/// A parsed logical query (Fuse.js's `parse`): leaves search one key (or every key), nodes
/// combine their children with AND (`$and`) or OR (anything else).
indirect enum LogicalNode {
  /// Searches the key with this id, or every key when `keyID` is `nil`.
  case leaf(keyID: String?, searcher: any TextSearcher)
  /// Combines children; an AND node stops at the first child without matches.
  case node(isAnd: Bool, children: [LogicalNode])
}

/// Fuse.js's logical-query parser over ``JSONValue`` expressions, with its exact rules: an
/// implicit `$and` over several keys, `$path`/`$val` leaves, the operator named by the first key.
struct LogicalQueryParser {
  /// Builds the searcher for a string leaf (the same selector as string queries).
  let makeSearcher: (String) throws(FuseError) -> any TextSearcher
  let settings: BitapSettings

  func parse(_ query: JSONValue) throws(FuseError) -> LogicalNode {
    try next(isExpression(query) ? query : convertToExplicit(query))
  }

  private func isExpression(_ query: JSONValue) -> Bool {
    (query.javaScriptProperty("$and")?.isTruthy ?? false)
      || (query.javaScriptProperty("$or")?.isTruthy ?? false)
  }

  /// `Object.keys(value)` with the values: object properties, or array indices.
  private func properties(_ value: JSONValue) -> [(key: String, value: JSONValue)] {
    switch value {
    case .object: value.javaScriptProperties
    case .array(let elements): elements.enumerated().map { (String($0.offset), $0.element) }
    case .string(let text):
      Array(text.utf16).enumerated().map {
        (String($0.offset), .string(String(decoding: [$0.element], as: UTF16.self)))
      }
    default: []
    }
  }

  private func convertToExplicit(_ query: JSONValue) -> JSONValue {
    .object([
      JSONValue.Member(
        "$and", .array(properties(query).map { .object([JSONValue.Member($0.key, $0.value)]) }))
    ])
  }

  private func next(_ query: JSONValue) throws(FuseError) -> LogicalNode {
    switch query {
    case .string(let pattern):
      return .leaf(keyID: nil, searcher: try makeSearcher(pattern))
    case .null:
      throw FuseError.invalidLogicalQuery(reason: "null is not a query")
    default:
      break
    }
    let keys = properties(query)
    let pathValue = query.javaScriptProperty("$path")
    let isQueryPath = pathValue?.isTruthy ?? false
    if !isQueryPath && keys.count > 1 && !isExpression(query) {
      return try next(convertToExplicit(query))
    }
    if case .object = query, !isExpression(query) {
      let key: JSONValue? = isQueryPath ? pathValue : keys.first.map { .string($0.key) }
      let value: JSONValue? = isQueryPath ? query.javaScriptProperty("$val") : keys.first?.value
      let keyName = key.map(\.javaScriptString) ?? "undefined"
      switch value {
      case .string(let pattern)?:
        return .leaf(keyID: keyID(key), searcher: try makeSearcher(pattern))
      case .object?:
        let keyPath = keyID(key) ?? "undefined"
        return .leaf(
          keyID: keyID(key),
          searcher: try ObjectQueryCompiler.compile(
            value ?? .null, keyPath: keyPath, settings: settings))
      default:
        throw FuseError.invalidLogicalValue(key: keyName)
      }
    }
    var children: [LogicalNode] = []
    for property in keys {
      if case .array(let items) = property.value {
        for item in items { children.append(try next(item)) }
      }
    }
    return .node(isAnd: JavaScriptString.equal(keys.first?.key, "$and"), children: children)
  }

  /// Fuse.js's `createKeyId`: an array path joins with ".", anything else is its string form.
  private func keyID(_ key: JSONValue?) -> String? {
    guard let key else { return nil }
    if case .array(let segments) = key {
      return segments.map(\.javaScriptString).joined(separator: ".")
    }
    return key.javaScriptString
  }
}
