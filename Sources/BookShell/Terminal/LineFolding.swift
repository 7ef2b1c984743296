/// A line of output folded to a terminal's width at its spaces, as `fold -s` and psql's wrapped
/// format do, instead of the terminal cutting words at its last column.
///
/// Widths are ``DisplayWidth``'s; SGR sequences (`ESC [ … m`, the only ones the session's text
/// holds) take no column, and a style open at a fold is closed at the row's end and opened
/// again after the next row's indent. A continuation row is indented under the text it
/// continues: after a list marker (` 2. `), a label (`title: `) or a table's column (two
/// spaces or more), else two columns in; never past half the width.
enum LineFolding {
  /// The narrowest window folded: a narrower one gets each line whole.
  static let narrowest = 20

  /// One piece of a line: a run of text of one kind.
  private enum Piece {
    /// An escape sequence, which takes no column.
    case escape(String)
    /// Spaces between words.
    case spaces(Int)
    /// A word: text without a space, with its width.
    case word(String, columns: Int)
  }

  /// The rows of `line` at `width` columns.
  ///
  /// - Parameters:
  ///   - line: One line, without a line break; it may hold SGR sequences.
  ///   - width: The window's width in columns.
  /// - Returns: The line itself when it fits (or the window is narrower than ``narrowest``),
  ///   else its rows, none wider than `width`.
  static func rows(of line: String, width: Int) -> [String] {
    let pieces = Self.pieces(of: line)
    let total = pieces.reduce(0) { sum, piece in
      switch piece {
      case .escape: sum
      case .spaces(let count): sum + count
      case .word(_, let columns): sum + columns
      }
    }
    guard total > width, width >= narrowest else { return [line] }
    let indent = min(hangingIndent(of: pieces), width / 2)
    var rows: [String] = []
    var row = ""
    var used = 0
    var spaces = 0
    // The style open where the row ends, reopened after the next row's indent.
    var open: String?
    func endRow() {
      if open != nil { row += ControlSequence.resetAttributes }
      rows.append(row)
      row = String(repeating: " ", count: indent) + (open ?? "")
      used = indent
      spaces = 0
    }
    for piece in pieces {
      switch piece {
      case .escape(let sequence):
        row += sequence
        open = ControlSequence.resetsAttributes(sequence) ? nil : sequence
      case .spaces(let count):
        spaces += count
      case .word(let text, let columns):
        if used > indent && used + spaces + columns > width { endRow() }
        if used > indent || rows.isEmpty {
          row += String(repeating: " ", count: spaces)
          used += spaces
        }
        spaces = 0
        var rest = Substring(text)
        var restColumns = columns
        // A word wider than a whole row is cut where the row ends.
        while used + restColumns > width {
          let fits = DisplayWidth.prefix(of: rest, fitting: width - used)
          if fits.isEmpty && used > indent {
            endRow()
            continue
          }
          let head = fits.isEmpty ? rest.prefix(1) : fits
          row += head
          rest = rest.dropFirst(head.count)
          restColumns -= DisplayWidth.columns(of: head)
          used = width
          endRow()
        }
        row += rest
        used += restColumns
      }
    }
    rows.append(row)
    return rows
  }

  /// The line's pieces: escape sequences, runs of spaces and words.
  private static func pieces(of line: String) -> [Piece] {
    var pieces: [Piece] = []
    var word = ""
    var characters = line[...]
    func endWord() {
      guard !word.isEmpty else { return }
      pieces.append(.word(word, columns: DisplayWidth.columns(of: word)))
      word = ""
    }
    while let character = characters.first {
      if character == ControlSequence.escape, characters.dropFirst().first == "[" {
        // CSI: parameters and intermediates, then one final character from @ to ~.
        var end = characters.index(characters.startIndex, offsetBy: 2)
        while end < characters.endIndex,
          let ascii = characters[end].asciiValue, !(0x40...0x7E).contains(ascii)
        {
          end = characters.index(after: end)
        }
        if end < characters.endIndex { end = characters.index(after: end) }
        endWord()
        pieces.append(.escape(String(characters[..<end])))
        characters = characters[end...]
      } else if character == " " {
        endWord()
        let count = characters.prefix { $0 == " " }.count
        pieces.append(.spaces(count))
        characters = characters.dropFirst(count)
      } else {
        word.append(character)
        characters = characters.dropFirst()
      }
    }
    endWord()
    return pieces
  }

  /// Where a continuation row starts, from the line's pieces: after its leading spaces and a list marker
  /// (`12. `) or a label (`title: `, `  typos: `) right after them, else after the first run
  /// of two spaces or more, else two columns in.
  private static func hangingIndent(of pieces: [Piece]) -> Int {
    var plain: [Character] = []
    for piece in pieces {
      switch piece {
      case .escape: continue
      case .spaces(let count): plain += repeatElement(" ", count: count)
      case .word(let text, _): plain += text
      }
    }
    let leading = plain.prefix { $0 == " " }.count
    let rest = plain.dropFirst(leading)
    // `12. `: digits, a full stop and a space.
    let digits = rest.prefix { $0.isASCII && $0.isNumber }.count
    if digits > 0, rest.dropFirst(digits).starts(with: [".", " "]) {
      return leading + digits + 2
    }
    // `title: `, `cast[2]: `: a label of a few words' characters, a colon and a space.
    let label = rest.prefix(26).prefix { $0.isLetter || $0.isNumber || "_.[]- ".contains($0) }
    if let first = rest.first, first.isLetter, label.count < 26,
      rest.dropFirst(label.count).starts(with: [":", " "])
    {
      return leading + label.count + 2
    }
    // `:load NAME [FILE]    load…`: a column after two spaces or more, as a table's.
    var position = leading
    while position < plain.count {
      if plain[position] == " ", position + 1 < plain.count, plain[position + 1] == " " {
        let end = plain[position...].prefix { $0 == " " }.count + position
        return end < plain.count ? end : leading + 2
      }
      position += 1
    }
    return leading + 2
  }
}
