/// One pass over an ASCII text's UTF-8 bytes, eight at a time: its word count (Fuse.js's norm
/// tokens, zero for a blank text) and the ``TextTable`` hash of its normalised UTF-16 units.
///
/// For ASCII, the norm's word separators (U+0009–U+000D, U+0020) are exactly the white space
/// JavaScript's `trim()` removes, so a text is blank exactly when it has no word.
struct ASCIIScan {
  /// The number of words: runs of bytes other than the separators.
  private(set) var tokenCount = 0
  /// ``TextTable/hash(_:)`` of the normalised units.
  private(set) var hash: UInt64
  /// Whether upper-case letters are lower-cased.
  let lowercase: Bool
  /// Whether the normalised units differ from the bytes (an upper-case letter was lower-cased).
  private(set) var changesCase = false

  /// Scans `bytes`; `nil` when they are not all ASCII.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, lowercase: Bool) {
    self.lowercase = lowercase
    var hasher = UnitHasher()
    // Bit 7 of each byte lane: set when the byte before it (or the text's start) separates words.
    var previousSeparator: UInt64 = 0x80
    var offset = 0
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while offset + 8 <= bytes.count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        guard word & Lanes.high == 0 else { return nil }
        let separators = Lanes.separators(word)
        let starts = ~separators & Lanes.high & (separators << 8 | previousSeparator)
        tokenCount += starts.nonzeroBitCount
        previousSeparator = separators >> 56
        let units = lowercase ? Lanes.lowercased(word) : word
        if units != word { changesCase = true }
        hasher.add(group: Lanes.widened(UInt32(truncatingIfNeeded: units)))
        hasher.add(group: Lanes.widened(UInt32(truncatingIfNeeded: units >> 32)))
        offset += 8
      }
    }
    let tail = bytes.count - offset
    assert(tail >= 0 && tail < 8, "eight bytes or more left after the eight-byte loads")
    if tail > 0 {
      // The last one to seven bytes, in the low lanes of a zeroed word.
      var word: UInt64 = 0
      withUnsafeMutableBytes(of: &word) { lanes in
        lanes.copyMemory(
          from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[offset...])))
      }
      word = UInt64(littleEndian: word)
      guard word & Lanes.high == 0 else { return nil }
      let used = Lanes.high >> (64 - 8 * UInt64(tail))
      let separators = Lanes.separators(word) & used
      let starts = ~separators & used & (separators << 8 | previousSeparator)
      tokenCount += starts.nonzeroBitCount
      let units = lowercase ? Lanes.lowercased(word) : word
      if units != word { changesCase = true }
      let low = Lanes.widened(UInt32(truncatingIfNeeded: units))
      if tail >= 4 {
        hasher.add(group: low)
        hasher.add(units: Lanes.widened(UInt32(truncatingIfNeeded: units >> 32)), count: tail - 4)
      } else {
        hasher.add(units: low, count: tail)
      }
    }
    hash = hasher.finish(count: bytes.count)
  }

  /// The normalised UTF-16 unit of an ASCII byte.
  @inline(__always)
  static func unit(_ byte: UInt8, lowercase: Bool) -> UInt16 {
    UInt16(lowercase && byte &- 0x41 < 26 ? byte | 0x20 : byte)
  }

  /// Writes the normalised units of ASCII `bytes` to `units` (room for `bytes.count`).
  static func writeUnits(
    of bytes: UnsafeBufferPointer<UInt8>, lowercase: Bool,
    to units: UnsafeMutableBufferPointer<UInt16>
  ) {
    assert(units.count >= bytes.count, "no room for every unit")
    var offset = 0
    if let base = UnsafeRawPointer(bytes.baseAddress),
      let target = UnsafeMutableRawPointer(units.baseAddress)
    {
      while offset + 8 <= bytes.count {
        // Writes units `offset ..< offset + 8`, bytes `2 * offset ..< 2 * offset + 16`.
        assert(offset + 8 <= units.count, "a unit past the target")
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let lowered = lowercase ? Lanes.lowercased(word) : word
        target.storeBytes(
          of: Lanes.widened(UInt32(truncatingIfNeeded: lowered)).littleEndian,
          toByteOffset: offset * 2, as: UInt64.self)
        target.storeBytes(
          of: Lanes.widened(UInt32(truncatingIfNeeded: lowered >> 32)).littleEndian,
          toByteOffset: offset * 2 + 8, as: UInt64.self)
        offset += 8
      }
    }
    while offset < bytes.count {
      units[offset] = unit(bytes[offset], lowercase: lowercase)
      offset += 1
    }
  }
}

/// Byte-lane arithmetic on eight ASCII bytes in a `UInt64` (every byte below 0x80, so adding
/// less than 0x80 to a lane never carries into the next).
enum Lanes {
  /// Bit 7 of every lane.
  static let high: UInt64 = 0x8080_8080_8080_8080

  /// `value` in every lane.
  @inline(__always)
  static func repeating(_ value: UInt8) -> UInt64 {
    UInt64(value) &* 0x0101_0101_0101_0101
  }

  /// Bit 7 set in the lanes whose byte is at least `bound`.
  @inline(__always)
  static func atLeast(_ word: UInt64, _ bound: UInt8) -> UInt64 {
    (word &+ repeating(0x80 &- bound)) & high
  }

  /// Bit 7 set in the lanes holding a word separator: U+0009–U+000D or U+0020.
  @inline(__always)
  static func separators(_ word: UInt64) -> UInt64 {
    let control = atLeast(word, 9) & ~atLeast(word, 14)
    let spaces = word ^ repeating(0x20)
    let nonzero = ((spaces & ~high) &+ ~high | spaces) & high
    return control | (~nonzero & high)
  }

  /// The lanes with `A`–`Z` lower-cased.
  @inline(__always)
  static func lowercased(_ word: UInt64) -> UInt64 {
    let upper = atLeast(word, 0x41) & ~atLeast(word, 0x5B)
    return word | upper >> 2
  }

  /// Four bytes spread into four 16-bit lanes (their UTF-16 units, first byte lowest).
  @inline(__always)
  static func widened(_ bytes: UInt32) -> UInt64 {
    var value = UInt64(bytes)
    value = (value | value << 16) & 0x0000_FFFF_0000_FFFF
    return (value | value << 8) & 0x00FF_00FF_00FF_00FF
  }
}
