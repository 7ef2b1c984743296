/// A dynamic JSON document: the value type for searching any JSON collection.
///
/// Objects keep their members in document order, which matters for logical queries (the first
/// key of a node names its operator, exactly as in Fuse.js). Parse JSON text with
/// ``init(parsing:)-(String)`` to keep that order; `Decodable` also works but takes the key
/// order the decoder reports.
///
/// ```swift
/// let docs = try JSONValue(parsing: #"[{"title": "Dune", "tags": ["sf"]}]"#)
/// let fuse = try Fuse.Search(docs.arrayValue ?? [], options: FuseOptions(keys: ["title", "tags"]))
/// ```
public enum JSONValue: Sendable, Hashable {
  /// JSON `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, held as a `Double` as in JavaScript.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose members keep their document order.
  case object([Member])

  /// One member of a JSON object: a key and its value.
  public struct Member: Sendable, Hashable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    ///
    /// - Parameters:
    ///   - key: The member's key.
    ///   - value: The member's value.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }
}

extension JSONValue {
  /// The value of the first member named `key` (compared as JavaScript compares strings, code
  /// unit for code unit) when this is an object, otherwise `nil`.
  ///
  /// - Parameter key: The member name to look up.
  /// - Complexity: O(*n*) in the number of members.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { JavaScriptString.equal($0.key, key) }?.value
  }

  /// The string when this is `.string`, otherwise `nil`.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number when this is `.number`, otherwise `nil`.
  public var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The Boolean when this is `.bool`, otherwise `nil`.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements when this is `.array`, otherwise `nil`.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members, in document order, when this is `.object`, otherwise `nil`.
  public var objectMembers: [Member]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether this is `.null`.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// Creates a `.string` from a literal.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// Creates a `.number` from an integer literal.
  ///
  /// - Parameter value: The literal.
  public init(integerLiteral value: Int) {
    self = .number(Double(value))
  }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// Creates a `.number` from a floating-point literal.
  ///
  /// - Parameter value: The literal.
  public init(floatLiteral value: Double) {
    self = .number(value)
  }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// Creates a `.bool` from a literal.
  ///
  /// - Parameter value: The literal.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSONValue: ExpressibleByNilLiteral {
  /// Creates `.null`.
  ///
  /// - Parameter nilLiteral: The `nil` literal.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// Creates an `.array` from a literal.
  ///
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates an `.object` whose members keep the literal's order.
  ///
  /// - Parameter elements: The key-value pairs, in order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { Member($0.0, $0.1) })
  }
}
