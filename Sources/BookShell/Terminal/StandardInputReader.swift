import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads standard input on a dedicated thread and hands the bytes to the main actor as an
/// `AsyncStream`, so a blocking `read` never pins a thread of the cooperative pool.
///
/// Bytes, not lines: line mode splits them into lines (see ``ShellInput``), live mode decodes
/// keys from the same stream, and invalid UTF-8 or a 1 MB line is just bytes.
enum StandardInputReader {
  /// Starts the reader thread.
  ///
  /// - Parameter ledger: Told about every chunk before it is handed on, so that chunks read
  ///   while echo is held off can be echoed by the shell later.
  /// - Returns: The chunks read from file descriptor 0, finishing at end of input or on a
  ///   read error.
  static func start(ledger: InputEchoLedger? = nil) -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        // Wait for input before reading, so that no `read` is already blocked when live mode
        // switches the terminal back from raw mode: a read that began with VMIN 1 ignores the
        // end-of-file marker of canonical mode, and Ctrl-D right after live mode would be lost.
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, -1) < 0 && errno == EINTR { continue }
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count > 0 {
          ledger?.recordChunk()
          continuation.yield(Array(buffer[0..<count]))
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
      continuation.finish()
    }
    thread.name = "BookShell stdin"
    thread.start()
    return stream
  }
}
