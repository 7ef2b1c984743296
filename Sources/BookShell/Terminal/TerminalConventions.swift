/// What the environment says about colours and the terminal, by the usual conventions:
/// `TERM=dumb` (or no `TERM`) is a terminal without cursor movement or colours; `NO_COLOR`,
/// when set and not empty, turns colours off (no-color.org); `CLICOLOR_FORCE`, when set and
/// neither empty nor `0`, turns them on even in a pipe; otherwise colours are on when standard
/// output is a terminal.
struct TerminalConventions: Sendable, Hashable {
  /// Whether to use ANSI colours.
  var colors: Bool
  /// Whether the terminal is a dumb one: plain text only.
  var isDumb: Bool

  /// Reads the conventions.
  ///
  /// - Parameters:
  ///   - variables: The environment.
  ///   - noColorFlag: Whether `--no-color` was given (it beats everything).
  ///   - outputIsTerminal: Whether standard output is a terminal.
  init(variables: [String: String], noColorFlag: Bool, outputIsTerminal: Bool) {
    isDumb = Self.isDumb(term: variables["TERM"])
    let force = variables["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
    if noColorFlag || !(variables["NO_COLOR"] ?? "").isEmpty {
      colors = false
    } else if force {
      colors = true
    } else {
      colors = outputIsTerminal && !isDumb
    }
  }

  /// Whether a terminal of type `term` is dumb: `dumb`, empty or unset.
  ///
  /// - Parameter term: `TERM`, or `nil` when it is not set.
  /// - Returns: Whether it cannot move the cursor or show colours.
  static func isDumb(term: String?) -> Bool {
    guard let term else { return true }
    return term.isEmpty || term == "dumb"
  }
}
