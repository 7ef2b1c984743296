import Testing

@testable import Services

/// The people a name text lists: split at its commas, a generational suffix kept with the name
/// before it, pieces without a word dropped.
@Suite struct NameListTests {
  /// The names `text` lists, as strings (`nil` for one person).
  private static func names(_ text: String) -> [String]? {
    NameList.names(in: text)?.map(String.init)
  }

  @Test func aListOfAuthorsIsEachOfThem() {
    #expect(Self.names("Stephen King, Bernie Wrightson") == ["Stephen King", " Bernie Wrightson"])
    #expect(
      Self.names("George Orwell, Erich Fromm, Celâl Üster")
        == ["George Orwell", " Erich Fromm", " Celâl Üster"])
    // A one-word name is a name too.
    #expect(Self.names("Homer,Robert Fagles") == ["Homer", "Robert Fagles"])
  }

  @Test func oneNameIsNoList() {
    #expect(Self.names("Suzanne Collins") == nil)
    #expect(Self.names("") == nil)
    #expect(Self.names("Robert Downey, Jr.") == nil)
    #expect(Self.names("Earl W. Sutherland, Jr.") == nil)
    // Nothing but commas and white space around one name.
    #expect(Self.names(", Anonymous, ,") == nil)
  }

  @Test func aGenerationalSuffixStaysWithTheNameBeforeIt() {
    #expect(
      Self.names("Robert Downey, Jr., Gwyneth Paltrow") == [
        "Robert Downey, Jr.", " Gwyneth Paltrow",
      ])
    #expect(Self.names("Ann Smith, John Smith, III") == ["Ann Smith", " John Smith, III"])
    #expect(Self.names("Ann Smith, sr, John Smith, Iv") == ["Ann Smith, sr", " John Smith, Iv"])
    // A suffix with nothing before it is a piece of its own; a word that only begins like one
    // is a name.
    #expect(Self.names("Jr., Ann Smith") == ["Jr.", " Ann Smith"])
    #expect(Self.names("Ann Smith, Jrs") == ["Ann Smith", " Jrs"])
  }

  @Test func piecesWithoutAWordAreNoNames() {
    #expect(Self.names("Ann Smith,, John Smith") == ["Ann Smith", " John Smith"])
    #expect(Self.names("Ann Smith, — , John Smith,") == ["Ann Smith", " John Smith"])
  }
}
