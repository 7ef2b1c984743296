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

/// Puts the saved terminal settings back (and the screen, if live mode draws on it, or bracketed
/// paste, if the line editor turned it on), then lets
/// the signal do what it normally does.
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
  tcsetattr(0, TCSANOW, termiosToRestore)
  SignalScreenRestore.writeFromSignalHandler()
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

/// Raw mode (or held mode) on the terminal behind standard input, always restored: on the
/// normal path by ``restore()`` (call it in a `defer`), and on fatal signals by a handler that
/// restores the saved settings before re-raising.
///
/// The modes switch into each other without passing through the terminal's own settings (the
/// line editor goes from held mode to raw mode and back), and the settings saved are always
/// those from before the first mode.
@MainActor
final class TerminalMode {
  /// The signals whose default action ends the process; raw mode must not outlive them.
  private static let fatalSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE,
  ]

  /// A mode the terminal can be put in.
  private enum Mode: Equatable {
    /// No echo, no line editing, no signals from keys; `interruptIsFatal`: SIGINT (then sent
    /// only by `kill`) restores and ends the process, as the other fatal signals do.
    case raw(interruptIsFatal: Bool)
    /// No echo and no line editing; keys still send signals (Ctrl-C is SIGINT, for the shell
    /// to handle), without flushing what was typed.
    case held
  }

  /// The settings before the first mode, while a mode is on.
  private var saved: termios?
  /// The mode on now.
  private var mode: Mode?
  /// The actions the fatal-signal handler replaced, to put back when it is removed.
  private var replacedActions: [Int32: sigaction] = [:]

  /// The terminal behind standard input, or `nil` when stdin is not a TTY.
  static func standardInput() -> TerminalMode? {
    isatty(0) == 1 ? TerminalMode() : nil
  }

  /// Creates a controller for file descriptor 0; call only when it is a TTY.
  private init() {}

  /// Whether raw mode is on.
  var isRaw: Bool {
    if case .raw = mode { return true }
    return false
  }

  /// Switches to raw mode: no echo, no line editing, no signals from keys (Ctrl-C arrives as a
  /// byte), no CR→NL translation; output processing stays on.
  ///
  /// Keys typed before the switch are kept, not flushed: after `:live` and Enter, what the user
  /// types at once is still on its way through line mode's queue and becomes the first query.
  ///
  /// - Parameter interruptIsFatal: Whether a SIGINT (sent by `kill`, as keys send none) restores
  ///   the terminal and ends the process (live mode), or is left to the handler installed
  ///   before (the line editor, whose shell handles it).
  /// - Throws: ``TerminalError/settingsUnavailable`` when the settings cannot be read or changed.
  func enterRawMode(interruptIsFatal: Bool = true) throws(TerminalError) {
    try switchMode(to: .raw(interruptIsFatal: interruptIsFatal))
  }

  /// Restores the settings from before raw mode (or held mode); does nothing when no mode is
  /// on.
  ///
  /// Input typed meanwhile is kept: what live mode did not use (the rest of a paste after its
  /// first line break) goes on to line mode, as after held mode and the line editor.
  func restore() {
    guard var original = saved else { return }
    tcsetattr(0, TCSANOW, &original)
    saved = nil
    mode = nil
    restoreSignals(except: [])
  }

  /// Whether held mode is on (see ``enterHeldMode()``).
  var isHeld: Bool { mode == .held }

  /// Switches to held mode, for ``InputHold`` while the shell is busy printing (a `:load`, a
  /// search).
  ///
  /// No echo and no line editing, so every key reaches the reader at once without landing in
  /// the middle of the output, and the shell shows it after its last line; keys still send
  /// signals (SIGINT is the shell's to handle, and input is not flushed on it; Ctrl-\ is turned
  /// off, so a stray key cannot end the session) and output processing stays on. From raw mode
  /// it switches directly, so no key is echoed in between. ``restore()`` ends it and keeps
  /// what was typed.
  ///
  /// - Throws: ``TerminalError/settingsUnavailable`` when the settings cannot be read or changed.
  func enterHeldMode() throws(TerminalError) {
    try switchMode(to: .held)
  }

  /// Puts the terminal in `newMode`, from its own settings or from another mode, keeping typed
  /// input; saves the settings first (restored on a fatal signal too).
  ///
  /// - Parameter newMode: The mode.
  /// - Throws: ``TerminalError/settingsUnavailable`` when the settings cannot be read or changed.
  private func switchMode(to newMode: Mode) throws(TerminalError) {
    guard mode != newMode else { return }
    let original: termios
    if let saved {
      original = saved
    } else {
      var current = termios()
      guard tcgetattr(0, &current) == 0 else { throw TerminalError.settingsUnavailable }
      termiosToRestore.pointee = current
      original = current
    }
    let handled: Set<Int32> = newMode == .raw(interruptIsFatal: true) ? [] : [SIGINT]
    installFatalHandlers(except: handled)
    var changed = original
    switch newMode {
    case .raw:
      changed.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      changed.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
    case .held:
      changed.c_lflag &= ~tcflag_t(ECHO | ICANON)
      changed.c_lflag |= tcflag_t(NOFLSH)
      withUnsafeMutableBytes(of: &changed.c_cc) { $0[Int(VQUIT)] = 0 }
    }
    withUnsafeMutableBytes(of: &changed.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(0, TCSANOW, &changed) == 0 else {
      if saved == nil { restoreSignals(except: []) }
      throw TerminalError.settingsUnavailable
    }
    saved = original
    mode = newMode
  }

  /// Installs the restoring handler for every fatal signal but `handled` (whose handler, if
  /// the restoring one, is removed), remembering the actions it replaces.
  private func installFatalHandlers(except handled: Set<Int32>) {
    restoreSignals(except: Set(Self.fatalSignals).subtracting(handled))
    for signalNumber in Self.fatalSignals
    where !handled.contains(signalNumber) && replacedActions[signalNumber] == nil {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = restoreTerminalAndReraise
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      sigaction(signalNumber, &action, &previous)
      replacedActions[signalNumber] = previous
    }
  }

  /// Puts back the actions the restoring handler replaced, but for the signals in `kept`.
  private func restoreSignals(except kept: Set<Int32>) {
    for (signalNumber, var previous) in replacedActions where !kept.contains(signalNumber) {
      sigaction(signalNumber, &previous, nil)
      replacedActions[signalNumber] = nil
    }
  }
}
