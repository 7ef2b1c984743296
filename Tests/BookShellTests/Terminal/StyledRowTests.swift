import Foundation
import Testing

@testable import BookShell

/// Rows cut to a width in display columns, with styles that never leak from one piece to the
/// next.
@Suite struct StyledRowTests {
  @Test func textThatFitsIsKeptWhole() {
    var row = StyledRow(width: 10)
    row.append("dune")
    row.append(" 東京", .bold)
    #expect(row.text == "dune 東京" && row.columns == 9 && !row.isCut)
  }

  @Test(arguments: [
    ("The Lord of the Rings", 10, "The Lord …", 10),
    ("東京物語 Tokyo Story", 6, "東京…", 5),
    ("東京物語", 7, "東京物…", 7),
    ("👍🏽👍🏽👍🏽", 4, "👍🏽…", 3),
    ("Jose\u{301} Marti\u{301}!", 10, "José Mart…", 10),
    ("abc", 0, "", 0),
    ("abc", 1, "…", 1),
  ])
  func textThatDoesNotFitIsCutWithAnEllipsis(
    text: String, width: Int, shown: String, columns: Int
  ) {
    var row = StyledRow(width: width)
    row.append(text)
    #expect(row.isCut)
    #expect(row.text == shown)
    #expect(row.columns == columns && columns <= width)
    #expect(DisplayWidth.columns(of: row.text) == row.columns)
  }

  @Test func nothingIsAddedAfterACut() {
    var row = StyledRow(width: 5)
    row.append("abcdefgh")
    row.append("xyz")
    #expect(row.text == "abcd…")
  }

  @Test func controlCharactersAreDrawnAsReplacementCharacters() {
    var row = StyledRow(width: 20)
    row.append("a\u{1B}[2Jb\r\nc")
    #expect(row.text == "a\u{FFFD}[2Jb\u{FFFD}\u{FFFD}c")
    #expect(row.columns == 9)
  }

  @Test func eachPieceIsDrawnWithItsWholeStyle() {
    var row = StyledRow(width: 40)
    let value = "The Lord of the Rings"
    let ring = value.range(of: "Ring")!
    row.append("> ", .bold)
    row.appendHighlighted(value[...], ranges: [ring], colors: true, style: .dim)
    #expect(
      row.rendered(colors: true)
        == "\u{1B}[0;1m> \u{1B}[0;2mThe Lord of the \u{1B}[0;1;33mRing\u{1B}[0;2ms\u{1B}[0m")
    #expect(row.rendered(colors: false) == "> The Lord of the Rings")
  }

  @Test func withoutColoursMatchesAreBracketedAndCounted() {
    var row = StyledRow(width: 12)
    let value = "Dune Messiah"
    row.appendHighlighted(value[...], ranges: [value.range(of: "Dune")!], colors: false, style: [])
    #expect(row.text == "[Dune] Mess…")
    #expect(row.columns == 12)
  }
}
