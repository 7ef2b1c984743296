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

  /// Where chunks come from.
  private var iterator: AsyncStream<[UInt8]>.AsyncIterator
  /// Bytes received and not consumed yet.
  private var buffer: [UInt8] = []
  /// Where the search for the next line break resumes (bytes before it hold none).
  private var scanned = 0
  /// Whether the stream has finished.
  private(set) var isAtEnd = false
  /// Which chunks the terminal did not echo (read while a `:load` held input), if any.
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
  func nextLine() async -> Line? {
    while true {
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
    var chunks = iterator
    let chunk = await chunks.next(isolation: #isolation)
    iterator = chunks
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

  /// Decodes a line, repairing invalid UTF-8.
  private static func decode(_ bytes: [UInt8]) -> Line {
    if let text = String(validating: bytes, as: UTF8.self) {
      return Line(text: text, hadInvalidUTF8: false)
    }
    return Line(text: String(decoding: bytes, as: UTF8.self), hadInvalidUTF8: true)
  }
}
