/// A position in a text file: a byte offset plus the 1-based line and column it falls on.
///
/// Lines are separated by `\n` (a `\r` before it is part of the previous line). The column
/// counts Unicode scalars from the start of the line, so `é` counts as one column even though it
/// takes two bytes in UTF-8.
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
  /// The offset in bytes from the start of the data, starting at 0.
  public var byteOffset: Int
  /// The line number, starting at 1.
  public var line: Int
  /// The column in Unicode scalars, starting at 1.
  public var column: Int

  /// Creates a position from its parts.
  ///
  /// - Parameters:
  ///   - byteOffset: The offset in bytes from the start of the data, starting at 0.
  ///   - line: The line number, starting at 1.
  ///   - column: The column in Unicode scalars, starting at 1.
  public init(byteOffset: Int, line: Int, column: Int) {
    self.byteOffset = byteOffset
    self.line = line
    self.column = column
  }

  /// Computes the line and column of a byte offset in UTF-8 bytes.
  ///
  /// Bytes before `byteOffset` that start a UTF-8 scalar (every byte except `10xxxxxx`
  /// continuation bytes) each advance the column by one.
  ///
  /// - Parameters:
  ///   - byteOffset: The offset to locate; clamped to `0...bytes.count`.
  ///   - bytes: The UTF-8 text.
  /// - Returns: The position of `byteOffset`.
  /// - Complexity: O(*n*), where *n* is `byteOffset`.
  public init(byteOffset: Int, in bytes: some Collection<UInt8>) {
    let end = min(max(byteOffset, 0), bytes.count)
    var line = 1
    var column = 1
    for byte in bytes.prefix(end) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0b1100_0000 != 0b1000_0000 {
        column += 1
      }
    }
    self.init(byteOffset: end, line: line, column: column)
  }

  /// The position as `line L, column C`.
  public var description: String {
    "line \(line), column \(column)"
  }
}
