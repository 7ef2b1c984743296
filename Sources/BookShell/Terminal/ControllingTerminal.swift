#if canImport(Glibc)
  import Glibc
#endif

/// The process's controlling terminal (`/dev/tty`), for a session whose standard input was a
/// pipe read to its end: `cat f.json | BookShell --data -` then reads its keys from the
/// terminal, as fzf does for its list.
enum ControllingTerminal {
  /// Puts the controlling terminal in place of a standard input that is not one.
  ///
  /// Nothing changes when standard input already is a terminal, or when the process has no
  /// controlling terminal (a script, CI): the session then reads what is left of its input,
  /// which after a pipe read to its end is nothing.
  ///
  /// - Returns: Whether standard input is the terminal afterwards.
  @discardableResult
  static func becomeStandardInput() -> Bool {
    if isatty(0) == 1 { return true }
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else { return false }
    defer { close(terminal) }
    // dup2 clears close-on-exec on the copy, as a standard input has it.
    return dup2(terminal, 0) == 0 && isatty(0) == 1
  }
}
