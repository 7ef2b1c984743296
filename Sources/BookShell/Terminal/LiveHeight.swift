/// How many rows live mode draws on, below the cursor, instead of the whole alternate screen
/// (as fzf's `--height`).
enum LiveHeight: Sendable, Hashable {
  /// A number of rows.
  case rows(Int)
  /// A percentage of the window's rows, 1 to 100.
  case percent(Int)

  /// The fewest rows drawn when the window has them: the query, a status row and one more.
  static let minimumRows = 3

  /// The rows drawn in a window of `windowRows` rows: the height asked for, at least
  /// ``minimumRows`` and at most the window.
  ///
  /// - Parameter windowRows: The window's height.
  /// - Returns: The rows to draw on.
  func rows(inWindowOf windowRows: Int) -> Int {
    let wanted =
      switch self {
      case .rows(let rows): rows
      case .percent(let percent): windowRows * percent / 100
      }
    return min(windowRows, max(Self.minimumRows, wanted))
  }
}
