/// One terminal row of styled text, cut to a width in display columns: text is appended piece by
/// piece, each with its own style, and whatever would pass the last column is left out, the row
/// then ending in "…".
///
/// Widths are ``DisplayWidth``'s, of whole grapheme clusters: a wide character that does not
/// fit is left out whole. Control characters are drawn as U+FFFD (as ``TerminalText/printable(_:)``
/// does), so data cannot move the cursor.
///
/// Each piece is drawn with its whole style (SGR 0, then its attributes), so a style never
/// leaks into the next piece: text after a highlight is drawn with its own style again.
struct StyledRow: Sendable, Hashable {
  /// How a piece of text is drawn.
  struct Style: OptionSet, Sendable, Hashable {
    /// The bits.
    let rawValue: UInt8

    /// Creates a style from its bits.
    ///
    /// - Parameter rawValue: The bits.
    init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Bold (SGR 1).
    static let bold = Style(rawValue: 1)
    /// Dim (SGR 2).
    static let dim = Style(rawValue: 2)
    /// A match, bold yellow with colours (in brackets without: see
    /// ``StyledRow/appendHighlighted(_:ranges:style:)``).
    static let match = Style(rawValue: 4)

    /// The SGR parameters after a reset, such as `;1;33`.
    var parameters: String {
      var text = ""
      if contains(.bold) || contains(.match) { text += ";1" }
      if contains(.dim) && !contains(.match) { text += ";2" }
      if contains(.match) { text += ";33" }
      return text
    }
  }

  /// A run of text drawn with one style.
  private struct Piece: Sendable, Hashable {
    /// The text (printable clusters).
    var text: String
    /// Its style.
    var style: Style
  }

  /// The window's width: the most columns the row may take.
  let width: Int
  /// The columns taken so far.
  private(set) var columns = 0
  /// Whether text was left out (the row then ends in "…").
  private(set) var isCut = false
  /// The pieces, in order.
  private var pieces: [Piece] = []

  /// An empty row.
  ///
  /// - Parameter width: The most columns it may take (0 or less: nothing is drawn).
  init(width: Int) {
    self.width = max(0, width)
  }

  /// The text of the row without styles.
  var text: String { pieces.map(\.text).joined() }

  /// The columns still free.
  var remainingColumns: Int { width - columns }

  /// Appends text in a style; what does not fit is left out and the row ends in "…".
  ///
  /// Stops at the first cluster that does not fit, so a long value costs only what is drawn.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - style: How to draw it.
  mutating func append(_ text: some StringProtocol, _ style: Style = []) {
    guard !isCut, !text.isEmpty else { return }
    var piece = ""
    for character in text {
      let shown = Self.printable(character)
      let columnsTaken = DisplayWidth.columns(of: shown)
      guard columns + columnsTaken <= width else {
        add(piece, style)
        cut()
        return
      }
      piece += shown
      columns += columnsTaken
    }
    add(piece, style)
  }

  /// Appends `value` with the clusters in `ranges` marked as matches: bold yellow with colours,
  /// in `[` `]` without (see ``rendered(colors:)``; the brackets are text here, so they count).
  ///
  /// - Parameters:
  ///   - value: The text.
  ///   - ranges: Non-overlapping ranges of `value`, in order (others are skipped).
  ///   - colors: Whether the row is drawn with colours.
  ///   - style: The style of the text around the matches.
  mutating func appendHighlighted(
    _ value: Substring, ranges: [Range<String.Index>], colors: Bool, style: Style
  ) {
    var position = value.startIndex
    for range in ranges
    where range.lowerBound >= position && range.upperBound <= value.endIndex && !isCut {
      append(value[position..<range.lowerBound], style)
      if colors {
        append(value[range], style.union(.match))
      } else {
        append("[", style)
        append(value[range], style)
        append("]", style)
      }
      position = range.upperBound
    }
    append(value[position...], style)
  }

  /// The row as a terminal draws it: each piece after SGR 0 and its attributes, then a reset.
  ///
  /// - Parameter colors: Whether to emit SGR sequences at all.
  /// - Returns: The text to write.
  func rendered(colors: Bool) -> String {
    guard colors else { return text }
    var result = ""
    var current = Style()
    for piece in pieces {
      if piece.style != current {
        result += ControlSequence.attributes("0" + piece.style.parameters)
        current = piece.style
      }
      result += piece.text
    }
    if current != [] { result += ControlSequence.resetAttributes }
    return result
  }

  /// Adds a piece, merged with the last one when their styles are the same.
  private mutating func add(_ text: String, _ style: Style) {
    guard !text.isEmpty else { return }
    if let last = pieces.last, last.style == style {
      pieces[pieces.count - 1].text += text
    } else {
      pieces.append(Piece(text: text, style: style))
    }
  }

  /// Marks the row cut and ends it in "…", taking back the clusters it needs room from.
  private mutating func cut() {
    isCut = true
    guard width > 0 else { return }
    while columns + 1 > width, var last = pieces.popLast() {
      let removed = last.text.removeLast()
      columns -= DisplayWidth.columns(ofCharacter: removed)
      if !last.text.isEmpty { pieces.append(last) }
    }
    add("…", (pieces.last?.style ?? []).subtracting(.match))
    columns += 1
  }

  /// A cluster as drawn: its control characters as U+FFFD.
  private static func printable(_ character: Character) -> String {
    guard character.unicodeScalars.contains(where: TerminalText.isControl) else {
      return String(character)
    }
    return TerminalText.printable(String(character))
  }
}
