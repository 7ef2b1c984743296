/// Decodes the bytes a terminal in raw mode sends into ``Key``s, chunk by chunk.
///
/// Pure: ``feed(_:)`` takes the bytes of one read and returns the keys they complete; an escape
/// sequence, a UTF-8 character or a bracketed paste cut by the end of a read is held until the
/// next one completes it. When nothing more arrives within ``flushDelay`` (the caller waits:
/// see ``KeyReader``), ``flush()`` settles what is held: a lone ESC is Esc, ESC and `[`, `O` or
/// `]` are Alt-[, Alt-O and Alt-], a cut UTF-8 character is U+FFFD, an unfinished sequence is
/// dropped and an unfinished paste is a paste of what arrived.
///
/// Recognised: printable text (UTF-8; invalid bytes become U+FFFD, C1 controls are dropped),
/// Enter (CR or LF; CR LF is one Enter, even across reads), Tab, Shift-Tab, Backspace (DEL,
/// Ctrl-H), the arrows, Home, End, Page Up and Page Down in their CSI and SS3 forms with xterm's
/// modifiers (`ESC [ 1 ; 5 D` is Ctrl-←) and rxvt's (`ESC O d`, `ESC [ d`), Delete
/// (`ESC [ 3 ~`), Ctrl-letters, Alt with a character or Backspace (ESC first), Alt with a
/// navigation key sent as ESC and its sequence, and bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`).
/// Every other CSI, SS3 or OSC sequence is consumed whole and dropped: a key never turns into
/// text.
struct KeyDecoder: Sendable {
  /// How long to wait by default for the rest of an escape sequence or UTF-8 character.
  ///
  /// Before ``flush()`` (as vim's `ttimeoutlen`): long enough for a sequence split by a slow
  /// link, short enough that Esc feels immediate. `ESCDELAY` changes it (see ``EscapeDelay``).
  static let escapeTimeout: Duration = .milliseconds(50)
  /// How long to wait for more of an unfinished bracketed paste before ``flush()`` ends it: a
  /// paste that never ends must not swallow every later key.
  static let pasteTimeout: Duration = .seconds(1)
  /// The longest escape sequence held whole; a longer one is skipped to its end as it arrives.
  static let longestSequence = 4_096

  /// How an overlong sequence is being skipped.
  private enum Skipping: Sendable, Hashable {
    /// A control sequence: parameter and intermediate bytes, up to a final byte.
    case controlSequence
    /// An OSC string, up to BEL or ESC `\`.
    case string
  }

  /// What an escape sequence at the start of the held bytes turned out to be.
  private enum Escape {
    /// Not complete yet: hold it.
    case incomplete
    /// A key (or `nil`: a sequence to drop) spelled by `length` bytes.
    case key(Key?, length: Int)
    /// The start of a bracketed paste, `length` bytes.
    case pasteStart(length: Int)
    /// An overlong sequence: drop `length` bytes and skip the rest of it.
    case skip(Skipping, length: Int)
  }

  /// The keys decoded so far and the text not yet closed into a key.
  private struct Output {
    /// The keys, in order.
    var keys: [Key] = []
    /// Printable text since the last key.
    var text = String.UnicodeScalarView()

    /// Appends a key after the text before it.
    mutating func append(_ key: Key) {
      closeText()
      keys.append(key)
    }

    /// Appends the printable scalars of UTF-8 bytes (invalid bytes become U+FFFD).
    mutating func appendText(_ bytes: ArraySlice<UInt8>) {
      for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars
      where !TerminalText.isControl(scalar) {
        text.append(scalar)
      }
    }

    /// Turns the pending text into a key.
    mutating func closeText() {
      guard !text.isEmpty else { return }
      keys.append(.text(String(text)))
      text = String.UnicodeScalarView()
    }

    /// The keys, text closed.
    mutating func finish() -> [Key] {
      closeText()
      return keys
    }
  }

  /// Bytes of an incomplete sequence or character (or a possible paste end), from the last read.
  private var held: [UInt8] = []
  /// The bytes of a bracketed paste under way.
  private var pasted: [UInt8]?
  /// An overlong sequence being skipped.
  private var skipping: Skipping?
  /// Whether the last byte was a CR, so that an LF right after it is the same Enter.
  private var followsCarriageReturn = false

  /// The bytes of `ESC [ 201 ~`, the end of a bracketed paste.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// How long this decoder waits for the rest of a sequence or character.
  let escapeDelay: Duration

  /// A decoder with nothing held.
  ///
  /// - Parameter escapeDelay: How long to wait for the rest of a sequence or character
  ///   (default ``escapeTimeout``).
  init(escapeDelay: Duration = KeyDecoder.escapeTimeout) {
    self.escapeDelay = escapeDelay
  }

  /// How long to wait for more bytes before calling ``flush()``; `nil` when nothing is held
  /// (``escapeDelay``, or ``pasteTimeout`` inside a paste).
  var flushDelay: Duration? {
    if pasted != nil { return Self.pasteTimeout }
    return held.isEmpty && skipping == nil ? nil : escapeDelay
  }

  /// Whether bytes are held for want of the rest of a sequence, character or paste.
  var isPending: Bool { flushDelay != nil }

  /// Decodes the bytes of one read.
  ///
  /// - Parameter bytes: What the terminal sent, after what came before.
  /// - Returns: The keys completed, in order (possibly none).
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    held.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Settles what is held, after ``flushDelay`` passed with no new bytes (or at the end of
  /// input).
  ///
  /// - Returns: The keys the held bytes make on their own.
  mutating func flush() -> [Key] {
    decode(final: true)
  }

  /// Gives back what is held, undecoded, and forgets it: the bytes of an unfinished sequence or
  /// character, or an unfinished paste with its start marker.
  ///
  /// For a reader that stops reading keys and hands the rest of its input on (see
  /// ``KeyReader/unread(_:)``).
  ///
  /// - Returns: The bytes, in the order they arrived.
  mutating func takePendingBytes() -> [UInt8] {
    var bytes: [UInt8] = []
    if let pasted { bytes = Self.pasteStart + pasted }
    bytes += held
    held = []
    pasted = nil
    skipping = nil
    followsCarriageReturn = false
    return bytes
  }

  /// The bytes of `ESC [ 200 ~`, the start of a bracketed paste.
  private static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]

  /// Decodes the held bytes, keeping an incomplete tail unless `final`.
  private mutating func decode(final: Bool) -> [Key] {
    var output = Output()
    let bytes = held
    held = []
    var index = 0
    while index < bytes.count {
      if pasted != nil {
        index = continuePaste(bytes, from: index, final: final, into: &output)
        continue
      }
      if let mode = skipping {
        index = skip(mode, bytes, from: index, final: final)
        continue
      }
      let byte = bytes[index]
      let afterCarriageReturn = followsCarriageReturn
      followsCarriageReturn = false
      switch byte {
      case 0x1B:
        switch Self.escape(bytes, at: index, final: final) {
        case .incomplete:
          held = Array(bytes[index...])
          return output.finish()
        case .key(let key, let length):
          if let key { output.append(key) }
          index += length
        case .pasteStart(let length):
          output.closeText()
          pasted = []
          index += length
        case .skip(let mode, let length):
          skipping = mode
          index += length
        }
      case 0x0D:
        output.append(.enter)
        followsCarriageReturn = true
        index += 1
      case 0x0A:
        if !afterCarriageReturn { output.append(.enter) }
        index += 1
      case 0x09:
        output.append(.tab)
        index += 1
      case 0x08, 0x7F:
        output.append(.backspace)
        index += 1
      case 0x00..<0x20:
        output.append(.control(Self.controlCharacter(byte)))
        index += 1
      default:
        var end = index
        while end < bytes.count && bytes[end] >= 0x20 && bytes[end] != 0x7F { end += 1 }
        var cut = end
        if end == bytes.count && !final {
          cut -= Self.incompleteUTF8Suffix(bytes[index..<end])
        }
        output.appendText(bytes[index..<cut])
        if cut < end {
          held = Array(bytes[cut..<end])
          return output.finish()
        }
        index = end
      }
    }
    if final {
      skipping = nil
      closePaste(into: &output)
    }
    return output.finish()
  }

  /// The character typed with Ctrl to send a control byte (1 → "a", 0 → "@", 0x1C → "\\").
  private static func controlCharacter(_ byte: UInt8) -> Character {
    switch byte {
    case 0x01...0x1A: Character(Unicode.Scalar(byte + 0x60))
    default: Character(Unicode.Scalar(byte + 0x40))
    }
  }

  /// The number of bytes at the end of `bytes` that begin a UTF-8 character without ending it.
  private static func incompleteUTF8Suffix(_ bytes: ArraySlice<UInt8>) -> Int {
    var start = bytes.endIndex
    while start > bytes.startIndex && bytes.endIndex - start < 4 {
      start -= 1
      let byte = bytes[start]
      guard byte & 0xC0 == 0x80 else {
        let length =
          switch byte {
          case 0xC2...0xDF: 2
          case 0xE0...0xEF: 3
          case 0xF0...0xF4: 4
          default: 1
          }
        return bytes.endIndex - start < length ? bytes.endIndex - start : 0
      }
    }
    return 0
  }

  /// Decodes the escape sequence starting at `bytes[start]` (an ESC).
  private static func escape(_ bytes: [UInt8], at start: Int, final: Bool) -> Escape {
    let next = start + 1
    guard next < bytes.count else { return final ? .key(.escape, length: 1) : .incomplete }
    switch bytes[next] {
    case UInt8(ascii: "["):
      return controlSequence(bytes, at: start, final: final)
    case UInt8(ascii: "O"):
      return singleShift(bytes, at: start, final: final)
    case UInt8(ascii: "]"):
      return operatingSystemCommand(bytes, at: start, final: final)
    case 0x1B:
      // ESC ESC: Alt with a navigation key sent as ESC and its sequence, or Esc twice.
      switch escape(bytes, at: next, final: final) {
      case .incomplete: return .incomplete
      case .key(let key?, let length):
        guard let alt = key.withAlt else { return .key(.escape, length: 1) }
        return .key(alt, length: length + 1)
      default: return .key(.escape, length: 1)
      }
    case 0x08, 0x7F:
      return .key(.altBackspace, length: 2)
    case 0x20...0x7E:
      return .key(.alt(Character(Unicode.Scalar(bytes[next]))), length: 2)
    case 0xC2...0xF4:
      let length =
        switch bytes[next] {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        default: 4
        }
      var end = next + 1
      while end < bytes.count && end < next + length && bytes[end] & 0xC0 == 0x80 { end += 1 }
      if end == bytes.count && end < next + length && !final { return .incomplete }
      let text = String(decoding: bytes[next..<end], as: UTF8.self)
      guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
        !TerminalText.isControl(scalar), scalar != "\u{FFFD}"
      else { return .key(nil, length: end - start) }
      return .key(.alt(Character(scalar)), length: end - start)
    default:
      // ESC and another control byte: Esc, then that byte on its own.
      return .key(.escape, length: 1)
    }
  }

  /// How far a CSI or SS3 sequence got.
  private enum Scan {
    /// It is complete: its parameters end at `parametersEnd`, its final byte is at `finalIndex`.
    case complete(parametersEnd: Int, finalIndex: Int)
    /// It is not (yet) a sequence: what to make of its bytes.
    case stopped(Escape)
  }

  /// Scans the sequence whose ESC is at `start` (its introducer, `[` or `O`, next): parameter
  /// bytes, intermediate bytes if allowed, then a final byte.
  ///
  /// Cut short by the end of the bytes, it is incomplete (or, at a flush, Alt with the
  /// introducer when nothing followed it, else dropped); a byte that cannot follow ends it the
  /// same way without waiting.
  private static func scan(
    _ bytes: [UInt8], at start: Int, intermediates: Bool, final: Bool
  ) -> Scan {
    let first = start + 2
    var index = first
    while index < bytes.count && (0x30...0x3F).contains(bytes[index]) { index += 1 }
    let parametersEnd = index
    while intermediates && index < bytes.count && (0x20...0x2F).contains(bytes[index]) {
      index += 1
    }
    let alone = Key.alt(Character(Unicode.Scalar(bytes[start + 1])))
    guard index < bytes.count else {
      if final {
        return .stopped(index == first ? .key(alone, length: 2) : .key(nil, length: index - start))
      }
      if index - start > longestSequence {
        return .stopped(.skip(.controlSequence, length: index - start))
      }
      return .stopped(.incomplete)
    }
    guard (0x40...0x7E).contains(bytes[index]) else {
      // Not a sequence: Alt with the introducer if nothing followed it, else what came is dropped.
      return .stopped(index == first ? .key(alone, length: 2) : .key(nil, length: index - start))
    }
    return .complete(parametersEnd: parametersEnd, finalIndex: index)
  }

  /// Decodes `ESC [` parameters, intermediates and a final byte.
  private static func controlSequence(_ bytes: [UInt8], at start: Int, final: Bool) -> Escape {
    let first = start + 2
    let (parametersEnd, index): (Int, Int)
    switch scan(bytes, at: start, intermediates: true, final: final) {
    case .stopped(let escape): return escape
    case .complete(let end, let finalIndex): (parametersEnd, index) = (end, finalIndex)
    }
    let finalByte = bytes[index]
    let length = index + 1 - start
    guard parametersEnd == index else { return .key(nil, length: length) }  // intermediates
    let parameters = bytes[first..<parametersEnd]
    if let marker = parameters.first, (0x3C...0x3F).contains(marker) {
      return .key(nil, length: length)  // private parameters: a report, not a key
    }
    let numbers = Self.numbers(parameters)
    let modifiers = KeyModifiers(xtermParameter: numbers.count > 1 ? numbers[1] : 1)
    let key: Key?
    switch finalByte {
    case UInt8(ascii: "~"):
      switch numbers.first ?? 0 {
      case 1, 7: key = .home(modifiers)
      case 3: key = .delete(modifiers)
      case 4, 8: key = .end(modifiers)
      case 5: key = .pageUp(modifiers)
      case 6: key = .pageDown(modifiers)
      case 200: return .pasteStart(length: length)
      default: key = nil
      }
    case UInt8(ascii: "Z"): key = .backTab
    case UInt8(ascii: "a")...UInt8(ascii: "d"):  // rxvt's Shift-arrows
      key = arrow(finalByte - 0x20, modifiers: .shift)
    default: key = arrow(finalByte, modifiers: modifiers)
    }
    return .key(key, length: length)
  }

  /// Decodes `ESC O`, optional parameters and a final byte (the application-mode keys).
  private static func singleShift(_ bytes: [UInt8], at start: Int, final: Bool) -> Escape {
    let first = start + 2
    let index: Int
    switch scan(bytes, at: start, intermediates: false, final: final) {
    case .stopped(let escape): return escape
    case .complete(_, let finalIndex): index = finalIndex
    }
    let finalByte = bytes[index]
    let numbers = Self.numbers(bytes[first..<index])
    let modifiers = KeyModifiers(xtermParameter: numbers.last ?? 1)
    let length = index + 1 - start
    switch finalByte {
    case UInt8(ascii: "M"): return .key(.enter, length: length)  // keypad Enter
    case UInt8(ascii: "a")...UInt8(ascii: "d"):  // rxvt's Ctrl-arrows
      return .key(arrow(finalByte - 0x20, modifiers: .control), length: length)
    default: return .key(arrow(finalByte, modifiers: modifiers), length: length)
    }
  }

  /// Skips an OSC string (`ESC ]` … BEL or ESC `\`).
  private static func operatingSystemCommand(
    _ bytes: [UInt8], at start: Int, final: Bool
  ) -> Escape {
    let first = start + 2
    var index = first
    while index < bytes.count {
      switch bytes[index] {
      case 0x07: return .key(nil, length: index + 1 - start)
      case 0x1B:
        guard index + 1 < bytes.count else {
          return final ? .key(nil, length: index + 1 - start) : .incomplete
        }
        // ST ends the string; any other ESC ends it too, and starts what follows.
        let length = bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 - start : index - start
        return .key(nil, length: length)
      default: index += 1
      }
    }
    if final {
      return index == first ? .key(.alt("]"), length: 2) : .key(nil, length: index - start)
    }
    if index - start > longestSequence { return .skip(.string, length: index - start) }
    return .incomplete
  }

  /// The arrow, Home or End key of a CSI or SS3 final byte (`A`…`D`, `H`, `F`), if it is one.
  private static func arrow(_ finalByte: UInt8, modifiers: KeyModifiers) -> Key? {
    switch finalByte {
    case UInt8(ascii: "A"): .up(modifiers)
    case UInt8(ascii: "B"): .down(modifiers)
    case UInt8(ascii: "C"): .right(modifiers)
    case UInt8(ascii: "D"): .left(modifiers)
    case UInt8(ascii: "H"): .home(modifiers)
    case UInt8(ascii: "F"): .end(modifiers)
    default: nil
    }
  }

  /// The numbers of `;`-separated parameters (an empty or non-numeric one is 0; huge ones are
  /// capped).
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int] {
    parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      $0.reduce(0) { value, byte in
        (0x30...0x39).contains(byte) ? min(value * 10 + Int(byte - 0x30), 1_000_000) : value
      }
    }
  }

  /// Skips an overlong sequence's bytes from `start`; returns where decoding goes on (holding
  /// an ESC at the end of a string, which may begin its terminator).
  private mutating func skip(
    _ mode: Skipping, _ bytes: [UInt8], from start: Int, final: Bool
  ) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      switch mode {
      case .controlSequence:
        guard (0x20...0x3F).contains(byte) else {
          skipping = nil
          return (0x40...0x7E).contains(byte) ? index + 1 : index
        }
      case .string:
        if byte == 0x07 {
          skipping = nil
          return index + 1
        }
        if byte == 0x1B {
          guard index + 1 < bytes.count else {
            if !final { held = [byte] }
            return bytes.count
          }
          // ST ends the string; any other ESC ends it too, and starts what follows.
          skipping = nil
          return bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index
        }
      }
      index += 1
    }
    return index
  }

  /// Adds bytes from `start` to the paste under way, ending it at `ESC [ 201 ~` (or at a
  /// flush); returns where decoding goes on.
  private mutating func continuePaste(
    _ bytes: [UInt8], from start: Int, final: Bool, into output: inout Output
  ) -> Int {
    let rest = bytes[start...]
    if let end = Self.firstRange(of: Self.pasteEnd, in: rest) {
      pasted?.append(contentsOf: bytes[start..<end.lowerBound])
      closePaste(into: &output)
      return end.upperBound
    }
    if final {
      pasted?.append(contentsOf: rest)
      closePaste(into: &output)
      return bytes.count
    }
    // Hold what may be the start of the end marker.
    var kept = min(Self.pasteEnd.count - 1, rest.count)
    while kept > 0 && !rest.suffix(kept).elementsEqual(Self.pasteEnd.prefix(kept)) { kept -= 1 }
    pasted?.append(contentsOf: rest.dropLast(kept))
    held = Array(rest.suffix(kept))
    return bytes.count
  }

  /// Ends the paste: its text, line breaks as "\n", other controls but tabs removed.
  private mutating func closePaste(into output: inout Output) {
    guard let bytes = pasted else { return }
    pasted = nil
    var text = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\r": text.append("\n")
      case "\n": if !afterCarriageReturn { text.append("\n") }
      case "\t": text.append(scalar)
      default: if !TerminalText.isControl(scalar) { text.append(scalar) }
      }
    }
    if !text.isEmpty { output.append(.paste(String(text))) }
  }

  /// The first occurrence of `pattern` in `bytes`, if any.
  private static func firstRange(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Range<Int>? {
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: pattern[0]) {
      let end = found + pattern.count
      if end <= bytes.endIndex && bytes[found..<end].elementsEqual(pattern) { return found..<end }
      index = found + 1
    }
    return nil
  }
}

extension Key {
  /// The same navigation key with Alt held (Backspace becomes Alt-Backspace); `nil` for keys
  /// that carry no modifiers.
  fileprivate var withAlt: Key? {
    switch self {
    case .up(let modifiers): .up(modifiers.union(.alt))
    case .down(let modifiers): .down(modifiers.union(.alt))
    case .left(let modifiers): .left(modifiers.union(.alt))
    case .right(let modifiers): .right(modifiers.union(.alt))
    case .home(let modifiers): .home(modifiers.union(.alt))
    case .end(let modifiers): .end(modifiers.union(.alt))
    case .pageUp(let modifiers): .pageUp(modifiers.union(.alt))
    case .pageDown(let modifiers): .pageDown(modifiers.union(.alt))
    case .delete(let modifiers): .delete(modifiers.union(.alt))
    default: nil
    }
  }
}
