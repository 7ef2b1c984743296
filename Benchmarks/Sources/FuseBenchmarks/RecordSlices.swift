/// Finds the elements of a JSON text's top-level `records` array without parsing them, so the
/// harness can parse one record at a time.
///
/// Parsing the whole corpus at once builds a tree of every record; the strings the records keep
/// end up scattered between the tree's freed nodes, and the process keeps those pages resident.
/// Parsing record by record reuses the same few freed blocks instead. Only the structure is
/// skimmed here (strings, brackets, commas); each element's bytes are parsed by ``JSONValue``,
/// which reports any error in them.
struct RecordSlices {
  /// The `records` member's value, brackets included.
  var array: Range<Int>
  /// Each element's bytes, in order.
  var elements: [Range<Int>]

  /// Skims `bytes`; `nil` when they are not an object with a `records` array (the caller then
  /// parses the whole text, which names the problem).
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    var skimmer = Skimmer(bytes: bytes)
    guard let (array, elements) = skimmer.recordsArray() else { return nil }
    self.array = array
    self.elements = elements
  }
}

/// A cursor over JSON text that steps over whole values.
private struct Skimmer {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// The top-level `records` array and its elements.
  mutating func recordsArray() -> (Range<Int>, [Range<Int>])? {
    skipWhitespace()
    guard take(UInt8(ascii: "{")) else { return nil }
    while true {
      skipWhitespace()
      let keyStart = position
      guard skipString() else { return nil }
      let isRecords = bytes[keyStart..<position].elementsEqual(#""records""#.utf8)
      skipWhitespace()
      guard take(UInt8(ascii: ":")) else { return nil }
      skipWhitespace()
      if isRecords, peek == UInt8(ascii: "[") {
        return elements()
      }
      guard skipValue() else { return nil }
      skipWhitespace()
      guard take(UInt8(ascii: ",")) else { return nil }
    }
  }

  /// The array at the cursor and its elements.
  private mutating func elements() -> (Range<Int>, [Range<Int>])? {
    let start = position
    position += 1
    var elements: [Range<Int>] = []
    skipWhitespace()
    if take(UInt8(ascii: "]")) { return (start..<position, elements) }
    while true {
      skipWhitespace()
      let elementStart = position
      guard skipValue() else { return nil }
      elements.append(elementStart..<position)
      skipWhitespace()
      if take(UInt8(ascii: "]")) { return (start..<position, elements) }
      guard take(UInt8(ascii: ",")) else { return nil }
    }
  }

  private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    position += 1
    return true
  }

  private mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  /// Steps over a string (the cursor is on its opening quote).
  private mutating func skipString() -> Bool {
    guard take(UInt8(ascii: "\"")) else { return false }
    while let byte = peek {
      position += byte == UInt8(ascii: "\\") ? 2 : 1
      if byte == UInt8(ascii: "\"") { return true }
    }
    return false
  }

  /// Steps over any value: a string, a whole object or array, or a scalar.
  private mutating func skipValue() -> Bool {
    guard let first = peek else { return false }
    if first == UInt8(ascii: "\"") { return skipString() }
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
      let start = position
      while let byte = peek, !",]} \t\r\n".utf8.contains(byte) { position += 1 }
      return position > start
    }
    var depth = 0
    while let byte = peek {
      switch byte {
      case UInt8(ascii: "\""):
        guard skipString() else { return false }
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
      default:
        break
      }
      position += 1
      if depth == 0 { return true }
    }
    return false
  }
}
