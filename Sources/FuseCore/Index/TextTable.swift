/// An open-addressing hash table from a normalised text (UTF-16 units in a ``FieldStore``'s
/// buffer) to its distinct-text id.
///
/// Cheaper than hashing `String`s, and it never copies a text: the caller compares candidates
/// itself, so a text can be looked up before (or without) being stored. Each slot holds the id
/// with the lower half of its hash, so a probe reads one slot and compares texts only on a
/// matching hash: one cache miss per lookup of a new text in a large table, not three.
struct TextTable: Sendable, Equatable {
  /// Per slot: the lower 32 bits of the hash (which also place it, as the table never has 2³²
  /// slots), then the id plus one (0 when the slot is empty); the capacity is a power of two, at
  /// most half full.
  private var slots = [UInt64](repeating: 0, count: 1024)
  /// How many ids are stored.
  private var count = 0

  /// The outcome of a lookup: the text's id, or where to insert it.
  enum Lookup {
    case existing(Int32)
    case vacant(slot: Int, hash: UInt64)
  }

  /// The hash of a normalised text (see ``UnitHasher``).
  static func hash(_ text: UnsafeBufferPointer<UInt16>) -> UInt64 {
    var hasher = UnitHasher()
    for unit in text { hasher.add(unit: unit) }
    return hasher.finish(count: text.count)
  }

  /// Finds a text with this hash; `equals` compares it (length and units) with the stored text
  /// of an id.
  @inline(__always)
  func find(hash: UInt64, equals: (Int) -> Bool) -> Lookup {
    let mask = slots.count - 1
    let tag = hash << 32
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return .vacant(slot: slot, hash: hash) }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
        if equals(id) { return .existing(Int32(id)) }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Stores a new id at the vacant slot ``find(hash:equals:)`` returned.
  mutating func insert(_ id: Int32, hash: UInt64, at slot: Int) {
    slots[slot] = hash << 32 | UInt64(truncatingIfNeeded: Int(id) + 1) & 0xFFFF_FFFF
    count += 1
    if count * 2 > slots.count { grow() }
  }

  private mutating func grow() {
    var bigger = [UInt64](repeating: 0, count: slots.count * 2)
    let mask = bigger.count - 1
    for entry in slots where entry != 0 {
      var slot = Int(truncatingIfNeeded: entry >> 32) & mask
      while bigger[slot] != 0 { slot = (slot + 1) & mask }
      bigger[slot] = entry
    }
    slots = bigger
  }
}
