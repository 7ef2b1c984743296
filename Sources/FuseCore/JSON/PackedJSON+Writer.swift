extension PackedJSON {
  /// Writes packed values into a buffer it reuses: from a tree (``write(_:)``), or value by
  /// value as a reader meets them (``JSONReader/readPacked(into:)``).
  struct Writer {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Forgets what was written, keeping the buffer's capacity.
    mutating func reset() {
      bytes.removeAll(keepingCapacity: true)
    }

    /// The bytes written, in storage of their exact count (`[]` for none: an array made with
    /// capacity 0 is the shared empty-array storage, whose count the initialiser would write).
    func packed() -> [UInt8] {
      guard !bytes.isEmpty else { return [] }
      return [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
        count = buffer.initialize(fromContentsOf: bytes)
      }
    }

    /// Writes a tree.
    ///
    /// - Precondition: No array or object in it packs into 4 GiB or more (a tree that large
    ///   does not fit in memory beside its packed copy).
    mutating func write(_ value: JSONValue) {
      switch value {
      case .null: writeNull()
      case .bool(let flag): writeBool(flag)
      case .number(let number): writeNumber(number)
      case .string(let text): writeString(text)
      case .array(let elements):
        let header = beginContainer(.array)
        for element in elements { write(element) }
        let ended = endContainer(at: header, count: elements.count)
        precondition(ended, "an array of 4 GiB or more, which a packed value cannot hold")
      case .object(let members):
        let header = beginContainer(.object)
        for member in members {
          writeKey(member.key)
          write(member.value)
        }
        let ended = endContainer(at: header, count: members.count)
        precondition(ended, "an object of 4 GiB or more, which a packed value cannot hold")
      }
    }

    /// Writes `null`.
    mutating func writeNull() {
      bytes.append(Tag.null.rawValue)
    }

    /// Writes a Boolean.
    mutating func writeBool(_ flag: Bool) {
      bytes.append(flag ? Tag.true.rawValue : Tag.false.rawValue)
    }

    /// Writes a number: in 4 bytes when it is an integer of 32 bits other than `-0`, else its
    /// 8 bytes.
    mutating func writeNumber(_ number: Double) {
      if let integer = Int32(exactly: number), !(number == 0 && number.sign == .minus) {
        bytes.append(Tag.integer.rawValue)
        appendLittleEndian(UInt32(bitPattern: integer), width: 4)
      } else {
        bytes.append(Tag.double.rawValue)
        appendLittleEndian(number.bitPattern, width: 8)
      }
    }

    /// Writes a string.
    mutating func writeString(_ text: String) {
      bytes.append(Tag.string.rawValue)
      writeKey(text)
    }

    /// Writes a string from its UTF-8 bytes (valid UTF-8).
    mutating func writeString(utf8 text: UnsafeBufferPointer<UInt8>) {
      bytes.append(Tag.string.rawValue)
      writeKey(utf8: text)
    }

    /// Writes an object member's key (a string without its tag).
    mutating func writeKey(_ key: String) {
      var key = key
      key.withUTF8 { writeKey(utf8: $0) }
    }

    /// Writes an object member's key from its UTF-8 bytes (valid UTF-8).
    mutating func writeKey(utf8 key: UnsafeBufferPointer<UInt8>) {
      var length = key.count
      while length >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: length) | 0x80)
        length >>= 7
      }
      bytes.append(UInt8(length))
      bytes.append(contentsOf: key)
    }

    /// Begins an array or object: its tag, and room for its header.
    ///
    /// - Returns: Where the header is, for ``endContainer(at:count:)``.
    mutating func beginContainer(_ tag: Tag) -> Int {
      assert(tag == .array || tag == .object, "a container tag")
      bytes.append(tag.rawValue)
      let header = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: PackedJSON.containerHeader))
      return header
    }

    /// Ends the container whose header is at `header`: writes its count and the length of
    /// what was written since.
    ///
    /// - Returns: `false` when the count or the length does not fit in 32 bits (a container of
    ///   4 GiB or more); the header is then left unwritten.
    mutating func endContainer(at header: Int, count: Int) -> Bool {
      let length = bytes.count - header - PackedJSON.containerHeader
      guard let count = UInt32(exactly: count), let length = UInt32(exactly: length) else {
        return false
      }
      bytes.withUnsafeMutableBytes { raw in
        raw.storeBytes(of: count.littleEndian, toByteOffset: header, as: UInt32.self)
        raw.storeBytes(of: length.littleEndian, toByteOffset: header + 4, as: UInt32.self)
      }
      return true
    }

    /// Appends the low `width` bytes of `value`, least significant first.
    private mutating func appendLittleEndian<Value: FixedWidthInteger>(_ value: Value, width: Int) {
      for shift in 0..<width {
        bytes.append(UInt8(truncatingIfNeeded: value >> (shift * 8)))
      }
    }
  }
}
