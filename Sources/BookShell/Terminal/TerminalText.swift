/// Text made safe to draw on a terminal: control characters (C0, DEL, C1) shown as U+FFFD, so
/// data can never move the cursor, change colours or send a sequence of its own.
enum TerminalText {
  /// Replaces control characters (C0, DEL, C1) with U+FFFD.
  ///
  /// - Parameter text: Any text.
  /// - Returns: Text safe to print on a terminal.
  static func printable(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isControl(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  /// Whether a scalar is a C0 or C1 control character or DEL.
  ///
  /// - Parameter scalar: Any scalar.
  /// - Returns: `true` for U+0000 to U+001F and U+007F to U+009F.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
