/// Puts live mode's rows on the terminal: on the alternate screen, or on rows reserved below
/// the cursor (`--height`); redraws only the rows that changed, after a resize all of them.
///
/// The rows come cut to the width (``StyledRow``), so nothing written wraps; the cursor is left
/// where the caller says (live mode's layout puts it after the query).
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
  private var currentRow = 0

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
    case .fullScreen:
      ControlSequence.bracketedPasteOff + ControlSequence.showCursor
        + ControlSequence.leaveAlternateScreen
    case .inline:
      "\r" + ControlSequence.eraseBelow + ControlSequence.bracketedPasteOff
        + ControlSequence.showCursor
    }
  }

  /// Takes the screen (the alternate one, or rows reserved below the cursor) for a window of
  /// `size`; draw next.
  func open(size: TerminalSize) {
    height = regionHeight(in: size)
    drawnRows = nil
    switch presentation {
    case .fullScreen:
      output.write(ControlSequence.enterAlternateScreen + ControlSequence.bracketedPasteOn)
    case .inline:
      output.write(ControlSequence.bracketedPasteOn + reserve())
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
        ControlSequence.bracketedPasteOff + ControlSequence.showCursor + ControlSequence.clearScreen
          + ControlSequence.leaveAlternateScreen
          + (erasingLine ? "\r" + ControlSequence.eraseToLineEnd : ""))
    case .inline:
      output.write(
        moveToRow(0) + "\r" + ControlSequence.eraseBelow + ControlSequence.bracketedPasteOff
          + ControlSequence.showCursor)
    }
    drawnRows = nil
    currentRow = 0
  }

  /// Makes room after a resize to `size` (the region's height may change); draw next.
  func resize(to size: TerminalSize) {
    drawnRows = nil
    let newHeight = regionHeight(in: size)
    switch presentation {
    case .fullScreen:
      height = newHeight
    case .inline:
      let erase = moveToRow(0) + "\r" + ControlSequence.eraseBelow
      height = newHeight
      output.write(erase + reserve())
    }
  }

  /// Marks every row as to be drawn again (Ctrl-L, or after the terminal was used by others).
  func invalidate() {
    drawnRows = nil
  }

  /// Draws rows from the region's top: those that changed since the last draw (all of them after
  /// ``open(size:)``, ``resize(to:)`` or ``invalidate()``), then places the cursor.
  ///
  /// - Parameters:
  ///   - styledRows: The rows, each cut to the window's width; those past the region's height
  ///     are left out.
  ///   - cursorRow: The cursor's row in the region, from 0.
  ///   - cursorColumn: The cursor's column, from 0.
  func draw(_ styledRows: [StyledRow], cursorRow: Int, cursorColumn: Int) {
    let rows = styledRows.prefix(height).map { $0.rendered(colors: colors) }
    var text = ControlSequence.hideCursor
    switch presentation {
    case .fullScreen:
      if drawnRows == nil { text += ControlSequence.clearScreen }
      for (index, row) in rows.enumerated() where drawnRows?[safe: index] != row {
        text += ControlSequence.cursorTo(row: index, column: 0) + ControlSequence.eraseLine + row
      }
      text += ControlSequence.cursorTo(row: cursorRow, column: cursorColumn)
    case .inline:
      for (index, row) in rows.enumerated() where drawnRows?[safe: index] != row {
        text += moveToRow(index) + "\r" + ControlSequence.eraseLine + row
      }
      text += moveToRow(cursorRow) + "\r"
      if cursorColumn > 0 { text += ControlSequence.cursorForward(cursorColumn) }
    }
    text += ControlSequence.showCursor
    drawnRows = rows
    output.write(text)
  }

  /// Reserves the region's rows below the cursor (scrolling the screen if they are not there)
  /// and returns to its first row.
  private func reserve() -> String {
    currentRow = 0
    guard height > 1 else { return "\r" }
    return String(repeating: "\n", count: height - 1) + ControlSequence.cursorUp(height - 1) + "\r"
  }

  /// Moves the cursor up or down to a row of the region, keeping its column.
  private func moveToRow(_ row: Int) -> String {
    defer { currentRow = row }
    if row < currentRow { return ControlSequence.cursorUp(currentRow - row) }
    if row > currentRow { return ControlSequence.cursorDown(row - currentRow) }
    return ""
  }
}

extension Array {
  /// The element at `index`, or `nil` when it is out of range.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
