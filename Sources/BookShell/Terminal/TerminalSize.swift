#if canImport(Glibc)
  import Glibc
#endif

/// A terminal window's size, in character cells.
struct TerminalSize: Sendable, Hashable {
  /// The number of columns.
  var columns: Int
  /// The number of rows.
  var rows: Int

  /// The size terminals start with, for when a terminal does not tell its own: 80×24.
  static let standard = TerminalSize(columns: 80, rows: 24)

  /// A size.
  ///
  /// - Parameters:
  ///   - columns: The number of columns.
  ///   - rows: The number of rows.
  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The window size of the terminal behind a file descriptor (`TIOCGWINSZ`).
  ///
  /// - Parameter descriptor: A descriptor open on a terminal (0, 1, or `/dev/tty` opened).
  /// - Returns: `nil` when the descriptor is not a terminal, or the terminal reports no size
  ///   (0×0, as a pseudo-terminal does before anyone sets one).
  init?(ofDescriptor descriptor: Int32) {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    self.init(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
