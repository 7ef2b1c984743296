import TestSupport
import Testing

@testable import FuseCore

/// The eight-bytes-at-a-time ASCII scan must agree exactly with the byte-by-byte definitions it
/// replaces: blankness and word count (the norm), lower-casing, and the text table's hash of the
/// normalised UTF-16 units (so ASCII and non-ASCII texts share one table).
@Suite struct ASCIIScanTests {
  /// Letters of both cases, every separator and control byte near them, punctuation, DEL.
  static let alphabet: [Character] = [
    "a", "z", "A", "Z", "@", "[", "`", "{", "m", "Q", " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r",
    "\u{08}", "\u{0E}", "\u{1F}", "!", "0", "9", "\u{7F}", "\u{00}", "_",
  ]

  static func check(
    _ text: String, lowercase: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let normalization = TextNormalization(isCaseSensitive: !lowercase)
    let units = normalization.units(text)
    var copy = text
    copy.withUTF8 { bytes in
      guard let scan = ASCIIScan(bytes, lowercase: lowercase) else {
        Issue.record(
          "ASCII text not scanned: \(text.debugDescription)", sourceLocation: sourceLocation)
        return
      }
      let expectedTokens = JavaScriptText.isBlank(text) ? 0 : FieldNorm.tokenCount(text)
      #expect(
        scan.tokenCount == expectedTokens, "\(text.debugDescription)",
        sourceLocation: sourceLocation)
      let expectedHash = units.withUnsafeBufferPointer { TextTable.hash($0) }
      #expect(scan.hash == expectedHash, "\(text.debugDescription)", sourceLocation: sourceLocation)
      var written = [UInt16](repeating: 0, count: bytes.count)
      written.withUnsafeMutableBufferPointer {
        ASCIIScan.writeUnits(of: bytes, lowercase: lowercase, to: $0)
      }
      #expect(written == units, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }
  }

  @Test func randomTextsAgreeWithTheDefinitions() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<4_000 {
      let text = random.text(maxLength: 40, alphabet: Self.alphabet)
      Self.check(text, lowercase: true)
      Self.check(text, lowercase: false)
    }
  }

  @Test(arguments: [
    "", " ", "        ", "         ", "\t\n\u{0B}\u{0C}\r ", "Hello World",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "a       b", "       a", "a       ", "12345678", "1234567 8", "xxxxxxx\u{0E}",
  ])
  func edgeCases(text: String) {
    Self.check(text, lowercase: true)
    Self.check(text, lowercase: false)
  }

  @Test(arguments: ["é", "abcdefgé", "abcdefghé", "\u{80}", "naïve words here"])
  func nonASCIIIsLeftToTheGeneralPath(text: String) {
    var copy = text
    copy.withUTF8 { bytes in
      #expect(ASCIIScan(bytes, lowercase: true) == nil)
    }
  }
}
