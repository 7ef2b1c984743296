import Foundation
import Models
import TestSupport
import Testing

@testable import BookShell

#if canImport(Glibc)
  import Glibc
#endif

/// What live mode shows: each hit's corpus under `:corpus all`, the count shown and the total,
/// highlights that keep the surrounding style; and Ctrl-Z suspends, `fg` restores the screen.
@Suite(.serialized) struct LiveDisplayTests {
  /// The corpus labels of `:corpus all`, as drawn before each title.
  static let labels = ["books  ", "movies ", "people "]

  /// Each row names its corpus under `:corpus all`, and the status counts what shows of how
  /// many records match in every corpus.
  ///
  /// `:corpus all` showed no books/movies/people labels; the status said "30 results" while 15
  /// showed.
  @Test(arguments: LiveTerminal.sizes)
  func allCorporaLabelEachHitAndTheStatusCountsWhatShows(columns: Int, rows: Int) async throws {
    let corpora = try ShellCorpora(corpus: EmbeddedCorpus.all())
    let total = try await corpora.search("tolkien", in: .all, limit: 1)
      .reduce(0) { $0 + $1.matchCount }
    let terminal = try LiveTerminal.shellInLiveMode(
      ["--corpus", "all"], corpus: "all", columns: columns, rows: rows)
    terminal.type("tolkien")
    /// Waits for the results of "tolkien" at the current size and checks the rows.
    func expectLabelledRows(rows: Int) async throws {
      let capacity = rows - 2
      let shown = total <= capacity ? total : capacity - 1
      // The first results of the corpora's one list, as many as show.
      let expected = try await corpora.search("tolkien", in: .all, limit: shown)
        .flatMap(\.hits).prefix(shown)
      let screen = try #require(
        terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
          screen.rows == rows
            && LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt("all"), query: "tolkien")
            && screen.line(1).hasPrefix("\(shown)/\(total) ")
        }, "\(terminal.screen)")
      LiveTerminal.expectWellFormed(screen)
      let list = LiveTerminal.listRows(screen)
      let hits = shown < total ? list.dropLast() : list[...]
      #expect(hits.count == shown, "\(screen)")
      #expect(
        shown == total || list.last?.contains("↓ \(total - shown) more") == true, "\(screen)")
      #expect(
        hits.allSatisfy { row in Self.labels.contains { row.dropFirst(2).hasPrefix($0) } },
        "\(screen)")
      // One list in the ranking's order: the author before his books.
      #expect(hits.first?.hasPrefix("> people J.R.R. Tolkien") == true, "\(screen)")
      for (row, hit) in zip(hits, expected) {
        let label = hit.corpus.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        #expect(LiveTerminal.row(row, shows: label + hit.titleLine), "\(screen)")
      }
    }
    try await expectLabelledRows(rows: rows)
    terminal.resize(columns: 50, rows: 9)
    try await expectLabelledRows(rows: 9)
    LiveTerminal.leaveAndQuit(terminal, corpus: "all")
  }

  /// Around a highlight the text keeps its style.
  ///
  /// The dimmed match text stays dim after a highlight (the highlight's reset does not end the
  /// dimming): `title: The Lord of the Rings` has `Ring` bold yellow and the `s` after it dim.
  ///
  /// The row checked needs 77 columns: the session starts at each size, and the check is made
  /// after a resize to at least 80 columns.
  @Test(arguments: LiveTerminal.sizes)
  func aHighlightKeepsTheSurroundingStyle(columns: Int, rows: Int) throws {
    let terminal = try LiveTerminal.shellInLiveMode(columns: columns, rows: rows)
    terminal.type("ring")
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.listRows(screen).first?.hasPrefix("> The Fellowship of the Ring") == true
      }, "\(terminal.screen)")
    terminal.resize(columns: max(80, columns - 20), rows: max(12, rows - 5))
    let title = "The Lord of the Rings — J.R.R. Tolkien (1954)"
    let snippet = "title: The Lord of the Rings"
    let screen = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.lines.contains("  \(title)  \(snippet)") && screen.wrappedRows.isEmpty
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(screen)
    let row = try #require(screen.lines.firstIndex(of: "  \(title)  \(snippet)"))
    let start = 2 + title.count + 2
    let ring = start + "title: The Lord of the ".count
    for column in start..<ring {
      let attributes = screen.cell(row: row, column: column).attributes
      #expect(attributes.dim && !attributes.bold, "column \(column): \(attributes)")
    }
    for column in ring..<(ring + 4) {
      let attributes = screen.cell(row: row, column: column).attributes
      #expect(attributes.bold && attributes.foreground == 3, "column \(column): \(attributes)")
    }
    let after = screen.cell(row: row, column: ring + 4)
    #expect(after.text == "s")
    #expect(after.attributes.dim && !after.attributes.bold && after.attributes.foreground == nil)
    LiveTerminal.leaveAndQuit(terminal)
  }

  /// Ctrl-Z suspends the picker and `fg` restores its screen.
  ///
  /// Ctrl-Z is not ignored: it suspends (the shell's screen back, the terminal as the shell left
  /// it) and `fg` restores live mode's screen as it was; Enter then picks.
  @Test(arguments: LiveTerminal.sizes)
  func controlZSuspendsAndForegroundRestoresTheScreen(columns: Int, rows: Int) async throws {
    let corpora = try ShellCorpora(corpus: EmbeddedCorpus.all())
    let pride = try #require(try await corpora.search("pride", in: "books", limit: 1).first)
    // The window after the resize below: 18 rows for results.
    let shown = pride.matchCount <= 18 ? pride.matchCount : 17
    let directory = try TemporaryDirectory()
    let output = directory.url.appendingPathComponent("pick.txt").path
    // bash with job control, as in an interactive shell: the picker is a job it can stop and
    // bring back.
    let script = """
      set -m
      echo READY
      "$0" --live --query pride > "$PICK_OUTPUT"
      echo "SUSPENDED $?"
      read -r line
      fg
      echo "EXIT $?"
      """
    let terminal = try PseudoTerminal(
      executable: "/bin/bash", arguments: ["-c", script, try Executable.path()],
      columns: columns, rows: rows, environment: ["PICK_OUTPUT": output])
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.isAlternateScreen
          && LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "pride")
          && LiveTerminal.listRows(screen).first?.hasPrefix("> Pride and Prejudice") == true
      }, "\(terminal.screen)")
    terminal.type("\u{1B}[B")
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.listRows(screen).dropFirst().first?.hasPrefix("> The Prime") == true
      }, "\(terminal.screen)")
    terminal.type("\u{1A}")
    let suspended = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        !screen.isAlternateScreen && screen.lines.contains("SUSPENDED 148")
      }, "\(terminal.screen)")
    #expect(suspended.lines.contains("READY"), "the shell's screen: \(suspended)")
    #expect(terminal.localFlags & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    // A resize while stopped: `fg` redraws at the new size.
    terminal.resize(columns: 70, rows: 20)
    terminal.type("\n")
    let resumed = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.isAlternateScreen && screen.columns == 70
          && screen.line(1).hasPrefix("\(shown)/\(pride.matchCount) ")
          && LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "pride")
          && LiveTerminal.listRows(screen).dropFirst().first?.hasPrefix("> The Prime") == true
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(resumed)
    terminal.type("\r")
    #expect(terminal.waitFor("EXIT 0", timeout: LiveTerminal.timeout), "\(terminal.screen)")
    #expect(
      LiveTerminal.text(ofFile: output)
        == "The Prime of Miss Jean Brodie — Muriel Spark (1961)\n")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
  }
}
