/// A string with JavaScript's identity: two values are equal when their UTF-16 code units are,
/// and hash alike exactly then.
///
/// Swift's `String ==` and hashing use canonical equivalence, so NFC "café" and NFD "cafe\u{301}"
/// (and "K" and KELVIN SIGN "\u{212A}") are one string to Swift but two to JavaScript. Fuse.js
/// compares key ids, property names, query keys and terms as JavaScript strings, so wherever the
/// engine uses a string as an identity (a dictionary or set key, or an `==` between names) it goes
/// through this type or its static ``equal(_:_:)`` and ``hash(_:into:)``.
///
/// A native Swift string holds well-formed Unicode, so its UTF-8 bytes and its UTF-16 code units
/// determine each other: comparing and hashing the bytes (contiguous, one `memcmp`) is comparing
/// code units, and costs no transcoding. A string without contiguous UTF-8 (a bridged one, which
/// may hold lone surrogates) is compared by its UTF-16 view.
struct JavaScriptString: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The string.
  let value: String

  /// Wraps a string.
  init(_ value: String) {
    self.value = value
  }

  init(stringLiteral value: String) {
    self.value = value
  }

  var description: String { value }

  static func == (lhs: JavaScriptString, rhs: JavaScriptString) -> Bool {
    equal(lhs.value, rhs.value)
  }

  func hash(into hasher: inout Hasher) {
    JavaScriptString.hash(value, into: &hasher)
  }

  /// Whether `lhs === rhs` in JavaScript: the same UTF-16 code units.
  ///
  /// - Complexity: O(*n*) in the length of the shorter string; O(1) when the lengths differ.
  @inline(__always)
  static func equal(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.utf8
    let right = rhs.utf8
    // O(1) for native strings, and decides most comparisons of different names.
    guard left.count == right.count else { return false }
    let same = left.withContiguousStorageIfAvailable { leftBytes in
      right.withContiguousStorageIfAvailable { rightBytes in
        bytesEqual(UnsafeRawBufferPointer(leftBytes), UnsafeRawBufferPointer(rightBytes))
      }
    }
    if let same = same ?? nil { return same }
    return lhs.utf16.elementsEqual(rhs.utf16)
  }

  /// Whether two byte buffers hold the same bytes, compared eight at a time.
  @inline(__always)
  private static func bytesEqual(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer)
    -> Bool
  {
    let count = left.count
    guard count == right.count else { return false }
    guard count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress,
      leftBase != rightBase
    else { return true }
    var offset = 0
    while offset + 8 <= count {
      if leftBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != rightBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < count {
      if leftBase.load(fromByteOffset: offset, as: UInt8.self)
        != rightBase.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }

  /// Whether an optional pair is equal under ``equal(_:_:)`` (both `nil` counts as equal).
  static func equal(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let left?, let right?): equal(left, right)
    default: false
    }
  }

  /// Feeds `text`'s identity to `hasher`: equal strings under ``equal(_:_:)`` hash alike.
  static func hash(_ text: String, into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      // UTF-8 of the UTF-16 view: lone surrogates become U+FFFD, which only adds collisions.
      Array(String(decoding: Array(text.utf16), as: UTF16.self).utf8).withUnsafeBytes {
        hasher.combine(bytes: $0)
      }
    }
    hasher.combine(0xFF as UInt8)  // not a UTF-8 byte: ends the string
  }

}
