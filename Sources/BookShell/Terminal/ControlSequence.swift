/// Every control sequence the shell writes to a terminal, by name: the one place that spells
/// them out.
///
/// They are ECMA-48's (CSI, `ESC [`, then parameters and a final byte) and xterm's private
/// modes (`ESC [ ?`), which every terminal the shell draws on reads. Anything else in BookShell
/// writes these names, never the bytes: the line editor, live mode's canvas, the shell's
/// markup. Cursor positions given here count from 0; the sequences count from 1.
enum ControlSequence {
  /// ESC, the first character of every sequence.
  static let escape: Character = "\u{1B}"
  /// The Control Sequence Introducer, `ESC [`.
  static let introducer = "\u{1B}["

  // MARK: Screen

  /// Moves the cursor to the top left corner (CUP with no parameters).
  static let cursorHome = introducer + "H"
  /// Erases the whole screen (ED 2); the cursor stays where it is.
  static let eraseScreen = introducer + "2J"
  /// Clears the screen and puts the cursor at the top left (Ctrl-L).
  static let clearScreen = cursorHome + eraseScreen
  /// Erases from the cursor to the end of the screen (ED 0).
  static let eraseBelow = introducer + "J"
  /// Erases the cursor's whole row (EL 2).
  static let eraseLine = introducer + "2K"
  /// Erases from the cursor to the end of its row (EL 0).
  static let eraseToLineEnd = introducer + "K"
  /// Switches to the alternate screen, saving the main one (xterm mode 1049).
  static let enterAlternateScreen = introducer + "?1049h"
  /// Leaves the alternate screen: what the main screen held comes back.
  static let leaveAlternateScreen = introducer + "?1049l"
  /// Turns bracketed paste on (xterm mode 2004): a paste arrives between `ESC [ 200 ~` and
  /// `ESC [ 201 ~`, so it reads as one key and its line breaks as text.
  static let bracketedPasteOn = introducer + "?2004h"
  /// Turns bracketed paste off.
  static let bracketedPasteOff = introducer + "?2004l"

  // MARK: Cursor

  /// Hides the cursor (DECTCEM off), as while rows are drawn.
  static let hideCursor = introducer + "?25l"
  /// Shows the cursor (DECTCEM on).
  static let showCursor = introducer + "?25h"

  /// Moves the cursor up, keeping its column (CUU).
  ///
  /// - Parameter rows: How many rows, 1 or more.
  /// - Returns: The sequence.
  static func cursorUp(_ rows: Int) -> String {
    introducer + "\(rows)A"
  }

  /// Moves the cursor down, keeping its column (CUD).
  ///
  /// - Parameter rows: How many rows, 1 or more.
  /// - Returns: The sequence.
  static func cursorDown(_ rows: Int) -> String {
    introducer + "\(rows)B"
  }

  /// Moves the cursor right, keeping its row (CUF).
  ///
  /// - Parameter columns: How many columns, 1 or more.
  /// - Returns: The sequence.
  static func cursorForward(_ columns: Int) -> String {
    introducer + "\(columns)C"
  }

  /// Moves the cursor to a cell of the screen (CUP).
  ///
  /// - Parameters:
  ///   - row: The row, from 0 at the top.
  ///   - column: The column, from 0 at the left.
  /// - Returns: The sequence.
  static func cursorTo(row: Int, column: Int) -> String {
    introducer + "\(row + 1);\(column + 1)H"
  }

  // MARK: Text attributes (SGR)

  /// Sets text attributes (SGR) by their parameters, such as `0;1;33`.
  ///
  /// - Parameter parameters: The parameters, separated by `;`.
  /// - Returns: The sequence.
  static func attributes(_ parameters: String) -> String {
    introducer + parameters + "m"
  }

  /// Turns every attribute off (SGR 0).
  static let resetAttributes = attributes("0")
  /// Bold text (SGR 1).
  static let bold = attributes("1")
  /// Dim text (SGR 2).
  static let dim = attributes("2")
  /// Red text (SGR 31).
  static let red = attributes("31")
  /// Bold yellow text (SGR 1 and 33), as matches are marked.
  static let boldYellow = attributes("1;33")

  /// Whether a sequence turns every attribute off: SGR 0, or SGR with no parameters.
  ///
  /// - Parameter sequence: A whole control sequence.
  /// - Returns: `true` for `ESC [ 0 m` and `ESC [ m`.
  static func resetsAttributes(_ sequence: some StringProtocol) -> Bool {
    sequence == resetAttributes || sequence == attributes("")
  }
}
