/// What a shell session depends on besides its input and output: time, markup and the terminal.
///
/// The executable uses the real ones; tests inject a manual clock and no terminal.
struct ShellEnvironment {
  /// The clock for the view-model's debounce, latencies and `:type` timestamps.
  var clock: any Clock<Duration>
  /// Waits between the characters `:type` replays (and for its final debounce).
  ///
  /// The executable sleeps on ``clock``; tests advance their manual clock instead, so `:type`
  /// runs deterministically without wall-clock sleeps.
  var pause: @MainActor (Duration) async -> Void
  /// Colours or brackets.
  var style: TextStyle
  /// Whether the session is interactive (stdin is a terminal): a banner, a prompt before each
  /// line, Ctrl-C handled; otherwise a script, whose failed commands make the exit status 2.
  var showsPrompt: Bool
  /// The controlling terminal for live mode, or `nil` when stdin is not a TTY.
  var terminal: TerminalMode?
  /// Whether lines are read with the line editor (stdin and stdout are a terminal that is not
  /// `TERM=dumb`); otherwise as the terminal's own line discipline gives them.
  var editsLines = false
  /// Whether the terminal takes cursor movement (Ctrl-L clears it): not with `TERM=dumb`.
  var movesCursor = true
  /// The history file of the line editor, or `nil` for none.
  var historyFile: HistoryFile?
  /// The window's width, for the line editor.
  var columns: @MainActor () -> Int = { TerminalSize.standard.columns }
  /// The width of standard output's window when it is a terminal, which folds longer lines at
  /// their spaces (``LineFolding``); `nil` for a file, a pipe or `TERM=dumb`, which get each
  /// line whole.
  var outputColumns: (@MainActor () -> Int)?
  /// The same for the error output: its window's width when it is a terminal, else `nil`.
  var errorOutputColumns: (@MainActor () -> Int)?
  /// SIGINT (Ctrl-C while the terminal sends signals), in an interactive session.
  var interrupts: AsyncStream<Void>?
  /// The window's new sizes, for the line editor to redraw.
  var resizes: AsyncStream<TerminalSize>?
  /// Whether to stop at the first failed command (`--bail`).
  var stopsAtFirstError = false
  /// Whether queries print JSON Lines (`--json`): one array per query on stdout, everything
  /// else on stderr.
  var printsJSON = false
  /// Whether the banner and the prompt go to the error output (stdin is a terminal but stdout
  /// is not, so stdout holds only results).
  var promptsOnErrorOutput = false

  /// The executable's environment on a continuous clock.
  ///
  /// - Parameters:
  ///   - colors: Whether to use ANSI colours.
  ///   - terminal: The terminal, when stdin is one.
  /// - Returns: An environment that sleeps for real.
  static func live(colors: Bool, terminal: TerminalMode?) -> ShellEnvironment {
    let clock = ContinuousClock()
    return ShellEnvironment(
      clock: clock,
      pause: { duration in try? await clock.sleep(for: duration) },
      style: TextStyle(colors: colors),
      showsPrompt: terminal != nil,
      terminal: terminal)
  }
}
