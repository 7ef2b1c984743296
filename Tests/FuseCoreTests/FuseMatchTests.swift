import Testing

@testable import FuseCore

/// Highlight ranges in the original text, where Fuse.js's normalised offsets would be wrong.
@Suite struct FuseMatchTests {
  func highlights(_ query: String, in text: String, ignoreDiacritics: Bool = false) throws
    -> [String]
  {
    let fuse = try Fuse.Search(
      [text],
      options: FuseOptions(ignoreDiacritics: ignoreDiacritics, includeMatches: true, threshold: 0.3)
    )
    let match = try #require(fuse.search(query).first?.matches?.first)
    return match.highlightRanges.map { String(text[$0]) }
  }

  @Test func dottedCapitalIGrowsWhenLowerCasedButHighlightsStayInTheOriginal() throws {
    // "İzmir" lower-cases to "i̇zmir" (6 units); Fuse.js reports [[0,0],[2,5]] for "izmir".
    let fuse = try Fuse.Search(["İzmir"], options: FuseOptions(includeMatches: true))
    let match = try #require(fuse.search("izmir").first?.matches?.first)
    #expect(match.indices == [0...0, 2...5])
    #expect(match.highlightRanges.map { String(match.value[$0]) } == ["İzmir"])
  }

  @Test func sharpSExpandsWhenStripped() throws {
    #expect(try highlights("strasse", in: "Straße", ignoreDiacritics: true) == ["Straße"])
    #expect(try highlights("grosse", in: "Die große Stadt", ignoreDiacritics: true) == ["große"])
  }

  @Test func decomposedAccentsMapBackToWholeCharacters() throws {
    let decomposed = "Cafe\u{301} noir"
    #expect(try highlights("cafe", in: decomposed, ignoreDiacritics: true) == ["Cafe\u{301}"])
    #expect(try highlights("creme", in: "Crème brûlée", ignoreDiacritics: true) == ["Crème"])
  }

  @Test func emojiAreNeverSplit() throws {
    let text = "I ❤️ pizza 🍕 party"
    let ranges = try highlights("pizza", in: text)
    #expect(ranges == ["pizza"])
    let fuse = try Fuse.Search(
      [text], options: FuseOptions(includeMatches: true, ignoreLocation: true))
    let match = try #require(fuse.search("party").first?.matches?.first)
    // The normalised offsets count the emoji's UTF-16 units; the original ranges do not care.
    #expect(match.indices.contains(14...18))
    #expect(match.highlightRanges.map { String(text[$0]) }.contains("party"))
  }

  @Test func finalSigmaKeepsLength() throws {
    let fuse = try Fuse.Search(["ΟΔΟΣ ΚΑΙ ΣΟΦΙΑ"], options: FuseOptions(includeMatches: true))
    let match = try #require(fuse.search("οδος").first?.matches?.first)
    #expect(match.indices.first == 0...3)
    #expect(match.highlightRanges.map { String(match.value[$0]) }.first == "ΟΔΟΣ")
  }
}
