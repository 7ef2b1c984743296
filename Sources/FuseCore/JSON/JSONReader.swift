/// The package's one JSON reader: a forward-only pull reader over UTF-8 bytes (RFC 8259, with a
/// leading byte order mark allowed and a nesting limit), whose every error is a
/// ``JSONParseError`` at a byte offset, line and column.
///
/// ``JSONValue/init(parsingUTF8:)-([UInt8])`` builds documents with it, and Models reads typed
/// records with it straight from a file's bytes, so both accept exactly the same texts and
/// report a problem the same way.
///
/// Containers are read with a begin/end pair:
///
/// ```swift
/// if try reader.beginArray() {
///   repeat { elements.append(try reader.readValue()) } while try reader.endOfElement()
/// }
/// ```
package struct JSONReader {
  /// The text; it outlives the reader.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  package private(set) var position = 0
  /// How many arrays and objects enclose the position.
  private var depth = 0
  /// Reused buffer for strings with escapes.
  private var scratch: [UInt8] = []
  /// Buffers that collect an object's members while it is read, one per open object, reused
  /// from object to object (``JSONReader/readValue()``).
  var memberBuffers: [[JSONValue.Member]] = []
  /// Buffers that collect an array's elements while it is read, as ``memberBuffers`` do.
  var elementBuffers: [[JSONValue]] = []
  /// The buffer ``JSONReader/readPacked()`` writes each value into, reused from value to value.
  var packedWriter = PackedJSON.Writer()

  /// Creates a reader at the first byte of `bytes`, after a byte order mark if there is one.
  ///
  /// - Parameter bytes: The UTF-8 text; it must outlive the reader.
  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// Creates a reader at `position` of `bytes` that takes itself to be inside `depth` open
  /// containers: it goes on reading a text another reader began (the elements of the
  /// top-level array, from one of them on), its errors at offsets, lines and columns of the
  /// whole text.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 text; it must outlive the reader.
  ///   - position: Where to start reading: at most `bytes.count`.
  ///   - depth: How many arrays and objects enclose `position`.
  package init(bytes: UnsafeBufferPointer<UInt8>, resumingAt position: Int, depth: Int) {
    precondition(position >= 0 && position <= bytes.count, "a position outside the text")
    self.bytes = bytes
    self.position = position
    self.depth = depth
  }

  // MARK: - Position and errors

  /// Skips white space, then returns the next byte without reading it (`nil` at the end).
  package mutating func peek() -> UInt8? {
    skipWhitespace()
    return position < bytes.count ? bytes[position] : nil
  }

  /// Checks that only white space is left after the value just read.
  ///
  /// - Throws: ``JSONParseError`` at the first byte that is not white space.
  package mutating func finish() throws(JSONParseError) {
    skipWhitespace()
    if position < bytes.count {
      throw unexpected("after the JSON value")
    }
  }

  /// An error at `offset` (default: the position), with its line and byte column.
  ///
  /// - Parameters:
  ///   - reason: What was wrong, for example `invalid literal, expected 'null'`.
  ///   - offset: The byte offset of the problem.
  package func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
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

  /// The error for an unexpected byte at the position (or the end of the input): invalid
  /// UTF-8 when the byte starts no valid sequence, else `unexpected … <context>`.
  ///
  /// - Parameter context: Where the byte was (`inside an array, expected ',' or ']'`), or
  ///   what was expected instead (`expected a value`).
  package func unexpected(_ context: String) -> JSONParseError {
    let separator = context.hasPrefix("expected") ? ", " : " "
    guard position < bytes.count else {
      return error("unexpected end of input\(separator)\(context)")
    }
    let byte = bytes[position]
    if byte >= 0x80 && !Self.startsValidUTF8(bytes, at: position) {
      return invalidUTF8(at: position)
    }
    return error("unexpected \(Self.describe(byte))\(separator)\(context)")
  }

  /// A byte, for a message: `character 'x'` or `byte 0xFF`.
  private static func describe(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// Skips JSON white space.
  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  // MARK: - Containers

  /// Reads the `[` of an array, and the `]` too when the array is empty.
  ///
  /// - Returns: Whether the array has an element to read.
  /// - Throws: ``JSONParseError`` when no array starts here, or the nesting is too deep.
  package mutating func beginArray() throws(JSONParseError) -> Bool {
    try enterContainer(UInt8(ascii: "["), closedBy: UInt8(ascii: "]"), "expected '['")
  }

  /// Reads what follows an array element: a `,` before the next one, or the closing `]`.
  ///
  /// - Returns: Whether another element follows.
  /// - Throws: ``JSONParseError`` for anything else.
  package mutating func endOfElement() throws(JSONParseError) -> Bool {
    try endOfItem(closedBy: UInt8(ascii: "]"), "inside an array, expected ',' or ']'")
  }

  /// Reads the `{` of an object, and the `}` too when the object is empty.
  ///
  /// - Returns: Whether the object has a member to read.
  /// - Throws: ``JSONParseError`` when no object starts here, or the nesting is too deep.
  package mutating func beginObject() throws(JSONParseError) -> Bool {
    try enterContainer(UInt8(ascii: "{"), closedBy: UInt8(ascii: "}"), "expected '{'")
  }

  /// Reads a member's key and the `:` after it.
  ///
  /// - Returns: The key.
  /// - Throws: ``JSONParseError`` unless a quoted key and a colon come next.
  package mutating func readKey() throws(JSONParseError) -> String {
    try readKey { String(decoding: $0, as: UTF8.self) }
  }

  /// Reads a member's key and the `:` after it, as ``readKey()`` does, handing `body` the
  /// key's UTF-8 instead of making a `String` of it.
  ///
  /// - Parameter body: Reads the key's decoded UTF-8, valid, for the duration of the call.
  /// - Returns: What `body` returns.
  /// - Throws: ``JSONParseError`` unless a quoted key and a colon come next.
  package mutating func readKey<Result>(utf8 body: (UnsafeBufferPointer<UInt8>) -> Result)
    throws(JSONParseError) -> Result
  {
    guard peek() == UInt8(ascii: "\"") else {
      throw unexpected("inside an object, expected a quoted key")
    }
    let result = try readString(utf8: body)
    guard peek() == UInt8(ascii: ":") else {
      throw unexpected("after an object key, expected ':'")
    }
    position += 1
    return result
  }

  /// Reads a member's key and the `:` after it, and finds it among `names`, comparing bytes
  /// (a key with an escape or outside ASCII is decoded first).
  ///
  /// - Parameter names: The keys of interest.
  /// - Returns: The index of the key in `names`, or `nil` for any other key.
  /// - Throws: ``JSONParseError`` unless a quoted key and a colon come next.
  package mutating func readKey(among names: [StaticString]) throws(JSONParseError) -> Int? {
    guard peek() == UInt8(ascii: "\"") else {
      throw unexpected("inside an object, expected a quoted key")
    }
    let start = position + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { break }
      if byte == UInt8(ascii: "\"") { break }
      end += 1
    }
    let found: Int?
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let key = UnsafeBufferPointer(rebasing: bytes[start..<end])
      found = names.firstIndex { name in
        name.utf8CodeUnitCount == key.count
          && name.withUTF8Buffer { $0.elementsEqual(key) }
      }
      position = end + 1
    } else {
      let key = try readString()
      found = names.firstIndex { $0.description == key }
    }
    guard peek() == UInt8(ascii: ":") else {
      throw unexpected("after an object key, expected ':'")
    }
    position += 1
    return found
  }

  /// Reads what follows an object member: a `,` before the next one, or the closing `}`.
  ///
  /// - Returns: Whether another member follows.
  /// - Throws: ``JSONParseError`` for anything else.
  package mutating func endOfMember() throws(JSONParseError) -> Bool {
    try endOfItem(closedBy: UInt8(ascii: "}"), "inside an object, expected ',' or '}'")
  }

  /// Reads a container's opening byte (and its closing one when it is empty).
  private mutating func enterContainer(_ open: UInt8, closedBy close: UInt8, _ expected: String)
    throws(JSONParseError) -> Bool
  {
    guard peek() == open else { throw unexpected(expected) }
    depth += 1
    if depth > JSONValue.maximumNestingDepth {
      throw error("nesting deeper than \(JSONValue.maximumNestingDepth) levels")
    }
    position += 1
    guard peek() == close else { return true }
    position += 1
    depth -= 1
    return false
  }

  /// Reads a `,` (another item follows) or the container's closing byte.
  private mutating func endOfItem(closedBy close: UInt8, _ context: String)
    throws(JSONParseError) -> Bool
  {
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      return true
    case close:
      position += 1
      depth -= 1
      return false
    default:
      throw unexpected(context)
    }
  }

  // MARK: - Scalars

  /// Reads `true`, `false` or `null`.
  ///
  /// - Parameter word: The literal expected here.
  /// - Throws: ``JSONParseError`` unless the literal comes next.
  package mutating func readLiteral(_ word: StaticString) throws(JSONParseError) {
    skipWhitespace()
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected in
      bytes.count - position >= count
        && UnsafeBufferPointer(rebasing: bytes[position..<position + count]).elementsEqual(expected)
    }
    guard matches else { throw error("invalid literal, expected '\(word)'") }
    position += count
  }

  /// Reads a number (RFC 8259's grammar).
  ///
  /// - Returns: Where its text is and whether it is written as an integer.
  /// - Throws: ``JSONParseError`` for a malformed number.
  package mutating func readNumber() throws(JSONParseError) -> JSONNumberLiteral {
    skipWhitespace()
    let start = position
    if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
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
    return JSONNumberLiteral(
      range: start..<position, isNegative: intStart > start,
      integerDigits: isInteger ? intDigits : nil)
  }

  /// The value of a number read by ``readNumber()``, as JavaScript's `Number` holds it.
  ///
  /// - Parameter number: A literal this reader read.
  /// - Returns: The nearest `Double` (infinite for a literal beyond its range).
  package func value(of number: JSONNumberLiteral) -> Double {
    // An integer of at most 15 digits is exactly a `Double`: no text to make and convert.
    if let digits = number.integerDigits, digits <= 15 {
      let value = plainInteger(number)
      return Double(value)
    }
    return Double(text(of: number)) ?? .nan
  }

  /// The value of a number read by ``readNumber()`` as an `Int`, when it is one exactly.
  ///
  /// - Parameter number: A literal this reader read.
  /// - Returns: The integer, or `nil` for a fraction, a value beyond `Int`, or one written
  ///   with an exponent or fraction that is not exactly an integer below 2⁵³.
  package func integerValue(of number: JSONNumberLiteral) -> Int? {
    if let digits = number.integerDigits {
      return digits <= 18 ? plainInteger(number) : nil
    }
    let value = self.value(of: number)
    guard value.rounded() == value, abs(value) <= 9_007_199_254_740_992 else { return nil }
    return Int(value)
  }

  /// The text of a number read by ``readNumber()``, exactly as written.
  ///
  /// - Parameter number: A literal this reader read.
  package func text(of number: JSONNumberLiteral) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[number.range]), as: UTF8.self)
  }

  /// The value of a literal of at most 18 plain digits.
  private func plainInteger(_ number: JSONNumberLiteral) -> Int {
    var value = 0
    let digitsStart = number.range.lowerBound + (number.isNegative ? 1 : 0)
    for index in digitsStart..<number.range.upperBound {
      value = value * 10 + Int(bytes[index] &- 0x30)
    }
    return number.isNegative ? -value : value
  }

  /// Skips decimal digits.
  ///
  /// - Returns: How many there were.
  private mutating func skipDigits() -> Int {
    let from = position
    while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 {
      position += 1
    }
    return position - from
  }

  /// Reads a string; escapes go through the package's one decoder (``JSONStringLiteral``),
  /// which joins surrogate pairs and makes a lone surrogate U+FFFD (a Swift `String` cannot
  /// hold one).
  ///
  /// - Returns: The decoded text.
  /// - Throws: ``JSONParseError`` unless a well-formed string of valid UTF-8 comes next.
  package mutating func readString() throws(JSONParseError) -> String {
    try readString { String(decoding: $0, as: UTF8.self) }
  }

  /// Reads a string as ``readString()`` does, handing `body` its UTF-8 (the text's own bytes
  /// when it has no escape) instead of making a `String` of it.
  ///
  /// - Parameter body: Reads the decoded UTF-8, valid, for the duration of the call.
  /// - Returns: What `body` returns.
  /// - Throws: ``JSONParseError`` unless a well-formed string of valid UTF-8 comes next.
  package mutating func readString<Result>(
    utf8 body: (UnsafeBufferPointer<UInt8>) -> Result
  ) throws(JSONParseError) -> Result {
    guard peek() == UInt8(ascii: "\"") else { throw unexpected("expected a string") }
    let start = position + 1
    var end = start
    var highBits: UInt8 = 0
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if highBits >= 0x80, !Self.isValidUTF8(text) { throw invalidUTF8(in: start..<end) }
        position = end + 1
        return body(text)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      highBits |= byte
      end += 1
    }
    scratch.removeAll(keepingCapacity: true)
    do {
      end = try JSONStringLiteral.decode(
        bytes, from: start, into: &scratch, loneSurrogates: .replace)
    } catch {
      throw self.error(for: error)
    }
    let isValid = scratch.withUnsafeBufferPointer { Self.isValidUTF8($0) }
    guard isValid else { throw invalidUTF8(in: start..<end) }
    position = end + 1
    return scratch.withUnsafeBufferPointer(body)
  }

  // MARK: - UTF-8

  /// Whether `text` is valid UTF-8 throughout (the standard library's rule).
  private static func isValidUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var offset = 0
    while offset < text.count {
      if text[offset] < 0x80 {
        offset += 1
        continue
      }
      guard let width = validSequenceWidth(text, at: offset), offset + width <= text.count else {
        return false
      }
      offset += width
    }
    return true
  }

  /// Whether a valid UTF-8 sequence (no overlong form, surrogate, or scalar above U+10FFFF:
  /// the standard library's rule) starts at `offset`.
  private static func startsValidUTF8(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    validSequenceWidth(text, at: offset) != nil
  }

  /// The width of the valid UTF-8 sequence at `offset`, or `nil` when none starts there.
  private static func validSequenceWidth(_ text: UnsafeBufferPointer<UInt8>, at offset: Int)
    -> Int?
  {
    let lead = text[offset]
    if lead < 0x80 { return 1 }
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard text.count - offset >= length else { return nil }
    let second = text[offset + 1]
    guard second >= low, second <= high else { return nil }
    for index in 2..<max(length, 2) where text[offset + index] & 0xC0 != 0x80 {
      return nil
    }
    return length
  }

  /// The error for the first byte of `range` that is not part of valid UTF-8.
  private func invalidUTF8(in range: Range<Int>) -> JSONParseError {
    var offset = range.lowerBound
    while offset < range.upperBound, let width = Self.validSequenceWidth(bytes, at: offset),
      offset + width <= range.upperBound
    {
      offset += width
    }
    return invalidUTF8(at: offset, "invalid UTF-8 in the string")
  }

  /// The error for invalid UTF-8 at `offset`.
  private func invalidUTF8(at offset: Int, _ reason: String = "invalid UTF-8") -> JSONParseError {
    var failure = error(reason, at: offset)
    failure.isInvalidUTF8 = true
    return failure
  }

  /// The reader's message for a string literal the decoder rejected.
  private func error(for failure: JSONStringLiteral.Failure) -> JSONParseError {
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

/// Where a number ``JSONReader`` read is written, and its shape.
package struct JSONNumberLiteral: Sendable, Hashable {
  /// The byte range of its text.
  package var range: Range<Int>
  /// Whether it starts with a minus sign.
  package var isNegative: Bool
  /// How many integer digits it has when it has neither fraction nor exponent, else `nil`.
  package var integerDigits: Int?
}
