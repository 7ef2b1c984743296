import Synchronization

/// The shell's input: chunks of bytes, read as lines (line mode) or as keystrokes (live mode).
///
/// Tests feed it from an `AsyncStream` they fill themselves; the executable feeds it from
/// ``StandardInputReader``.
@MainActor
final class ShellInput {
  /// One line of input.
  struct Line: Sendable, Hashable {
    /// The text, with invalid UTF-8 replaced by U+FFFD and without the line break.
    var text: String
    /// Whether the bytes were not valid UTF-8.
    var hadInvalidUTF8: Bool
  }

  /// What a wait with a deadline for the next bytes brought.
  enum Arrival: Sendable, Hashable {
    /// Bytes (what was buffered, or the next chunk).
    case bytes([UInt8])
    /// Nothing within the time allowed; the read goes on, and its chunk is the next one read.
    case timedOut
    /// The end of input.
    case end
  }

  /// Where chunks come from.
  private var iterator: AsyncStream<[UInt8]>.AsyncIterator
  /// The read of the next chunk under way, kept when a wait for it times out: the next read
  /// takes its chunk, so nothing is lost and the stream never has two readers.
  private var chunkRead: Task<[UInt8]?, Never>?
  /// Bytes received and not consumed yet.
  private var buffer: [UInt8] = []
  /// Where the search for the next line break resumes (bytes before it hold none).
  private var scanned = 0
  /// Whether the stream has finished.
  private(set) var isAtEnd = false
  /// Which chunks the terminal did not echo (read while an ``InputHold`` held input), if any.
  let ledger: InputEchoLedger?
  /// The number of chunks taken from the stream so far.
  private var chunksTaken = 0
  /// The bytes of ``buffer`` the terminal did not echo and nobody has shown yet.
  private var unshown: Range<Int>?
  /// Shows bytes the terminal did not echo: those of a line as it is read, or of a partial
  /// line when the shell prints a prompt (so they read as typed after it).
  var echo: (([UInt8]) -> Void)?

  /// Reads from a stream of byte chunks.
  ///
  /// - Parameters:
  ///   - chunks: The input; its end is the end of input.
  ///   - ledger: The reader's record of chunks read while echo was held off.
  init(_ chunks: AsyncStream<[UInt8]>, ledger: InputEchoLedger? = nil) {
    iterator = chunks.makeAsyncIterator()
    self.ledger = ledger
  }

  /// The next line, or `nil` at end of input (a last line without a line break is returned).
  ///
  /// Ctrl-D typed while input was held (it then arrives as a byte, not as the end of input)
  /// ends the input when it starts a line.
  func nextLine() async -> Line? {
    while true {
      if buffer.first == Self.endOfTransmission, unshown?.lowerBound == 0 {
        consume(1)
        isAtEnd = true
        return nil
      }
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        var bytes = Array(buffer[..<newline])
        consume(newline + 1)
        scanned = 0
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return Self.decode(bytes)
      }
      scanned = buffer.count
      guard await fill() else {
        guard !buffer.isEmpty else { return nil }
        let bytes = buffer
        consume(buffer.count)
        return Self.decode(bytes)
      }
    }
  }

  /// The bytes available now, or the next chunk; `nil` at end of input.
  func nextBytes() async -> [UInt8]? {
    if buffer.isEmpty {
      guard await fill() else { return nil }
    }
    return takeBuffer()
  }

  /// The bytes available now, or the next chunk if it arrives within `timeout` on `clock`.
  ///
  /// A timeout does not cancel the read (cancelling would end the stream): the chunk it brings
  /// later is returned by the next call of any reading method.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait.
  ///   - clock: The clock the wait is measured on (a manual clock in tests).
  /// - Returns: The bytes, ``Arrival/timedOut``, or ``Arrival/end`` at the end of input.
  func nextBytes(waitingAtMost timeout: Duration, on clock: any Clock<Duration>) async -> Arrival {
    if buffer.isEmpty {
      guard !isAtEnd else { return .end }
      guard await Self.finishes(readChunk(), within: timeout, on: clock) else { return .timedOut }
      guard await fill() else { return .end }
    }
    return .bytes(takeBuffer())
  }

  /// Drops the bytes of a partial line not read yet (Ctrl-C at the prompt dropped the line
  /// they begin).
  func discardPartialLine() {
    guard !buffer.contains(UInt8(ascii: "\n")) else { return }
    buffer = []
    scanned = 0
    unshown = nil
  }

  /// Puts bytes back in front of the input, to be read again first (what the line editor read
  /// past the end of the line it returned, or what live mode read and did not use, for whoever
  /// reads next).
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - echoedByTerminal: Whether the terminal showed them as they were typed; if not, they
  ///     are shown as they are read (see ``echo``).
  func unread(_ bytes: [UInt8], echoedByTerminal: Bool) {
    guard !bytes.isEmpty else { return }
    buffer.insert(contentsOf: bytes, at: 0)
    scanned = 0
    let shifted = unshown.map { ($0.lowerBound + bytes.count)..<($0.upperBound + bytes.count) }
    if echoedByTerminal {
      unshown = shifted
    } else {
      // Bytes between these and an unshown range after them (if any) are shown too: they were
      // read together, and a range is one span.
      unshown = 0..<(shifted?.upperBound ?? bytes.count)
    }
  }

  /// Empties the buffer and returns what it held.
  private func takeBuffer() -> [UInt8] {
    defer {
      buffer = []
      scanned = 0
      unshown = nil
    }
    return buffer
  }

  /// Shows a partial line the terminal did not echo (typed while input was held), for the
  /// shell to call right after it prints a prompt; a complete line is shown as it is read.
  func showPartialLine() {
    guard let range = unshown, !buffer.contains(UInt8(ascii: "\n")) else { return }
    unshown = nil
    echo?(Array(buffer[range]))
  }

  /// Removes the first `count` bytes, showing those of them the terminal did not echo.
  private func consume(_ count: Int) {
    if let range = unshown {
      let shown = range.clamped(to: 0..<count)
      if !shown.isEmpty { echo?(Array(buffer[shown])) }
      let rest = range.clamped(to: count..<max(count, range.upperBound))
      unshown = rest.isEmpty ? nil : (rest.lowerBound - count)..<(rest.upperBound - count)
    }
    buffer.removeSubrange(..<count)
    scanned = 0
  }

  /// Appends the next chunk to the buffer; `false` at end of input.
  private func fill() async -> Bool {
    guard !isAtEnd else { return false }
    let chunk = await readChunk().value
    chunkRead = nil
    guard let chunk else {
      isAtEnd = true
      return false
    }
    if ledger?.takeUnechoed(chunksTaken) == true {
      let start = unshown?.lowerBound ?? buffer.count
      unshown = start..<(buffer.count + chunk.count)
    }
    chunksTaken += 1
    buffer += chunk
    return true
  }

  /// The read of the next chunk: the one under way, or a new one.
  private func readChunk() -> Task<[UInt8]?, Never> {
    if let chunkRead { return chunkRead }
    let read = Task { @MainActor in
      var chunks = self.iterator
      let chunk = await chunks.next(isolation: #isolation)
      self.iterator = chunks
      return chunk
    }
    chunkRead = read
    return read
  }

  /// Whether `read` finishes within `timeout` on `clock` (it goes on either way).
  private static func finishes(
    _ read: Task<[UInt8]?, Never>, within timeout: Duration, on clock: any Clock<Duration>
  ) async -> Bool {
    let race = Race()
    return await withCheckedContinuation { continuation in
      race.start(continuation)
      let timer = Task {
        guard (try? await clock.sleep(for: timeout)) != nil else { return }
        race.settle(false)
      }
      Task {
        _ = await read.value
        timer.cancel()
        race.settle(true)
      }
    }
  }

  /// A wait that the first of two tasks resumes.
  private final class Race: Sendable {
    /// The waiting continuation, until one task takes it.
    private let waiter = Mutex<CheckedContinuation<Bool, Never>?>(nil)

    /// Registers the wait.
    func start(_ continuation: CheckedContinuation<Bool, Never>) {
      waiter.withLock { $0 = continuation }
    }

    /// Resumes the wait with `outcome` if nobody has yet.
    func settle(_ outcome: Bool) {
      waiter.withLock { $0.take() }?.resume(returning: outcome)
    }
  }

  /// Ctrl-D.
  private static let endOfTransmission: UInt8 = 0x04

  /// Decodes a line, repairing invalid UTF-8.
  private static func decode(_ bytes: [UInt8]) -> Line {
    if let text = String(validating: bytes, as: UTF8.self) {
      return Line(text: text, hadInvalidUTF8: false)
    }
    return Line(text: String(decoding: bytes, as: UTF8.self), hadInvalidUTF8: true)
  }
}
