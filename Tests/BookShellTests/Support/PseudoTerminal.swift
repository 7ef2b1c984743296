import Foundation
import Synchronization
import Testing

@testable import BookShell

#if canImport(Glibc)
  import Glibc
#endif

/// The BookShell executable (or another program) running on a pseudo-terminal, as in a real
/// terminal: the test types into the master side and reads the screen from it.
///
/// The child is a session leader whose controlling terminal is the pseudo-terminal (spawned
/// with `posix_spawn`, `POSIX_SPAWN_SETSID` and the terminal opened as its standard input, which
/// makes it the controlling one; Foundation's `Process` cannot): `/dev/tty` opens, Ctrl-C typed
/// in canonical mode sends SIGINT through the line discipline, and ``resize(columns:rows:)``
/// sends SIGWINCH. Its signal mask is empty and every signal has its default action.
final class PseudoTerminal: Sendable {
  /// The master side (the test's end), closed by the reader thread after its last read.
  let master: Int32
  /// The slave side, kept open to read its termios (the child opens it by name).
  let slave: Int32
  /// The child's process ID.
  let processIdentifier: pid_t
  /// The terminal's local-mode flags before the child started, for tests that check it puts
  /// them back.
  let initialLocalFlags: tcflag_t
  /// Everything the child wrote, the window sizes, and the screen model.
  private let record: Record
  /// The child's exit status, once it has exited.
  private let exit = ExitStatus()

  /// Starts the BookShell executable on a new pseudo-terminal.
  ///
  /// - Parameters:
  ///   - arguments: The executable's arguments.
  ///   - columns: The window's width (default 80).
  ///   - rows: The window's height (default 24).
  ///   - environment: Variables to set (or, with `nil`, to remove) in the child's environment,
  ///     which is the test's without `NO_COLOR`, `COLUMNS` and `LINES`, with `TERM=xterm` and
  ///     `BOOKSHELL_HISTORY=` (no history file, so no test reads or writes the user's).
  convenience init(
    arguments: [String] = [], columns: Int = 80, rows: Int = 24,
    environment: [String: String?] = [:]
  ) throws {
    try self.init(
      executable: try Executable.path(), arguments: arguments, columns: columns, rows: rows,
      environment: environment)
  }

  /// Starts a program on a new pseudo-terminal.
  ///
  /// - Parameters:
  ///   - executable: The program's absolute path.
  ///   - arguments: Its arguments.
  ///   - columns: The window's width.
  ///   - rows: The window's height.
  ///   - environment: Variables to set or (with `nil`) remove, as for BookShell.
  init(
    executable: String, arguments: [String], columns: Int, rows: Int,
    environment: [String: String?]
  ) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0, "openpty failed")
    // Neither end may leak into children other tests spawn meanwhile.
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    self.master = master
    self.slave = slave
    record = Record(columns: columns, rows: rows)
    var settings = termios()
    tcgetattr(slave, &settings)
    initialLocalFlags = settings.c_lflag

    var variables = ProcessInfo.processInfo.environment
    for name in ["NO_COLOR", "COLUMNS", "LINES"] { variables[name] = nil }
    variables["TERM"] = "xterm"
    variables["BOOKSHELL_HISTORY"] = ""
    for (name, value) in environment { variables[name] = value }
    do {
      processIdentifier = try Self.spawn(
        executable, arguments: arguments, environment: variables, terminal: slave)
    } catch {
      close(master)
      close(slave)
      throw error
    }

    // The reader owns the master side and closes it after its last read, never `deinit`:
    // a read under way when another thread closed the descriptor would return, and the next
    // `read` would use the number again, by then perhaps another test's new terminal, whose
    // output this reader would steal (a prompt, a banner, a live screen lost to that test).
    Thread.detachNewThread { [record, master] in
      defer { close(master) }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 {
          record.state.withLock { $0.bytes.append(contentsOf: buffer[0..<count]) }
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          // EIO once the child and `slave` are closed: the terminal is gone.
          return
        }
      }
    }
    // Waits for the child without reaping it first (WNOWAIT), so that ``signal(_:)``, which
    // checks `exit` under the same lock, never signals a process ID already reused.
    Thread.detachNewThread { [exit, processIdentifier] in
      var info = siginfo_t()
      while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR
      {}
      exit.status.withLock { exit in
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
        // As Foundation's `terminationStatus`: the exit code, or the signal that ended it.
        exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F
      }
    }
  }

  /// Everything the child wrote so far.
  var output: String {
    record.state.withLock { String(decoding: $0.bytes, as: UTF8.self) }
  }

  /// The number of bytes written so far, to wait for output after a point.
  var mark: Int { record.state.withLock { $0.bytes.count } }

  /// The screen a terminal would show now: a ``TerminalScreen`` fed everything read so far,
  /// each resize applied where it happened in the output.
  var screen: TerminalScreen {
    record.state.withLock { state in
      state.catchUp()
      return state.screen
    }
  }

  /// The window size now.
  var size: (columns: Int, rows: Int) { record.state.withLock { $0.size } }

  /// Types bytes (all of them, even if the terminal takes them in parts).
  func type(_ text: String) {
    type(bytes: Array(text.utf8))
  }

  /// Types raw bytes (all of them).
  func type(bytes: [UInt8]) {
    var bytes = ArraySlice(bytes)
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

  /// Changes the window's size, as a terminal emulator does: the kernel sends SIGWINCH to the
  /// child, and the screen model takes the new size at this point of the output.
  func resize(columns: Int, rows: Int) {
    record.state.withLock { state in
      var size = winsize(
        ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      if ioctl(master, UInt(TIOCSWINSZ), &size) != 0 {
        Issue.record("TIOCSWINSZ failed: errno \(errno)")
      }
      state.resizes.append((state.bytes.count, columns, rows))
      state.size = (columns, rows)
    }
  }

  /// Waits (at most `timeout`) until the output after `offset` contains `text`, looking every
  /// `interval` (20 ms unless a test times the output more finely).
  ///
  /// - Returns: Whether it appeared.
  @discardableResult
  func waitFor(
    _ text: String, after offset: Int = 0, timeout: Duration = .seconds(20),
    every interval: Duration = .milliseconds(20)
  ) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      let current = record.state.withLock { $0.bytes.dropFirst(offset) }
      if String(decoding: current, as: UTF8.self).contains(text) { return true }
      Thread.sleep(forTimeInterval: Self.seconds(interval))
    }
    return false
  }

  /// `duration` in seconds.
  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// Waits (at most `timeout`) until the screen satisfies `predicate`.
  ///
  /// - Returns: The first screen that did, or `nil` after the timeout.
  @discardableResult
  func waitForScreen(
    timeout: Duration = .seconds(20), _ predicate: (TerminalScreen) -> Bool
  ) -> TerminalScreen? {
    let deadline = ContinuousClock.now + timeout
    while true {
      let current = screen
      if predicate(current) { return current }
      guard ContinuousClock.now < deadline else { return nil }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// The local-mode flags of the terminal now.
  var localFlags: tcflag_t {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings.c_lflag
  }

  /// Whether the child is still running.
  var isRunning: Bool { exit.status.withLock { $0 == nil } }

  /// Sends a signal to the child, unless it has exited.
  func signal(_ number: Int32) {
    exit.status.withLock { exit in
      if exit == nil { kill(processIdentifier, number) }
    }
  }

  /// Waits (at most `timeout`) for the child to exit.
  ///
  /// - Returns: Its exit status (or the signal that ended it), or `nil` if it is still running
  ///   (it is then sent SIGTERM).
  func waitForExit(timeout: Duration = .seconds(20)) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if let status = exit.status.withLock({ $0 }) { return status }
      Thread.sleep(forTimeInterval: 0.02)
    }
    signal(SIGTERM)
    return nil
  }

  /// Ends the child if it still runs and closes the slave side; the reader thread closes the
  /// master side once it has read the child's last bytes.
  deinit {
    signal(SIGTERM)
    close(slave)
  }

  /// The child's exit status, set by the thread that waits for it; `nil` while it runs.
  final class ExitStatus: Sendable {
    /// The status (as Foundation's `terminationStatus`), or `nil`.
    let status = Mutex<Int32?>(nil)
  }

  /// What the reader thread and ``resize(columns:rows:)`` record, and the screen model fed
  /// from it, behind one lock.
  final class Record: Sendable {
    /// The record's fields.
    struct State: Sendable {
      /// Everything read from the master side.
      var bytes: [UInt8] = []
      /// Each resize: the number of bytes read when it happened, and the new size.
      var resizes: [(offset: Int, columns: Int, rows: Int)] = []
      /// The window size now.
      var size: (columns: Int, rows: Int)
      /// The screen, fed up to ``fed``.
      var screen: TerminalScreen
      /// How many bytes the screen has been fed.
      var fed = 0
      /// How many resizes the screen has taken.
      var resized = 0

      /// Feeds the screen the bytes and resizes it has not seen, in order.
      mutating func catchUp() {
        while resized < resizes.count {
          let resize = resizes[resized]
          screen.feed(bytes[fed..<resize.offset])
          fed = resize.offset
          screen.resize(columns: resize.columns, rows: resize.rows)
          resized += 1
        }
        screen.feed(bytes[fed...])
        fed = bytes.count
      }
    }

    /// The fields.
    let state: Mutex<State>

    /// A record for a terminal of the given size.
    init(columns: Int, rows: Int) {
      state = Mutex(
        State(size: (columns, rows), screen: TerminalScreen(columns: columns, rows: rows)))
    }
  }

  /// `POSIX_SPAWN_SETSID` (glibc 2.26 and later; Swift's Glibc module does not export it).
  private static let spawnSetSession: Int32 = 0x80

  /// Spawns `executable` as the leader of a new session whose controlling terminal is the
  /// pseudo-terminal `terminal` (its standard input, output and error), with default signal
  /// actions, an empty signal mask and no other descriptor.
  private static func spawn(
    _ executable: String, arguments: [String], environment: [String: String], terminal: Int32
  ) throws -> pid_t {
    var name = [CChar](repeating: 0, count: 256)
    try #require(ttyname_r(terminal, &name, name.count) == 0, "no name for the pseudo-terminal")

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    let flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | spawnSetSession
    try #require(posix_spawnattr_setflags(&attributes, Int16(flags)) == 0)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened (not inherited) after setsid, by a session leader without a controlling
    // terminal, and without O_NOCTTY: the pseudo-terminal becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    try closeOtherDescriptors(&actions)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var processIdentifier: pid_t = 0
    let status = posix_spawn(&processIdentifier, executable, &actions, &attributes, argv, envp)
    try #require(status == 0, "posix_spawn \(executable) failed: errno \(status)")
    return processIdentifier
  }

  /// Adds a close-from-3 action: glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and
  /// later, looked up at run time as the Glibc module does not export it), or a close action
  /// for each descriptor open now.
  private static func closeOtherDescriptors(
    _ actions: inout posix_spawn_file_actions_t
  ) throws {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") {
      try #require(unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3) == 0)
      return
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
      if fcntl(descriptor, F_GETFD) >= 0 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
  }
}
