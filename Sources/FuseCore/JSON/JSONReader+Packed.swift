extension JSONReader {
  /// Reads the value at the position, with everything it contains, as one packed value: the
  /// same texts accepted, the same errors at the same places, as ``readValue()``, without
  /// building a tree.
  ///
  /// - Returns: The value.
  /// - Throws: ``JSONParseError`` at the first problem, or for a container of 4 GiB or more,
  ///   which a packed value cannot hold.
  package mutating func readPacked() throws(JSONParseError) -> PackedJSON {
    // The writer's buffer is reused from value to value; taken out so that reading may change
    // the reader while the writer is written.
    var writer = packedWriter
    packedWriter = PackedJSON.Writer()
    defer { packedWriter = writer }
    writer.reset()
    try readPacked(into: &writer)
    return PackedJSON(packed: writer.packed())
  }

  /// Reads the value at the position, with everything it contains, straight into `writer`
  /// as one packed value: the same texts accepted, the same errors at the same places, as
  /// ``readValue()``, without building a tree.
  ///
  /// - Parameter writer: Where the value is written.
  /// - Throws: ``JSONParseError`` at the first problem, or for a container of 4 GiB or more,
  ///   which a packed value cannot hold.
  mutating func readPacked(into writer: inout PackedJSON.Writer) throws(JSONParseError) {
    switch peek() {
    case UInt8(ascii: "{"):
      let start = position
      let header = writer.beginContainer(.object)
      var count = 0
      if try beginObject() {
        repeat {
          try readKey { writer.writeKey(utf8: $0) }
          try readPacked(into: &writer)
          count += 1
        } while try endOfMember()
      }
      guard writer.endContainer(at: header, count: count) else { throw tooLarge(at: start) }
    case UInt8(ascii: "["):
      let start = position
      let header = writer.beginContainer(.array)
      var count = 0
      if try beginArray() {
        repeat {
          try readPacked(into: &writer)
          count += 1
        } while try endOfElement()
      }
      guard writer.endContainer(at: header, count: count) else { throw tooLarge(at: start) }
    case UInt8(ascii: "\""):
      try readString { writer.writeString(utf8: $0) }
    case UInt8(ascii: "t"):
      try readLiteral("true")
      writer.writeBool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      writer.writeBool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      writer.writeNull()
    case .some(UInt8(ascii: "-")), .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
      writer.writeNumber(value(of: try readNumber()))
    default:
      throw unexpected("expected a value")
    }
  }

  /// The error for a container too large to pack, at its opening byte.
  private func tooLarge(at offset: Int) -> JSONParseError {
    error("an array or object of 4 GiB or more", at: offset)
  }
}
