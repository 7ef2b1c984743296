import Testing

@testable import BookShell

/// The terminal's errors in the shell's words.
@Suite struct ShellErrorTerminalTests {
  @Test func eachTerminalErrorSaysWhyLiveModeCannotRun() {
    #expect(
      ShellError(TerminalError.settingsUnavailable).report.message
        == "live mode needs a terminal, but stdin is not a TTY; staying in line mode.")
    #expect(
      ShellError(TerminalError.cannotMoveCursor(term: "dumb")).report.message
        == "live mode cannot start: it redraws the screen, and TERM=dumb says this terminal "
        + "cannot move the cursor.")
    #expect(
      ShellError(TerminalError.cannotMoveCursor(term: nil)).report.message
        == "live mode cannot start: it redraws the screen, and TERM unset says this terminal "
        + "cannot move the cursor.")
    #expect(
      ShellError(TerminalError.cannotMoveCursor(term: "\u{1B}[2J")).report.message
        == "live mode cannot start: it redraws the screen, and TERM=\u{FFFD}[2J says this "
        + "terminal cannot move the cursor.",
      "a TERM's control characters are not sent to the terminal")
    #expect(
      ShellError(TerminalError.deviceUnavailable(reason: "No such device or address"))
        .report.message
        == "live mode cannot start: it draws on /dev/tty, which cannot be opened "
        + "(No such device or address).")
    #expect(ShellError(TerminalError.settingsUnavailable).report.exitCode == 2)
  }
}
