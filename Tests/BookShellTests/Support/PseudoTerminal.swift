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
///
/// Every wait blocks until what it waits for can have happened, never for a set time: the
/// screen and output waits block in `poll(2)` on the master side until the child writes, then
/// read what it wrote and check again; ``waitForExit(timeout:)`` wakes the moment the child
/// exits. A timeout only bounds a failure. The master side is read only by these calls (and by
/// ``output``, ``mark``, ``screen`` and ``resize(columns:rows:)``), without blocking, under one
/// lock, so bytes are recorded in the order the child wrote them.
final class PseudoTerminal: Sendable {
  /// The master side (the test's end), non-blocking; closed by `deinit`.
  let master: Int32
  /// The slave side, kept open to read its termios and input queue (the child opens it by
  /// name).
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
  /// The read end of a pipe whose write end the thread that waits for the child closes once it
  /// has reaped it: `poll(2)` sees the pipe hang up the moment the child exits.
  private let exitSignal: Int32

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
    var exitPipe: [Int32] = [-1, -1]
    guard pipe(&exitPipe) == 0 else {
      close(master)
      close(slave)
      throw PipeFailed(errno: errno)
    }
    // No end may leak into children other tests spawn meanwhile.
    for descriptor in [master, slave] + exitPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    self.master = master
    self.slave = slave
    exitSignal = exitPipe[0]
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
      for descriptor in [master, slave] + exitPipe { close(descriptor) }
      throw error
    }

    // Waits for the child without reaping it first (WNOWAIT), so that ``signal(_:)``, which
    // checks `exit` under the same lock, never signals a process ID already reused; then
    // closes the pipe's write end, which wakes ``waitForExit(timeout:)``.
    Thread.detachNewThread { [exit, processIdentifier, notify = exitPipe[1]] in
      var info = siginfo_t()
      while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR
      {}
      exit.status.withLock { exit in
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 && errno == EINTR {}
        // As Foundation's `terminationStatus`: the exit code, or the signal that ended it.
        exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F
      }
      close(notify)
    }
  }

  /// Everything the child wrote so far.
  var output: String {
    record.state.withLock { state in
      readAvailable(into: &state)
      return String(decoding: state.bytes, as: UTF8.self)
    }
  }

  /// The number of bytes written so far, to wait for output after a point.
  var mark: Int {
    record.state.withLock { state in
      readAvailable(into: &state)
      return state.bytes.count
    }
  }

  /// The screen a terminal would show now: a ``TerminalScreen`` fed everything written so far,
  /// each resize applied where it happened in the output.
  var screen: TerminalScreen {
    record.state.withLock { state in
      readAvailable(into: &state)
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

  /// Types raw bytes (all of them): when the terminal's input queue is full, waits until the
  /// child reads from it, reading what the child writes meanwhile (a child blocked writing to
  /// the terminal reads nothing).
  func type(bytes: [UInt8]) {
    var bytes = ArraySlice(bytes)
    let deadline = ContinuousClock.now + Self.typingTimeout
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes = bytes.dropFirst(count)
      } else if count < 0 && errno == EINTR {
        continue
      } else if count < 0 && errno == EAGAIN {
        _ = mark
        guard
          Self.awaitEvents(
            [pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)], until: deadline)
            != nil
        else {
          Issue.record(
            "typing on the terminal: its input queue stayed full for \(Self.typingTimeout)")
          return
        }
      } else {
        Issue.record("typing on the terminal failed: errno \(errno)")
        return
      }
    }
  }

  /// The longest wait for room in the terminal's input queue.
  static let typingTimeout = Duration.seconds(120)

  /// Waits (at most `timeout`) until the child has read everything typed so far, so that the
  /// next bytes typed reach it in a read of their own (an escape sequence split as over a slow
  /// link).
  ///
  /// No event marks a terminal's input queue emptied, so this looks again every millisecond,
  /// or at once when the child writes; it waits for the queue, never for a set time.
  ///
  /// - Returns: Whether the child read it all in time.
  func waitUntilTypedInputIsRead(timeout: Duration = .seconds(120)) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      // poll(2) on the slave side first moves what the kernel still holds for the line
      // discipline into its queue, so an empty answer means the child has read it all.
      var pending = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
      if poll(&pending, 1, 0) >= 0 && pending.revents & Int16(POLLIN) == 0 { return true }
      guard ContinuousClock.now < deadline else { return false }
      _ = mark
      var written = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      _ = poll(&written, 1, 1)
    }
  }

  /// Changes the window's size, as a terminal emulator does: the kernel sends SIGWINCH to the
  /// child, and the screen model takes the new size at this point of the output (after what
  /// the child wrote before).
  func resize(columns: Int, rows: Int) {
    record.state.withLock { state in
      readAvailable(into: &state)
      var size = winsize(
        ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      if ioctl(master, UInt(TIOCSWINSZ), &size) != 0 {
        Issue.record("TIOCSWINSZ failed: errno \(errno)")
      }
      state.resizes.append((state.bytes.count, columns, rows))
      state.size = (columns, rows)
    }
  }

  /// Waits (at most `timeout`) until the output after `offset` contains `text`, checking again
  /// each time the child writes.
  ///
  /// - Returns: Whether it appeared.
  @discardableResult
  func waitFor(_ text: String, after offset: Int = 0, timeout: Duration = .seconds(20)) -> Bool {
    wait(timeout: timeout) { bytes in
      String(decoding: bytes.dropFirst(offset), as: UTF8.self).contains(text) ? true : nil
    } ?? false
  }

  /// Waits (at most `timeout`) until the screen satisfies `predicate`, checking again each time
  /// the child writes.
  ///
  /// - Returns: The first screen that did, or `nil` after the timeout.
  @discardableResult
  func waitForScreen(
    timeout: Duration = .seconds(20), _ predicate: (TerminalScreen) -> Bool
  ) -> TerminalScreen? {
    wait(timeout: timeout) { _ in
      let current = screen
      return predicate(current) ? current : nil
    }
  }

  /// Checks `condition` with the bytes written so far, and again each time the child writes,
  /// until it gives an answer or `timeout` passes.
  ///
  /// - Parameter condition: Given the output so far; may read the terminal itself (a check of
  ///   the output that it did not look at is made again at once).
  /// - Returns: The first answer, or `nil` after the timeout.
  private func wait<Answer>(
    timeout: Duration, _ condition: ([UInt8]) -> Answer?
  ) -> Answer? {
    let deadline = ContinuousClock.now + timeout
    while true {
      let bytes = record.state.withLock { state in
        readAvailable(into: &state)
        return state.bytes
      }
      if let answer = condition(bytes) { return answer }
      // A condition that read the terminal may have taken bytes it never checked.
      if record.state.withLock({ $0.bytes.count }) != bytes.count { continue }
      let master = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard Self.awaitEvents([master], until: deadline) != nil else {
        return condition(record.state.withLock { $0.bytes })
      }
    }
  }

  /// Reads, without blocking, everything the child wrote that is not read yet.
  private func readAvailable(into state: inout Record.State) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        state.bytes.append(contentsOf: buffer[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        // EAGAIN: nothing more for now (a read first moves what the kernel still holds for
        // the line discipline into its queue, so nothing the child wrote is left behind).
        return
      }
    }
  }

  /// Blocks in `poll(2)` until one of `descriptors` has an event or `deadline` passes.
  ///
  /// - Returns: Each descriptor's events, or `nil` after the deadline.
  private static func awaitEvents(
    _ descriptors: [pollfd], until deadline: ContinuousClock.Instant
  ) -> [Int16]? {
    var descriptors = descriptors
    while true {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return nil }
      let (seconds, attoseconds) = left.components
      // Rounded up: a wait cut short of the deadline would give up early.
      let milliseconds =
        seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
      let count = poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: milliseconds))
      if count > 0 { return descriptors.map(\.revents) }
      if count < 0 && errno != EINTR {
        Issue.record("poll failed: errno \(errno)")
        return nil
      }
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

  /// Waits (at most `timeout`) for the child to exit, reading what it writes meanwhile (a
  /// child blocked writing to a full terminal would never exit).
  ///
  /// - Returns: Its exit status (or the signal that ended it), or `nil` if it is still running
  ///   (it is then sent SIGTERM).
  func waitForExit(timeout: Duration = .seconds(20)) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while true {
      _ = mark
      if let status = exit.status.withLock({ $0 }) { return status }
      let events = [
        pollfd(fd: master, events: Int16(POLLIN), revents: 0),
        pollfd(fd: exitSignal, events: Int16(POLLIN), revents: 0),
      ]
      guard Self.awaitEvents(events, until: deadline) != nil else { break }
    }
    signal(SIGTERM)
    return nil
  }

  /// Ends the child if it still runs and closes the terminal (a child still writing then gets
  /// EIO) and this end of the exit pipe.
  deinit {
    signal(SIGTERM)
    close(slave)
    close(master)
    close(exitSignal)
  }

  /// The error thrown when the pipe that signals the child's exit cannot be made.
  struct PipeFailed: Error {
    /// The `errno` of `pipe(2)`.
    let errno: Int32
  }

  /// The child's exit status, set by the thread that waits for it; `nil` while it runs.
  final class ExitStatus: Sendable {
    /// The status (as Foundation's `terminationStatus`), or `nil`.
    let status = Mutex<Int32?>(nil)
  }

  /// What the terminal has read and ``resize(columns:rows:)`` recorded, and the screen model
  /// fed from it, behind one lock.
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
