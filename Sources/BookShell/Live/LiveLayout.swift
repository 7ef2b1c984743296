import FuseCore
import ViewModels

/// What live mode shows in a window of a given size, row by row: pure, so every size can be
/// checked without a terminal.
///
/// Row 0 is the prompt and the query, scrolled sideways so the cursor stays on the row
/// (``LineViewport``); row 1 the status (searching, how many results show of how many records
/// match, as fzf's `37/36266`, the keys); the rows left hold the results, one per row, and when
/// the matches do not all fit the last row says how many more there are below (or above).
/// Every row is cut to the width in display columns (``StyledRow``), so nothing wraps and the
/// prompt never scrolls away.
struct LiveLayout: Sendable {
  /// A cell position, from (0, 0) at the top left of the rows drawn.
  struct Position: Sendable, Hashable {
    /// The row.
    var row: Int
    /// The column.
    var column: Int
  }

  /// What to lay out.
  struct Content: Sendable {
    /// The prompt before the query, such as `live books> `.
    var prompt: String
    /// The query being edited.
    var line: EditableLine
    /// The query's scroll position last time (``LineViewport/firstCluster``).
    var queryScroll = 0
    /// The view-model's state.
    var state: SearchViewModelState<ShellResultGroup>
    /// The results, every group's in turn: the first of the matches.
    var hits: [ShellHit]
    /// How many records match in all, ``hits`` among them (the greater of the two counts).
    var matchCount = 0
    /// The selected result, from 0 (past the results at hand while more are fetched: the last
    /// of them is drawn selected).
    var selection = 0
    /// The first result drawn last time.
    var listOffset = 0
    /// Whether each result names its corpus (`:corpus all`).
    var labelsCorpora = false
    /// Whether the picker runs (its keys differ from `:live`'s).
    var isPicker = false
    /// Whether rows are drawn with colours (matches in brackets without).
    var colors = true
  }

  /// The rows, exactly as many as the height.
  let rows: [StyledRow]
  /// Where the cursor goes: after the query's text on row 0.
  let cursor: Position
  /// The query's scroll position, to pass back next time.
  let queryScroll: Int
  /// The first result drawn, to pass back next time.
  let listOffset: Int
  /// The number of results drawn.
  let shownCount: Int

  /// The widest corpus label (`movies `), padded so titles line up.
  static let labelWidth = 7
  /// The fewest columns of a matched value worth drawing after its label.
  static let minimumValueColumns = 10

  /// Lays out `content` in a window of `size` (at least one row and one column are assumed).
  ///
  /// - Complexity: O(width × height), whatever the length of the records' values.
  init(_ content: Content, size: TerminalSize) {
    let width = max(1, size.columns)
    let height = max(1, size.rows)

    // The prompt, cut so at least one column is left for the cursor.
    let prompt = DisplayWidth.prefix(of: content.prompt[...], fitting: width - 1)
    let promptWidth = DisplayWidth.columns(of: prompt)
    let viewport = LineViewport(
      line: content.line, promptWidth: promptWidth, width: width, scroll: content.queryScroll)
    var queryRow = StyledRow(width: width)
    queryRow.append(prompt, .bold)
    queryRow.append(viewport.visibleText)

    let capacity = max(0, height - 2)
    let total = max(content.matchCount, content.hits.count)
    let window = Self.window(
      count: content.hits.count, total: total, capacity: capacity, selection: content.selection,
      offset: content.listOffset)
    var rows = [queryRow]
    if height > 1 {
      var status = StyledRow(width: width)
      status.append(Self.status(content, shown: window.shown), .dim)
      rows.append(status)
    }
    let selected = min(content.selection, content.hits.count - 1)
    for index in window.offset..<(window.offset + window.shown) {
      rows.append(
        Self.row(
          for: content.hits[index], selected: index == selected, width: width,
          content: content))
    }
    if window.hasHintRow {
      var hint = StyledRow(width: width)
      let below = total - window.offset - window.shown
      hint.append(below > 0 ? "  ↓ \(below) more" : "  ↑ \(window.offset) more", .dim)
      rows.append(hint)
    }
    while rows.count < height { rows.append(StyledRow(width: width)) }

    self.rows = rows
    cursor = Position(row: 0, column: viewport.cursorColumn)
    queryScroll = viewport.firstCluster
    listOffset = window.offset
    shownCount = window.shown
  }

  /// Which results show in `capacity` rows: all if every match fits; else a window around the
  /// selection one row shorter, the last row saying how many more there are (the window shows
  /// fewer while the results that would fill it are still to come).
  ///
  /// - Parameters:
  ///   - count: The number of results at hand.
  ///   - total: The number of matches, at least `count`.
  ///   - capacity: The rows for results.
  ///   - selection: The selected result (kept in the window).
  ///   - offset: The first result shown last time (kept if the selection is still in view).
  /// - Returns: The first result shown, how many show, and whether a hint row follows them.
  static func window(
    count: Int, total: Int, capacity: Int, selection: Int, offset: Int
  ) -> (offset: Int, shown: Int, hasHintRow: Bool) {
    guard capacity > 0, count > 0 else { return (0, 0, false) }
    guard max(count, total) > capacity else { return (0, count, false) }
    guard capacity > 1 else { return (min(max(0, selection), count - 1), 1, false) }
    let rows = capacity - 1
    var first = min(max(0, offset), max(0, count - rows))
    let selected = min(max(0, selection), count - 1)
    if selected < first { first = selected }
    if selected >= first + rows { first = selected - rows + 1 }
    return (first, min(rows, count - first), true)
  }

  /// The status line: where the search is, how many results show of how many records match
  /// (`37/36266`, as fzf counts), the keys.
  ///
  /// A search for more results of the query on screen (the list scrolled past those at hand)
  /// keeps the counts.
  static func status(_ content: Content, shown: Int) -> String {
    let state = content.state
    let progress: String
    let total = max(content.matchCount, content.hits.count)
    let answersQuery = state.resultsQuery.map { Fuse.isSameQuery($0, state.query) } ?? false
    switch state.phase {
    case .idle: progress = "type to search"
    case .debouncing where !answersQuery, .searching where !answersQuery:
      progress = "searching…"
    case .showingResults, .debouncing, .searching:
      if content.hits.isEmpty {
        progress = "no match"
      } else {
        progress =
          "\(shown)/\(total)"
          + (state.latency.map { " in \(NumberText.milliseconds($0))" } ?? "")
      }
    case .failed: progress = "search failed"
    }
    let keys =
      content.isPicker
      ? "↑/↓ select · Enter pick · Esc quit" : "↑/↓ select · Enter show · Esc back"
    return progress + " · " + keys
  }

  /// One result's row: the selection marker, the corpus (for `:corpus all`), the title, then
  /// (when ``minimumValueColumns`` of it can show) the first matched field with its matches
  /// highlighted, scrolled to the first match when it would not show.
  static func row(
    for hit: ShellHit, selected: Bool, width: Int, content: Content
  ) -> StyledRow {
    var row = StyledRow(width: width)
    row.append(selected ? ">" : " ", selected ? .bold : [])
    row.append(" ")
    if content.labelsCorpora {
      let label = hit.corpus.rawValue
      row.append(
        label + String(repeating: " ", count: max(1, labelWidth - label.count)), .dim)
    }
    row.append(hit.titleLine, selected ? .bold : [])
    let label = hit.matches.first.map { "  " + ResultPrinter.label(of: $0) + ": " }
    // The match only where some of its value can show after its label.
    guard let match = hit.matches.first, let label,
      row.remainingColumns >= DisplayWidth.columns(of: label) + minimumValueColumns
    else { return row }
    row.append(label, .dim)
    let value = match.value[...]
    let ranges = match.highlightRanges
    let start = firstShown(of: value, ranges: ranges, columns: row.remainingColumns)
    if start > value.startIndex { row.append("…", .dim) }
    row.appendHighlighted(value[start...], ranges: ranges, colors: content.colors, style: .dim)
    return row
  }

  /// Where to start drawing a value so its first match shows in `columns` columns: the start
  /// when the match shows from there, else a little before the match.
  static func firstShown(
    of value: Substring, ranges: [Range<String.Index>], columns: Int
  ) -> String.Index {
    guard let first = ranges.first, first.lowerBound >= value.startIndex,
      first.lowerBound <= value.endIndex, columns > 0
    else { return value.startIndex }
    // Columns before the match, counted only as far as they matter.
    let before = DisplayWidth.prefix(of: value[..<first.lowerBound], fitting: columns)
    let match = DisplayWidth.prefix(
      of: value[first.lowerBound..<min(first.upperBound, value.endIndex)], fitting: columns)
    if before.endIndex == first.lowerBound,
      DisplayWidth.columns(of: before) + DisplayWidth.columns(of: match) < columns
    {
      return value.startIndex
    }
    // Keep about a third of the room for what comes before the match ("…" takes one column).
    let lead = max(0, columns / 3 - 1)
    var start = first.lowerBound
    var used = 0
    while start > value.startIndex {
      let previous = value.index(before: start)
      let columnsTaken = DisplayWidth.columns(ofCharacter: value[previous])
      guard used + columnsTaken <= lead else { break }
      used += columnsTaken
      start = previous
    }
    return start
  }
}
