import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Live mode through a pseudo-terminal: keys typed, screen read, terminal restored.
@Suite(.serialized) struct LiveModeTests {
  static let canonical = tcflag_t(ICANON | ECHO)

  /// The cells of `text` on `row`, from `column`, are drawn as a match (bold yellow).
  func expectMatch(
    _ screen: TerminalScreen, row: Int, column: Int, length: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for offset in 0..<length {
      let attributes = screen.cell(row: row, column: column + offset).attributes
      #expect(
        attributes.bold && attributes.foreground == 3, "column \(column + offset): \(screen)",
        sourceLocation: sourceLocation)
    }
    let after = screen.cell(row: row, column: column + length).attributes
    #expect(after.foreground == nil, "the match ends: \(screen)", sourceLocation: sourceLocation)
  }

  @Test func typingSelectingAndEnterThenTheTerminalIsRestored() throws {
    let terminal = try PseudoTerminal()
    try #require(terminal.waitFor("books>"), "no prompt: \(terminal.output)")
    let original = terminal.initialLocalFlags
    #expect(original & Self.canonical == Self.canonical)
    #expect(terminal.output.contains("\u{1B}[1mbooks>"), "colours on a TTY")

    terminal.type(":live\n")
    _ = try #require(
      terminal.waitForScreen { $0.isAlternateScreen && $0.line(0) == "live books>" },
      "\(terminal.screen)")
    #expect(terminal.localFlags & Self.canonical == 0, "raw mode in live mode")

    terminal.type("pridx")
    terminal.type("\u{7F}")
    terminal.type("e")
    // The results for "pride" (not "pridx" or "prid", which highlight only "Prid"), whose
    // second is The Prime of Miss Jean Brodie.
    let title = "Pride and Prejudice — Jane Austen (1813)"
    let pride = try #require(
      terminal.waitForScreen { screen in
        screen.line(0) == "live books> pride" && screen.cursor == .init(row: 0, column: 17)
          && screen.line(2) == "> \(title)  title: Pride and Prejudice"
          && screen.cell(row: 2, column: 2 + title.count + 13).attributes.foreground == 3
      }, "\(terminal.screen)")
    expectMatch(pride, row: 2, column: 2 + title.count + 9, length: 5)
    #expect(pride.cell(row: 2, column: 0).attributes.bold, "the selection marker is bold")

    var mark = terminal.mark
    terminal.type("\u{1B}[B")
    terminal.type("\r")
    try #require(
      terminal.waitFor(#"{"title":"The Prime of Miss Jean Brodie""#, after: mark),
      "\(terminal.output)")
    try #require(terminal.waitFor("books>", after: mark))
    // Line mode again (its editor keeps the terminal raw while it reads a line).
    #expect(terminal.waitForScreen { !$0.isAlternateScreen && $0.cursorLine == "books> " } != nil)

    mark = terminal.mark
    terminal.type(":live\n")
    try #require(terminal.waitFor("live books>", after: mark))
    terminal.type("dune")
    terminal.type("\u{15}")
    terminal.type("\u{3}")
    try #require(terminal.waitFor("left live mode", after: mark), "\(terminal.output)")
    #expect(terminal.waitForScreen { !$0.isAlternateScreen && $0.cursorLine == "books> " } != nil)

    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
    #expect(terminal.localFlags == original)
  }

  /// Keys typed at once after `:live` and Enter are its first query.
  ///
  /// The switch to raw mode does not lose them. Deterministic: line mode's reader gets only the
  /// line `:live`, so "pride" is always still queued in the terminal (and echoed by it) when the
  /// shell enters raw mode.
  @Test func keysTypedRightAfterLiveAreItsFirstQuery() throws {
    let terminal = try PseudoTerminal()
    try #require(terminal.waitFor("books>"), "no prompt: \(terminal.output)")
    let mark = terminal.mark
    terminal.type(":live\npride")
    _ = try #require(
      terminal.waitForScreen { screen in
        screen.line(0) == "live books> pride" && screen.cursor == .init(row: 0, column: 17)
          && screen.line(2).hasPrefix("> Pride and Prejudice")
      }, "\(terminal.screen)")
    terminal.type("\u{1B}")
    try #require(terminal.waitFor("left live mode", after: mark), "\(terminal.output)")
    // The terminal's echo of "pride" (line mode's, before raw mode) is erased, not left in front
    // of the next line.
    #expect(
      terminal.output.contains("\u{1B}[?1049l\r\u{1B}[Kleft live mode"),
      "\(terminal.output.debugDescription)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
  }

  /// An arrow whose bytes arrive apart is one key.
  ///
  /// ESC, then `[B` once the shell has read the ESC (as over a slow link) moves the selection;
  /// it does not leave live mode and type `[B` into line mode.
  @Test func anArrowSplitAcrossReadsMovesTheSelection() throws {
    let terminal = try LiveTerminal.shellInLiveMode(environment: LiveTerminal.slowLink)
    let mark = terminal.mark
    terminal.type("pride")
    // The results of "pride" (not the list of every book under the empty query, which starts
    // with the same book).
    _ = try #require(
      terminal.waitForScreen { screen in
        screen.line(0) == "live books> pride" && LiveTerminal.showsSearchResults(screen)
          && screen.line(2).hasPrefix("> Pride and Prejudice")
      }, "\(terminal.screen)")
    terminal.type("\u{1B}")
    try #require(terminal.waitUntilTypedInputIsRead(), "\(terminal.screen)")
    terminal.type("[B")
    terminal.type("\r")
    try #require(
      terminal.waitFor(#"{"title":"The Prime of Miss Jean Brodie""#, after: mark),
      "\(terminal.output)")
    #expect(!terminal.output.contains("left live mode"), "\(terminal.output)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
  }

  /// Esc leaves the picker (exit 130) with the terminal restored; a signal in `:live` restores
  /// it too.
  @Test func escapeLeavesAndSignalsRestoreTheTerminal() throws {
    let picker = try PseudoTerminal(arguments: ["--live", "--corpus", "movies"])
    _ = try #require(
      picker.waitForScreen { $0.line(0) == "live movies>" }, "\(picker.screen)")
    #expect(picker.localFlags & Self.canonical == 0)
    picker.type("\u{1B}")
    #expect(picker.waitForExit() == 130)
    #expect(picker.localFlags & Self.canonical == Self.canonical)
    // The last bytes may still be on their way to the test's reader after the exit.
    #expect(picker.waitForScreen { !$0.isAlternateScreen } != nil, "\(picker.screen)")

    let terminal = try LiveTerminal.shellInLiveMode(["--corpus", "movies"], corpus: "movies")
    #expect(terminal.localFlags & Self.canonical == 0)
    terminal.signal(SIGTERM)
    #expect(terminal.waitForExit() != nil)
    #expect(terminal.localFlags == terminal.initialLocalFlags, "restored on SIGTERM")
    #expect(
      terminal.waitForScreen { !$0.isAlternateScreen } != nil,
      "the main screen back on SIGTERM: \(terminal.screen)")
  }

  /// `TERM=dumb` cannot move the cursor: live mode says so and does not start (the picker exits
  /// 2, `:live` stays in line mode), the terminal untouched.
  @Test func aDumbTerminalIsRefused() throws {
    let message =
      "live mode cannot start: it redraws the screen, and TERM=dumb says this terminal cannot "
      + "move the cursor."
    let picker = try PseudoTerminal(arguments: ["--live"], environment: ["TERM": "dumb"])
    #expect(picker.waitForExit() == 2)
    #expect(picker.waitFor(message), "\(picker.output)")
    #expect(picker.localFlags & Self.canonical == Self.canonical)

    let terminal = try PseudoTerminal(arguments: ["--no-color"], environment: ["TERM": "dumb"])
    try #require(terminal.waitFor("books> "), "\(terminal.output)")
    let mark = terminal.mark
    terminal.type(":live\n")
    try #require(terminal.waitFor(message, after: mark), "\(terminal.output)")
    try #require(terminal.waitFor("books> ", after: mark), "\(terminal.output)")
    #expect(terminal.localFlags & Self.canonical == Self.canonical)
    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
  }
}
