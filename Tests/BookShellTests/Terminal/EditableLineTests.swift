import Testing

@testable import BookShell

/// The editable line: readline's emacs-mode editing over grapheme clusters, and the cursor's
/// display column.
@Suite struct EditableLineTests {
  /// A line holding `text` with the cursor `cursor` clusters from the start.
  static func line(_ text: String, cursor: Int? = nil, maximumLength: Int? = nil) -> EditableLine {
    var line = EditableLine(text, maximumLength: maximumLength)
    if let cursor {
      line.moveToStart()
      for _ in 0..<cursor { line.moveRight() }
    }
    return line
  }

  /// Ctrl-T swaps the clusters at the cursor and moves past them; at the end, the last two.
  @Test func controlTTransposesTheClustersAtTheCursor() {
    var line = Self.line("hboit", cursor: 2)
    #expect(line.apply(.control("t")) == .changedText)
    #expect(line.text == "hobit")
    #expect(line.cursor == 3)
    var end = Self.line("dnue東")
    _ = end.apply(.control("t"))
    #expect(end.text == "dnu東e")
    #expect(end.cursor == 5)
    var start = Self.line("ab", cursor: 0)
    #expect(start.apply(.control("t")) == .nothing)
  }

  /// Each deleting key keeps what it took, once, for Ctrl-Y.
  @Test func theDeletingKeysKeepWhatTheyTook() {
    var line = Self.line("the hobbit there", cursor: 10)
    _ = line.apply(.control("k"))
    #expect(line.takeKilled() == " there")
    #expect(line.takeKilled() == nil)
    _ = line.apply(.control("w"))
    #expect(line.takeKilled() == "hobbit")
    _ = line.apply(.control("u"))
    #expect(line.takeKilled() == "the ")
    _ = line.apply(.control("k"))
    #expect(line.takeKilled() == nil, "nothing was deleted")
  }

  @Test func insertingAtTheCursor() {
    var line = Self.line("hobit", cursor: 3)
    line.insert("b")
    #expect(line.text == "hobbit")
    #expect(line.cursor == 4)
    #expect(line.textBeforeCursor == "hobb")
    #expect(line.textAfterCursor == "it")
  }

  @Test func theCursorColumnIsTheDisplayWidthBeforeIt() {
    var line = EditableLine("東京物語")
    #expect(line.cursorColumn == 8)
    line.moveLeft()
    #expect(line.cursorColumn == 6)
    line = EditableLine("👍🏽x")
    #expect(line.count == 2)
    #expect(line.cursorColumn == 3)
    line.moveLeft()
    #expect(line.cursor == 1)
    #expect(line.cursorColumn == 2)
    line = EditableLine("cafe\u{301}")
    #expect(line.count == 4)
    #expect(line.cursorColumn == 4)
  }

  /// A combining mark typed after a letter joins it; the cursor stays after the cluster.
  @Test func clustersThatMergeKeepTheCursorOnABoundary() {
    var line = Self.line("ex", cursor: 1)
    line.insert("\u{301}")
    #expect(line.text == "e\u{301}x")
    #expect(line.count == 2)
    #expect(line.cursor == 1)

    line = Self.line("👍👍", cursor: 1)
    line.insert("\u{200D}")  // joins the two thumbs into one ZWJ sequence
    #expect(line.count == 1)
    #expect(line.cursor == 1)

    line = Self.line("\u{1100}a\u{1161}", cursor: 2)  // jamo L, "a", jamo V
    #expect(line.count == 3)
    line.deleteBackward()  // without the "a", L and V form one syllable
    #expect(line.text == "\u{1100}\u{1161}")
    #expect(line.count == 1)
    #expect(line.cursor == 1)
  }

  @Test func backspaceAndDeleteTakeWholeClusters() {
    var line = EditableLine("a👍🏽東e\u{301}")
    line.deleteBackward()
    #expect(line.text == "a👍🏽東")
    line.moveToStart()
    line.moveRight()
    line.deleteForward()
    #expect(line.text == "a東")
    #expect(line.cursor == 1)
    line.moveToEnd()
    line.deleteForward()
    line.moveToStart()
    line.deleteBackward()
    #expect(line.text == "a東")
  }

  @Test func controlWDeletesTheWhitespaceDelimitedWordBefore() {
    var line = EditableLine("the lord-of  ")
    line.deleteWhitespaceWordBackward()
    #expect(line.text == "the ")
    line = Self.line("the lord of", cursor: 6)  // "the lo|rd of"
    line.deleteWhitespaceWordBackward()
    #expect(line.text == "the rd of")
    #expect(line.cursor == 4)
  }

  @Test func altWordsAreAlphanumeric() {
    var line = EditableLine("foo-bar baz")
    line.moveWordLeft()
    #expect(line.cursor == 8)
    line.moveWordLeft()
    #expect(line.cursor == 4)
    line.moveWordLeft()
    #expect(line.cursor == 0)
    line.moveWordLeft()
    #expect(line.cursor == 0)
    line.moveWordRight()
    #expect(line.cursor == 3)
    line.moveWordRight()
    #expect(line.cursor == 7)
    line.moveWordRight()
    #expect(line.cursor == 11)

    line = Self.line("foo-bar", cursor: 0)
    line.deleteWordForward()
    #expect(line.text == "-bar")
    line.deleteWordForward()
    #expect(line.text == "")

    line = EditableLine("foo-bar")
    line.deleteWordBackward()
    #expect(line.text == "foo-")
    line.deleteWordBackward()
    #expect(line.text == "")

    line = EditableLine("東京 物語")  // letters of any script are word characters
    line.moveWordLeft()
    #expect(line.cursor == 3)
  }

  @Test func killingToTheStartAndToTheEnd() {
    var line = Self.line("hobbit", cursor: 3)
    line.deleteToEnd()
    #expect(line.text == "hob")
    #expect(line.cursor == 3)
    line = Self.line("hobbit", cursor: 3)
    line.deleteToStart()
    #expect(line.text == "bit")
    #expect(line.cursor == 0)
  }

  @Test func theMaximumLengthCutsInsertions() {
    var line = EditableLine("abcdefg", maximumLength: 5)
    #expect(line.text == "abcde")
    line.insert("x")
    #expect(line.text == "abcde")
    line.moveToStart()
    line.deleteForward()
    line.insert("東京")
    #expect(line.text == "東bcde")
    #expect(line.cursor == 1)
    line.setText(String(repeating: "z", count: 300))
    #expect(line.count == 5)
  }

  @Test func controlCharactersAreNeverInserted() {
    var line = EditableLine()
    line.insert("a\u{1B}[A\tb\u{85}\n")
    #expect(line.text == "a[Ab")
    line.setText("x\u{0}y")
    #expect(line.text == "xy")
    #expect(line.cursor == 2)
  }

  @Test(arguments: [
    (Key.text("X"), "alphXa beta", 5, EditableLine.Edit.changedText),
    (.left([]), "alpha beta", 3, .movedCursor),
    (.control("b"), "alpha beta", 3, .movedCursor),
    (.right([]), "alpha beta", 5, .movedCursor),
    (.control("f"), "alpha beta", 5, .movedCursor),
    (.left(.control), "alpha beta", 0, .movedCursor),
    (.left(.alt), "alpha beta", 0, .movedCursor),
    (.alt("b"), "alpha beta", 0, .movedCursor),
    (.right(.control), "alpha beta", 5, .movedCursor),
    (.alt("f"), "alpha beta", 5, .movedCursor),
    (.home([]), "alpha beta", 0, .movedCursor),
    (.control("a"), "alpha beta", 0, .movedCursor),
    (.end([]), "alpha beta", 10, .movedCursor),
    (.control("e"), "alpha beta", 10, .movedCursor),
    (.backspace, "alpa beta", 3, .changedText),
    (.delete([]), "alph beta", 4, .changedText),
    (.delete(.control), "alph beta", 4, .changedText),
    (.control("w"), "a beta", 0, .changedText),
    (.control("u"), "a beta", 0, .changedText),
    (.control("k"), "alph", 4, .changedText),
    (.alt("d"), "alph beta", 4, .changedText),
    (.altBackspace, "a beta", 0, .changedText),
  ])
  func eachEditingKey(key: Key, text: String, cursor: Int, edit: EditableLine.Edit) {
    var line = Self.line("alpha beta", cursor: 4)  // "alph|a beta"
    #expect(line.apply(key) == edit, "\(key)")
    #expect(line.text == text, "\(key)")
    #expect(line.cursor == cursor, "\(key)")
  }

  @Test func keysThatDoNothingSaySo() {
    var line = EditableLine()
    #expect(line.apply(.backspace) == .nothing)
    #expect(line.apply(.left([])) == .nothing)
    #expect(line.apply(.control("w")) == .nothing)
  }

  @Test(arguments: [
    Key.enter, .tab, .backTab, .up([]), .down([]), .escape, .control("c"), .control("d"),
    .control("r"), .paste("x"), .pageUp([]), .alt("x"),
  ])
  func keysThatAreNotLineEditingAreLeftToTheCaller(key: Key) {
    var line = EditableLine("dune")
    #expect(line.apply(key) == nil)
    #expect(line.text == "dune")
  }
}
