/// `--height`: how many rows the picker draws on, below the cursor, instead of the whole
/// alternate screen (as fzf's `--height`).
enum LiveHeight: Sendable, Hashable {
  /// A number of rows.
  case rows(Int)
  /// A percentage of the window's rows, 1 to 100.
  case percent(Int)

  /// The fewest rows drawn when the window has them: the query, the status and one result.
  static let minimumRows = 3

  /// Parses `12` (rows) or `40%` (of the window).
  ///
  /// - Parameter text: The value given to `--height`.
  /// - Throws: ``ShellError/usage(_:)`` for anything else: no number, 0 or less, over 100%.
  init(parsing text: String) throws(ShellError) {
    let isPercent = text.hasSuffix("%")
    let digits = isPercent ? text.dropLast() : text[...]
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0,
      !isPercent || value <= 100
    else {
      throw ShellError.usage(
        "invalid height '\(ShellError.clipped(text))': give rows (such as 12) or a percentage "
          + "of the window (such as 40%)")
    }
    self = isPercent ? .percent(value) : .rows(value)
  }

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
