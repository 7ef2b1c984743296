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
  /// - Throws: ``TerminalError/cannotMoveCursor(term:)`` when the terminal type cannot move
  ///   the cursor (`TERM=dumb`, empty or unset); ``TerminalError/deviceUnavailable(reason:)``
  ///   when the process has no controlling terminal.
  init() throws(TerminalError) {
    let term = getenv("TERM").map { String(cString: $0) }
    if TerminalConventions.isDumb(term: term) {
      throw TerminalError.cannotMoveCursor(term: term)
    }
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw TerminalError.deviceUnavailable(reason: String(cString: strerror(errno)))
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
