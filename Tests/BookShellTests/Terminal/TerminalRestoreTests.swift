import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Raw mode never outlives live mode: end of input, signals and errors all restore the terminal.
@Suite(.serialized) struct TerminalRestoreTests {
  static let canonical = tcflag_t(ICANON | ECHO)

  @Test func controlDLeavesLiveModeThenEndsTheSession() throws {
    let terminal = try LiveTerminal.shellInLiveMode()
    #expect(terminal.localFlags & Self.canonical == 0)
    let mark = terminal.mark
    terminal.type("dune\u{4}")
    try #require(terminal.waitFor("left live mode", after: mark), "\(terminal.output)")
    // Line mode again (its editor keeps the terminal raw while it reads a line).
    #expect(terminal.waitForScreen { !$0.isAlternateScreen && $0.cursorLine == "books> " } != nil)
    // End of input in line mode, typed at once: it must not be lost.
    terminal.type("\u{4}")
    #expect(terminal.waitForExit() == 0, "\(terminal.output.debugDescription)")
    #expect(terminal.localFlags == terminal.initialLocalFlags)
  }

  @Test(arguments: [SIGINT, SIGHUP, SIGQUIT, SIGTERM])
  func aSignalInLiveModeRestoresTheTerminal(signalNumber: Int32) throws {
    let terminal = try PseudoTerminal()
    try #require(terminal.waitFor("books>"), "\(terminal.output)")
    let original = terminal.initialLocalFlags
    let mark = terminal.mark
    terminal.type(":live\n")
    try #require(terminal.waitFor("live books>", after: mark), "\(terminal.output)")
    terminal.type("pride")
    #expect(terminal.localFlags & Self.canonical == 0)
    terminal.signal(signalNumber)
    #expect(terminal.waitForExit() != nil)
    #expect(terminal.localFlags == original, "restored after signal \(signalNumber)")
  }

  /// 400 characters typed: the query keeps 256 (a window wide enough to show them all).
  @Test func anOverlongLiveQueryIsCutAndEscapeStillRestores() throws {
    let terminal = try LiveTerminal.shellInLiveMode(columns: 300)
    let mark = terminal.mark
    terminal.type(String(repeating: "x", count: 400))
    let longest = String(repeating: "x", count: 256)
    _ = try #require(
      terminal.waitForScreen { screen in
        screen.line(0) == "live books> " + longest && screen.cursor == .init(row: 0, column: 268)
      }, "\(terminal.screen)")
    terminal.type("\u{1B}")
    try #require(terminal.waitFor("left live mode", after: mark), "\(terminal.output)")
    #expect(terminal.waitForScreen { !$0.isAlternateScreen && $0.cursorLine == "books> " } != nil)
    terminal.type(":quit\n")
    #expect(terminal.waitForExit() == 0)
    #expect(terminal.localFlags == terminal.initialLocalFlags)
  }

  @Test func aStartupErrorNeverEntersRawMode() throws {
    let terminal = try PseudoTerminal(arguments: ["--live", "--data", "/nonexistent/books.json"])
    #expect(terminal.waitForExit() == 2)
    #expect(terminal.waitFor("/nonexistent/books.json"), "\(terminal.output)")
    #expect(terminal.localFlags & Self.canonical == Self.canonical)
  }
}
