import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Live mode through a pseudo-terminal: keys typed, screen read, terminal restored.
@Suite(.serialized) struct LiveModeTests {
  static let canonical = tcflag_t(ICANON | ECHO)

  @Test func typingSelectingAndEnterThenTheTerminalIsRestored() throws {
    let terminal = try PseudoTerminal()
    try #require(terminal.waitFor("books>"), "no prompt: \(terminal.output)")
    let original = terminal.initialLocalFlags
    #expect(original & Self.canonical == Self.canonical)
    #expect(terminal.output.contains("\u{1B}[1mbooks>"), "colours on a TTY")

    var mark = terminal.mark
    terminal.type(":live\n")
    try #require(terminal.waitFor("live books>", after: mark), "\(terminal.output)")
    #expect(terminal.localFlags & Self.canonical == 0, "raw mode in live mode")

    mark = terminal.mark
    terminal.type("pridx")
    terminal.type("\u{7F}")
    terminal.type("e")
    // The results for "pride" (not "pridx" or "prid", which highlight only "Prid"), whose
    // second is The Prime of Miss Jean Brodie.
    try #require(
      terminal.waitFor("\u{1B}[1;33mPride\u{1B}[0m and Prejudice", after: mark),
      "\(terminal.output)")
    #expect(
      terminal.output.contains("> Pride and Prejudice")
        || terminal.output.contains("\u{1B}[1m>\u{1B}[0m Pride and Prejudice"))

    mark = terminal.mark
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
  /// They used to be lost to the switch to raw mode. Deterministic: line mode's reader gets only
  /// the line `:live`, so "pride" is always still queued in the terminal (and echoed by it) when
  /// the shell enters raw mode.
  @Test func keysTypedRightAfterLiveAreItsFirstQuery() throws {
    let terminal = try PseudoTerminal()
    try #require(terminal.waitFor("books>"), "no prompt: \(terminal.output)")
    let mark = terminal.mark
    terminal.type(":live\npride")
    try #require(
      terminal.waitFor("live books> \u{1B}[0mpride\r\n", after: mark), "\(terminal.output)")
    try #require(
      terminal.waitFor("\u{1B}[1;33mPride\u{1B}[0m and Prejudice", after: mark),
      "\(terminal.output)")
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
  /// ESC, then `[B` 10 ms later (as over a slow link) moves the selection; it used to leave live
  /// mode and type `[B` into line mode.
  @Test func anArrowSplitAcrossReadsMovesTheSelection() throws {
    let terminal = try PseudoTerminal(arguments: ["--live"])
    try #require(terminal.waitFor("live books>"), "\(terminal.output)")
    let mark = terminal.mark
    terminal.type("pride")
    try #require(
      terminal.waitFor("\u{1B}[1;33mPride\u{1B}[0m and Prejudice", after: mark),
      "\(terminal.output)")
    terminal.type("\u{1B}")
    Thread.sleep(forTimeInterval: 0.01)
    terminal.type("[B")
    terminal.type("\r")
    try #require(
      terminal.waitFor(#"{"title":"The Prime of Miss Jean Brodie""#, after: mark),
      "\(terminal.output)")
    #expect(!terminal.output.contains("left live mode"), "\(terminal.output)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
  }

  @Test func escapeLeavesAndSignalsRestoreTheTerminal() throws {
    let terminal = try PseudoTerminal(arguments: ["--live", "--corpus", "movies"])
    try #require(terminal.waitFor("live movies>"), "\(terminal.output)")
    #expect(terminal.localFlags & Self.canonical == 0)
    var mark = terminal.mark
    terminal.type("\u{1B}")
    try #require(terminal.waitFor("left live mode", after: mark), "\(terminal.output)")
    #expect(terminal.waitForScreen { !$0.isAlternateScreen && $0.cursorLine == "movies> " } != nil)

    mark = terminal.mark
    terminal.type(":live\n")
    try #require(terminal.waitFor("live movies>", after: mark))
    #expect(terminal.localFlags & Self.canonical == 0)
    terminal.signal(SIGTERM)
    #expect(terminal.waitForExit() != nil)
    #expect(terminal.localFlags == terminal.initialLocalFlags, "restored on SIGTERM")
  }
}
