/// What part of a line to draw on one terminal row after a prompt, scrolled horizontally so
/// that the cursor is always visible and nothing drawn passes the window's width.
///
/// Pure: the caller gives the text, the cursor (in grapheme clusters), the prompt's width and
/// the window's width, and the scroll position it drew with last time, so the view moves only
/// when the cursor would leave it (by as little as needed, and back when the text fits again).
/// Whole grapheme clusters only: a wide character that does not fit at the edge is left out.
///
/// The caller draws the prompt, then ``visibleText`` (through ``TerminalText/printable(_:)``, as
/// ``DisplayWidth`` measures), then puts the cursor at ``cursorColumn``.
struct LineViewport: Sendable, Hashable {
  /// The first grapheme cluster drawn: the scroll position to pass back next time.
  let firstCluster: Int
  /// The text to draw after the prompt: whole clusters, at most `width - promptWidth` columns.
  let visibleText: String
  /// The cursor's column on the row, from 0 at the row's start (the prompt included); always
  /// below the window's width.
  let cursorColumn: Int
  /// Whether clusters before ``visibleText`` are hidden.
  let hidesBefore: Bool
  /// Whether clusters after ``visibleText`` are hidden.
  let hidesAfter: Bool

  /// Lays out a line.
  ///
  /// When the prompt leaves no column for the text, nothing is drawn and the cursor goes to the
  /// window's last column.
  ///
  /// - Parameters:
  ///   - text: The line's text.
  ///   - cursor: The cursor, in grapheme clusters from the start (clamped to the text).
  ///   - promptWidth: The columns the prompt takes before the text.
  ///   - width: The window's width in columns.
  ///   - scroll: The ``firstCluster`` of the last layout (0 for the first).
  /// - Complexity: O(n) in the text's grapheme clusters.
  init(text: String, cursor: Int, promptWidth: Int, width: Int, scroll: Int = 0) {
    let clusters = Array(text)
    let widths = clusters.map(DisplayWidth.columns(ofCharacter:))
    let cursor = min(max(0, cursor), clusters.count)
    let available = width - max(0, promptWidth)
    guard available > 0 else {
      self.init(
        firstCluster: cursor, visibleText: "", cursorColumn: max(0, width - 1),
        hidesBefore: cursor > 0, hidesAfter: cursor < clusters.count)
      return
    }
    // Columns before each cluster: columnsBefore[k] is the width of clusters[..<k].
    var columnsBefore = [0]
    for width in widths { columnsBefore.append(columnsBefore[columnsBefore.count - 1] + width) }
    func span(_ lower: Int, _ upper: Int) -> Int { columnsBefore[upper] - columnsBefore[lower] }
    // The cells the cursor sits on: the cluster under it, or one empty cell at the end.
    let cursorCells = min(available, max(1, cursor < clusters.count ? widths[cursor] : 1))

    var first = min(max(0, scroll), cursor)
    while span(first, cursor) + cursorCells > available { first += 1 }
    // Scrolled back while the rest of the text, and a cell for the cursor after it, still fit
    // (that cell is kept even when the cursor is elsewhere, so the view does not shift by one
    // as the cursor leaves the end).
    while first > 0 && span(first - 1, clusters.count) + 1 <= available { first -= 1 }
    var end = first
    while end < clusters.count && span(first, end + 1) <= available { end += 1 }

    self.init(
      firstCluster: first, visibleText: String(clusters[first..<end]),
      cursorColumn: max(0, promptWidth) + span(first, cursor), hidesBefore: first > 0,
      hidesAfter: end < clusters.count)
  }

  /// Lays out an ``EditableLine``.
  ///
  /// - Parameters:
  ///   - line: The line.
  ///   - promptWidth: The columns the prompt takes before the text.
  ///   - width: The window's width in columns.
  ///   - scroll: The ``firstCluster`` of the last layout (0 for the first).
  init(line: EditableLine, promptWidth: Int, width: Int, scroll: Int = 0) {
    self.init(
      text: line.text, cursor: line.cursor, promptWidth: promptWidth, width: width, scroll: scroll)
  }

  /// A layout from its parts.
  private init(
    firstCluster: Int, visibleText: String, cursorColumn: Int, hidesBefore: Bool, hidesAfter: Bool
  ) {
    self.firstCluster = firstCluster
    self.visibleText = visibleText
    self.cursorColumn = cursorColumn
    self.hidesBefore = hidesBefore
    self.hidesAfter = hidesAfter
  }
}
