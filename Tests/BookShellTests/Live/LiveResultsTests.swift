import Foundation
import Models
import Testing

@testable import BookShell

/// The picker fills its window as fzf does: as many results as its rows show, the status
/// counting how many show of how many records match (`37/36266`), more results fetched as the
/// selection scrolls past them, the records in order under a blank query, and a pasted line
/// break typed into the query as a space rather than picking.
@Suite(.serialized) struct LiveResultsTests {
  /// The window sizes these tests run at: the terminal's default, a common one and a large one.
  static let sizes: [(columns: Int, rows: Int)] = [(80, 24), (120, 40), (250, 60)]

  /// The shipped films file.
  static let movies = Executable.packageRoot.appendingPathComponent("Data/movies.json").path

  /// The shipped films, as title lines (`After Dark in Central Park (1900)`), in file order.
  static func filmTitleLines() throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: movies))
    let films = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    return films.map { film in
      "\(film["title"] as? String ?? "") (\((film["year"] as? Int).map(String.init) ?? ""))"
    }
  }

  /// The embedded books' results for `query` (the picker's default corpus), all of them.
  static func bookResults(_ query: String) async throws -> ShellResultGroup {
    let corpora = try ShellCorpora(corpus: EmbeddedCorpus.all())
    return try #require(try await corpora.search(query, in: "books", limit: 1_000).first)
  }

  /// The rows a full-screen picker shows results on when more match than fit: the window less
  /// the query, the status and the "more" row.
  static func shownRows(_ rows: Int) -> Int { rows - 3 }

  /// The row holding the selection marker, if any.
  static func selectedRow(_ screen: TerminalScreen) -> String? {
    LiveTerminal.listRows(screen).first { $0.hasPrefix("> ") }
  }

  /// Whether a row is selected and shows `title` (as far as the row's width lets it).
  static func row(_ row: String?, shows title: String) -> Bool {
    guard let row else { return false }
    return row.hasPrefix("> ") && LiveTerminal.row(row, shows: title)
  }

  /// An empty query lists the films in file order, fills every row the window has, and the
  /// status counts all 36,266 of them; the last row says how many more are below; Enter picks
  /// the first film.
  ///
  /// The picker drew nothing under an empty query ("type to search").
  @Test(arguments: sizes)
  func aBlankQueryListsEveryRecordInOrderAndFillsTheWindow(columns: Int, rows: Int) throws {
    let titles = try Self.filmTitleLines()
    let shown = Self.shownRows(rows)
    let picker = try LiveTerminal.Picker(
      ["--corpus", "movies", "--data", Self.movies], columns: columns, rows: rows)
    let terminal = picker.terminal
    let screen = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.line(0) == "live movies>"
          && screen.line(1).hasPrefix("\(shown)/\(titles.count) ")
          && LiveTerminal.listRows(screen).count == rows - 2
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(screen)
    let list = LiveTerminal.listRows(screen)
    #expect(Self.row(list.first, shows: titles[0]), "\(screen)")
    #expect(
      zip(list.dropFirst().prefix(shown - 1), titles.dropFirst()).allSatisfy { row, title in
        row.hasPrefix("  ") && LiveTerminal.row(row, shows: title)
      }, "\(screen)")
    #expect(list.last == "  ↓ \(titles.count - shown) more", "\(screen)")
    terminal.type("\r")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
    #expect(picker.output == titles[0] + "\n")
  }

  /// A query fills the window with its results and the status counts every match.
  ///
  /// Page Down, Ctrl-N, ↓, Ctrl-P and Page Up scroll past the results first fetched (more are
  /// searched for); Enter picks the result selected, far down the list. No key is typed into
  /// the query.
  ///
  /// The picker showed at most the session's limit of 10 results whatever the window's height,
  /// its status said "10 of 10" with 190 matches, and the selection stopped at the tenth.
  @Test(arguments: sizes)
  func scrollingFetchesMoreResultsAndTheStatusCountsEveryMatch(columns: Int, rows: Int)
    async throws
  {
    // Fewer matches than the relevance order's 200 candidates: its order is then the same
    // whatever the limit, so the shell's results are a prefix of these.
    let found = try await Self.bookResults("ar")
    let total = found.matchCount
    try #require(total == found.hits.count && total <= 200 && total > 2 * rows)
    let titles = found.hits.map(\.titleLine)
    let shown = Self.shownRows(rows)
    let picker = try LiveTerminal.Picker(["--query", "ar"], columns: columns, rows: rows)
    let terminal = picker.terminal
    /// Waits for the selection on result `index`, the status counting every match and the
    /// "more" row counting what is not drawn.
    func expectSelection(_ index: Int) throws {
      let screen = try #require(
        terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
          LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "ar")
            && screen.line(1).hasPrefix("\(shown)/\(total) ")
            && Self.row(Self.selectedRow(screen), shows: titles[index])
            && LiveTerminal.listRows(screen).count == rows - 2
        }, "selection \(index): \(terminal.screen)")
      LiveTerminal.expectWellFormed(screen)
      let list = LiveTerminal.listRows(screen)
      let marked = try #require(list.firstIndex { $0.hasPrefix("> ") })
      let first = index - marked
      let hint = list.last ?? ""
      let below = total - first - shown
      #expect(
        hint == (below > 0 ? "  ↓ \(below) more" : "  ↑ \(first) more"),
        "selection \(index): \(screen)")
    }
    try expectSelection(0)
    let pageDown = "\u{1B}[6~"
    terminal.type(pageDown)
    try expectSelection(shown)
    terminal.type(pageDown + pageDown)
    try expectSelection(3 * shown)
    terminal.type("\u{0E}\u{1B}[B")
    try expectSelection(3 * shown + 2)
    terminal.type("\u{10}\u{1B}[5~")
    try expectSelection(2 * shown + 1)
    terminal.type("\r")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
    #expect(picker.output == titles[2 * shown + 1] + "\n")
  }

  /// A paste holding line breaks is typed into the query, each line break a space, as fzf
  /// does; the picker goes on until Enter, which picks from the pasted query's results.
  ///
  /// A pasted line break was Enter: the picker picked the first line's first result at once.
  @Test(arguments: sizes)
  func aPastedLineBreakIsASpaceInTheQuery(columns: Int, rows: Int) async throws {
    let expected = try #require(try await Self.bookResults("dune messiah").hits.first)
    let picker = try LiveTerminal.Picker(columns: columns, rows: rows)
    let terminal = picker.terminal
    // A terminal brackets a paste once the program asks for it.
    _ = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        screen.line(0) == "live books>" && screen.isBracketedPasteOn
      }, "\(terminal.screen)")
    terminal.type("\u{1B}[200~dune\r\nmessiah\u{1B}[201~")
    let screen = try #require(
      terminal.waitForScreen(timeout: LiveTerminal.timeout) { screen in
        LiveTerminal.showsQuery(screen, prompt: LiveTerminal.prompt(), query: "dune messiah")
          && Self.row(Self.selectedRow(screen), shows: expected.titleLine)
      }, "\(terminal.screen)")
    LiveTerminal.expectWellFormed(screen)
    #expect(terminal.isRunning)
    #expect(picker.output == "")
    terminal.type("\r")
    #expect(terminal.waitForExit(timeout: LiveTerminal.timeout) == 0)
    #expect(picker.output == expected.titleLine + "\n")
  }
}
