import Foundation
import Testing

/// Line mode's editor on a pseudo-terminal: keys as bytes, the screen read back.
@Suite(.serialized) struct LineEditorTerminalTests {
  /// An arrow moves the cursor: `tolk`, ←, `X` and Enter search "tolXk".
  ///
  /// It used to search "tolk[DX" ("note: control characters were removed").
  @Test func anArrowMovesTheCursorInsteadOfBecomingQueryText() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type("tolk")
    terminal.type("\u{1B}[D")
    terminal.type("X\r")
    try terminal.requireScreen("the results for tolXk") {
      $0.text.contains("results for \"tolXk\" in books") && $0.cursorLine == "books> "
    }
    #expect(terminal.screen.lines.contains("books> tolXk"), "\(terminal.screen)")
    #expect(!terminal.output.contains("control characters were removed"), "\(terminal.output)")
    terminal.quit()
  }

  /// ↑ recalls the line entered last, and Enter searches it again; it used to search "[A" and
  /// print ten unrelated records.
  @Test func upRecallsTheLastLine() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type("dune\r")
    try terminal.requireScreen("the results for dune") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    terminal.type("\u{1B}[A")
    try terminal.requireScreen("dune recalled") { $0.cursorLine == "books> dune" }
    terminal.type("\r")
    try terminal.requireScreen("dune searched twice") {
      $0.count(of: "results for \"dune\"") == 2 && $0.cursorLine == "books> "
    }
    #expect(!terminal.output.contains("results for \"[A\""), "\(terminal.output)")
    terminal.quit()
  }

  /// Ctrl-W deletes the word before the cursor, Home and End move to the ends.
  @Test func controlWHomeAndEndEdit() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 40)
    terminal.type("hobbit the")
    terminal.type("\u{17}")
    terminal.type("\u{1B}[H")
    terminal.type("the ")
    terminal.type("\u{1B}[F")
    terminal.type("x\u{7F}\r")
    try terminal.requireScreen("the results for 'the hobbit '") {
      $0.text.contains("results for \"the hobbit \" in books") && $0.cursorLine == "books> "
    }
    terminal.quit()
  }
}
