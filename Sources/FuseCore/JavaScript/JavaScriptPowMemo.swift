/// `Math.pow` results (``JavaScriptPow``) remembered during one thread's share of a search.
///
/// Every match's score factor is a power (its score raised to its key's weight times its
/// field norm), and a search over a large collection raises the same few hundred scores to
/// the same few exponents thousands of times. A small direct-mapped table answers the repeats
/// at the cost of a load and two compares instead of fdlibm's forty-odd operations; a pair
/// not in the table is computed and replaces the entry in its slot. Results are bit for bit
/// ``JavaScriptPow/pow(_:_:)``'s.
struct JavaScriptPowMemo: Sendable {
  private struct Entry: Sendable {
    var base: UInt64
    var exponent: UInt64
    var power: Double
  }

  /// The table, allocated on first use: a memo that is never asked costs nothing.
  private var entries: [Entry] = []

  /// How many pairs the table holds (a power of two): 24 KiB, which stays in the L1/L2 cache
  /// beside the scan's own data.
  static let capacity = 1 << 10

  /// An empty memo.
  init() {}

  /// `base` raised to `exponent`, as ``JavaScriptPow/pow(_:_:)`` computes it.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  mutating func pow(_ base: Double, _ exponent: Double) -> Double {
    // A NaN pair with NaN power marks an empty slot: `pow` of those two NaNs is NaN too.
    if entries.isEmpty {
      entries = [Entry](
        repeating: Entry(base: .max, exponent: .max, power: .nan), count: Self.capacity)
    }
    let baseBits = base.bitPattern
    let exponentBits = exponent.bitPattern
    let mixed = (baseBits ^ (exponentBits &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    let slot = Int(truncatingIfNeeded: mixed >> 54)
    return entries.withUnsafeMutableBufferPointer { entries in
      assert(slot >= 0 && slot < entries.count, "a hash slot past the memo")
      let entry = entries[slot]
      if entry.base == baseBits && entry.exponent == exponentBits { return entry.power }
      let power = JavaScriptPow.pow(base, exponent)
      entries[slot] = Entry(base: baseBits, exponent: exponentBits, power: power)
      return power
    }
  }
}
