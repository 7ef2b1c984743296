import TestSupport
import Testing

@testable import BookShell

/// The one-row viewport: the cursor always visible, nothing past the width, wide characters
/// never split, at widths 10, 40 and 80.
@Suite struct LineViewportTests {
  /// Lines with wide, emoji, combining and plain text.
  static let texts = [
    "", "hobbit", String(repeating: "abcdefghij", count: 12),
    String(repeating: "東京物語", count: 12), String(repeating: "👍🏽x", count: 30),
    String(repeating: "cafe\u{301} ", count: 20), "the 東京 lord 👨‍👩‍👧 of e\u{301}the 🇫🇷 rings 物語 return",
    String(repeating: "a東", count: 40),
  ]

  @Test(arguments: [10, 40, 80])
  func everyCursorPositionIsVisibleAndNothingPassesTheWidth(width: Int) {
    for text in Self.texts {
      let clusters = Array(text)
      for promptWidth in [2, 7] {
        var scroll = 0
        // The cursor walks right to the end, then back to the start, as arrows would move it.
        let walk = Array(0...clusters.count) + Array((0...clusters.count).reversed())
        for cursor in walk {
          let view = LineViewport(
            text: text, cursor: cursor, promptWidth: promptWidth, width: width, scroll: scroll)
          let context = "\(text.debugDescription) cursor \(cursor) width \(width)"
          let shown = Array(view.visibleText)
          #expect(promptWidth + DisplayWidth.columns(of: view.visibleText) <= width, "\(context)")
          #expect(
            Array(clusters[view.firstCluster..<(view.firstCluster + shown.count)]) == shown,
            "whole clusters in order: \(context)")
          #expect(view.firstCluster <= cursor, "\(context)")
          #expect(cursor <= view.firstCluster + shown.count, "\(context)")
          if cursor < clusters.count {
            #expect(
              cursor < view.firstCluster + shown.count, "the cluster under the cursor: \(context)")
          }
          #expect(
            view.cursorColumn
              == promptWidth
              + DisplayWidth.columns(of: String(clusters[view.firstCluster..<cursor])),
            "\(context)")
          #expect(view.cursorColumn < width, "\(context)")
          #expect(view.hidesBefore == (view.firstCluster > 0))
          #expect(view.hidesAfter == (view.firstCluster + shown.count < clusters.count))
          if DisplayWidth.columns(of: text) + 1 <= width - promptWidth {
            #expect(view.visibleText == text && view.firstCluster == 0, "fits whole: \(context)")
          }
          scroll = view.firstCluster
        }
      }
    }
  }

  @Test func aLongWideLineScrollsWithoutSplittingACharacter() {
    let text = "東京物語東京物語"  // 16 columns
    let end = LineViewport(text: text, cursor: 8, promptWidth: 2, width: 10)
    #expect(end.visibleText == "京物語")
    #expect(end.cursorColumn == 8)
    #expect(end.firstCluster == 5)
    #expect(end.hidesBefore && !end.hidesAfter)
    // An odd number of columns left: the character that would be cut is left out.
    let odd = LineViewport(text: text, cursor: 0, promptWidth: 3, width: 10)
    #expect(odd.visibleText == "東京物")
    #expect(odd.cursorColumn == 3)
    #expect(!odd.hidesBefore && odd.hidesAfter)
  }

  @Test func theViewMovesOnlyWhenTheCursorWouldLeaveIt() {
    let text = String(repeating: "abcdefghij", count: 3)  // 30 columns
    let end = LineViewport(text: text, cursor: 30, promptWidth: 2, width: 10)
    #expect(end.firstCluster == 23)
    #expect(end.visibleText == "defghij")
    #expect(end.cursorColumn == 9)
    // Moving left inside the view keeps it where it was.
    let left = LineViewport(text: text, cursor: 25, promptWidth: 2, width: 10, scroll: 23)
    #expect(left.firstCluster == 23)
    #expect(left.cursorColumn == 4)
    // Past its left edge, it follows the cursor.
    let further = LineViewport(text: text, cursor: 20, promptWidth: 2, width: 10, scroll: 23)
    #expect(further.firstCluster == 20)
    #expect(further.cursorColumn == 2)
    // Home: back to the start.
    let home = LineViewport(text: text, cursor: 0, promptWidth: 2, width: 10, scroll: 20)
    #expect(home.firstCluster == 0)
    #expect(home.visibleText == "abcdefgh")
    // When the text fits again (after deleting), all of it shows.
    let short = LineViewport(text: "abc", cursor: 3, promptWidth: 2, width: 10, scroll: 20)
    #expect(short.firstCluster == 0)
    #expect(short.visibleText == "abc")
    #expect(short.cursorColumn == 5)
  }

  @Test func emojiAndCombiningMarksAreMeasuredAsDrawn() {
    let view = LineViewport(text: "👍🏽x", cursor: 2, promptWidth: 0, width: 40)
    #expect(view.cursorColumn == 3)
    let marks = LineViewport(text: "cafe\u{301}", cursor: 4, promptWidth: 7, width: 40)
    #expect(marks.cursorColumn == 11)
    let line = EditableLine("東京物語")
    #expect(LineViewport(line: line, promptWidth: 13, width: 80).cursorColumn == 21)
  }

  @Test func aPromptThatLeavesNoRoomDrawsNothing() {
    let view = LineViewport(text: "dune", cursor: 4, promptWidth: 12, width: 10)
    #expect(view.visibleText == "")
    #expect(view.cursorColumn == 9)
    let one = LineViewport(text: "東", cursor: 0, promptWidth: 9, width: 10)
    #expect(one.visibleText == "")
    #expect(one.cursorColumn == 9)
  }
}
