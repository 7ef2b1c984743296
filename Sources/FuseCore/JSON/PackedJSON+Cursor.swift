extension PackedJSON {
  /// A position at the start of one packed value, for reading it in place.
  ///
  /// Valid only while the buffer it reads is (inside `withUnsafeBytes`). Every read stays
  /// inside the buffer: a ``Writer`` wrote it, so each length it reads is that of what follows.
  struct Cursor {
    /// The whole packed buffer.
    let bytes: UnsafeRawBufferPointer
    /// Where the value's tag is.
    let offset: Int

    init(bytes: UnsafeRawBufferPointer, offset: Int) {
      precondition(offset >= 0 && offset < bytes.count, "a packed value outside its buffer")
      self.bytes = bytes
      self.offset = offset
    }

    /// The value's tag.
    var tag: Tag {
      // Only a writer's tags are ever written; `.null` keeps a damaged buffer harmless.
      Tag(rawValue: bytes[offset]) ?? .null
    }

    /// Where the value ends (the offset of the byte after it).
    var end: Int {
      switch tag {
      case .null, .false, .true: return offset + 1
      case .integer: return offset + 5
      case .double: return offset + 9
      case .string:
        let (length, start) = Self.varint(in: bytes, at: offset + 1)
        return start + length
      case .array, .object:
        return contentStart + Int(word(at: offset + 5))
      }
    }

    /// A container's number of elements or members.
    var count: Int {
      assert(tag == .array || tag == .object, "the count of a scalar")
      return Int(word(at: offset + 1))
    }

    /// Where a container's first element or member is.
    private var contentStart: Int { offset + 1 + PackedJSON.containerHeader }

    /// A string's UTF-8 bytes.
    var utf8: UnsafeRawBufferPointer {
      assert(tag == .string, "the text of a value that is not a string")
      return Self.text(in: bytes, at: offset + 1).text
    }

    /// A string's text.
    var string: String {
      String(decoding: utf8, as: UTF8.self)
    }

    /// A number's value.
    var number: Double {
      switch tag {
      case .integer:
        return Double(Int32(bitPattern: word(at: offset + 1)))
      case .double:
        let low = UInt64(word(at: offset + 1))
        let high = UInt64(word(at: offset + 5))
        return Double(bitPattern: high << 32 | low)
      default:
        assert(false, "the number of a value that is not one")
        return .nan
      }
    }

    /// An array's elements, in order.
    var elements: [Cursor] {
      assert(tag == .array, "the elements of a value that is not an array")
      var elements: [Cursor] = []
      elements.reserveCapacity(count)
      var position = contentStart
      for _ in 0..<count {
        let element = Cursor(bytes: bytes, offset: position)
        elements.append(element)
        position = element.end
      }
      return elements
    }

    /// The value of an object's last member whose key is `key` (JSON.parse keeps the last of
    /// duplicate keys), keys compared as JavaScript compares strings (their UTF-8 is the same
    /// exactly when their UTF-16 is).
    ///
    /// - Parameter key: The key's UTF-8 bytes.
    /// - Returns: The value, or `nil` when no member has that key.
    func lastMember(named key: UnsafeBufferPointer<UInt8>) -> Cursor? {
      assert(tag == .object, "a member of a value that is not an object")
      var found: Cursor?
      forEachMember { memberKey, value in
        if memberKey.count == key.count, memberKey.elementsEqual(UnsafeRawBufferPointer(key)) {
          found = value
        }
      }
      return found
    }

    /// The value as a tree.
    func unpacked() -> JSONValue {
      switch tag {
      case .null: return .null
      case .false: return .bool(false)
      case .true: return .bool(true)
      case .integer, .double: return .number(number)
      case .string: return .string(string)
      case .array:
        return .array(elements.map { $0.unpacked() })
      case .object:
        var members: [JSONValue.Member] = []
        members.reserveCapacity(count)
        forEachMember { key, value in
          members.append(JSONValue.Member(String(decoding: key, as: UTF8.self), value.unpacked()))
        }
        return .object(members)
      }
    }

    /// Calls `body` with each member of an object, in order: its key's UTF-8 and its value.
    private func forEachMember(_ body: (UnsafeRawBufferPointer, Cursor) -> Void) {
      assert(tag == .object, "the members of a value that is not an object")
      var position = contentStart
      for _ in 0..<count {
        let (key, valueStart) = Self.text(in: bytes, at: position)
        let value = Cursor(bytes: bytes, offset: valueStart)
        body(key, value)
        position = value.end
      }
    }

    /// The text whose length begins at `position` (a string after its tag, or a key), and
    /// where the value after it begins.
    private static func text(in bytes: UnsafeRawBufferPointer, at position: Int)
      -> (text: UnsafeRawBufferPointer, next: Int)
    {
      let (length, start) = varint(in: bytes, at: position)
      precondition(start + length <= bytes.count, "a packed text longer than its buffer")
      return (UnsafeRawBufferPointer(rebasing: bytes[start..<start + length]), start + length)
    }

    /// The variable-length integer at `position`, and where what follows it begins.
    private static func varint(in bytes: UnsafeRawBufferPointer, at position: Int)
      -> (value: Int, next: Int)
    {
      var value = 0
      var shift = 0
      var position = position
      while true {
        let byte = bytes[position]
        position += 1
        value |= Int(byte & 0x7F) << shift
        guard byte >= 0x80 else { return (value, position) }
        shift += 7
      }
    }

    /// The little-endian 32-bit word at `position`.
    private func word(at position: Int) -> UInt32 {
      precondition(position + 4 <= bytes.count, "a packed count past its buffer")
      return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
    }
  }
}
