import Foundation
import Models
import TestSupport
import Testing
import ViewModels

@testable import BookShell

/// Live mode's layout and drawing in-process, at every size from 1×1 up: drawn through the
/// canvas into a screen model, no row runs past the last column, the query row and cursor are
/// where they belong, the selection is on screen, and the hint counts what is not.
@MainActor @Suite struct LiveLayoutTests {
  /// Hits of a query over the embedded corpora, as the view-model publishes them.
  static func state(for query: String, in corpus: CorpusName) async throws
    -> SearchViewModelState<ShellResultGroup>
  {
    let corpora = try ShellCorpora(corpus: EmbeddedCorpus.all())
    let groups = try await corpora.search(query, in: corpus, limit: 10)
    return SearchViewModelState(
      query: query, phase: .showingResults, results: groups, resultsQuery: query,
      latency: .milliseconds(3))
  }

  /// Draws `content` at `size` through a canvas into a fresh screen model.
  static func draw(
    _ content: LiveLayout.Content, size: TerminalSize, colors: Bool = true
  ) -> (LiveLayout, TerminalScreen) {
    let output = BufferedOutput()
    let canvas = LiveCanvas(output: output, presentation: .fullScreen, colors: colors)
    canvas.open(size: size)
    let layout = LiveLayout(content, size: size)
    canvas.draw(layout.rows, cursorRow: layout.cursor.row, cursorColumn: layout.cursor.column)
    var screen = TerminalScreen(columns: size.columns, rows: size.rows)
    screen.feed(output.text)
    return (layout, screen)
  }

  @Test(arguments: ["東京物語", "tolkien", "👍🏽x", "ring"])
  func everySizeKeepsRowsInsideAndTheCursorAfterTheQuery(query: String) async throws {
    let state = try await Self.state(for: query, in: .all)
    let hits = state.results.flatMap(\.hits)
    let total = state.results.reduce(0) { $0 + $1.matchCount }
    #expect(total >= hits.count)
    var generator = SplitMix64(seed: 22)
    let sizes =
      [(1, 1), (2, 2), (5, 3), (13, 4), (40, 10), (80, 24), (200, 50)]
      + (0..<40).map { _ in
        (Int(generator.next() % 120) + 1, Int(generator.next() % 30) + 1)
      }
    for (columns, rows) in sizes {
      let selection = hits.isEmpty ? 0 : Int(generator.next() % UInt64(hits.count))
      let content = LiveLayout.Content(
        prompt: "live all> ", line: EditableLine(query), state: state, hits: hits,
        matchCount: total, selection: selection, labelsCorpora: true)
      let size = TerminalSize(columns: columns, rows: rows)
      let (layout, screen) = Self.draw(content, size: size)
      let place = "\(columns)×\(rows), selection \(selection)"
      screen.expectNoLineExceedsWidth()
      #expect(layout.rows.count == rows, "\(place)")
      #expect(layout.rows.allSatisfy { $0.columns <= columns }, "\(place)")
      #expect(screen.cursor.row == 0 && screen.cursor.column < columns, "\(place)\n\(screen)")
      #expect(screen.cursor == .init(row: layout.cursor.row, column: layout.cursor.column))
      let promptAndQuery = "live all> " + query
      if DisplayWidth.columns(of: promptAndQuery) < columns {
        #expect(screen.line(0) == promptAndQuery, "\(place)\n\(screen)")
        #expect(screen.cursor.column == DisplayWidth.columns(of: promptAndQuery))
      }
      guard rows > 2, !hits.isEmpty else { continue }
      // The selected hit is drawn, marked.
      let marked = (2..<rows).filter { screen.line($0).hasPrefix(">") }
      #expect(marked.count == 1, "\(place)\n\(screen)")
      let capacity = rows - 2
      let expectedShown =
        total <= capacity
        ? hits.count : (capacity > 1 ? min(capacity - 1, hits.count - layout.listOffset) : 1)
      #expect(layout.shownCount == expectedShown, "\(place)")
      let below = total - layout.listOffset - layout.shownCount
      if below > 0 && rows > 3 && columns >= 15 {
        // Right below the results (the last row once they fill the window).
        let hintRow = 2 + layout.shownCount
        #expect(hintRow == rows - 1 || layout.shownCount < capacity - 1, "\(place)")
        #expect(screen.line(hintRow).contains("↓ \(below) more"), "\(place)\n\(screen)")
      }
      if columns >= 30 {
        #expect(screen.line(1).hasPrefix("\(layout.shownCount)/\(total) "), "\(screen)")
      }
    }
  }

  @Test func theQueryScrollsSidewaysAndTheCursorStaysOnTheRow() async throws {
    let state = try await Self.state(for: "dune", in: "books")
    var line = EditableLine(String(repeating: "東京", count: 30) + "dune")
    var content = LiveLayout.Content(
      prompt: "live books> ", line: line, state: state, hits: state.results.flatMap(\.hits))
    var (layout, screen) = Self.draw(content, size: TerminalSize(columns: 40, rows: 10))
    #expect(screen.line(0).hasPrefix("live books> ") && screen.line(0).hasSuffix("dune"))
    #expect(screen.cursor == .init(row: 0, column: DisplayWidth.columns(of: screen.line(0))))
    _ = line.apply(.home([]))
    content.line = line
    content.queryScroll = layout.queryScroll
    (layout, screen) = Self.draw(content, size: TerminalSize(columns: 40, rows: 10))
    #expect(screen.line(0).hasPrefix("live books> 東京東京"))
    #expect(screen.cursor == .init(row: 0, column: 12))
  }

  /// The matched field is drawn only where some of its value can show after its label.
  @Test func aMatchNeedsRoomForSomeOfItsValue() async throws {
    let state = try await Self.state(for: "dune", in: "books")
    let hits = state.results.flatMap(\.hits)
    let content = LiveLayout.Content(
      prompt: "live books> ", line: EditableLine("dune"), state: state, hits: hits)
    let dune = try #require(hits.first)
    let narrow = LiveLayout.row(for: dune, selected: true, width: 47, content: content)
    #expect(narrow.text == "> Dune — Frank Herbert (1965)")
    let wide = LiveLayout.row(for: dune, selected: true, width: 48, content: content)
    #expect(wide.text == "> Dune — Frank Herbert (1965)  title: Dune")
  }

  @Test func theMatchShowsEvenFarIntoALongValue() {
    let value = String(repeating: "lorem ipsum ", count: 20) + "Tolkien" + " dolor"
    let range = value.range(of: "Tolkien")!
    let start = LiveLayout.firstShown(of: value[...], ranges: [range], columns: 30)
    #expect(start > value.startIndex && start <= range.lowerBound)
    #expect(DisplayWidth.columns(of: value[start..<range.lowerBound]) < 30 / 3)
    #expect(
      LiveLayout.firstShown(of: "J.R.R. Tolkien"[...], ranges: [], columns: 5)
        == "J.R.R. Tolkien".startIndex)
  }

  @Test(arguments: [
    (0, 5, 0, 0, 0, 0, false), (3, 5, 2, 0, 0, 3, false), (10, 5, 0, 0, 0, 4, true),
    (10, 5, 6, 0, 3, 4, true), (10, 5, 9, 0, 6, 4, true), (10, 5, 2, 6, 2, 4, true),
    (10, 1, 7, 0, 7, 1, false), (10, 0, 3, 0, 0, 0, false),
  ])
  func theListWindowKeepsTheSelectionInView(
    count: Int, capacity: Int, selection: Int, offset: Int, first: Int, shown: Int,
    hint: Bool
  ) {
    let window = LiveLayout.window(
      count: count, total: count, capacity: capacity, selection: selection, offset: offset)
    #expect(window.offset == first && window.shown == shown && window.hasHintRow == hint)
  }

  /// With more matches than results at hand, the last row counts the matches not drawn even
  /// when the results at hand fit; a selection past them keeps the last of them in view.
  ///
  /// The window looked only at the results at hand: 3 of 100 matches drew no "more" row.
  @Test(arguments: [
    (3, 100, 5, 0, 0, 0, 3), (10, 100, 5, 9, 0, 6, 4), (6, 100, 5, 9, 0, 2, 4),
    (4, 4, 5, 3, 0, 0, 4),
  ])
  func theWindowCountsTheMatchesNotAtHand(
    count: Int, total: Int, capacity: Int, selection: Int, offset: Int, first: Int, shown: Int
  ) {
    let window = LiveLayout.window(
      count: count, total: total, capacity: capacity, selection: selection, offset: offset)
    #expect(window.offset == first && window.shown == shown)
    #expect(window.hasHintRow == (total > capacity))
  }
}
