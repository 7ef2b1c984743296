import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The BookShell executable running on a pseudo-terminal, for live-mode tests: the test types
/// into the master side and reads the screen from it.
final class PseudoTerminal: Sendable {
  /// The master side (the test's end), closed by the reader thread after its last read.
  let master: Int32
  /// The slave side (the child's stdin, stdout and stderr); kept open to read its termios.
  let slave: Int32
  /// The child.
  let process: Process
  /// Everything the child wrote.
  private let screen = ScreenBuffer()

  /// Starts the executable on a new pseudo-terminal.
  ///
  /// - Parameter arguments: The executable's arguments.
  init(arguments: [String] = []) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    try #require(openpty(&master, &slave, nil, nil, nil) == 0, "openpty failed")
    self.master = master
    self.slave = slave
    process = Process()
    process.executableURL = URL(fileURLWithPath: try Executable.path())
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    variables["TERM"] = "xterm"
    process.environment = variables
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    // The reader owns the master side and closes it after its last read, never `deinit`:
    // a read under way when another thread closed the descriptor would return, and the next
    // `read` would use the number again, by then perhaps another test's new terminal, whose
    // output this reader would steal (a prompt, a banner, a live screen lost to that test).
    Thread.detachNewThread { [screen, master] in
      defer { close(master) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 {
          screen.bytes.withLock { $0.append(contentsOf: buffer[0..<count]) }
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          // EIO once the child and `slave` are closed: the terminal is gone.
          return
        }
      }
    }
    try process.run()
  }

  /// Everything the child wrote so far.
  var output: String {
    screen.bytes.withLock { String(decoding: $0, as: UTF8.self) }
  }

  /// Types bytes (all of them, even if the terminal takes them in parts).
  func type(_ text: String) {
    var bytes = ArraySlice(text.utf8)
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes = bytes.dropFirst(count)
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        Issue.record("typing on the terminal failed: errno \(errno)")
        return
      }
    }
  }

  /// Waits (at most `timeout`) until the output after `offset` contains `text`.
  ///
  /// - Returns: Whether it appeared.
  @discardableResult
  func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(20)) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      let current = screen.bytes.withLock { $0 }
      if String(decoding: current.dropFirst(offset), as: UTF8.self).contains(text) { return true }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return false
  }

  /// The number of bytes written so far, to wait for output after a point.
  var mark: Int { screen.bytes.withLock { $0.count } }

  /// The local-mode flags of the terminal now.
  var localFlags: tcflag_t {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings.c_lflag
  }

  /// Waits (at most `timeout`) for the child to exit.
  ///
  /// - Returns: Its exit status, or `nil` if it is still running (it is then killed).
  func waitForExit(timeout: Duration = .seconds(20)) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning && ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    return process.terminationStatus
  }

  /// The bytes read from the master side, shared with the reader thread.
  final class ScreenBuffer: Sendable {
    let bytes = Mutex(Data())
  }

  /// Ends the child if it still runs and closes the slave side; the reader thread closes the
  /// master side once it has read the child's last bytes.
  deinit {
    if process.isRunning { process.terminate() }
    close(slave)
  }
}
