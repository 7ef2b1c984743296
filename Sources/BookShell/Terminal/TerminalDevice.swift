import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The process's controlling terminal, `/dev/tty`, opened to draw on: live mode's screen goes
/// there, never to standard output, so `BookShell --live > pick.txt` keeps the file for the
/// chosen record (as fzf does).
@MainActor
final class TerminalDevice {
  /// The open descriptor.
  let descriptor: Int32
  /// Writes to ``descriptor``.
  let output: StandardOutput

  /// Opens `/dev/tty` for reading and writing.
  ///
  /// - Throws: ``ShellError/liveModeUnavailable(_:)`` when the terminal type cannot move the
  ///   cursor (`TERM=dumb`, empty or unset) or the process has no controlling terminal.
  init() throws(ShellError) {
    let term = getenv("TERM").map { String(cString: $0) }
    if TerminalConventions.isDumb(term: term) {
      let says = term.map { "TERM=\(TextStyle.printable($0))" } ?? "TERM unset"
      throw ShellError.liveModeUnavailable(
        "it redraws the screen, and \(says) says this terminal cannot move the cursor")
    }
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      throw ShellError.liveModeUnavailable(
        "it draws on /dev/tty, which cannot be opened (\(reason))")
    }
    self.descriptor = descriptor
    output = StandardOutput(descriptor: descriptor)
  }

  /// The window's size now, or the standard 80×24 when the terminal does not tell.
  var size: TerminalSize { TerminalSize(ofDescriptor: descriptor) ?? .standard }

  /// Closes the descriptor.
  deinit {
    close(descriptor)
  }
}
