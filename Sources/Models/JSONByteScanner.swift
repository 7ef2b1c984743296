import FuseCore

/// A forward-only reader of JSON tokens over UTF-8 bytes, for ``CorpusFastReader``.
///
/// It reads only what the package's own records contain (strings, integers, `null`, arrays of
/// strings, objects with plain ASCII keys) and is strict: anything else, including input that
/// Foundation's `JSONDecoder` would accept (a byte order mark, a trailing comma, a number such
/// as `1.0`), makes it throw ``Decline``, and the caller falls back to the `JSONDecoder` path,
/// which then reports the error or decodes the data. Every byte it accepts is checked: strings
/// must be valid UTF-8 without control characters, escapes must be well formed, and nothing but
/// JSON whitespace may follow the top-level value.
struct JSONByteScanner {
  /// The scanner met something it does not read; the caller takes the `JSONDecoder` path.
  struct Decline: Error {}

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// Reused buffer for strings that contain escapes.
  private var scratch: [UInt8] = []
  /// Reused buffer for the elements of string arrays.
  private var stringScratch: [String] = []
  /// One copy of each shared string, by its text in the data (see ``readSharedString()``).
  private var sharedStrings: [ByteSlice: String] = [:]
  /// One copy of each shared string array, by its text in the data.
  private var sharedLists: [ByteSlice: [String]] = [:]

  /// A range of the data as a dictionary key, hashed and compared by its bytes.
  private struct ByteSlice: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (left: ByteSlice, right: ByteSlice) -> Bool {
      left.bytes.elementsEqual(right.bytes)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
  }

  /// The longest UTF-8 text a `String` stores inline, without a heap allocation to share.
  private static let inlineStringLimit = 15

  /// Creates a scanner at the first byte of `bytes`.
  ///
  /// - Parameter bytes: The UTF-8 text; it must outlive the scanner.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  /// Skips JSON whitespace (space, tab, line feed, carriage return).
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// Skips whitespace, then consumes `byte` if it comes next.
  ///
  /// - Parameter byte: An ASCII structural character such as `,`.
  /// - Returns: Whether it was there.
  mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Skips whitespace, then consumes `byte`.
  ///
  /// - Parameter byte: An ASCII structural character such as `:`.
  /// - Throws: ``Decline`` when something else comes next.
  mutating func expect(_ byte: UInt8) throws(Decline) {
    guard consume(byte) else { throw Decline() }
  }

  /// Whether only whitespace is left.
  mutating func isAtEnd() -> Bool {
    skipWhitespace()
    return index == bytes.count
  }

  /// Reads an object key and the colon after it.
  ///
  /// - Returns: The byte range of the key's text (without quotes).
  /// - Throws: ``Decline`` unless the key is printable ASCII without escapes.
  mutating func readKey() throws(Decline) -> Range<Int> {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == Self.quote else { throw Decline() }
    let start = index + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == Self.quote { break }
      guard byte >= 0x20, byte < 0x80, byte != Self.backslash else { throw Decline() }
      end += 1
    }
    guard end < bytes.count else { throw Decline() }
    index = end + 1
    try expect(UInt8(ascii: ":"))
    return start..<end
  }

  /// Whether the key at `range` is `name`.
  ///
  /// - Parameters:
  ///   - range: A range returned by ``readKey()``.
  ///   - name: An ASCII field name.
  /// - Returns: Whether the bytes are equal.
  func key(_ range: Range<Int>, is name: StaticString) -> Bool {
    guard range.count == name.utf8CodeUnitCount else { return false }
    return name.withUTF8Buffer { expected in
      var offset = 0
      for position in range {
        guard bytes[position] == expected[offset] else { return false }
        offset += 1
      }
      return true
    }
  }

  /// Reads `null` if it comes next.
  ///
  /// - Returns: Whether `null` was there.
  mutating func consumeNull() -> Bool {
    skipWhitespace()
    guard bytes.count - index >= 4, bytes[index] == UInt8(ascii: "n"),
      bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "l"),
      bytes[index + 3] == UInt8(ascii: "l")
    else { return false }
    index += 4
    return true
  }

  /// Reads an integer written as JSON digits with an optional minus sign.
  ///
  /// - Returns: The integer.
  /// - Throws: ``Decline`` for a leading zero, `-0`, more than 18 digits, or no digit (a
  ///   fraction or exponent is refused by the structural character expected after it).
  mutating func readInt() throws(Decline) -> Int {
    skipWhitespace()
    var position = index
    let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    let digitsStart = position
    var value = 0
    while position < bytes.count {
      let digit = bytes[position] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      value = value &* 10 &+ Int(digit)
      position += 1
    }
    let digitCount = position - digitsStart
    guard digitCount >= 1, digitCount <= 18 else { throw Decline() }
    guard digitCount == 1 || bytes[digitsStart] != UInt8(ascii: "0") else { throw Decline() }
    guard !(negative && value == 0) else { throw Decline() }
    index = position
    return negative ? -value : value
  }

  /// Reads a string.
  ///
  /// - Returns: The decoded string.
  /// - Throws: ``Decline`` for an unterminated string, a control character, a malformed escape
  ///   or lone surrogate, or bytes that are not UTF-8.
  mutating func readString() throws(Decline) -> String {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == Self.quote else { throw Decline() }
    let start = index + 1
    var end = start
    var highBits: UInt8 = 0
    while end < bytes.count {
      let byte = bytes[end]
      if byte == Self.quote {
        index = end + 1
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard highBits < 0x80 || Self.isValidUTF8(text) else { throw Decline() }
        return String(decoding: text, as: UTF8.self)
      }
      if byte == Self.backslash { return try readEscapedString(from: start, firstEscape: end) }
      guard byte >= 0x20 else { throw Decline() }
      highBits |= byte
      end += 1
    }
    throw Decline()
  }

  /// Whether `text` is well-formed UTF-8 (no overlong form, surrogate, or scalar above
  /// U+10FFFF; the same rule as the standard library's UTF-8 parser).
  ///
  /// - Parameter text: The bytes.
  /// - Returns: Whether every byte belongs to a valid scalar.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  static func isValidUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var position = 0
    let count = text.count
    while position < count {
      let lead = text[position]
      if lead < 0x80 {
        position += 1
        continue
      }
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
      default: return false
      }
      guard count - position >= length else { return false }
      let second = text[position + 1]
      guard second >= low, second <= high else { return false }
      for offset in 2..<max(length, 2) where text[position + offset] & 0xC0 != 0x80 {
        return false
      }
      position += length
    }
    return true
  }

  /// Reads a string, returning the same copy for every occurrence of the same text in the data
  /// (a film's cast member, a book's author): fields that repeat across records then cost
  /// their storage once.
  ///
  /// - Returns: The decoded string.
  /// - Throws: ``Decline`` as ``readString()`` does.
  mutating func readSharedString() throws(Decline) -> String {
    skipWhitespace()
    let start = index
    let string = try readString()
    guard index - start - 2 > Self.inlineStringLimit else { return string }
    let key = ByteSlice(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    if let shared = sharedStrings[key] { return shared }
    sharedStrings[key] = string
    return string
  }

  /// Reads an array of strings, returning the same array for every occurrence of the same text
  /// in the data (a film's genres: 2,539 distinct lists among 36k films).
  ///
  /// - Returns: The strings, in order.
  /// - Throws: ``Decline`` for anything but an array of strings.
  mutating func readSharedStringArray() throws(Decline) -> [String] {
    skipWhitespace()
    let start = index
    let strings = try readStringArray(sharingStrings: false)
    guard !strings.isEmpty else { return strings }
    let key = ByteSlice(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    if let shared = sharedLists[key] { return shared }
    sharedLists[key] = strings
    return strings
  }

  /// Reads an array of strings.
  ///
  /// The strings are gathered in a reused buffer and returned in an array of exactly their
  /// count, so a corpus's many small arrays carry no spare capacity.
  ///
  /// - Parameter sharingStrings: Whether to read the elements with ``readSharedString()``.
  /// - Returns: The strings, in order.
  /// - Throws: ``Decline`` for anything but an array of strings.
  mutating func readStringArray(sharingStrings: Bool) throws(Decline) -> [String] {
    try expect(UInt8(ascii: "["))
    if consume(UInt8(ascii: "]")) { return [] }
    stringScratch.removeAll(keepingCapacity: true)
    repeat {
      stringScratch.append(try sharingStrings ? readSharedString() : readString())
    } while consume(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"))
    // `Array(stringScratch)` would share the buffer (and its capacity); copy out instead.
    return [String](unsafeUninitializedCapacity: stringScratch.count) { buffer, initialized in
      initialized = buffer.initialize(fromContentsOf: stringScratch)
    }
  }

  /// An estimate of the number of records in the data, for reserving the records array: the
  /// number of `{` bytes (exact for a corpus whose strings contain none), but no more than
  /// records of `minimumRecordSize` bytes could fill (a file of braces reserves no more than
  /// its size allows).
  ///
  /// - Parameter minimumRecordSize: The fewest bytes one record can take.
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  func recordCountEstimate(minimumRecordSize: Int) -> Int {
    var count = 0
    for byte in bytes where byte == UInt8(ascii: "{") { count += 1 }
    return min(count, bytes.count / max(1, minimumRecordSize) + 1)
  }

  /// Finishes a string whose first escape is at `firstEscape`, unescaping into ``scratch``
  /// with FuseCore's string-escape decoder (`JSONStringLiteral`), which rejects what this
  /// reader must leave to `JSONDecoder`: a lone surrogate, a malformed escape, a control
  /// character.
  private mutating func readEscapedString(from start: Int, firstEscape: Int) throws(Decline)
    -> String
  {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstEscape]))
    let end: Int
    do {
      end = try JSONStringLiteral.decode(
        bytes, from: firstEscape, into: &scratch, loneSurrogates: .reject)
    } catch {
      throw Decline()
    }
    index = end + 1
    return try scratch.withUnsafeBufferPointer { text throws(Decline) in
      guard Self.isValidUTF8(text) else { throw Decline() }
      return String(decoding: text, as: UTF8.self)
    }
  }
}
