extension Key {
  /// The bytes a terminal sends for the key, as line mode reads them back: what live mode read
  /// and did not use goes back to the input in this form (``KeyReader/unread(_:)``).
  ///
  /// ``KeyDecoder`` decodes them to the same key, with two exceptions made for line mode: Enter
  /// is LF (a line's end, whatever the terminal sent), and a paste is its text as typed, without
  /// the bracketed-paste markers, so each of its line breaks ends a line.
  var bytes: [UInt8] {
    switch self {
    case .text(let text), .paste(let text): Array(text.utf8)
    case .enter: [0x0A]
    case .tab: [0x09]
    case .backTab: Self.sequence("[Z")
    case .backspace: [0x7F]
    case .altBackspace: [0x1B, 0x7F]
    case .escape: [0x1B]
    case .delete(let modifiers): Self.tilde(3, modifiers)
    case .pageUp(let modifiers): Self.tilde(5, modifiers)
    case .pageDown(let modifiers): Self.tilde(6, modifiers)
    case .up(let modifiers): Self.cursorKey("A", modifiers)
    case .down(let modifiers): Self.cursorKey("B", modifiers)
    case .right(let modifiers): Self.cursorKey("C", modifiers)
    case .left(let modifiers): Self.cursorKey("D", modifiers)
    case .home(let modifiers): Self.cursorKey("H", modifiers)
    case .end(let modifiers): Self.cursorKey("F", modifiers)
    case .control(let character): [Self.controlByte(character)]
    case .alt(let character): [0x1B] + Array(String(character).utf8)
    }
  }

  /// ESC, then `text`.
  private static func sequence(_ text: String) -> [UInt8] {
    [0x1B] + Array(text.utf8)
  }

  /// xterm's modifier parameter for a set of modifiers (1 + Shift 1, Alt 2, Ctrl 4).
  private static func parameter(_ modifiers: KeyModifiers) -> Int {
    1 + Int(modifiers.rawValue)
  }

  /// `ESC [ number ~`, or `ESC [ number ; modifier ~` with modifiers.
  private static func tilde(_ number: Int, _ modifiers: KeyModifiers) -> [UInt8] {
    modifiers.isEmpty
      ? sequence("[\(number)~") : sequence("[\(number);\(parameter(modifiers))~")
  }

  /// `ESC [ final`, or `ESC [ 1 ; modifier final` with modifiers.
  private static func cursorKey(_ final: Character, _ modifiers: KeyModifiers) -> [UInt8] {
    modifiers.isEmpty ? sequence("[\(final)") : sequence("[1;\(parameter(modifiers))\(final)")
  }

  /// The control byte Ctrl and a character send (`"a"` 0x01 … `"z"` 0x1A, `"@"` 0, `"\\"` 0x1C,
  /// `"]"` 0x1D, `"^"` 0x1E, `"_"` 0x1F).
  private static func controlByte(_ character: Character) -> UInt8 {
    guard let value = character.asciiValue else { return 0 }
    return value & 0x1F
  }
}
