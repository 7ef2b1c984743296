/// What can go wrong with the terminal itself, with the facts a message needs (whoever uses the
/// terminal says them in its own words).
enum TerminalError: Error, Sendable, Hashable {
  /// The settings of the terminal behind standard input cannot be read or changed (it is not
  /// a terminal, or no longer one).
  case settingsUnavailable
  /// The terminal type cannot move the cursor: `TERM` is `dumb` or empty (its value), or unset
  /// (`nil`).
  case cannotMoveCursor(term: String?)
  /// The controlling terminal, `/dev/tty`, cannot be opened: the system's reason.
  case deviceUnavailable(reason: String)
}
