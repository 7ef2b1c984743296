/// The body of a JSON string literal decoded from UTF-8 bytes: escapes (`\n`, `\"`, `\u00e9`,
/// surrogate pairs) turned into the UTF-8 of the characters they stand for.
///
/// The package's one string-escape decoder: FuseCore's JSON parser (``JSONValue/init(parsingUTF8:)``)
/// and Models' fast corpus reader both decode escaped strings with it, and differ only in what
/// they do with a lone surrogate (``LoneSurrogates``) and with a failure (the parser reports it
/// with its line and column; the fast reader leaves the file to its precise, slower path).
package enum JSONStringLiteral {
  /// What to do with a `\u` escape of a surrogate that has no partner (`"\ud800"`), which a
  /// Swift `String` cannot hold.
  package enum LoneSurrogates: Sendable {
    /// Decode it as U+FFFD, as JavaScript's `JSON.parse` keeps it and a `String` cannot.
    case replace
    /// Fail with ``Failure/Reason/loneSurrogate``.
    case reject
  }

  /// Why a string literal could not be decoded, and where.
  package struct Failure: Error, Sendable, Hashable {
    /// What was wrong.
    package enum Reason: Sendable, Hashable {
      /// The data ended before the closing quote.
      case unterminated
      /// A byte below 0x20 stands unescaped in the string (it is the byte).
      case controlCharacter(UInt8)
      /// A backslash is followed by a byte that starts no escape (it is the byte).
      case invalidEscape(UInt8)
      /// A `\u` escape has fewer than four bytes left before the data ends.
      case truncatedUnicodeEscape
      /// A `\u` escape has a byte that is not a hexadecimal digit.
      case invalidHexDigit
      /// A surrogate without its partner, with ``LoneSurrogates/reject``.
      case loneSurrogate
    }

    /// What was wrong.
    package var reason: Reason
    /// The offset of the problem in the data: the opening quote's for an unterminated string,
    /// the backslash's for an invalid escape, the offending byte's otherwise.
    package var offset: Int
  }

  /// Decodes a string literal from the byte after its opening quote to its closing quote.
  ///
  /// The bytes that are not escapes are copied as they are: checking that they are UTF-8 is
  /// the caller's business (the parser and the fast reader each have their own check).
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 data.
  ///   - start: The offset of the byte after the opening quote.
  ///   - text: Receives the decoded text's UTF-8 (appended).
  ///   - loneSurrogates: What to do with a surrogate escape without its partner.
  /// - Returns: The offset of the closing quote.
  /// - Throws: ``Failure`` for an unterminated string, a control character, a malformed escape,
  ///   or a lone surrogate that `loneSurrogates` rejects.
  /// - Complexity: O(*n*) in the length of the literal.
  package static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into text: inout [UInt8],
    loneSurrogates: LoneSurrogates
  ) throws(Failure) -> Int {
    var position = start
    while position < bytes.count {
      let byte = bytes[position]
      if byte == quote { return position }
      guard byte >= 0x20 else {
        throw Failure(reason: .controlCharacter(byte), offset: position)
      }
      guard byte == backslash else {
        text.append(byte)
        position += 1
        continue
      }
      guard position + 1 < bytes.count else {
        throw Failure(reason: .unterminated, offset: start - 1)
      }
      let escape = bytes[position + 1]
      switch escape {
      case quote: text.append(quote)
      case backslash: text.append(backslash)
      case UInt8(ascii: "/"): text.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(0x0C)
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "u"):
        position = try decodeUnicodeEscape(
          bytes, at: position + 2, into: &text, loneSurrogates: loneSurrogates)
        continue
      default:
        throw Failure(reason: .invalidEscape(escape), offset: position)
      }
      position += 2
    }
    throw Failure(reason: .unterminated, offset: start - 1)
  }

  /// Decodes the `\u` escape whose four digits start at `digits`, and the low surrogate's
  /// escape after it when it is a high surrogate with a partner.
  ///
  /// - Returns: The offset after the escape (or the pair).
  private static func decodeUnicodeEscape(
    _ bytes: UnsafeBufferPointer<UInt8>, at digits: Int, into text: inout [UInt8],
    loneSurrogates: LoneSurrogates
  ) throws(Failure) -> Int {
    var unit = try hexUnit(bytes, at: digits)
    var end = digits + 4
    if (0xD800..<0xDC00).contains(unit), bytes.count - end >= 6, bytes[end] == backslash,
      bytes[end + 1] == UInt8(ascii: "u")
    {
      let low = try hexUnit(bytes, at: end + 2)
      if (0xDC00..<0xE000).contains(low) {
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        end += 6
      }
    }
    guard let scalar = Unicode.Scalar(unit) else {
      // A surrogate, paired with nothing.
      guard loneSurrogates == .replace else {
        throw Failure(reason: .loneSurrogate, offset: digits - 2)
      }
      text.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD in UTF-8
      return end
    }
    text.append(contentsOf: scalar.utf8)
    return end
  }

  /// The value of the four hexadecimal digits at `position`.
  private static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int)
    throws(Failure) -> UInt32
  {
    guard bytes.count - position >= 4 else {
      throw Failure(reason: .truncatedUnicodeEscape, offset: position)
    }
    var value: UInt32 = 0
    for offset in position..<position + 4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw Failure(reason: .invalidHexDigit, offset: offset)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// `"`.
  private static let quote = UInt8(ascii: "\"")
  /// `\`.
  private static let backslash = UInt8(ascii: "\\")
}
