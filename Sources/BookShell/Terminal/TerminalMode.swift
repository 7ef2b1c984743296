#if canImport(Glibc)
  import Glibc
#endif

/// The terminal settings to put back if a signal ends the process in raw mode.
///
/// `nonisolated(unsafe)`: a signal handler cannot capture context or take a lock, so it reads
/// this global. It is written only on the main actor, before the handlers are installed and
/// while raw mode is being entered, and read only by those handlers (tcsetattr is
/// async-signal-safe).
///
/// Heap storage, not a global `termios` value: Swift 6.3.1 registers such a global with
/// AddressSanitizer as 57 bytes while copies of it move the whole 60-byte C struct, so every
/// assignment was reported as a global-buffer-overflow in `enterRawMode` under
/// `swift test --sanitize=address`.
nonisolated(unsafe) private let termiosToRestore: UnsafeMutablePointer<termios> = {
  let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  storage.initialize(to: termios())
  return storage
}()

/// Puts the saved terminal settings back (and the screen, if live mode draws on it), then lets
/// the signal do what it normally does.
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
  tcsetattr(0, TCSANOW, termiosToRestore)
  SignalScreenRestore.writeFromSignalHandler()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

/// Raw mode on the terminal behind standard input, always restored: on the normal path by
/// ``restore()`` (call it in a `defer`), and on fatal signals by a handler that restores the
/// saved settings before re-raising.
@MainActor
final class TerminalMode {
  /// The signals whose default action ends the process; raw mode must not outlive them.
  private static let fatalSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE,
  ]

  /// The settings before raw mode, while it is on.
  private var saved: termios?

  /// The terminal behind standard input, or `nil` when stdin is not a TTY.
  static func standardInput() -> TerminalMode? {
    isatty(0) == 1 ? TerminalMode() : nil
  }

  /// Creates a controller for file descriptor 0; call only when it is a TTY.
  private init() {}

  /// Whether raw mode is on.
  var isRaw: Bool { saved != nil }

  /// Switches to raw mode: no echo, no line editing, no signals from keys (Ctrl-C arrives as a
  /// byte), no CR→NL translation; output processing stays on.
  ///
  /// Keys typed before the switch are kept, not flushed: after `:live` and Enter, what the user
  /// types at once is still on its way through line mode's queue and becomes the first query.
  ///
  /// - Throws: ``ShellError/notATerminal`` when the settings cannot be read or changed.
  func enterRawMode() throws(ShellError) {
    try change(
      localFlags: tcflag_t(ECHO | ICANON | ISIG | IEXTEN),
      inputFlags: tcflag_t(IXON | ICRNL | INLCR | IGNCR), when: TCSANOW)
  }

  /// Restores the settings from before raw mode; does nothing when raw mode is off.
  ///
  /// Input typed meanwhile is kept: what live mode did not use (the rest of a paste after its
  /// first line break) goes on to line mode, as after held input.
  func restore() {
    guard var original = saved else { return }
    tcsetattr(0, TCSANOW, &original)
    saved = nil
    isHoldingInput = false
    restoreSignals()
  }

  /// Whether input is held (see ``holdInput()``).
  private(set) var isHoldingInput = false

  /// Holds input while the shell is busy printing (a `:load`).
  ///
  /// No echo and no line editing, so every key reaches the reader at once without landing in
  /// the middle of the output, and the shell shows it after its last line; keys still send
  /// signals and output processing stays on. ``restore()`` ends it and keeps what was typed.
  ///
  /// - Throws: ``ShellError/notATerminal`` when the settings cannot be read or changed.
  func holdInput() throws(ShellError) {
    guard saved == nil else { return }
    try change(localFlags: tcflag_t(ECHO | ICANON), inputFlags: 0, when: TCSANOW)
    isHoldingInput = true
  }

  /// Saves the terminal's settings (restored on a fatal signal too), then clears flags and
  /// reads input a byte at a time; does nothing when a mode is already on.
  ///
  /// - Parameters:
  ///   - localFlags: The `c_lflag` bits to clear.
  ///   - inputFlags: The `c_iflag` bits to clear.
  ///   - when: When the change applies (`TCSAFLUSH` drops pending input, `TCSANOW` keeps it).
  /// - Throws: ``ShellError/notATerminal`` when the settings cannot be read or changed.
  private func change(localFlags: tcflag_t, inputFlags: tcflag_t, when: Int32) throws(ShellError) {
    guard saved == nil else { return }
    var original = termios()
    guard tcgetattr(0, &original) == 0 else { throw ShellError.notATerminal }
    termiosToRestore.pointee = original
    for signalNumber in Self.fatalSignals {
      signal(signalNumber, restoreTerminalAndReraise)
    }
    var changed = original
    changed.c_lflag &= ~localFlags
    changed.c_iflag &= ~inputFlags
    withUnsafeMutableBytes(of: &changed.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(0, when, &changed) == 0 else {
      restoreSignals()
      throw ShellError.notATerminal
    }
    saved = original
  }

  /// Puts the default signal actions back.
  private func restoreSignals() {
    for signalNumber in Self.fatalSignals {
      signal(signalNumber, SIG_DFL)
    }
  }
}
