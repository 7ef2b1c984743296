import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `ESCDELAY`: how many milliseconds to wait after ESC for the rest of a key's sequence before
/// taking it as Esc, as ncurses and fzf read it (for a slow link, where an arrow's bytes arrive
/// further apart than the default ``KeyDecoder/escapeTimeout``).
enum EscapeDelay {
  /// The longest delay taken from `ESCDELAY` (a longer one would make Esc feel broken).
  static let longest = Duration.seconds(5)

  /// The delay `ESCDELAY` asks for: whole milliseconds, 1 to 5000; anything else (unset, not a
  /// number, 0 or less) keeps the default.
  ///
  /// - Parameter value: The variable's value, or `nil` when it is not set.
  /// - Returns: The delay.
  static func delay(fromVariable value: String?) -> Duration {
    guard let value, let milliseconds = Int(value), milliseconds > 0 else {
      return KeyDecoder.escapeTimeout
    }
    return min(.milliseconds(milliseconds), longest)
  }

  /// The delay the process's `ESCDELAY` asks for.
  static var fromEnvironment: Duration {
    delay(fromVariable: getenv("ESCDELAY").map { String(cString: $0) })
  }
}
