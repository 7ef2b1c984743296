import Foundation
import Testing

/// Editing inside live mode's query as in line mode (←/→, Home/End, Ctrl-A/E/W/U,
/// Backspace/Delete), the selection keys (↑/↓, Ctrl-P/N), and escape sequences whose bytes
/// arrive apart read as one key, a lone ESC leaving only after the escape timeout.
@Suite(.serialized) struct LiveEditingTests {
  /// Waits until row 0 shows `line` (the prompt, then the query) with the cursor at `column`.
  @discardableResult
  func expectQueryRow(
    _ terminal: PseudoTerminal, _ line: String, cursor column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TerminalScreen {
    let screen = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.line(0) == line && screen.cursor == .init(row: 0, column: column)
          && screen.wrappedRows.isEmpty
      }, "wanted \(line.debugDescription), cursor at \(column):\n\(terminal.screen)",
      sourceLocation: sourceLocation)
    LiveTerminal.expectWellFormed(screen, sourceLocation: sourceLocation)
    return screen
  }

  /// The query is edited as in line mode.
  ///
  /// ←, Home and the other editing keys move and edit inside the query (not only typing at the
  /// end, Backspace, Ctrl-U and Ctrl-W), and a split ← is one key.
  @Test(arguments: LiveTerminal.sizes)
  func theQueryIsEditedAsInLineMode(columns: Int, rows: Int) throws {
    let terminal = try LiveTerminal.shellInLiveMode(
      columns: columns, rows: rows, environment: LiveTerminal.slowLink)
    let prompt = LiveTerminal.prompt()
    terminal.type("dune")
    try expectQueryRow(terminal, prompt + "dune", cursor: 16)
    terminal.type("\u{1B}[D\u{1B}[D")
    try expectQueryRow(terminal, prompt + "dune", cursor: 14)
    terminal.type("x")
    try expectQueryRow(terminal, prompt + "duxne", cursor: 15)
    terminal.type("\u{1B}[H")
    try expectQueryRow(terminal, prompt + "duxne", cursor: 12)
    terminal.type("\u{5}")
    try expectQueryRow(terminal, prompt + "duxne", cursor: 17)
    terminal.type("\u{1}\u{1B}[3~")
    try expectQueryRow(terminal, prompt + "uxne", cursor: 12)
    terminal.resize(columns: 50, rows: 12)
    terminal.type("\u{1B}[F")
    try expectQueryRow(terminal, prompt + "uxne", cursor: 16)
    terminal.type("\u{7F}\u{17}")
    try expectQueryRow(terminal, "live books>", cursor: 12)
    terminal.resize(columns: columns, rows: rows)
    terminal.type("pride and")
    try expectQueryRow(terminal, prompt + "pride and", cursor: 21)
    terminal.type("\u{17}")
    try expectQueryRow(terminal, prompt + "pride", cursor: 18)
    terminal.type("\u{7F}\u{1B}[1;5D")
    try expectQueryRow(terminal, prompt + "pride", cursor: 12)
    terminal.type("\u{1B}[C\u{1B}[C\u{15}")
    try expectQueryRow(terminal, prompt + "ide", cursor: 12)
    // A ← whose bytes arrive in two reads (as over a slow link) moves the cursor; it does not
    // leave, nor type "[D".
    terminal.type("\u{1B}[F")
    try expectQueryRow(terminal, prompt + "ide", cursor: 15)
    terminal.type("\u{1B}")
    try #require(terminal.waitUntilTypedInputIsRead(), "\(terminal.screen)")
    terminal.type("[D")
    try expectQueryRow(terminal, prompt + "ide", cursor: 14)
    LiveTerminal.leaveAndQuit(terminal)
  }

  /// ↑/↓ and Ctrl-P/Ctrl-N move the selection, and Enter shows the selected result.
  ///
  /// A ↓ whose bytes arrive apart is one key.
  @Test(arguments: LiveTerminal.sizes)
  func theSelectionKeysMoveTheSelection(columns: Int, rows: Int) throws {
    let terminal = try LiveTerminal.shellInLiveMode(
      ["--no-color"], columns: columns, rows: rows, environment: LiveTerminal.slowLink)
    terminal.type("pride")
    /// Waits for the selection on the list's row `row` (from 0).
    func expectSelection(_ row: Int, _ title: String) throws {
      let screen = try #require(
        terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
          let list = LiveTerminal.listRows(screen)
          return LiveTerminal.showsSearchResults(screen) && list.count > row
            && list[row].hasPrefix("> " + title)
            && list.enumerated().allSatisfy { $0.offset == row || !$0.element.hasPrefix(">") }
            && screen.cursor == .init(row: 0, column: 17) && screen.wrappedRows.isEmpty
        }, "wanted \(title) selected:\n\(terminal.screen)")
      LiveTerminal.expectWellFormed(screen)
    }
    try expectSelection(0, "Pride and Prejudice")
    terminal.type("\u{1B}[B")
    try expectSelection(1, "The Prime of Miss Jean Brodie")
    terminal.type("\u{E}")
    try expectSelection(2, "The Prince")
    terminal.resize(columns: 45, rows: 9)
    terminal.type("\u{10}")
    try expectSelection(1, "The Prime of Miss Jean Brodie")
    terminal.type("\u{1B}[A")
    try expectSelection(0, "Pride and Prejudice")
    terminal.type("\u{1B}")
    try #require(terminal.waitUntilTypedInputIsRead(), "\(terminal.screen)")
    terminal.type("[B")
    try expectSelection(1, "The Prime of Miss Jean Brodie")
    let mark = terminal.mark
    terminal.type("\r")
    #expect(
      terminal.waitFor(
        "The Prime of Miss Jean Brodie — Muriel Spark (1961)\r\n", after: mark,
        timeout: LiveTerminal.timeout), "\(terminal.screen)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
  }

  /// A lone ESC leaves, but only after the escape timeout (`ESCDELAY`, 300 ms here).
  ///
  /// ESC with another key right behind it is Alt and that key (Alt-x is ignored, Alt-← moves by
  /// a word).
  @Test func aLoneEscapeLeavesAfterTheTimeout() throws {
    let terminal = try LiveTerminal.shellInLiveMode(environment: ["ESCDELAY": "300"])
    terminal.type("dune")
    try expectQueryRow(terminal, LiveTerminal.prompt() + "dune", cursor: 16)
    terminal.type("\u{1B}x")
    terminal.type("\u{1B}[1;3D")
    try expectQueryRow(terminal, LiveTerminal.prompt() + "dune", cursor: 12)
    let start = ContinuousClock.now
    let mark = terminal.mark
    terminal.type("\u{1B}")
    #expect(terminal.waitFor("left live mode", after: mark, timeout: LiveTerminal.timeout))
    #expect(ContinuousClock.now - start >= .milliseconds(300))
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
  }
}
