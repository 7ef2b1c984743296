/// The hash ``TextTable`` keys texts by: UTF-16 units taken four at a time as one 64-bit group
/// (first unit lowest), multiplied and folded per group, then avalanched with the count.
///
/// Groups make it a few instructions per four units, and let ASCII text be hashed from its bytes
/// (see ``ASCIIScan``) to exactly the value its units give.
struct UnitHasher {
  private var state: UInt64 = 0xCBF2_9CE4_8422_2325
  /// Units not yet making a whole group, first lowest.
  private var pending: UInt64 = 0
  private var pendingCount: UInt64 = 0

  /// Adds four units at once; only while no single units are pending.
  @inline(__always)
  mutating func add(group: UInt64) {
    mix(group)
  }

  /// Adds the `count` (0 to 3) lowest units of `units`, the last ones of the text; only while
  /// no single units are pending.
  @inline(__always)
  mutating func add(units: UInt64, count: Int) {
    pending = units & ((1 << (16 * UInt64(count))) &- 1)
    pendingCount = UInt64(count)
  }

  /// Adds one unit.
  @inline(__always)
  mutating func add(unit: UInt16) {
    pending |= UInt64(unit) << (pendingCount * 16)
    pendingCount += 1
    if pendingCount == 4 {
      mix(pending)
      pending = 0
      pendingCount = 0
    }
  }

  @inline(__always)
  private mutating func mix(_ group: UInt64) {
    state = (state ^ group) &* 0x9E37_79B9_7F4A_7C15
    state ^= state >> 32
  }

  /// The hash of the `count` units added.
  mutating func finish(count: Int) -> UInt64 {
    if pendingCount > 0 { mix(pending) }
    mix(UInt64(truncatingIfNeeded: count))
    state = (state ^ state >> 29) &* 0xBF58_476D_1CE4_E5B9
    return state ^ state >> 32
  }
}
