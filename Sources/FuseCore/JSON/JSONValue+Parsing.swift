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
    var parser = JSONTextParser(bytes: bytes)
    self = try parser.parseDocument()
  }
}

/// A recursive-descent JSON parser over UTF-8 bytes with a nesting limit.
struct JSONTextParser {
  /// The text; it outlives the parser.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var position = 0
  /// How many arrays and objects enclose the position.
  var depth = 0
  /// Reused buffer for strings with escapes.
  var scratch: [UInt8] = []

  /// Creates a parser at the first byte of `bytes`.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses the one value of the text, with white space (and a byte order mark) around it.
  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    skipWhitespace()
    let value = try parseValue()
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected \(describeCurrent()) after the JSON value")
    }
    return value
  }

  /// An error at `offset` (default: the position), with its line and byte column.
  func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
    let offset = min(offset ?? position, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return JSONParseError(
      reason: reason, offset: offset, line: line, column: offset - lineStart + 1)
  }

  /// The byte at the position, for a message.
  func describeCurrent() -> String {
    guard position < bytes.count else { return "end of input" }
    return Self.describe(bytes[position])
  }

  /// A byte, for a message: `character 'x'` or `byte 0xFF`.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// Skips JSON white space.
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// Parses the value at the position.
  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  /// Parses `true`, `false` or `null`.
  mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected in
      bytes.count - position >= count
        && UnsafeBufferPointer(rebasing: bytes[position..<position + count]).elementsEqual(expected)
    }
    guard matches else { throw error("invalid literal, expected '\(word)'") }
    position += count
    return value
  }

  /// Counts one more level of nesting, within the limit.
  mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    if depth > JSONValue.maximumNestingDepth {
      throw error("nesting deeper than \(JSONValue.maximumNestingDepth) levels")
    }
  }

  /// Parses an array.
  mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of input inside an array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "]") {
        position += 1
        depth -= 1
        return .array(elements)
      } else {
        throw error("unexpected \(describeCurrent()) inside an array, expected ',' or ']'")
      }
    }
  }

  /// Parses an object, keeping its members in order.
  mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    position += 1
    var members: [JSONValue.Member] = []
    skipWhitespace()
    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()) inside an object, expected a quoted key")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()) after an object key, expected ':'")
      }
      position += 1
      skipWhitespace()
      members.append(JSONValue.Member(key, try parseValue()))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of input inside an object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "}") {
        position += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("unexpected \(describeCurrent()) inside an object, expected ',' or '}'")
      }
    }
  }

  /// Parses a number (RFC 8259's grammar) as a `Double`.
  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    let intStart = position
    let intDigits = skipDigits()
    guard intDigits > 0 else { throw error("invalid number: expected a digit") }
    if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") {
      throw error("invalid number: leading zero", at: intStart)
    }
    var isInteger = true
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard skipDigits() > 0 else { throw error("invalid number: expected a digit after '.'") }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      isInteger = false
      position += 1
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      guard skipDigits() > 0 else { throw error("invalid number: expected exponent digits") }
    }
    // An integer of at most 15 digits is exactly a `Double`: no text to make and convert.
    if isInteger && intDigits <= 15 {
      var value = 0
      for index in intStart..<position { value = value * 10 + Int(bytes[index] &- 0x30) }
      return .number(intStart > start ? -Double(value) : Double(value))
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number '\(text)'", at: start) }
    return .number(value)
  }

  /// Skips decimal digits.
  ///
  /// - Returns: How many there were.
  mutating func skipDigits() -> Int {
    let from = position
    while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 {
      position += 1
    }
    return position - from
  }

  /// Parses a string; escapes go through the package's one decoder (``JSONStringLiteral``),
  /// which joins surrogate pairs and makes a lone surrogate U+FFFD (a Swift `String` cannot
  /// hold one).
  mutating func parseString() throws(JSONParseError) -> String {
    let quote = position
    let start = quote + 1
    var end = start
    // Most strings have no escape: their bytes are the text.
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        guard
          let string = String(
            validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        else {
          throw invalidUTF8(in: start..<end)
        }
        position = end + 1
        return string
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end += 1
    }
    scratch.removeAll(keepingCapacity: true)
    do {
      end = try JSONStringLiteral.decode(
        bytes, from: start, into: &scratch, loneSurrogates: .replace)
    } catch {
      throw self.error(for: error)
    }
    guard let string = String(validating: scratch, as: UTF8.self) else {
      throw invalidUTF8(in: start..<end)
    }
    position = end + 1
    return string
  }

  /// The error for the first byte of `range` that is not part of valid UTF-8.
  func invalidUTF8(in range: Range<Int>) -> JSONParseError {
    var offset = range.lowerBound
    var decoder = UTF8()
    var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
    var consumed = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        consumed += UTF8.width(scalar)
      case .emptyInput:
        break loop
      case .error:
        break loop
      }
    }
    offset += consumed
    return error("invalid UTF-8 in the string", at: offset)
  }

  /// The parser's message for a string literal the decoder rejected.
  func error(for failure: JSONStringLiteral.Failure) -> JSONParseError {
    switch failure.reason {
    case .unterminated:
      return error("unterminated string", at: failure.offset)
    case .controlCharacter(let byte):
      return error(
        "unescaped control character 0x\(String(byte, radix: 16)) in a string", at: failure.offset)
    case .invalidEscape(let byte):
      return error(
        "invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: failure.offset)
    case .truncatedUnicodeEscape:
      return error("truncated \\u escape", at: failure.offset)
    case .invalidHexDigit:
      return error("invalid hex digit in \\u escape", at: failure.offset)
    case .loneSurrogate:
      return error("lone surrogate in a \\u escape", at: failure.offset)
    }
  }
}
