import Testing

@testable import BookShell

/// A small VT100/xterm screen for tests: fed the bytes a program wrote to its terminal, it keeps
/// what xterm would show, every cell (character, width, SGR attributes) and the cursor.
///
/// Handled: UTF-8 (split across feeds too), wide characters in two cells, combining marks and
/// emoji sequences joined to the previous cell (the grapheme clusters and widths of
/// ``BookShell/DisplayWidth``, as a grapheme-aware terminal draws them); CR, LF (and VT, FF),
/// BS, TAB; autowrap with xterm's pending wrap at the last column; scrolling at the bottom;
/// CSI CUP/HVP (`H`, `f`), CUU/CUD/CUF/CUB (`A`–`D`), CNL/CPL (`E`, `F`), CHA (`G`), VPA (`d`),
/// EL (`K` 0/1/2), ED (`J` 0/1/2/3), SGR (`m`: bold, dim, italic, underline, inverse, 8/16
/// colours), DECSET/DECRST 1049 (alternate screen, the main one restored on leaving), 47,
/// 1047, 25 (cursor visible), 2004 (bracketed paste) and 7 (autowrap); save and restore cursor
/// (ESC 7/8, CSI s/u); OSC, DCS and other strings consumed. Any other sequence is consumed and
/// listed in ``ignoredSequences``, so a test can check that the model saw everything the
/// program relies on.
///
/// A resize keeps the top-left of the grid (no reflow); when rows are taken away below the
/// cursor's row, the top lines scroll off so the cursor stays on screen, as xterm does.
struct TerminalScreen: Sendable, CustomStringConvertible {
  /// SGR attributes of a cell.
  struct Attributes: Sendable, Hashable {
    /// Bold (SGR 1).
    var bold = false
    /// Dim (SGR 2).
    var dim = false
    /// Italic (SGR 3).
    var italic = false
    /// Underline (SGR 4).
    var underline = false
    /// Inverse video (SGR 7).
    var inverse = false
    /// The foreground colour, 0–15 (30–37 are 0–7, 90–97 are 8–15; 38;5;N is N), or `nil`.
    var foreground: Int?
    /// The background colour, as ``foreground``, or `nil`.
    var background: Int?
  }

  /// One cell of the grid.
  struct Cell: Sendable, Hashable {
    /// The grapheme cluster drawn ("" in the right half of a wide character; " " when blank).
    var text: String
    /// The columns its character takes: 1 or 2, 0 for the right half of a wide character.
    var width: Int
    /// The attributes it was drawn with.
    var attributes: Attributes

    /// An empty cell.
    static let blank = Cell(text: " ", width: 1, attributes: Attributes())
  }

  /// A position on the grid, from (0, 0) at the top left.
  struct Position: Sendable, Hashable, CustomStringConvertible {
    /// The row, from 0.
    var row: Int
    /// The column, from 0.
    var column: Int

    /// "(row, column)".
    var description: String { "(\(row), \(column))" }
  }

  /// What a save-cursor (ESC 7, CSI s, DECSET 1049) keeps.
  private struct SavedCursor: Sendable {
    var position: Position
    var attributes: Attributes
    var pendingWrap: Bool
  }

  /// The parser's state between bytes.
  private enum ParserState: Sendable {
    case ground
    case escape
    /// ESC and an intermediate byte (`(`, `#`, …): the next byte ends it.
    case escapeIntermediate([UInt8])
    /// A control sequence: parameter and intermediate bytes so far.
    case controlSequence([UInt8])
    /// An OSC, DCS, SOS, PM or APC string, up to BEL or ST.
    case string
    /// A string whose last byte was ESC (perhaps the first of ST).
    case stringEscape
  }

  /// The number of columns.
  private(set) var columns: Int
  /// The number of rows.
  private(set) var rows: Int
  /// The grid shown (the main or the alternate screen).
  private var grid: [[Cell]]
  /// The main screen's grid while the alternate one is shown.
  private var savedMainGrid: [[Cell]]?
  /// Which rows were continued on the next by autowrap (text written past the last column).
  private var wrapped: Set<Int> = []
  /// The cursor.
  private(set) var cursor = Position(row: 0, column: 0)
  /// Whether the cursor is at the last column with a character just written there: the next
  /// printable character wraps first (xterm's pending wrap).
  private(set) var pendingWrap = false
  /// The attributes characters are drawn with now.
  private(set) var attributes = Attributes()
  /// Whether the cursor is shown (DECTCEM, `?25`).
  private(set) var isCursorVisible = true
  /// Whether the alternate screen is shown (`?1049`, `?47`, `?1047`).
  var isAlternateScreen: Bool { savedMainGrid != nil }
  /// Whether bracketed paste is on (`?2004`).
  private(set) var isBracketedPasteOn = false
  /// Whether autowrap is on (`?7`).
  private(set) var autowrap = true
  /// The number of lines scrolled off the top since the screen was made.
  private(set) var linesScrolled = 0
  /// Sequences consumed without effect, as written (ESC shown as "ESC").
  private(set) var ignoredSequences: [String] = []
  /// The cell a combining character would join (the last one written), if still valid.
  private var lastWritten: Position?
  /// The cursor saved by ESC 7 or CSI s.
  private var savedCursor: SavedCursor?
  /// The cursor saved on entering the alternate screen with `?1049`.
  private var savedCursorForAlternate: SavedCursor?
  /// The parser's state.
  private var state = ParserState.ground
  /// The bytes of a UTF-8 character begun in an earlier feed.
  private var utf8Pending: [UInt8] = []

  /// A blank screen with the cursor at the top left.
  ///
  /// - Parameters:
  ///   - columns: The width (default 80).
  ///   - rows: The height (default 24).
  init(columns: Int = 80, rows: Int = 24) {
    precondition(columns > 0 && rows > 0, "a screen needs at least one cell")
    self.columns = columns
    self.rows = rows
    grid = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
  }

  // MARK: Reading

  /// The cell at a position.
  func cell(row: Int, column: Int) -> Cell { grid[row][column] }

  /// A row's text: wide characters once, trailing blanks removed.
  func line(_ row: Int) -> String {
    var text = grid[row].map(\.text).joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Every row's text (see ``line(_:)``).
  var lines: [String] { (0..<rows).map(line) }

  /// The columns a row uses: up to and including its last non-blank cell.
  func usedColumns(_ row: Int) -> Int {
    (grid[row].lastIndex { $0 != .blank }).map { $0 + 1 } ?? 0
  }

  /// The rows that autowrap continued on the next (text written past the last column), for
  /// rows still on screen.
  var wrappedRows: [Int] { wrapped.sorted() }

  /// The screen as text, one row per line, with the cursor's position (for failure messages).
  var description: String {
    var shown = lines
    while shown.last == "" { shown.removeLast() }
    return "\(columns)×\(rows), cursor \(cursor)\n" + shown.joined(separator: "\n")
  }

  /// Records an issue when the program wrote past the last column of a row (autowrap had to
  /// continue it on the next row).
  func expectNoLineExceedsWidth(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      wrappedRows.isEmpty, "rows \(wrappedRows) ran past column \(columns):\n\(self)",
      sourceLocation: sourceLocation)
  }

  // MARK: Writing

  /// Feeds text, as UTF-8.
  mutating func feed(_ text: String) {
    feed(Array(text.utf8))
  }

  /// Feeds bytes the program wrote; a sequence or character cut at the end is completed by the
  /// next feed.
  mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { consume(byte) }
  }

  /// Changes the size (see the type's notes); the cursor stays on screen.
  mutating func resize(columns newColumns: Int, rows newRows: Int) {
    precondition(newColumns > 0 && newRows > 0, "a screen needs at least one cell")
    /// The grid at the new size.
    func resized(_ old: [[Cell]], keepingRow row: Int) -> (grid: [[Cell]], dropped: Int) {
      let dropped = max(0, row - newRows + 1)
      var grid = Array(old.dropFirst(dropped).prefix(newRows))
      while grid.count < newRows { grid.append(Array(repeating: .blank, count: newColumns)) }
      for index in grid.indices {
        var cells = Array(grid[index].prefix(newColumns))
        if cells.last?.width == 2 { cells[cells.count - 1] = .blank }  // its right half is gone
        while cells.count < newColumns { cells.append(.blank) }
        grid[index] = cells
      }
      return (grid, dropped)
    }
    let (newGrid, dropped) = resized(grid, keepingRow: cursor.row)
    grid = newGrid
    if let main = savedMainGrid {
      savedMainGrid = resized(main, keepingRow: savedCursorForAlternate?.position.row ?? 0).grid
    }
    linesScrolled += dropped
    wrapped = Set(
      wrapped.compactMap { $0 - dropped >= 0 && $0 - dropped < newRows ? $0 - dropped : nil })
    columns = newColumns
    rows = newRows
    cursor = Position(row: max(0, cursor.row - dropped), column: min(cursor.column, newColumns - 1))
    pendingWrap = false
    lastWritten = nil
  }

  // MARK: Parsing

  /// Advances the parser by one byte.
  private mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground:
      if !utf8Pending.isEmpty {
        continueCharacter(byte)
      } else if byte == 0x1B {
        state = .escape
      } else if byte < 0x20 {
        execute(byte)
      } else if byte == 0x7F {
        return
      } else if byte < 0x80 {
        print(Unicode.Scalar(byte))
      } else {
        continueCharacter(byte)
      }
    case .escape:
      escape(byte)
    case .escapeIntermediate(let bytes):
      if (0x20...0x2F).contains(byte) {
        state = .escapeIntermediate(bytes + [byte])
      } else {
        state = .ground
        if bytes != [UInt8(ascii: "(")] && bytes != [UInt8(ascii: ")")] {
          ignore("ESC " + String(decoding: bytes + [byte], as: UTF8.self))
        }
      }
    case .controlSequence(let bytes):
      switch byte {
      case 0x1B: state = .escape  // an unfinished sequence is abandoned
      case 0x00..<0x20: execute(byte)
      case 0x20...0x3F: state = .controlSequence(bytes + [byte])
      case 0x40...0x7E:
        state = .ground
        controlSequence(bytes, final: byte)
      default:
        state = .ground
        ignore("ESC [" + String(decoding: bytes + [byte], as: UTF8.self))
      }
    case .string:
      if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
    case .stringEscape:
      if byte == UInt8(ascii: "\\") {
        state = .ground
      } else {
        state = .escape
        escape(byte)
      }
    }
  }

  /// Adds a byte to the UTF-8 character under way, printing it when complete (U+FFFD for an
  /// invalid sequence, after which the byte is read again).
  private mutating func continueCharacter(_ byte: UInt8) {
    if utf8Pending.isEmpty {
      utf8Pending = [byte]
    } else if byte & 0xC0 == 0x80 {
      utf8Pending.append(byte)
    } else {
      utf8Pending = []
      print("\u{FFFD}")
      consume(byte)
      return
    }
    let expected =
      switch utf8Pending[0] {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 1
      }
    guard utf8Pending.count >= expected else { return }
    let decoded = String(decoding: utf8Pending, as: UTF8.self)
    utf8Pending = []
    for scalar in decoded.unicodeScalars { print(scalar) }
  }

  /// Handles the byte after ESC.
  private mutating func escape(_ byte: UInt8) {
    state = .ground
    switch byte {
    case UInt8(ascii: "["): state = .controlSequence([])
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      state = .string
    case 0x20...0x2F: state = .escapeIntermediate([byte])
    case UInt8(ascii: "7"): saveCursor()
    case UInt8(ascii: "8"): restoreCursor()
    case UInt8(ascii: "D"): lineFeed()
    case UInt8(ascii: "E"):
      cursor.column = 0
      lineFeed()
    case 0x1B: state = .escape
    case 0x00..<0x20: execute(byte)
    default: ignore("ESC " + String(decoding: [byte], as: UTF8.self))
    }
  }

  /// Runs a C0 control.
  private mutating func execute(_ byte: UInt8) {
    switch byte {
    case 0x0D:
      cursor.column = 0
      pendingWrap = false
      lastWritten = nil
    case 0x0A, 0x0B, 0x0C:
      lineFeed()
    case 0x08:
      cursor.column = max(0, cursor.column - 1)
      pendingWrap = false
      lastWritten = nil
    case 0x09:
      cursor.column = min(columns - 1, (cursor.column / 8 + 1) * 8)
      pendingWrap = false
      lastWritten = nil
    default:
      break  // BEL, NUL and the rest draw nothing
    }
  }

  /// Moves down a row, scrolling at the bottom; the column stays.
  private mutating func lineFeed() {
    pendingWrap = false
    lastWritten = nil
    if cursor.row < rows - 1 {
      cursor.row += 1
      return
    }
    grid.removeFirst()
    grid.append(Array(repeating: .blank, count: columns))
    wrapped = Set(wrapped.compactMap { $0 > 0 ? $0 - 1 : nil })
    linesScrolled += 1
  }

  /// Draws a scalar at the cursor, or joins it to the last cell written when they make one
  /// grapheme cluster.
  private mutating func print(_ scalar: Unicode.Scalar) {
    guard !TextStyle.isControl(scalar) else {
      return ignore("C1 U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
    if let last = lastWritten, join(scalar, to: last) { return }
    let width = DisplayWidth.columns(ofScalar: scalar)
    guard width > 0 else { return }  // nothing to join: drawn nowhere
    if pendingWrap && autowrap { wrapLine() }
    if width == 2 && cursor.column == columns - 1 {
      guard autowrap else { return }
      put(.blank, at: cursor)
      wrapLine()
    }
    put(Cell(text: String(scalar), width: width, attributes: attributes), at: cursor)
    lastWritten = cursor
    if cursor.column + width >= columns {
      cursor.column = columns - 1
      pendingWrap = true
    } else {
      cursor.column += width
      pendingWrap = false
    }
  }

  /// Joins a scalar to the cell at `position` when they form one grapheme cluster, widening
  /// the cell when the cluster is wider (the cursor then moves on with it).
  private mutating func join(_ scalar: Unicode.Scalar, to position: Position) -> Bool {
    var cell = grid[position.row][position.column]
    var joined = cell.text
    joined.unicodeScalars.append(scalar)
    guard cell.width > 0, joined.count == 1, let character = joined.first else { return false }
    cell.text = joined
    let width = DisplayWidth.columns(ofCharacter: character)
    if width == 2 && cell.width == 1 && position.column + 1 < columns {
      cell.width = 2
      grid[position.row][position.column] = cell
      put(Cell(text: "", width: 0, attributes: cell.attributes), atContinuationOf: position)
      if cursor == Position(row: position.row, column: position.column + 1) && !pendingWrap {
        if cursor.column + 1 >= columns {
          pendingWrap = true
        } else {
          cursor.column += 1
        }
      }
    } else {
      grid[position.row][position.column] = cell
    }
    return true
  }

  /// Continues on the next row (autowrap), marking this one as wrapped.
  private mutating func wrapLine() {
    wrapped.insert(cursor.row)
    cursor.column = 0
    lineFeed()
  }

  /// Writes a cell, clearing the other half of any wide character it overwrites.
  private mutating func put(_ cell: Cell, at position: Position) {
    clearWideCharacter(at: position)
    grid[position.row][position.column] = cell
    if cell.width == 2 && position.column + 1 < columns {
      put(Cell(text: "", width: 0, attributes: cell.attributes), atContinuationOf: position)
    }
  }

  /// Writes the right half of the wide character at `position`.
  private mutating func put(_ cell: Cell, atContinuationOf position: Position) {
    let next = Position(row: position.row, column: position.column + 1)
    clearWideCharacter(at: next)
    grid[next.row][next.column] = cell
  }

  /// Blanks the other half of a wide character that has a half at `position`.
  private mutating func clearWideCharacter(at position: Position) {
    let current = grid[position.row][position.column]
    if current.width == 0 && position.column > 0 {
      grid[position.row][position.column - 1] = .blank
    } else if current.width == 2 && position.column + 1 < columns {
      grid[position.row][position.column + 1] = .blank
    }
  }

  /// Runs a control sequence.
  private mutating func controlSequence(_ bytes: [UInt8], final: UInt8) {
    let isPrivate = bytes.first == UInt8(ascii: "?")
    let hasIntermediates = bytes.contains { (0x20...0x2F).contains($0) }
    let marker = bytes.first.map { (0x3C...0x3F).contains($0) } ?? false
    let parameters = Self.parameters(marker ? Array(bytes.dropFirst()) : bytes)
    /// The parameter at `index`, or `fallback` when absent or 0.
    func parameter(_ index: Int, _ fallback: Int = 1) -> Int {
      index < parameters.count && parameters[index] != 0 ? parameters[index] : fallback
    }
    let sequence = "ESC [" + String(decoding: bytes + [final], as: UTF8.self)
    guard !hasIntermediates else { return ignore(sequence) }
    if marker && !isPrivate { return ignore(sequence) }
    if isPrivate {
      guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else {
        return ignore(sequence)
      }
      for mode in parameters { setPrivateMode(mode, on: final == UInt8(ascii: "h"), sequence) }
      return
    }
    lastWritten = nil
    switch final {
    case UInt8(ascii: "A"): moveCursor(row: cursor.row - parameter(0), column: cursor.column)
    case UInt8(ascii: "B"): moveCursor(row: cursor.row + parameter(0), column: cursor.column)
    case UInt8(ascii: "C"): moveCursor(row: cursor.row, column: cursor.column + parameter(0))
    case UInt8(ascii: "D"): moveCursor(row: cursor.row, column: cursor.column - parameter(0))
    case UInt8(ascii: "E"): moveCursor(row: cursor.row + parameter(0), column: 0)
    case UInt8(ascii: "F"): moveCursor(row: cursor.row - parameter(0), column: 0)
    case UInt8(ascii: "G"): moveCursor(row: cursor.row, column: parameter(0) - 1)
    case UInt8(ascii: "d"): moveCursor(row: parameter(0) - 1, column: cursor.column)
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      moveCursor(row: parameter(0) - 1, column: parameter(1) - 1)
    case UInt8(ascii: "J"): eraseInDisplay(parameter(0, 0))
    case UInt8(ascii: "K"): eraseInLine(parameter(0, 0))
    case UInt8(ascii: "m"): selectGraphicRendition(parameters)
    case UInt8(ascii: "s"): saveCursor()
    case UInt8(ascii: "u"): restoreCursor()
    default: ignore(sequence)
    }
  }

  /// Sets or resets a DEC private mode.
  private mutating func setPrivateMode(_ mode: Int, on: Bool, _ sequence: String) {
    switch mode {
    case 1049:
      if on {
        guard savedMainGrid == nil else { return }
        savedCursorForAlternate = currentCursor
        savedMainGrid = grid
        grid = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
        wrapped = []
      } else {
        guard let main = savedMainGrid else { return }
        grid = main
        savedMainGrid = nil
        wrapped = []
        if let saved = savedCursorForAlternate { restore(saved) }
      }
    case 47, 1047:
      if on {
        guard savedMainGrid == nil else { return }
        savedMainGrid = grid
        grid = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
      } else {
        guard let main = savedMainGrid else { return }
        grid = main
        savedMainGrid = nil
      }
      wrapped = []
    case 25: isCursorVisible = on
    case 2004: isBracketedPasteOn = on
    case 7: autowrap = on
    default: ignore(sequence)
    }
  }

  /// Moves the cursor, clamped to the screen.
  private mutating func moveCursor(row: Int, column: Int) {
    cursor = Position(row: min(max(0, row), rows - 1), column: min(max(0, column), columns - 1))
    pendingWrap = false
  }

  /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 (and 3) everything.
  private mutating func eraseInDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseInLine(0)
      for row in (cursor.row + 1)..<rows { blankRow(row) }
    case 1:
      eraseInLine(1)
      for row in 0..<cursor.row { blankRow(row) }
    case 2, 3:
      for row in 0..<rows { blankRow(row) }
    default: ignore("ESC [\(mode)J")
    }
  }

  /// EL: 0 from the cursor to the end of the row, 1 from its start to the cursor, 2 all of it.
  private mutating func eraseInLine(_ mode: Int) {
    let range: ClosedRange<Int>
    switch mode {
    case 0: range = cursor.column...(columns - 1)
    case 1: range = 0...cursor.column
    case 2: range = 0...(columns - 1)
    default: return ignore("ESC [\(mode)K")
    }
    clearWideCharacter(at: Position(row: cursor.row, column: range.lowerBound))
    clearWideCharacter(at: Position(row: cursor.row, column: range.upperBound))
    for column in range { grid[cursor.row][column] = .blank }
    if mode != 1 { wrapped.remove(cursor.row) }
  }

  /// Blanks a whole row.
  private mutating func blankRow(_ row: Int) {
    grid[row] = Array(repeating: .blank, count: columns)
    wrapped.remove(row)
  }

  /// SGR.
  private mutating func selectGraphicRendition(_ parameters: [Int]) {
    var index = 0
    let values = parameters.isEmpty ? [0] : parameters
    while index < values.count {
      let value = values[index]
      switch value {
      case 0: attributes = Attributes()
      case 1: attributes.bold = true
      case 2: attributes.dim = true
      case 3: attributes.italic = true
      case 4: attributes.underline = true
      case 7: attributes.inverse = true
      case 22:
        attributes.bold = false
        attributes.dim = false
      case 23: attributes.italic = false
      case 24: attributes.underline = false
      case 27: attributes.inverse = false
      case 30...37: attributes.foreground = value - 30
      case 90...97: attributes.foreground = value - 90 + 8
      case 39: attributes.foreground = nil
      case 40...47: attributes.background = value - 40
      case 100...107: attributes.background = value - 100 + 8
      case 49: attributes.background = nil
      case 38, 48:
        // 38;5;N (256 colours) or 38;2;R;G;B (true colour): N is kept, RGB is not modelled.
        let isForeground = value == 38
        if index + 2 < values.count && values[index + 1] == 5 {
          if isForeground {
            attributes.foreground = values[index + 2]
          } else {
            attributes.background = values[index + 2]
          }
          index += 2
        } else if index + 1 < values.count && values[index + 1] == 2 {
          index += 4
        }
      default: ignore("ESC [\(value)m")
      }
      index += 1
    }
  }

  /// The cursor as a save keeps it.
  private var currentCursor: SavedCursor {
    SavedCursor(position: cursor, attributes: attributes, pendingWrap: pendingWrap)
  }

  /// DECSC.
  private mutating func saveCursor() {
    savedCursor = currentCursor
  }

  /// DECRC (to the top left when nothing was saved).
  private mutating func restoreCursor() {
    restore(
      savedCursor
        ?? SavedCursor(
          position: Position(row: 0, column: 0), attributes: Attributes(), pendingWrap: false))
  }

  /// Puts a saved cursor back, clamped to the screen.
  private mutating func restore(_ saved: SavedCursor) {
    moveCursor(row: saved.position.row, column: saved.position.column)
    attributes = saved.attributes
    pendingWrap = saved.pendingWrap
    lastWritten = nil
  }

  /// Notes a sequence the model consumed without effect.
  private mutating func ignore(_ sequence: String) {
    ignoredSequences.append(sequence)
  }

  /// The numbers of `;`-separated parameters (empty ones are 0).
  private static func parameters(_ bytes: [UInt8]) -> [Int] {
    guard !bytes.isEmpty else { return [] }
    return bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      $0.reduce(0) { value, byte in
        (0x30...0x39).contains(byte) ? min(value * 10 + Int(byte - 0x30), 100_000) : value
      }
    }
  }
}
