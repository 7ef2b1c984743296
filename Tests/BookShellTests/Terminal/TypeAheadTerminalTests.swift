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

/// Lines typed ahead faster than they are answered are each answered, in order.
@Suite(.serialized) struct TypedLinesTerminalTests {
  @Test func linesTypedAtOnceAreAnsweredInOrder() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 60)
    terminal.type(":set limit 1\rpride\rhobbit\r")
    let screen = try terminal.requireScreen("both answered") {
      $0.text.contains("1 result for \"hobbit\"") && $0.cursorLine == "books> "
    }
    let rows = screen.lines
    let pride = try #require(rows.firstIndex(of: "books> pride"), "\(screen)")
    let hobbit = try #require(rows.firstIndex(of: "books> hobbit"), "\(screen)")
    #expect(rows[pride + 1].hasPrefix("1 result for \"pride\""), "\(screen)")
    #expect(rows[hobbit + 1].hasPrefix("1 result for \"hobbit\""), "\(screen)")
    #expect(pride < hobbit)
    terminal.quit()
  }
}
