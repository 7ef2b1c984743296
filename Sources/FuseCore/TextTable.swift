/// An open-addressing hash table from a normalised text (UTF-16 units in a ``FieldStore``'s
/// buffer) to its distinct-text id.
///
/// Cheaper than hashing `String`s, and it never copies a text: the caller compares candidates
/// itself, so a text can be looked up before (or without) being stored.
struct TextTable: Sendable {
  /// Ids by slot (-1 when empty); the capacity is a power of two, at most half full.
  private var slots = [Int32](repeating: -1, count: 1024)
  /// Each id's hash, so probes compare texts only on a full hash match.
  private var hashes: [UInt64] = []

  /// The outcome of a lookup: the text's id, or where to insert it.
  enum Lookup {
    case existing(Int32)
    case vacant(slot: Int, hash: UInt64)
  }

  /// The FNV-1a offset basis.
  static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325

  /// One FNV-1a step.
  @inline(__always)
  static func hash(_ hash: UInt64, adding unit: UInt16) -> UInt64 {
    (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
  }

  /// FNV-1a over UTF-16 units.
  static func hash(_ text: UnsafeBufferPointer<UInt16>) -> UInt64 {
    var hash = hashSeed
    for unit in text { hash = Self.hash(hash, adding: unit) }
    return hash
  }

  /// Finds a text with this hash; `equals` compares it (length and units) with the stored text
  /// of an id.
  @inline(__always)
  func find(hash: UInt64, equals: (Int) -> Bool) -> Lookup {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let id = Int(slots[slot])
      if hashes[id] == hash && equals(id) {
        return .existing(Int32(id))
      }
      slot = (slot + 1) & mask
    }
    return .vacant(slot: slot, hash: hash)
  }

  /// Stores a new id at the vacant slot ``find(hash:equals:)`` returned.
  mutating func insert(_ id: Int32, hash: UInt64, at slot: Int) {
    slots[slot] = id
    hashes.append(hash)
    if hashes.count * 2 > slots.count { grow() }
  }

  private mutating func grow() {
    var bigger = [Int32](repeating: -1, count: slots.count * 2)
    let mask = bigger.count - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while bigger[slot] >= 0 { slot = (slot + 1) & mask }
      bigger[slot] = Int32(id)
    }
    slots = bigger
  }
}
