import Testing

@testable import Services

/// The distinct words of an index, numbered in order of first appearance.
@Suite struct WordLexiconTests {
  /// The scalars of `word`.
  private static func scalars(_ word: String) -> [UInt32] { word.unicodeScalars.map(\.value) }

  /// Interns `word` into `lexicon`.
  private static func intern(_ word: String, into lexicon: inout WordLexicon) -> Int32 {
    scalars(word).withUnsafeBufferPointer { lexicon.intern($0) }
  }

  @Test func aWordKeepsItsNumberAsTheTableGrows() {
    var lexicon = WordLexicon()
    // Enough words to double the table of 1,024 slots several times.
    let words = (0..<5_000).map { "w\($0)" }
    for (number, word) in words.enumerated() {
      #expect(Self.intern(word, into: &lexicon) == Int32(number))
    }
    #expect(lexicon.count == words.count)
    for (number, word) in words.enumerated().reversed() {
      #expect(Self.intern(word, into: &lexicon) == Int32(number), "\(word) again")
      #expect(lexicon.number(of: Self.scalars(word)[...]) == Int32(number))
      #expect(Array(lexicon[Int32(number)]) == Self.scalars(word))
    }
    #expect(lexicon.count == words.count, "nothing added twice")
  }

  @Test func aWordNotInTheLexiconHasNoNumber() {
    var lexicon = WordLexicon()
    _ = Self.intern("spider", into: &lexicon)
    _ = Self.intern("man", into: &lexicon)
    #expect(lexicon.number(of: Self.scalars("spiderman")[...]) == nil)
    #expect(lexicon.number(of: Self.scalars("spide")[...]) == nil, "a prefix is another word")
    #expect(lexicon.number(of: Self.scalars("man")[...]) == 1)
  }

  @Test func theEmptyWordIsAWordOfItsOwn() {
    var lexicon = WordLexicon()
    let empty = Self.intern("", into: &lexicon)
    #expect(lexicon.length(of: empty) == 0 && lexicon.first(of: empty) == nil)
    #expect(Self.intern("a", into: &lexicon) != empty)
    #expect(Self.intern("", into: &lexicon) == empty)
  }

  @Test func shortAndLongWordsAreToldApartWhereverTheyDiffer() {
    var lexicon = WordLexicon()
    // Short Latin words are compared in the table's slot, others scalar by scalar: words that
    // differ only past the eighth scalar, in a scalar above 255 or in a 0 scalar must stay
    // apart, and each must be found again.
    let words = [
      "godfathe", "godfather", "godfathers", "a", "ab", "b", "wall", "walle", "été", "ete",
      "\u{3B1}\u{3B2}", "\u{3B1}\u{3B3}", "a\u{0}", "\u{0}a", "12345678", "123456789",
      "aaaaaaaa", "aaaaaaaaa",
    ]
    let numbers = words.map { Self.intern($0, into: &lexicon) }
    #expect(Set(numbers).count == words.count, "every word a number of its own")
    for (word, number) in zip(words, numbers) {
      #expect(Self.intern(word, into: &lexicon) == number, "\(word) again")
      #expect(lexicon.number(of: Self.scalars(word)[...]) == number)
      #expect(Array(lexicon[number]) == Self.scalars(word))
    }
    #expect(lexicon.number(of: Self.scalars("godfath")[...]) == nil)
    #expect(lexicon.number(of: Self.scalars("aaaaaaa")[...]) == nil)
  }
}
