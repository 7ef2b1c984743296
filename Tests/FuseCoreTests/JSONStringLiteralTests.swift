import Testing

@testable import FuseCore

/// The package's one string-escape decoder, as the parser and Models' fast reader use it.
@Suite struct JSONStringLiteralTests {
  /// Decodes the literal that starts at byte 1 of `text` (after its quote).
  private static func decode(
    _ text: String, _ loneSurrogates: JSONStringLiteral.LoneSurrogates = .replace
  ) throws(JSONStringLiteral.Failure) -> (text: String, end: Int) {
    let bytes = Array(text.utf8)
    var decoded: [UInt8] = []
    let end = try bytes.withUnsafeBufferPointer { buffer throws(JSONStringLiteral.Failure) in
      try JSONStringLiteral.decode(buffer, from: 1, into: &decoded, loneSurrogates: loneSurrogates)
    }
    return (String(decoding: decoded, as: UTF8.self), end)
  }

  @Test func everyEscapeDecodes() throws {
    let (text, end) = try Self.decode(#""a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00" tail"#)
    #expect(text == "a\"b\\c/d\u{8}\u{C}\n\r\té😀")
    #expect(end == 39)
  }

  @Test func aLoneSurrogateIsReplacedOrRejected() throws {
    #expect(try Self.decode(#""\ud800x""#).text == "\u{FFFD}x")
    #expect(try Self.decode(#""\udc00""#).text == "\u{FFFD}")
    // A high surrogate before an escape that is not a low one is alone; the next decodes.
    #expect(try Self.decode(#""\ud83d\u0041""#).text == "\u{FFFD}A")
    #expect(throws: JSONStringLiteral.Failure(reason: .loneSurrogate, offset: 1)) {
      try Self.decode(#""\ud800x""#, .reject)
    }
  }

  @Test func failuresSayWhatAndWhere() {
    #expect(throws: JSONStringLiteral.Failure(reason: .unterminated, offset: 0)) {
      try Self.decode(#""abc"#)
    }
    #expect(throws: JSONStringLiteral.Failure(reason: .controlCharacter(0x0A), offset: 2)) {
      try Self.decode("\"a\nb\"")
    }
    #expect(throws: JSONStringLiteral.Failure(reason: .invalidEscape(UInt8(ascii: "x")), offset: 2))
    {
      try Self.decode(#""a\xb""#)
    }
    #expect(throws: JSONStringLiteral.Failure(reason: .invalidHexDigit, offset: 5)) {
      try Self.decode(#""\u00g0""#)
    }
    #expect(throws: JSONStringLiteral.Failure(reason: .truncatedUnicodeEscape, offset: 3)) {
      try Self.decode(#""\u00"#)
    }
  }

  @Test func theParserReportsTheFirstInvalidByte() {
    // Byte 5 (the fourth of the string) is a lone continuation byte.
    let bytes: [UInt8] = [0x5B, 0x22, 0x61, 0x62, 0x63, 0x80, 0x22, 0x5D]
    #expect(
      throws: JSONParseError(
        reason: "invalid UTF-8 in the string", offset: 5, line: 1, column: 6, isInvalidUTF8: true)
    ) {
      try JSONValue(parsingUTF8: bytes)
    }
  }

  @Test func pathsReadDocumentsAsFuseJSDoes() throws {
    let book = try JSONValue(
      parsing: #"{"title": "Dune", "year": 1965, "tags": ["sf", "classic"]}"#)
    #expect(book.value(atPath: ["title"]) == .text("Dune"))
    #expect(book.value(atPath: ["year"]) == .text("1965"))
    #expect(
      book.value(atPath: ["tags"])
        == .list([.init(text: "sf", arrayIndex: 0), .init(text: "classic", arrayIndex: 1)]))
    #expect(book.value(atPath: ["author", "name"]) == .none)
  }
}
