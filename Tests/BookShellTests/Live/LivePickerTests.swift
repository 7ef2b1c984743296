import Foundation
import Models
import Testing

@testable import BookShell

/// `BookShell --live` as a picker, like fzf: drawn on the terminal (`/dev/tty`), never on
/// standard output; Enter prints the chosen record there and exits 0, Esc or Ctrl-C exit 130
/// with nothing printed, no match exits 1; `--query` starts with that text; `--height` draws
/// below the cursor instead of on the alternate screen.
@Suite(.serialized) struct LivePickerTests {
  /// The shipped films file.
  static let movies = Executable.packageRoot.appendingPathComponent("Data/movies.json").path

  /// How many embedded books match `query`.
  static func bookMatches(_ query: String) async throws -> Int {
    let corpora = try ShellCorpora(corpus: EmbeddedCorpus.all())
    return try #require(try await corpora.search(query, in: "books", limit: 1).first).matchCount
  }

  /// Waits for the picker's screen to show `query` after the prompt, with its search's results.
  @discardableResult
  func expectQuery(
    _ terminal: PseudoTerminal, _ query: String, corpus: String = "books",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TerminalScreen {
    let screen = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(corpus), query: query)
          && LiveTerminal.showsSearchResults(screen)
          && LiveTerminal.listRows(screen).first?.hasPrefix("> ") == true
      }, "\(terminal.screen)", sourceLocation: sourceLocation)
    LiveTerminal.expectWellFormed(screen, sourceLocation: sourceLocation)
    return screen
  }

  /// The picker prints the chosen title line and nothing else, or nothing after Ctrl-C.
  ///
  /// `BookShell --live --corpus movies --data Data/movies.json > pick.txt`, `godfathr`, Enter:
  /// pick.txt holds exactly the chosen title line (none of the screen's escape sequences), and
  /// Enter exits rather than going on to line mode. Ctrl-C instead: exit 130, pick.txt empty.
  @Test(arguments: [true, false])
  func godfathrThenEnterOrControlC(enter: Bool) throws {
    let picker = try LiveTerminal.Picker(["--corpus", "movies", "--data", Self.movies])
    let terminal = picker.terminal
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { $0.line(0) == "live movies>" },
      "\(terminal.screen)")
    terminal.type("godfathr")
    let screen = try expectQuery(terminal, "godfathr", corpus: "movies")
    #expect(LiveTerminal.listRows(screen).first?.hasPrefix("> The Godfather (1972)") == true)
    terminal.type(enter ? "\r" : "\u{3}")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == (enter ? 0 : 130))
    #expect(picker.output == (enter ? "The Godfather (1972)\n" : ""))
    // The last bytes may still be on their way to the test's reader after the exit.
    let after = terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
      !screen.isAlternateScreen && !screen.isBracketedPasteOn
    }
    #expect(after != nil, "\(terminal.screen)")
  }

  /// Enter prints the record as JSON with `--json`; `--query` starts with its text on the query
  /// line, searched at once; a resize in the middle redraws.
  @Test(arguments: LiveTerminal.sizes)
  func jsonAndAStartingQuery(columns: Int, rows: Int) throws {
    let picker = try LiveTerminal.Picker(
      ["--json", "--query", "pride"], columns: columns, rows: rows)
    let terminal = picker.terminal
    try expectQuery(terminal, "pride")
    terminal.resize(columns: 36, rows: 7)
    terminal.type("\u{1B}[B")
    let resized = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.columns == 36
          && LiveTerminal.listRows(screen).dropFirst().first?.hasPrefix("> The Prime") == true
          && LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "pride")
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(resized)
    terminal.type("\r")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
    let output = picker.output
    #expect(output.hasSuffix("\n") && !output.contains("\u{1B}"), "\(output.debugDescription)")
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    #expect(object?["title"] as? String == "The Prime of Miss Jean Brodie")
    #expect(object?["author"] as? String == "Muriel Spark")
  }

  /// Esc leaves with 130; Enter with no match exits 1; nothing reaches standard output.
  @Test(arguments: LiveTerminal.sizes)
  func escapeAndNoMatch(columns: Int, rows: Int) throws {
    let escape = try LiveTerminal.Picker(["--query", "dune"], columns: columns, rows: rows)
    try expectQuery(escape.terminal, "dune")
    escape.terminal.resize(columns: columns / 2, rows: rows / 2)
    let halved = try #require(
      escape.terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.columns == columns / 2
          && LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "dune")
          && LiveTerminal.listRows(screen).first?.hasPrefix("> Dune") == true
      }, "\(escape.terminal.screen)")
    LiveTerminal.expectWellFormed(halved)
    escape.terminal.type("\u{1B}")
    #expect(escape.terminal.waitForExit(timeout: LiveTerminal.timeout) == 130)
    #expect(escape.output == "")

    let none = try LiveTerminal.Picker(columns: columns, rows: rows)
    _ = try #require(
      none.terminal.waitForScreen(timeout: LiveTerminal.timeout) { $0.line(0) == "live books>" },
      "\(none.terminal.screen)")
    none.terminal.type("qqqzzzxxq")
    _ = try #require(
      none.terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "qqqzzzxxq")
          && screen.line(1).hasPrefix("no match")
      }, "\(none.terminal.screen)")
    none.terminal.type("\r")
    #expect(none.terminal.waitForExit(timeout: LiveTerminal.timeout) == 1)
    #expect(none.output == "")
  }

  /// `--height 8` draws on the 8 rows below the cursor, not on the alternate screen: what was
  /// above stays; a resize redraws there; leaving erases those rows.
  @Test(arguments: LiveTerminal.sizes)
  func heightDrawsBelowTheCursor(columns: Int, rows: Int) async throws {
    let matches = try await Self.bookMatches("pride")
    let picker = try LiveTerminal.Picker(
      ["--height", "8"], columns: columns, rows: rows, before: "printf 'first\\nsecond\\n'")
    let terminal = picker.terminal
    /// Waits for the region's rows (2–9) to show `query`, results and a "↓ N more" row.
    func expectRegion(columns: Int) throws -> TerminalScreen {
      let screen = try #require(
        terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
          screen.columns == columns && !screen.isAlternateScreen
            && screen.line(0) == "first" && screen.line(1) == "second"
            && screen.line(2) == LiveTerminal.prompt() + "pride"
            && screen.cursor == .init(row: 2, column: 17)
            && screen.line(4).hasPrefix("> Pride and Prejudice")
            && screen.line(9).contains("↓ \(matches - 5) more")
            && (10..<screen.rows).allSatisfy { screen.line($0).isEmpty }
            && screen.wrappedRows.isEmpty
        }, "\(terminal.screen)")
      #expect(screen.line(3).hasPrefix("5/\(matches) "), "\(screen)")
      return screen
    }
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { $0.line(2) == "live books>" },
      "\(terminal.screen)")
    terminal.type("pride")
    _ = try expectRegion(columns: columns)
    terminal.resize(columns: 60, rows: max(rows, 12))
    _ = try expectRegion(columns: 60)
    terminal.type("\r")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
    #expect(picker.output == "Pride and Prejudice — Jane Austen (1813)\n")
    let after = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        (2..<screen.rows).allSatisfy { screen.line($0).isEmpty }
      }, "the region is erased: \(terminal.screen)")
    #expect(after.line(0) == "first" && after.line(1) == "second")
    #expect(after.cursor == .init(row: 2, column: 0))
  }

  /// `--height 50%` takes half the window's rows.
  @Test func heightInPercentOfTheWindow() async throws {
    let matches = try await Self.bookMatches("pride")
    let picker = try LiveTerminal.Picker(["--height", "50%", "--query", "pride"], rows: 20)
    let terminal = picker.terminal
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        !screen.isAlternateScreen && screen.line(0) == LiveTerminal.prompt() + "pride"
          && screen.line(9).contains("↓ \(matches - 7) more")
          && (10..<20).allSatisfy { screen.line($0).isEmpty } && screen.wrappedRows.isEmpty
      }, "\(terminal.screen)")
    terminal.type("\u{3}")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 130)
    #expect(picker.output == "")
  }
}
