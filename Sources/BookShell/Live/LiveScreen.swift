import FuseCore
import ViewModels

/// The live-mode screen: the query being edited, the selection, the view-model's last state and
/// the window's size, laid out by ``LiveLayout`` and drawn by a ``LiveCanvas`` after every key,
/// every published state and every resize.
///
/// Under a blank query, which the view-model does not search, the screen shows the records in
/// order (``showListing(_:)``) and takes no state from the view-model. How many results it
/// needs (``wantedResults``) follows its height and the selection; ``LiveResults`` fetches them.
///
/// The window is measured before each draw, so a frame is never laid out for a size the window
/// no longer has (a key handled between a resize and its SIGWINCH would otherwise draw rows too
/// wide for it); the SIGWINCH redraw covers a window that changes while nothing else is drawn.
@MainActor
final class LiveScreen {
  /// Draws the rows.
  private let canvas: LiveCanvas
  /// The corpus searched, for the prompt and the corpus labels.
  private let corpus: CorpusName
  /// Whether this is the `--live` picker.
  private let isPicker: Bool
  /// The query being edited (capped at the shell's longest query).
  private(set) var line: EditableLine
  /// The selected result, from 0, among the records that match the query of ``state``: it may
  /// be past the results at hand while more are fetched (the last of them is drawn selected
  /// meanwhile).
  private(set) var selection = 0
  /// The view-model's last state.
  private(set) var state = SearchViewModelState<ShellResultGroup>()
  /// The window's size when last drawn.
  private(set) var size: TerminalSize
  /// Measures the window now.
  private let measure: @MainActor () -> TerminalSize
  /// The query's horizontal scroll position, kept between redraws.
  private var queryScroll = 0
  /// The first result drawn, kept between redraws.
  private var listOffset = 0
  /// The number of results the last layout drew (a page for Page Up and Page Down).
  private var shownCount = 0
  /// Whether the screen is shown (between ``open()`` and ``close(erasingLine:)``, not while
  /// suspended).
  private(set) var isOpen = false

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - canvas: What draws the rows.
  ///   - corpus: The corpus searched.
  ///   - options: The picker's or `:live`'s options (the starting query among them).
  ///   - measure: Measures the window's size now (`TIOCGWINSZ` on the terminal drawn on).
  init(
    canvas: LiveCanvas, corpus: CorpusName, options: LiveOptions,
    measure: @escaping @MainActor () -> TerminalSize
  ) {
    self.canvas = canvas
    self.corpus = corpus
    isPicker = options.isPicker
    line = EditableLine(options.query, maximumLength: Shell.maximumQueryLength)
    self.measure = measure
    size = measure()
  }

  /// The prompt before the query.
  var prompt: String { "live \(corpus.rawValue)> " }

  /// The results shown, every group's in turn.
  var hits: [ShellHit] { state.results.flatMap(\.hits) }

  /// How many records match the query of the results shown, in every group.
  var matchCount: Int { state.results.reduce(0) { $0 + $1.matchCount } }

  /// The rows a page of results takes in the window now.
  var pageRows: Int { max(1, canvas.regionHeight(in: size) - 2) }

  /// How many results (per corpus) the screen asks for: enough to fill the rows below the
  /// selection and a page more, so that scrolling finds the next page at hand.
  var wantedResults: Int { selection + 2 * pageRows }

  /// Whether the results shown answer the query on screen but do not fill a page below the
  /// selection while more records match (then ``wantedResults`` are fetched: one search per
  /// page scrolled, not per row).
  var needsMoreResults: Bool {
    resultsAnswerQuery && hits.count < min(selection + pageRows + 1, matchCount)
  }

  /// Whether the selection is past the results at hand (more are to be fetched).
  var selectionIsAhead: Bool { selection >= hits.count && selection > 0 }

  /// The selected result, if any.
  var selectedHit: ShellHit? {
    let hits = hits
    return hits.indices.contains(selection) ? hits[selection] : nil
  }

  /// The query as typed.
  var query: String { line.text }

  /// Applies a key and redraws.
  ///
  /// Editing keys edit the query (as in line mode); ↑/↓, Ctrl-P/N, Tab and Shift-Tab, Page
  /// Up/Down move the selection; Ctrl-L redraws everything; other keys do nothing here. A
  /// paste is typed into the query, each line break as a space (as fzf does).
  ///
  /// Changing the query drops the selection: it was made among another query's results.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether the query's text changed.
  func apply(_ key: Key) -> Bool {
    defer { draw() }
    switch key {
    case .up, .control("p"), .backTab:
      moveSelection(by: -1)
    case .down, .control("n"), .tab:
      moveSelection(by: 1)
    case .pageUp:
      moveSelection(by: -max(1, shownCount))
    case .pageDown:
      moveSelection(by: max(1, shownCount))
    case .control("l"):
      canvas.invalidate()
    case .paste(let text):
      return edit(.text(text.replacing("\n", with: " ")))
    default:
      return edit(key)
    }
    return false
  }

  /// Applies an editing key to the query; a changed text drops the selection.
  private func edit(_ key: Key) -> Bool {
    guard line.apply(key) == .changedText else { return false }
    selection = 0
    listOffset = 0
    return true
  }

  /// The number of results the selection can move over: every match, fetched or to be.
  private var selectableCount: Int { max(hits.count, matchCount) }

  /// Moves the selection, within the matches.
  private func moveSelection(by offset: Int) {
    selection = min(max(0, selection + offset), max(0, selectableCount - 1))
  }

  /// Takes a new view-model state and redraws; results for another query drop the selection.
  ///
  /// Under a blank query the state is not taken: the screen lists records instead.
  func update(_ newState: SearchViewModelState<ShellResultGroup>) {
    guard !Fuse.isBlank(query) else { return }
    show(newState)
  }

  /// Shows the records listed for the blank query on screen, in order, and redraws.
  ///
  /// - Parameter groups: The records, as a search of a blank query returns them.
  func showListing(_ groups: [ShellResultGroup]) {
    guard Fuse.isBlank(query) else { return }
    show(
      SearchViewModelState(
        query: query, phase: .showingResults, results: groups, resultsQuery: query))
  }

  /// Takes a state and redraws; results for another query drop the selection.
  private func show(_ newState: SearchViewModelState<ShellResultGroup>) {
    if !Self.isSameResultsQuery(newState.resultsQuery, state.resultsQuery) {
      selection = 0
      listOffset = 0
    }
    state = newState
    selection = min(selection, max(0, selectableCount - 1))
    draw()
  }

  /// Whether two results queries are the same query (Fuse.js's identity; `nil` is no results).
  private static func isSameResultsQuery(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (let lhs?, let rhs?): Fuse.isSameQuery(lhs, rhs)
    case (nil, nil): true
    default: false
    }
  }

  /// Whether the results on screen answer the query on screen.
  var resultsAnswerQuery: Bool {
    state.resultsQuery.map { Fuse.isSameQuery($0, query) } ?? false
  }

  /// Takes the screen and draws.
  func open() {
    isOpen = true
    size = measure()
    canvas.open(size: size)
    draw()
  }

  /// Gives the screen back (see ``LiveCanvas/close(erasingLine:)``).
  func close(erasingLine: Bool = false) {
    guard isOpen else { return }
    isOpen = false
    canvas.close(erasingLine: erasingLine)
  }

  /// Draws the screen, if it is shown, at the window's size now: everything again when it
  /// changed (after SIGWINCH, or before it arrives).
  func draw() {
    guard isOpen else { return }
    let now = measure()
    if now != size {
      size = now
      canvas.resize(to: now)
    }
    let layout = LiveLayout(
      LiveLayout.Content(
        prompt: prompt, line: line, queryScroll: queryScroll, state: state, hits: hits,
        matchCount: matchCount, selection: selection, listOffset: listOffset,
        labelsCorpora: corpus == .all, isPicker: isPicker, colors: canvas.colors),
      size: TerminalSize(columns: size.columns, rows: canvas.height))
    queryScroll = layout.queryScroll
    listOffset = layout.listOffset
    shownCount = layout.shownCount
    canvas.draw(layout.rows, cursorRow: layout.cursor.row, cursorColumn: layout.cursor.column)
  }
}
