import Testing

@testable import Services

/// The words of a text as the relevance ranking compares them, and a splitter reused from text
/// to text giving what a fresh one gives.
@Suite struct TextWordsTests {
  @Test func anAmpersandIsTheWordAndWhenRead() {
    func words(_ text: String, _ reads: Bool) -> [String] {
      let split = TextWords(text, readsAmpersand: reads)
      return (0..<split.count).map {
        String(String.UnicodeScalarView(split[$0].compactMap(Unicode.Scalar.init)))
      }
    }
    #expect(words("Thelma & Louise", true) == ["thelma", "and", "louise"])
    #expect(words("AT&T", true) == ["at", "and", "t"])
    #expect(words("Thelma & Louise", false) == ["thelma", "louise"])
    #expect(TextWords("Thelma &", readsAmpersand: true).endsInWord == false)
  }

  private static let texts = [
    "The Summoning (Darkest Powers, #1)", "Magician's Gambit", "Robert Downey Jr.", "Amélie",
    "(Untitled)", "", "  ", "sullivan'", "Ørsted & Søn", "Henry II", "Al Freeman Jr.", "x",
    "Ａｍｅ́ｌｉｅ", "Don \"Red\" Barry", "déjà vu (2006)", "George R.R. Martin", "Zeta-Jones",
  ]

  /// What a split holds, field by field.
  private static func fields(_ words: TextWords) -> [String] {
    (0..<words.count).map {
      String(String.UnicodeScalarView(words[$0].compactMap(Unicode.Scalar.init)))
    }
      + [
        "core \(words.coreCount)", "name \(words.nameCoreCount)", "open \(words.endsInWord)",
        "apostrophe \(words.endsAfterApostrophe)", "person \(words.personWordCount)",
      ]
  }

  @Test func wordsCoresAndNames() {
    let summoning = TextWords("The Summoning (Darkest Powers, #1)")
    #expect(summoning.count == 5 && summoning.coreCount == 2)
    #expect(Array(summoning[1]) == "summoning".unicodeScalars.map(\.value))
    let downey = TextWords("Robert Downey Jr.")
    #expect(downey.coreCount == 3 && downey.nameCoreCount == 2, "Jr. is no surname")
    #expect(Array(TextWords("Magician's")[0]) == "magicians".unicodeScalars.map(\.value))
    #expect(TextWords("sullivan'").endsAfterApostrophe)
    #expect(Array(TextWords("Amélie")[0]) == "amelie".unicodeScalars.map(\.value))
  }

  @Test func aNameOfThreePartsIsAPersonOfItsFirstAndLast() {
    let people: [(String, Int)] = [
      ("George R.R. Martin", 2), ("Tommy Lee Jones", 2), ("Samuel L.  Jackson", 2),
      ("Robert Downey Jr.", 2), ("Stephen King", 2), ("Madonna", 1),
      // A double-barrelled part counts its words; four parts or more are as likely a group.
      ("Catherine Zeta-Jones", 3), ("Ursula K. Le Guin", 4), ("The Voice of the Martyrs", 5),
      ("J.R.R. Tolkien", 4), ("Mary-Kate Olsen Jr.", 3), ("Jean-Luc Le Godard", 3),
      // Initials are one part however they are spaced.
      ("George R. R. Martin", 2), ("R.D. Reid", 3), ("R. D. Reid", 3), ("J. R. R. Tolkien", 4),
      ("Samuel L.Jackson", 2),
    ]
    for (name, count) in people {
      #expect(TextWords(name).personWordCount == count, "\(name)")
    }
  }

  @Test func anASCIITextSplitsAsTheSameTextReadScalarByScalar() {
    // A leading middle dot (no letter, no digit, no space) sends a text down the path for any
    // Unicode text without changing its words, core, parts or ending.
    let texts = [
      "The Summoning (Darkest Powers, #1)", "Magician's Gambit", "Robert Downey Jr.", "AT&T",
      "George R. R. Martin", "sullivan'", "Don \"Red\" Barry", "X-Men 2 (2003) ", "R.D. Reid",
      "  ", "", "a1b2 C3", "Tab\there", "Thelma & Louise", "((Nested) Title)", "HENRY IV",
    ]
    for text in texts {
      for reads in [false, true] {
        #expect(
          Self.fields(TextWords(text, readsAmpersand: reads))
            == Self.fields(TextWords("\u{B7}" + text, readsAmpersand: reads)), "\(text)")
      }
    }
  }

  @Test func aSplitterReusedFromTextToTextGivesWhatAFreshOneGives() {
    var reused = TextWords("")
    // Every order of longer and shorter texts: each split forgets the one before.
    for text in Self.texts + Self.texts.reversed() {
      reused.split(text)
      #expect(Self.fields(reused) == Self.fields(TextWords(text)), "\(text)")
    }
  }
}
