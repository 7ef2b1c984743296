extension ShellError {
  /// The shell's error for what went wrong with the terminal: live mode needs a terminal it
  /// can draw on, so each one says why live mode cannot run.
  ///
  /// - Parameter error: The terminal's error.
  init(_ error: TerminalError) {
    switch error {
    case .settingsUnavailable:
      self = .notATerminal
    case .cannotMoveCursor(let term):
      let says = term.map { "TERM=\(TextStyle.printable($0))" } ?? "TERM unset"
      self = .liveModeUnavailable(
        "it redraws the screen, and \(says) says this terminal cannot move the cursor")
    case .deviceUnavailable(let reason):
      self = .liveModeUnavailable("it draws on /dev/tty, which cannot be opened (\(reason))")
    }
  }
}
