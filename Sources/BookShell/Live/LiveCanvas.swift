/// Puts live mode's rows on the terminal: on the alternate screen, or on rows reserved below
/// the cursor (`--height`); redraws only the rows that changed, after a resize all of them.
///
/// The rows come cut to the width (``LiveLayout``), so nothing written wraps; the cursor is left
/// where the layout says, after the query.
@MainActor
final class LiveCanvas {
  /// Where the bytes go (the terminal device).
  private let output: any ShellOutput
  /// Where to draw.
  let presentation: LivePresentation
  /// Whether rows are drawn with colours.
  let colors: Bool
  /// The rows on screen, as written, or `nil` when the screen must be drawn whole.
  private var drawnRows: [String]?
  /// The region's rows (the window's height on the alternate screen).
  private(set) var height = 0
  /// The row (within the region) the terminal's cursor is on.
  private var cursorRow = 0

  /// Creates a canvas.
  ///
  /// - Parameters:
  ///   - output: The terminal to write to.
  ///   - presentation: The alternate screen or rows below the cursor.
  ///   - colors: Whether to use SGR attributes.
  init(output: any ShellOutput, presentation: LivePresentation, colors: Bool) {
    self.output = output
    self.presentation = presentation
    self.colors = colors
  }

  /// The rows the region takes in a window of `size`.
  func regionHeight(in size: TerminalSize) -> Int {
    switch presentation {
    case .fullScreen: size.rows
    case .inline(let height): height.rows(inWindowOf: size.rows)
    }
  }

  /// What puts the screen back if a fatal signal ends the process mid-session.
  var signalRestoreSequence: String {
    switch presentation {
    case .fullScreen: Self.pasteOff + Self.showCursor + "\u{1B}[?1049l"
    case .inline: "\r\u{1B}[J" + Self.pasteOff + Self.showCursor
    }
  }

  /// Takes the screen (the alternate one, or rows reserved below the cursor) for a window of
  /// `size`; draw next.
  func open(size: TerminalSize) {
    height = regionHeight(in: size)
    drawnRows = nil
    switch presentation {
    case .fullScreen:
      output.write("\u{1B}[?1049h" + Self.pasteOn)
    case .inline:
      output.write(Self.pasteOn + reserve())
    }
  }

  /// Gives the screen back: the alternate screen left (what was there before returns), or the
  /// region erased with the cursor at its first row.
  ///
  /// - Parameter erasingLine: Whether to erase the line the cursor returns to on the main
  ///   screen (it holds the terminal's echo of keys typed right after `:live`).
  func close(erasingLine: Bool = false) {
    switch presentation {
    case .fullScreen:
      output.write(
        Self.pasteOff + Self.showCursor + "\u{1B}[H\u{1B}[2J\u{1B}[?1049l"
          + (erasingLine ? "\r\u{1B}[K" : ""))
    case .inline:
      output.write(moveToRow(0) + "\r\u{1B}[J" + Self.pasteOff + Self.showCursor)
    }
    drawnRows = nil
    cursorRow = 0
  }

  /// Makes room after a resize to `size` (the region's height may change); draw next.
  func resize(to size: TerminalSize) {
    drawnRows = nil
    let newHeight = regionHeight(in: size)
    switch presentation {
    case .fullScreen:
      height = newHeight
    case .inline:
      let erase = moveToRow(0) + "\r\u{1B}[J"
      height = newHeight
      output.write(erase + reserve())
    }
  }

  /// Marks every row as to be drawn again (Ctrl-L, or after the terminal was used by others).
  func invalidate() {
    drawnRows = nil
  }

  /// Draws a layout: the rows that changed since the last draw (all of them after ``open(size:)``,
  /// ``resize(to:)`` or ``invalidate()``), then the cursor.
  func draw(_ layout: LiveLayout) {
    let rows = layout.rows.prefix(height).map { $0.rendered(colors: colors) }
    var text = Self.hideCursor
    switch presentation {
    case .fullScreen:
      if drawnRows == nil { text += "\u{1B}[H\u{1B}[2J" }
      for (index, row) in rows.enumerated() where drawnRows?[safe: index] != row {
        text += "\u{1B}[\(index + 1);1H\u{1B}[2K" + row
      }
      text += "\u{1B}[\(layout.cursor.row + 1);\(layout.cursor.column + 1)H"
    case .inline:
      for (index, row) in rows.enumerated() where drawnRows?[safe: index] != row {
        text += moveToRow(index) + "\r\u{1B}[2K" + row
      }
      text += moveToRow(layout.cursor.row) + "\r"
      if layout.cursor.column > 0 { text += "\u{1B}[\(layout.cursor.column)C" }
    }
    text += Self.showCursor
    drawnRows = rows
    output.write(text)
  }

  /// Reserves the region's rows below the cursor (scrolling the screen if they are not there)
  /// and returns to its first row.
  private func reserve() -> String {
    cursorRow = 0
    guard height > 1 else { return "\r" }
    return String(repeating: "\n", count: height - 1) + "\u{1B}[\(height - 1)A\r"
  }

  /// Moves the cursor up or down to a row of the region, keeping its column.
  private func moveToRow(_ row: Int) -> String {
    defer { cursorRow = row }
    if row < cursorRow { return "\u{1B}[\(cursorRow - row)A" }
    if row > cursorRow { return "\u{1B}[\(row - cursorRow)B" }
    return ""
  }

  /// Turns bracketed paste on (a paste then arrives as one key, its line breaks as text).
  private static let pasteOn = "\u{1B}[?2004h"
  /// Turns bracketed paste off.
  private static let pasteOff = "\u{1B}[?2004l"
  /// Hides the cursor while rows are drawn.
  private static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  private static let showCursor = "\u{1B}[?25h"
}

extension Array {
  /// The element at `index`, or `nil` when it is out of range.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
