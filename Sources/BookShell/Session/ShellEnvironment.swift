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
  /// Whether to print a prompt before reading each line (interactive input).
  var showsPrompt: Bool
  /// The controlling terminal for live mode, or `nil` when stdin is not a TTY.
  var terminal: TerminalMode?

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
