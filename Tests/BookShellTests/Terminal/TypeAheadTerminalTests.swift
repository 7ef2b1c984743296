import Foundation
import Testing

/// Enter submits: keys typed while a query is answered wait for its results, on a
/// pseudo-terminal.
@Suite(.serialized) struct TypeAheadTerminalTests {
  /// Typing right after Enter shows the keys after the results, on the next prompt; they used
  /// to land in the middle of the output (`hob5 results for "dune"`) and the prompt showed
  /// nothing.
  @Test func keysTypedRightAfterEnterComeAfterTheResults() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type("dune\rhob")
    let screen = try terminal.requireScreen("the typed keys on the next prompt") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> hob"
    }
    #expect(!screen.text.contains("hob5"), "\(screen)")
    #expect(screen.lines.filter { $0.contains("hob") } == ["books> hob"], "\(screen)")
    terminal.type("bit\r")
    try terminal.requireScreen("the results for hobbit") {
      $0.text.contains("results for \"hobbit\"") && $0.cursorLine == "books> "
    }
    terminal.quit()
  }
}
