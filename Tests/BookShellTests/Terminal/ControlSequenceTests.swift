import Testing

@testable import BookShell

/// The control sequences the shell writes, checked by their effect on the screen model the
/// pseudo-terminal tests read (``TerminalScreen``, which behaves as xterm).
@Suite struct ControlSequenceTests {
  /// A 20×6 screen fed `text`.
  static func screen(_ text: String) -> TerminalScreen {
    var screen = TerminalScreen(columns: 20, rows: 6)
    screen.feed(text)
    return screen
  }

  @Test func cursorMovesCountFromZero() {
    typealias Sequence = ControlSequence
    #expect(Self.screen(Sequence.cursorTo(row: 2, column: 5)).cursor == .init(row: 2, column: 5))
    #expect(Self.screen(Sequence.cursorTo(row: 0, column: 0)).cursor == .init(row: 0, column: 0))
    let moved = Sequence.cursorTo(row: 3, column: 4) + Sequence.cursorUp(2)
    #expect(Self.screen(moved).cursor == .init(row: 1, column: 4), "up keeps the column")
    #expect(
      Self.screen(moved + Sequence.cursorDown(3)).cursor == .init(row: 4, column: 4),
      "down keeps the column")
    #expect(
      Self.screen(moved + Sequence.cursorForward(7)).cursor == .init(row: 1, column: 11),
      "forward keeps the row")
    #expect(Self.screen("abc\r\ndef" + Sequence.cursorHome).cursor == .init(row: 0, column: 0))
  }

  @Test func clearingAndErasing() {
    typealias Sequence = ControlSequence
    let text = "first\r\nsecond\r\nthird"
    let cleared = Self.screen(text + Sequence.clearScreen)
    #expect(cleared.lines == Array(repeating: "", count: 6), "\(cleared.lines)")
    #expect(cleared.cursor == .init(row: 0, column: 0))

    let erased = Self.screen(text + Sequence.eraseScreen)
    #expect(erased.lines == Array(repeating: "", count: 6))
    #expect(erased.cursor == .init(row: 2, column: 5), "ED 2 leaves the cursor where it was")

    let line = Self.screen(text + Sequence.cursorTo(row: 1, column: 3) + Sequence.eraseLine)
    #expect(line.lines[0...2] == ["first", "", "third"])

    let end = Self.screen(text + Sequence.cursorTo(row: 1, column: 3) + Sequence.eraseToLineEnd)
    #expect(end.lines[0...2] == ["first", "sec", "third"])

    let below = Self.screen(text + Sequence.cursorTo(row: 1, column: 3) + Sequence.eraseBelow)
    #expect(below.lines[0...2] == ["first", "sec", ""])
  }

  @Test func modesTurnOnAndOff() {
    typealias Sequence = ControlSequence
    let main = "main screen"
    let alternate = Self.screen(main + Sequence.enterAlternateScreen + "drawn")
    #expect(alternate.isAlternateScreen)
    let back = Self.screen(
      main + Sequence.enterAlternateScreen + "drawn" + Sequence.leaveAlternateScreen)
    #expect(!back.isAlternateScreen)
    #expect(back.lines[0] == main, "the main screen comes back as it was")

    #expect(Self.screen(Sequence.bracketedPasteOn).isBracketedPasteOn)
    #expect(!Self.screen(Sequence.bracketedPasteOn + Sequence.bracketedPasteOff).isBracketedPasteOn)
    #expect(!Self.screen(Sequence.hideCursor).isCursorVisible)
    #expect(Self.screen(Sequence.hideCursor + Sequence.showCursor).isCursorVisible)
  }

  @Test func textAttributes() {
    typealias Sequence = ControlSequence
    let screen = Self.screen(
      Sequence.bold + "b" + Sequence.resetAttributes + Sequence.dim + "d"
        + Sequence.resetAttributes + Sequence.red + "r" + Sequence.resetAttributes
        + Sequence.boldYellow + "y" + Sequence.resetAttributes + "p"
        + Sequence.attributes("0;1;2") + "x")
    #expect(screen.cell(row: 0, column: 0).attributes == .init(bold: true))
    #expect(screen.cell(row: 0, column: 1).attributes == .init(dim: true))
    #expect(screen.cell(row: 0, column: 2).attributes == .init(foreground: 1))
    #expect(screen.cell(row: 0, column: 3).attributes == .init(bold: true, foreground: 3))
    #expect(screen.cell(row: 0, column: 4).attributes == .init(), "reset turns everything off")
    #expect(screen.cell(row: 0, column: 5).attributes == .init(bold: true, dim: true))
    #expect(screen.ignoredSequences.isEmpty, "\(screen.ignoredSequences)")
  }

  @Test func resetsAreRecognised() {
    #expect(ControlSequence.resetsAttributes(ControlSequence.resetAttributes))
    #expect(ControlSequence.resetsAttributes("\u{1B}[m"))
    #expect(!ControlSequence.resetsAttributes(ControlSequence.bold))
    #expect(!ControlSequence.resetsAttributes(ControlSequence.attributes("0;1")))
  }
}
