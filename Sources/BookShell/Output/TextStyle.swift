/// How the shell marks up text: ANSI colours on a terminal, plain brackets otherwise.
struct TextStyle: Sendable, Hashable {
  /// Whether to use ANSI colours.
  var colors: Bool

  /// Marks the matched characters of `value`, with the ranges FuseCore maps back onto the
  /// original text (``FuseCore/FuseMatch/highlightRanges``).
  ///
  /// With colours the matches are bold yellow; without, they are wrapped in `[` `]`. Control
  /// characters in the value are shown as U+FFFD so data cannot drive the terminal.
  ///
  /// - Parameters:
  ///   - value: The original text.
  ///   - ranges: Non-overlapping ranges of `value`, in order.
  ///   - end: Where to stop (default: the end of `value`); ranges past it are left out.
  /// - Returns: The marked-up text.
  func highlight(
    _ value: String, ranges: [Range<String.Index>], upTo end: String.Index? = nil
  ) -> String {
    let stop = end ?? value.endIndex
    var result = ""
    var position = value.startIndex
    for range in ranges where range.lowerBound >= position && range.upperBound <= stop {
      result += Self.printable(value[position..<range.lowerBound])
      result += colors ? ControlSequence.boldYellow : "["
      result += Self.printable(value[range])
      result += colors ? ControlSequence.resetAttributes : "]"
      position = range.upperBound
    }
    result += Self.printable(value[position..<stop])
    return result
  }

  /// Dims text (colours only).
  func dim(_ text: String) -> String {
    colors ? ControlSequence.dim + text + ControlSequence.resetAttributes : text
  }

  /// Makes text bold (colours only).
  func bold(_ text: String) -> String {
    colors ? ControlSequence.bold + text + ControlSequence.resetAttributes : text
  }

  /// Shows an error message (red with colours).
  func error(_ text: String) -> String {
    colors ? ControlSequence.red + text + ControlSequence.resetAttributes : text
  }

  /// Replaces control characters (C0, DEL, C1) with U+FFFD (``TerminalText/printable(_:)``).
  ///
  /// - Parameter text: Any text.
  /// - Returns: Text safe to print on a terminal.
  static func printable(_ text: some StringProtocol) -> String {
    TerminalText.printable(text)
  }

  /// Whether a scalar is a C0 or C1 control character or DEL (``TerminalText/isControl(_:)``).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    TerminalText.isControl(scalar)
  }
}
