/// Finds the first UTF-8 or JSON syntax error in data that `JSONDecoder` rejected.
///
/// On Linux, Foundation's `JSONDecoder` reports only "The given data was not valid JSON." with
/// no position, so ``CorpusLoader`` runs this scanner on the failure path to say where the
/// problem is. It is never run on data that decoded successfully.
///
/// The grammar is RFC 8259 JSON with the two relaxations `JSONDecoder` accepts too: a leading
/// UTF-8 byte order mark, and a trailing comma before `]` or `}`.
struct JSONSyntaxLocator {
  /// The first problem found in the data.
  struct Problem: Equatable {
    /// The offset of the offending byte (or the data's length at an unexpected end).
    var byteOffset: Int
    /// A short explanation, such as `expected ',' or ']' in an array`.
    var detail: String
    /// Whether the problem is invalid UTF-8 rather than a JSON syntax error.
    var isInvalidUTF8: Bool
  }

  /// A number written directly in one record of the top-level array, as `"key": 1.5`.
  struct RecordNumber: Equatable {
    /// The key the number is stored under.
    var key: String
    /// The number exactly as written in the file.
    var text: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private let maximumDepth = JSONSyntaxLocator.maximumDepth
  /// The deepest nesting of arrays and objects accepted (Foundation's `JSONDecoder` must never
  /// see deeper data: it crashes on it instead of throwing).
  static let maximumDepth = 512
  /// The record whose top-level numbers are collected, if any.
  private var inspectedRecord: Int?
  private var currentRecord: Int?
  private var currentKey = ""
  private var recordNumbers: [RecordNumber] = []

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Returns the first problem in `bytes`, or `nil` if they are valid UTF-8 and valid JSON.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func firstProblem(in bytes: [UInt8]) -> Problem? {
    if let offset = firstInvalidUTF8Offset(in: bytes) {
      return Problem(byteOffset: offset, detail: "invalid UTF-8", isInvalidUTF8: true)
    }
    var scanner = JSONSyntaxLocator(bytes: bytes)
    do {
      try scanner.scanDocument()
      return nil
    } catch {
      return Problem(byteOffset: error.byteOffset, detail: error.detail, isInvalidUTF8: false)
    }
  }

  /// Returns the numbers written directly in the object at `recordIndex` of the top-level array.
  ///
  /// ``CorpusLoader`` uses them to name the field of a record whose number `JSONDecoder` could
  /// not convert (Foundation reports such failures without a coding path).
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func numbers(inRecord recordIndex: Int, of bytes: [UInt8]) -> [RecordNumber] {
    var scanner = JSONSyntaxLocator(bytes: bytes)
    scanner.inspectedRecord = recordIndex
    do {
      try scanner.scanDocument()
    } catch {
      // Only called on data that scanned cleanly; keep whatever was collected.
    }
    return scanner.recordNumbers
  }

  /// Returns the offset of the first `[` or `{` nested deeper than ``maximumDepth`` (brackets
  /// inside strings do not count), or `nil` when the data nests no deeper.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func firstTooDeepOffset(in bytes: [UInt8]) -> Int? {
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maximumDepth { return offset }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return nil
  }

  /// Returns the offset of the first byte that does not belong to a valid UTF-8 sequence.
  static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
      case .error:
        return offset
      case .emptyInput:
        return nil
      }
    }
  }

  private struct SyntaxError: Error {
    var byteOffset: Int
    var detail: String
  }

  private mutating func scanDocument() throws(SyntaxError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw failure("the data is empty") }
    try scanValue(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw failure("unexpected \(describeCurrent()) after the top-level value")
    }
  }

  private mutating func scanValue(depth: Int) throws(SyntaxError) {
    guard depth < maximumDepth else { throw failure("nesting is deeper than \(maximumDepth)") }
    guard index < bytes.count else { throw failure("unexpected end of data, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): try scanObject(depth: depth)
    case UInt8(ascii: "["): try scanArray(depth: depth)
    case UInt8(ascii: "\""): try scanString()
    case UInt8(ascii: "t"): try scanLiteral("true")
    case UInt8(ascii: "f"): try scanLiteral("false")
    case UInt8(ascii: "n"): try scanLiteral("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      try scanNumber()
      if depth == 2, let record = inspectedRecord, record == currentRecord {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        recordNumbers.append(RecordNumber(key: currentKey, text: text))
      }
    default: throw failure("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func scanObject(depth: Int) throws(SyntaxError) {
    index += 1  // {
    skipWhitespace()
    if consume("}") { return }
    while true {
      guard index < bytes.count else { throw failure("unexpected end of data in an object") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw failure("unexpected \(describeCurrent()), expected a quoted key in an object")
      }
      let keyStart = index
      try scanString()
      if depth == 1 {
        currentKey = String(decoding: bytes[(keyStart + 1)..<(index - 1)], as: UTF8.self)
      }
      skipWhitespace()
      guard consume(":") else {
        throw failure("unexpected \(describeCurrent()), expected ':' after an object key")
      }
      skipWhitespace()
      try scanValue(depth: depth + 1)
      skipWhitespace()
      if consume("}") { return }
      guard consume(",") else {
        throw failure("unexpected \(describeCurrent()), expected ',' or '}' in an object")
      }
      skipWhitespace()
      if consume("}") { return }  // trailing comma, accepted by JSONDecoder
    }
  }

  private mutating func scanArray(depth: Int) throws(SyntaxError) {
    index += 1  // [
    skipWhitespace()
    if consume("]") { return }
    var element = 0
    while true {
      if depth == 0 { currentRecord = element }
      try scanValue(depth: depth + 1)
      element += 1
      skipWhitespace()
      if consume("]") { return }
      guard consume(",") else {
        throw failure("unexpected \(describeCurrent()), expected ',' or ']' in an array")
      }
      skipWhitespace()
      if consume("]") { return }  // trailing comma, accepted by JSONDecoder
    }
  }

  private mutating func scanString() throws(SyntaxError) {
    let start = index
    index += 1  // opening quote
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        index += 1
        try scanEscape()
      case 0..<0x20:
        throw failure("unescaped control character in a string")
      default:
        index += 1
      }
    }
    throw SyntaxError(byteOffset: start, detail: "unterminated string")
  }

  private mutating func scanEscape() throws(SyntaxError) {
    guard index < bytes.count else { throw failure("unexpected end of data in a string") }
    switch bytes[index] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      index += 1
    case UInt8(ascii: "u"):
      index += 1
      for _ in 0..<4 {
        guard index < bytes.count, Self.isHexDigit(bytes[index]) else {
          throw failure("invalid \\u escape, expected four hexadecimal digits")
        }
        index += 1
      }
    default:
      throw failure("invalid escape sequence '\\\(describeCurrent(quoted: false))'")
    }
  }

  private mutating func scanNumber() throws(SyntaxError) {
    _ = consume("-")
    guard index < bytes.count, Self.isDigit(bytes[index]) else {
      throw failure("invalid number, expected a digit")
    }
    if !consume("0") { skipDigits() }
    if consume(".") {
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw failure("invalid number, expected a digit after '.'")
      }
      skipDigits()
    }
    if consume("e") || consume("E") {
      if !consume("+") { _ = consume("-") }
      guard index < bytes.count, Self.isDigit(bytes[index]) else {
        throw failure("invalid number, expected a digit in the exponent")
      }
      skipDigits()
    }
  }

  private mutating func scanLiteral(_ literal: StaticString) throws(SyntaxError) {
    let start = index
    let expected = literal.withUTF8Buffer { Array($0) }
    guard bytes[index...].starts(with: expected) else {
      throw SyntaxError(
        byteOffset: start, detail: "unexpected \(describeCurrent()), expected a value")
    }
    index += expected.count
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      default:
        return
      }
    }
  }

  private mutating func skipDigits() {
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
  }

  private mutating func consume(_ ascii: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: ascii) else { return false }
    index += 1
    return true
  }

  private func failure(_ detail: String) -> SyntaxError {
    SyntaxError(byteOffset: index, detail: detail)
  }

  /// Describes the byte at the current index, such as `'x'` or `end of data`.
  private func describeCurrent(quoted: Bool = true) -> String {
    guard index < bytes.count else { return "end of data" }
    let byte = bytes[index]
    let text: String
    if (0x21..<0x7F).contains(byte) {
      text = String(UnicodeScalar(byte))
    } else if byte < 0x80 {
      text = "U+" + String(byte, radix: 16, uppercase: true)
    } else {
      // A non-ASCII scalar; decode it for the message.
      var iterator = bytes[index...].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      if case .valid(let encoded) = parser.parseScalar(from: &iterator) {
        text = String(Unicode.UTF8.decode(encoded))
      } else {
        text = "byte 0x" + String(byte, radix: 16, uppercase: true)
      }
    }
    return quoted ? "'\(text)'" : text
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
