import Testing

@testable import Services

/// A text as typed, split at white space only.
@Suite struct TypedPiecesTests {
  /// The pieces of `text`, as strings.
  private static func pieces(_ text: String) -> [String] {
    let split = TypedPieces(text)
    return (0..<split.count).map { position in
      String(String.UnicodeScalarView(split[position].compactMap(Unicode.Scalar.init)))
    }
  }

  @Test func piecesKeepTheirCaseAccentsAndPunctuation() {
    #expect(Self.pieces("R. D. Reid") == ["R.", "D.", "Reid"])
    #expect(Self.pieces("Tokyo!") == ["Tokyo!"])
    #expect(Self.pieces("Joaquín  Cosio") == ["Joaquín", "Cosio"])
  }

  @Test func everyWhiteSpaceSplitsAndNothingElse() {
    // ASCII white space, a no-break space and an ideographic space split; a hyphen, an
    // apostrophe and a zero-width joiner do not.
    let text = "a\tb\nc\u{0B}d\u{0C}e\rf g\u{A0}h\u{3000}i-j'k\u{200D}l"
    #expect(Self.pieces(text) == ["a", "b", "c", "d", "e", "f", "g", "h", "i-j'k\u{200D}l"])
    #expect(TypedPieces("piece ").endsInPiece == false)
    #expect(TypedPieces("piece").endsInPiece)
    #expect(TypedPieces(" \t").count == 0)
  }
}
