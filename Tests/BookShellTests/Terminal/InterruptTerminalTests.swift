import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C cancels and Ctrl-D leaves, on a pseudo-terminal: at the prompt, during a `:load`
/// and during a search; the session and what it loaded survive.
@Suite(.serialized) struct InterruptTerminalTests {
  /// The 36,266 films of `Data/`: a load and a search long enough to interrupt.
  static let movies = Executable.packageRoot.appendingPathComponent("Data/movies.json").path

  /// Ctrl-C in the middle of a line clears it (`^C`, then a new prompt); it used to end the
  /// session.
  @Test func controlCAtThePromptClearsTheLine() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type("tolk")
    terminal.type("\u{3}")
    try terminal.requireScreen("^C, then a new prompt") {
      $0.lines.contains("books> tolk^C") && $0.cursorLine == "books> "
    }
    #expect(terminal.isRunning)
    terminal.type("\u{3}")
    terminal.type("dune\r")
    try terminal.requireScreen("the results for dune") {
      $0.text.contains("results for \"dune\" in books") && $0.cursorLine == "books> "
    }
    terminal.quit()
  }

  /// Ctrl-C during `:load` cancels it and the corpus keeps its records; it used to end the
  /// session and lose every corpus.
  @Test func controlCDuringALoadCancelsItAndKeepsTheCorpus() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type(":load movies \(Self.movies)\r")
    try terminal.requireScreen("the load under way") { $0.text.contains("parsing…") }
    terminal.type("\u{3}")
    try terminal.requireScreen("the load cancelled") {
      $0.text.contains("load cancelled; movies unchanged") && $0.cursorLine == "books> "
    }
    #expect(terminal.isRunning)
    terminal.type(":corpus movies\r")
    try terminal.requireScreen("movies, as before") {
      $0.text.contains("searching movies (388 records)") && $0.cursorLine == "movies> "
    }
    terminal.quit()
  }

  /// Ctrl-D typed while a `:load` runs leaves once the load has ended; it used to be lost.
  @Test func controlDTypedDuringALoadLeavesOnceItEnds() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type(":load movies \(Self.movies)\r")
    try terminal.requireScreen("the load under way") { $0.text.contains("parsing…") }
    terminal.type("\u{4}")
    try terminal.requireScreen("the load's last line") {
      $0.text.contains("loaded 36266 ")
    }
    #expect(terminal.waitForExit(timeout: PseudoTerminal.lineModeTimeout) == 0)
  }
}
