/// A keystroke in live mode, decoded from the bytes a terminal in raw mode sends.
enum Key: Sendable, Hashable {
  /// Text typed (one or more printable characters).
  case text(String)
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Ctrl-U: clear the query.
  case clearQuery
  /// Ctrl-W: delete the last word.
  case deleteWord
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Enter.
  case enter
  /// Esc, Ctrl-C or Ctrl-D: leave live mode.
  case leave

  /// Decodes a chunk of bytes; unknown control bytes and escape sequences are skipped.
  ///
  /// A lone ESC at the end of a chunk is Esc; ESC `[` or ESC `O` followed by `A`/`B` is an
  /// arrow (other sequences, such as Delete's `ESC [ 3 ~`, are dropped).
  ///
  /// - Parameter bytes: What the terminal sent.
  /// - Returns: The keys, in order.
  static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var text: [UInt8] = []
    func flushText() {
      guard !text.isEmpty else { return }
      let decoded = String(decoding: text, as: UTF8.self)
      keys.append(.text(decoded))
      text = []
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte >= 0x20 && byte != 0x7F {
        text.append(byte)
        continue
      }
      flushText()
      switch byte {
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x15: keys.append(.clearQuery)
      case 0x17: keys.append(.deleteWord)
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x03, 0x04: keys.append(.leave)
      case 0x1B:
        guard index < bytes.count else {
          keys.append(.leave)
          continue
        }
        guard bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
          keys.append(.leave)
          continue
        }
        index += 1
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        if index < bytes.count {
          if bytes[index] == UInt8(ascii: "A") { keys.append(.up) }
          if bytes[index] == UInt8(ascii: "B") { keys.append(.down) }
          index += 1
        }
      default:
        continue
      }
    }
    flushText()
    return keys
  }
}
