import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The write end of the pipe the SIGINT handler writes a byte to; -1 before
/// ``InterruptSignals/start()``.
///
/// `nonisolated(unsafe)`: a signal handler cannot capture context or take a lock, so it reads
/// this global. It is written once, on the main actor, before the handler is installed, and only
/// read afterwards.
nonisolated(unsafe) private var interruptPipe: Int32 = -1

/// Notes a SIGINT: writes one byte to the pipe and nothing else (`write` is async-signal-safe;
/// `errno` is put back so the interrupted code does not see the handler's).
private func noteInterrupt(_ signalNumber: Int32) {
  let savedError = errno
  var byte: UInt8 = 1
  _ = write(interruptPipe, &byte, 1)
  errno = savedError
}

/// Ctrl-C as SIGINT, for when the terminal sends signals (canonical mode, or input held while
/// the shell is busy), as an async stream.
///
/// The handler only writes a byte to a pipe (the self-pipe pattern); a reader thread turns each
/// byte into an element of the stream, so no work runs in the signal handler. The terminal's
/// restoring handler (``TerminalMode``) leaves SIGINT to this one except in live mode.
enum InterruptSignals {
  /// Installs the handler and starts the reader; call once, for an interactive session.
  ///
  /// - Returns: One element per SIGINT (several may be merged into one when they come faster
  ///   than they are read), or `nil` when the pipe cannot be made (SIGINT then keeps its
  ///   default action).
  @MainActor
  static func start() -> AsyncStream<Void>? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // Never block in the handler: a full pipe already says "interrupted".
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    interruptPipe = ends[1]
    let (stream, continuation) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let reader = ends[0]
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        if count > 0 {
          continuation.yield()
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
      continuation.finish()
    }
    thread.name = "BookShell SIGINT"
    thread.start()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = noteInterrupt
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
    return stream
  }
}
