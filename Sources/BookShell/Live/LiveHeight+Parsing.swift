extension LiveHeight {
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
}
