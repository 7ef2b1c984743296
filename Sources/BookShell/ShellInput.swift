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

  /// Reads from a stream of byte chunks.
  ///
  /// - Parameter chunks: The input; its end is the end of input.
  init(_ chunks: AsyncStream<[UInt8]>) {
    iterator = chunks.makeAsyncIterator()
  }

  /// The next line, or `nil` at end of input (a last line without a line break is returned).
  func nextLine() async -> Line? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        var bytes = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        scanned = 0
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return Self.decode(bytes)
      }
      scanned = buffer.count
      guard await fill() else {
        guard !buffer.isEmpty else { return nil }
        defer {
          buffer = []
          scanned = 0
        }
        return Self.decode(buffer)
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
    }
    return buffer
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
