import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Raw mode never outlives live mode: end of input, signals and errors all restore the terminal.
@Suite(.serialized) struct TerminalRestoreTests {
  static let canonical = tcflag_t(ICANON | ECHO)

  @Test func controlDLeavesLiveModeThenEndsTheSession() throws {
    let terminal = try PseudoTerminal(arguments: ["--live"])
    try #require(terminal.waitFor("live books>"), "\(terminal.output)")
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

  @Test func anOverlongLiveQueryIsCutAndEscapeStillRestores() throws {
    let terminal = try PseudoTerminal(arguments: ["--live"])
    try #require(terminal.waitFor("live books>"), "\(terminal.output)")
    let mark = terminal.mark
    terminal.type(String(repeating: "x", count: 400))
    let longest = String(repeating: "x", count: 256)
    try #require(
      terminal.waitFor("> \u{1B}[0m" + longest + "\r\n", after: mark), "\(terminal.output)")
    #expect(!terminal.output.contains(longest + "x"))
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
