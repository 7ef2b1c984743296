/// Typed input held while the session is busy (answering a line, a `:load`): the one place that
/// holds keys and lets them go.
///
/// Holding turns the terminal's echo off (``TerminalMode/enterHeldMode()``), so keys typed
/// meanwhile do not land in the middle of the output; they are kept, not flushed, and Ctrl-C is
/// still a signal. Each chunk read meanwhile is marked in the reader's ``InputEchoLedger``, so
/// the keys are shown again after the next prompt: by ``ShellInput`` as it reads them in line
/// mode, or by the ``LineEditor``, which draws what it reads. Releasing gives the terminal its
/// echo back.
///
/// Without a terminal (a script, tests) holding does nothing: nothing is echoed to hold.
@MainActor
struct InputHold {
  /// The terminal behind standard input, or `nil`.
  let terminal: TerminalMode?
  /// The record of chunks read while echo is off, or `nil` when the input keeps none.
  let ledger: InputEchoLedger?

  /// A hold over the terminal and the input it types into.
  ///
  /// - Parameters:
  ///   - terminal: The terminal behind standard input, or `nil`.
  ///   - input: The input read from it (its ledger records what echo left out).
  init(terminal: TerminalMode?, input: ShellInput) {
    self.terminal = terminal
    ledger = input.ledger
  }

  /// Holds the keys typed from now on: no echo, kept for the next prompt.
  ///
  /// From raw mode (the line editor's) the terminal switches directly, so no key is echoed in
  /// between; when the terminal's settings cannot be changed, nothing is held.
  func hold() {
    guard let terminal else { return }
    ledger?.setHolding(true)
    do {
      try terminal.enterHeldMode()
    } catch {
      ledger?.setHolding(false)
    }
  }

  /// Records that the terminal echoes nothing from now on (`true`: raw mode, which live mode
  /// puts it in itself) or echoes again (`false`), without changing its mode: keys read
  /// meanwhile and given back to the input are shown after the next prompt, as held ones are.
  ///
  /// - Parameter off: Whether echo is off.
  func setEchoOff(_ off: Bool) {
    ledger?.setHolding(off)
  }

  /// Ends a hold: the terminal's own settings (and echo) come back.
  ///
  /// What was typed meanwhile is shown after the prompt as the next line is read. Does nothing
  /// when input is not held (the terminal is in raw mode, or in its own settings).
  func release() {
    guard let terminal, terminal.isHeld else { return }
    terminal.restore()
    ledger?.setHolding(false)
  }
}
