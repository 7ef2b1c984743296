import Foundation
import TestSupport
import Testing

/// Line mode on a pseudo-terminal, through the built executable: prompts after results,
/// Ctrl-L, and keys typed during a `:load` shown after its last line.
@Suite(.serialized) struct LineModeTerminalTests {
  @Test func thePromptComesAfterTheResultsOrTheNoResultsLine() throws {
    let terminal = try PseudoTerminal.lineMode(rows: 40)
    terminal.type("dune\n")
    var screen = try terminal.requireScreen("the results for dune, then the prompt") {
      $0.text.contains("results for \"dune\"") && $0.cursorLine == "books> "
    }
    var rows = screen.lines
    let dune = try #require(rows.firstIndex(of: "books> dune"), "\(screen)")
    #expect(rows[dune + 1].hasPrefix("5 results for \"dune\""), "\(screen)")
    #expect(rows[screen.cursor.row - 1] == "      title: Blin[dne]ss", "\(screen)")

    terminal.type("zzqxzzqx\n")
    screen = try terminal.requireScreen("no results, then the prompt") {
      $0.text.contains("0 results for \"zzqxzzqx\"") && $0.cursorLine == "books> "
    }
    rows = screen.lines
    #expect(rows[screen.cursor.row - 2] == "books> zzqxzzqx", "\(screen)")
    #expect(rows[screen.cursor.row - 1].hasPrefix("0 results for \"zzqxzzqx\" in books"))
    terminal.quit()
  }

  @Test func controlLClearsTheScreenAndTheCommandStillRuns() throws {
    let terminal = try PseudoTerminal.lineMode()
    terminal.type("\u{0C}:corpus movies\n")
    let screen = try terminal.requireScreen("the command's answer") {
      $0.cursorLine == "movies> "
    }
    #expect(screen.lines[0] == "books> :corpus movies", "cleared first: \(screen)")
    #expect(screen.lines[1].hasPrefix("searching movies"), "\(screen)")
    #expect(!screen.text.contains("results for"), "a command, not a query: \(screen)")
    terminal.quit()
  }

  @Test func keysTypedDuringALoadAppearAfterItsLastLine() throws {
    let directory = try TemporaryDirectory()
    let movie =
      #"{"title": "Heat", "year": 1995, "director": "Michael Mann", "cast": ["Al Pacino", "Robert De Niro"], "genres": ["Crime"]}"#
    let file = try directory.write(
      "[" + Array(repeating: movie, count: 5_000).joined(separator: ",\n") + "]",
      to: "movies-big.json")
    let terminal = try PseudoTerminal.lineMode(rows: 60)
    terminal.type(":load movies \(file)\n")
    try terminal.requireScreen("the load under way") { $0.text.contains("parsing…") }
    terminal.type("heat\n")
    terminal.type("pac")
    let screen = try terminal.requireScreen("the results for heat, then the partial line") {
      $0.text.contains("results for \"heat\"") && $0.cursorLine == "movies> pac"
    }
    let rows = screen.lines
    let loaded = try #require(
      rows.firstIndex { $0.hasPrefix("loaded 5000 records into movies") }, "\(screen)")
    #expect(!rows[..<loaded].contains { $0.contains("heat") }, "keys inside the load: \(screen)")
    #expect(!rows[..<loaded].contains { $0.contains("pac") }, "keys inside the load: \(screen)")
    #expect(rows[loaded + 1] == "movies> heat", "the load switched to movies: \(screen)")
    #expect(rows[loaded + 2].hasPrefix("10 results for \"heat\""), "\(screen)")
    #expect(screen.cursor.row == rows.lastIndex { !$0.isEmpty }, "the partial line last: \(screen)")
    terminal.type("ino\n")
    try terminal.requireScreen("the results for pacino") {
      $0.text.contains("for \"pacino\"") && $0.cursorLine == "movies> "
    }
    terminal.quit()
  }
}
