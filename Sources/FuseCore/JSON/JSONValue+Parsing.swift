/// A JSON text that could not be parsed: what was wrong and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was wrong, for example `unexpected character '}'`.
  public var reason: String
  /// The byte offset of the problem in the UTF-8 input.
  public var offset: Int
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column (in bytes) of the problem.
  public var column: Int
  /// Whether the problem is a byte that belongs to no valid UTF-8 sequence.
  package var isInvalidUTF8 = false

  /// A one-line message: the reason, then the line and column.
  public var description: String {
    "\(reason) at line \(line), column \(column)"
  }
}

extension JSONValue {
  /// The deepest nesting of arrays and objects the parser accepts.
  ///
  /// Deeper input gets a ``JSONParseError`` instead of exhausting the stack.
  public static let maximumNestingDepth = 512

  /// Parses JSON text, keeping object members in document order.
  ///
  /// - Parameter text: The JSON text (RFC 8259; one value, surrounding white space allowed).
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(parsing text: String) throws(JSONParseError) {
    self = try JSONValue(parsingUTF8: Array(text.utf8))
  }

  /// Parses JSON from UTF-8 bytes, keeping object members in document order.
  ///
  /// - Parameter bytes: The UTF-8 encoded JSON text. Invalid UTF-8 inside a string is an error.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  /// - Complexity: O(*n*) in the number of bytes.
  public init(parsingUTF8 bytes: [UInt8]) throws(JSONParseError) {
    self = try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
      try JSONValue(parsingUTF8: buffer)
    }
  }

  /// Parses JSON from UTF-8 bytes in place (a file's contents, without copying them into an
  /// array first), keeping object members in document order.
  ///
  /// - Parameter bytes: The UTF-8 encoded JSON text.
  /// - Throws: ``JSONParseError`` naming the line and column of the first problem.
  /// - Complexity: O(*n*) in the number of bytes.
  package init(parsingUTF8 bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) {
    var reader = JSONReader(bytes: bytes)
    self = try reader.readValue()
    try reader.finish()
  }
}

extension JSONReader {
  /// Reads the value at the position, with everything it contains.
  ///
  /// Each object's members (each array's elements) are collected in a buffer the reader reuses
  /// and then copied into storage of exactly their number: a document holds no spare capacity,
  /// and reading it allocates once per container instead of once per doubling.
  ///
  /// - Returns: The value, object members in document order.
  /// - Throws: ``JSONParseError`` at the first problem.
  package mutating func readValue() throws(JSONParseError) -> JSONValue {
    switch peek() {
    case UInt8(ascii: "{"):
      var members = memberBuffers.popLast() ?? []
      if try beginObject() {
        repeat {
          let key = try readKey()
          members.append(JSONValue.Member(key, try readValue()))
        } while try endOfMember()
      }
      let object = JSONValue.object(Self.exactCopy(of: members))
      members.removeAll(keepingCapacity: true)
      memberBuffers.append(members)
      return object
    case UInt8(ascii: "["):
      var elements = elementBuffers.popLast() ?? []
      if try beginArray() {
        repeat { elements.append(try readValue()) } while try endOfElement()
      }
      let array = JSONValue.array(Self.exactCopy(of: elements))
      elements.removeAll(keepingCapacity: true)
      elementBuffers.append(elements)
      return array
    case UInt8(ascii: "\""):
      return .string(try readString())
    case UInt8(ascii: "t"):
      try readLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      return .null
    case .some(UInt8(ascii: "-")), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
      return .number(value(of: try readNumber()))
    default:
      throw unexpected("expected a value")
    }
  }

  /// A copy of `items` in storage of their exact number (none for no items).
  private static func exactCopy<Item>(of items: [Item]) -> [Item] {
    guard !items.isEmpty else { return [] }
    return [Item](unsafeUninitializedCapacity: items.count) { buffer, count in
      count = buffer.initialize(fromContentsOf: items)
    }
  }
}
