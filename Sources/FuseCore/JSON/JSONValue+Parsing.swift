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
    var parser = JSONTextParser(bytes: bytes)
    self = try parser.parseDocument()
  }
}

/// A recursive-descent JSON parser over UTF-8 bytes with a nesting limit.
struct JSONTextParser {
  let bytes: [UInt8]
  var position = 0
  var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

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

  func describeCurrent() -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

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

  mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes.count - position >= utf8.count,
      Array(bytes[position..<position + utf8.count]) == utf8
    else { throw error("invalid literal, expected '\(word)'") }
    position += utf8.count
    return value
  }

  mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    if depth > JSONValue.maximumNestingDepth {
      throw error("nesting deeper than \(JSONValue.maximumNestingDepth) levels")
    }
  }

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

  mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    func digits(_ parser: inout JSONTextParser) -> Int {
      let from = parser.position
      while parser.position < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.position])
      {
        parser.position += 1
      }
      return parser.position - from
    }
    let intStart = position
    let intDigits = digits(&self)
    guard intDigits > 0 else { throw error("invalid number: expected a digit") }
    if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") {
      throw error("invalid number: leading zero", at: intStart)
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw error("invalid number: expected a digit after '.'") }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      guard digits(&self) > 0 else { throw error("invalid number: expected exponent digits") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number '\(text)'", at: start) }
    return .number(value)
  }

  mutating func parseHex4() throws(JSONParseError) -> UInt16 {
    guard bytes.count - position >= 4 else { throw error("truncated \\u escape") }
    var value: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  /// Parses a string; `\u` escapes are collected as UTF-16 so surrogate pairs join up.
  ///
  /// A lone surrogate becomes U+FFFD (a Swift `String` cannot hold one).
  mutating func parseString() throws(JSONParseError) -> String {
    let quote = position
    position += 1
    var utf8: [UInt8] = []
    var pendingUTF16: [UInt16] = []
    func flushUTF16() {
      if !pendingUTF16.isEmpty {
        utf8.append(contentsOf: String(decoding: pendingUTF16, as: UTF16.self).utf8)
        pendingUTF16.removeAll()
      }
    }
    while true {
      guard position < bytes.count else { throw error("unterminated string", at: quote) }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        break
      }
      if byte < 0x20 {
        throw error("unescaped control character 0x\(String(byte, radix: 16)) in a string")
      }
      if byte == UInt8(ascii: "\\") {
        position += 1
        guard position < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[position]
        position += 1
        if escape == UInt8(ascii: "u") {
          pendingUTF16.append(try parseHex4())
          continue
        }
        flushUTF16()
        switch escape {
        case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        default:
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: position - 2)
        }
        continue
      }
      flushUTF16()
      utf8.append(byte)
      position += 1
    }
    flushUTF16()
    guard let string = String(validating: utf8, as: UTF8.self) else {
      throw error("invalid UTF-8 in the string", at: quote)
    }
    return string
  }
}
