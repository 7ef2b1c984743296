import Testing

@testable import BookShell

/// Lines folded at their spaces to a terminal's width, styles and wide characters counted as
/// the terminal draws them.
@Suite struct LineFoldingTests {
  /// The rows without their SGR sequences.
  static func plain(_ rows: [String]) -> [String] {
    rows.map { $0.replacing("\u{1B}[0m", with: "").replacing("\u{1B}[2m", with: "") }
  }

  @Test func aLineThatFitsIsLeftWhole() {
    #expect(
      LineFolding.rows(of: " 1. Dune — Frank Herbert (1965)  score 0.0", width: 80).count == 1)
  }

  @Test func aResultLineFoldsAtASpaceUnderItsTitle() {
    let line =
      " 2. The Hobbit: Graphic Novel — Chuck Dixon, J.R.R. Tolkien, David Wenzel, Sean Deming"
      + " (1989)  score 0.087"
    let rows = LineFolding.rows(of: line, width: 80)
    #expect(
      rows == [
        " 2. The Hobbit: Graphic Novel — Chuck Dixon, J.R.R. Tolkien, David Wenzel, Sean",
        "    Deming (1989)  score 0.087",
      ])
    #expect(rows.allSatisfy { DisplayWidth.columns(of: $0) <= 80 })
  }

  @Test func aMatchLineContinuesUnderItsValue() {
    let line =
      "      title: Short Stories from Hogwarts of Heroism, Hardship and Dangerous Hobbies"
      + " (Pottermore Presents, #1)"
    #expect(
      LineFolding.rows(of: line, width: 80) == [
        "      title: Short Stories from Hogwarts of Heroism, Hardship and Dangerous",
        "             Hobbies (Pottermore Presents, #1)",
      ])
  }

  @Test func aTablesSecondColumnKeepsItsColumn() {
    let line = "  :corpus [NAME]      search another corpus, or all at once (concurrently)"
    #expect(
      LineFolding.rows(of: line, width: 50) == [
        "  :corpus [NAME]      search another corpus, or",
        "                      all at once (concurrently)",
      ])
  }

  @Test func aStyleOpenAtAFoldIsClosedAndOpenedAgain() {
    let line =
      "10 results for \"hobbit\" in books" + "\u{1B}[2m (33.8 ms) · relevance order; the"
      + " score is Fuse.js's, 0 = exact\u{1B}[0m"
    let rows = LineFolding.rows(of: line, width: 60)
    #expect(rows.count == 2)
    #expect(rows[0].hasSuffix("\u{1B}[0m"))
    #expect(rows[1].hasPrefix("  \u{1B}[2m"))
    #expect(
      Self.plain(rows) == [
        "10 results for \"hobbit\" in books (33.8 ms) · relevance",
        "  order; the score is Fuse.js's, 0 = exact",
      ])
  }

  @Test func wideCharactersTakeTwoColumns() {
    let line = " 1. " + String(repeating: "漢字 ", count: 20)
    let rows = LineFolding.rows(of: line, width: 30)
    #expect(rows.count > 1)
    #expect(rows.allSatisfy { DisplayWidth.columns(of: $0) <= 30 }, "\(rows)")
    #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("    漢字") }, "\(rows)")
  }

  @Test func aWordWiderThanARowIsCutWhereTheRowEnds() {
    let word = String(repeating: "x", count: 100)
    let rows = LineFolding.rows(of: "  value: " + word, width: 40)
    #expect(rows.allSatisfy { DisplayWidth.columns(of: $0) <= 40 }, "\(rows)")
    #expect(rows.joined().filter { $0 == "x" }.count == 100)
  }

  @Test func aNarrowWindowGetsTheLineWhole() {
    let line = String(repeating: "word ", count: 10)
    #expect(LineFolding.rows(of: line, width: LineFolding.narrowest - 1) == [line])
  }
}
