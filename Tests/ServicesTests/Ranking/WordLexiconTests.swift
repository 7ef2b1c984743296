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
}
