import Testing

@testable import BookShell

/// Display widths as terminals draw text: wide CJK, emoji sequences, combining marks, controls.
@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("東京物語", 8),
    ("👍🏽x", 3),
    ("e\u{301}", 1),
    ("café", 4),
    ("cafe\u{301}", 4),
    ("hobbit", 6),
    ("", 0),
    ("Ａ", 2),  // fullwidth
    ("ｱ", 1),  // halfwidth katakana
    ("한국어", 6),
    ("\u{1100}\u{1161}\u{11A8}", 2),  // a Hangul syllable spelled in jamo
    ("क्ष", 2),  // an Indic conjunct: two letters drawn, the virama joins them
    ("👨‍👩‍👧", 2),  // ZWJ sequence
    ("🇫🇷", 2),  // flag
    ("🇫", 1),  // a lone regional indicator is East Asian Neutral
    ("❤️", 2),  // text-default emoji with U+FE0F
    ("❤", 1),
    ("1️⃣", 2),  // keycap
    ("👍", 2),
    ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2),  // tag sequence
    ("\u{301}", 0),  // a lone combining mark
    ("\u{200D}", 0),
    ("\u{FE0F}", 0),
    ("a\u{200B}b", 2),  // zero width space
    ("\u{AD}", 1),  // soft hyphen is drawn
    ("\u{600}", 1),  // a prepended concatenation mark is drawn
    ("☰", 2),  // a trigram: wide since Unicode 16
  ])
  func columns(text: String, expected: Int) {
    #expect(DisplayWidth.columns(of: text) == expected, "\(text.debugDescription)")
  }

  /// Controls take the one column of the U+FFFD that `TextStyle.printable` draws instead.
  @Test(arguments: ["\t", "\u{1B}", "\u{7F}", "\u{85}", "\r\n", "a\u{0}b", "x\u{1B}[31mred"])
  func controlsAreMeasuredAsTheyAreDrawn(text: String) {
    #expect(DisplayWidth.columns(of: text) == DisplayWidth.columns(of: TextStyle.printable(text)))
    #expect(DisplayWidth.columns(of: text) == text.unicodeScalars.count)
  }

  @Test func aClusterIsMeasuredWhole() {
    #expect(DisplayWidth.columns(ofCharacter: "👍🏽") == 2)
    #expect(DisplayWidth.columns(ofCharacter: "é") == 1)
    #expect(DisplayWidth.columns(ofScalar: "東") == 2)
    #expect(DisplayWidth.columns(ofScalar: "\u{1F3FD}") == 2)  // a modifier alone
    #expect(DisplayWidth.columns(ofScalar: "\u{301}") == 0)
  }

  @Test func aPrefixNeverSplitsAWideCharacter() {
    #expect(DisplayWidth.prefix(of: "東京物語"[...], fitting: 5) == "東京")
    #expect(DisplayWidth.prefix(of: "東京物語"[...], fitting: 6) == "東京物")
    #expect(DisplayWidth.prefix(of: "東京物語"[...], fitting: 1) == "")
    #expect(DisplayWidth.prefix(of: "東京物語"[...], fitting: 0) == "")
    #expect(DisplayWidth.prefix(of: "東京物語"[...], fitting: -3) == "")
    #expect(DisplayWidth.prefix(of: "a👍🏽b"[...], fitting: 2) == "a")
    #expect(DisplayWidth.prefix(of: "a👍🏽b"[...], fitting: 3) == "a👍🏽")
    #expect(DisplayWidth.prefix(of: "cafe\u{301}s"[...], fitting: 4) == "cafe\u{301}")
    #expect(DisplayWidth.prefix(of: "abc"[...], fitting: 80) == "abc")
  }
}
