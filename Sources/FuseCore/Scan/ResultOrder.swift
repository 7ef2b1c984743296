/// Fuse.js's default result order (by score, ties by document position), computed on plain
/// keys so that sorting moves no reference-counted values.
///
/// With a limit much smaller than the number of results, only the best ones are selected (a
/// bounded heap) and sorted: the same first results a full sort gives, since no two results
/// share a document position and the order is therefore total.
enum ResultOrder {
  /// What a result is ordered by, and where it is.
  struct Key {
    var score: Double
    var docIndex: Int
    var position: Int

    /// Whether `self` sorts before `other`: the comparison Fuse.js's default sort makes.
    @inline(__always)
    func precedes(_ other: Key) -> Bool {
      (score, docIndex) < (other.score, other.docIndex)
    }
  }

  /// The positions of the best `count` keys, best first.
  ///
  /// - Parameters:
  ///   - keys: One key per result.
  ///   - count: How many to return (at most `keys.count`).
  /// - Returns: Positions (`Key.position`) in result order.
  /// - Complexity: O(*n*) when scores are non-negative and keys come in document order (a
  ///   radix sort), else O(*n* log *n*); O(*n* log *k*) for `count` *k* below *n* / 8.
  static func best(_ keys: [Key], count: Int) -> [Int] {
    let count = max(0, min(count, keys.count))
    if count < keys.count / 8 {
      var chosen = selectBest(keys, count: count)
      chosen.sort { $0.precedes($1) }
      return chosen.map(\.position)
    }
    if let sorted = radixSorted(keys) { return Array(sorted.prefix(count)) }
    return keys.sorted { $0.precedes($1) }.prefix(count).map(\.position)
  }

  /// The positions of `keys` in order, by a stable radix sort on the high halves of the
  /// scores' bit patterns, or `nil` when that would not give the comparison order.
  ///
  /// For non-negative scores (no NaN) the IEEE bit patterns order as the values do, and with
  /// keys already in ascending document order a stable sort by score breaks ties by document,
  /// as the comparison does. (Scores are never -0; a NaN would make the comparison itself
  /// inconsistent.) The radix passes sort by the upper 32 bits only (sign, exponent and the
  /// top of the mantissa: at most three passes, as the top byte of scores below 2 is shared);
  /// keys whose upper halves are equal are then ordered by their lower halves in place
  /// (``orderRun(_:bits:order:keys:)``), which is nothing to do for equal scores.
  static func radixSorted(_ keys: [Key]) -> [Int]? {
    let highBytes = 4..<8
    var histograms = [Int](repeating: 0, count: highBytes.count * 256)
    var bits = [UInt64](repeating: 0, count: keys.count)
    let usable = histograms.withUnsafeMutableBufferPointer { histograms in
      bits.withUnsafeMutableBufferPointer { bits in
        for index in keys.indices {
          let key = keys[index]
          guard key.score >= 0, key.score.sign == .plus,
            index == 0 || keys[index - 1].docIndex < key.docIndex
          else { return false }
          let pattern = key.score.bitPattern
          bits[index] = pattern
          for byte in 0..<highBytes.count {
            let digit = Int(truncatingIfNeeded: (pattern &>> (8 &* (byte &+ 4))) & 0xFF)
            histograms[byte &* 256 &+ digit] &+= 1
          }
        }
        return true
      }
    }
    guard usable else { return nil }
    // Indices into `keys` while sorting; positions at the end.
    var order = Array(keys.indices)
    var spareBits = bits
    var spareOrder = order
    var offsets = [Int](repeating: 0, count: 256)
    for (slot, byte) in highBytes.enumerated() {
      let base = slot * 256
      // A byte every key shares leaves the order as it is.
      let first = Int((bits.first ?? 0) >> (8 * byte) & 0xFF)
      if histograms[base + first] == keys.count { continue }
      var total = 0
      for digit in 0..<256 {
        offsets[digit] = total
        total += histograms[base + digit]
      }
      Self.scatter(
        byte: byte, bits: bits, order: order, offsets: &offsets, into: &spareBits, &spareOrder)
      swap(&bits, &spareBits)
      swap(&order, &spareOrder)
    }
    var start = 0
    while start < bits.count {
      let high = bits[start] >> 32
      var end = start + 1
      while end < bits.count && bits[end] >> 32 == high { end += 1 }
      if end - start > 1 { orderRun(start..<end, bits: &bits, order: &order, keys: keys) }
      start = end
    }
    return order.map { keys[$0].position }
  }

  /// Orders the keys at `run` (equal upper halves, in document order) by their full scores,
  /// ties by document; `order` holds indices into `keys`.
  ///
  /// A run of equal scores is already in order, and a short one is put in order by insertion
  /// (which keeps document order among equal scores); a long unordered one is sorted by
  /// comparison.
  private static func orderRun(
    _ run: Range<Int>, bits: inout [UInt64], order: inout [Int], keys: [Key]
  ) {
    var ordered = true
    for index in run.dropFirst() where bits[index - 1] > bits[index] {
      ordered = false
      break
    }
    if ordered { return }
    if run.count <= 32 {
      for index in run.dropFirst() {
        let pattern = bits[index]
        let position = order[index]
        var slot = index
        while slot > run.lowerBound && bits[slot - 1] > pattern {
          bits[slot] = bits[slot - 1]
          order[slot] = order[slot - 1]
          slot -= 1
        }
        bits[slot] = pattern
        order[slot] = position
      }
      return
    }
    let sorted = order[run].sorted { keys[$0].precedes(keys[$1]) }
    order.replaceSubrange(run, with: sorted)
    for index in run { bits[index] = keys[order[index]].score.bitPattern }
  }

  /// One radix pass: moves each key to its digit's next slot.
  private static func scatter(
    byte: Int, bits: [UInt64], order: [Int], offsets: inout [Int],
    into sortedBits: inout [UInt64], _ sortedOrder: inout [Int]
  ) {
    let shift = UInt64(8 * byte)
    // The offsets are a histogram's prefix sums: every slot they hand out is in the output.
    assert(
      offsets.count == 256 && sortedBits.count == bits.count && sortedOrder.count == bits.count)
    assert(offsets.allSatisfy { $0 >= 0 && $0 <= bits.count }, "an offset past the output")
    offsets.withUnsafeMutableBufferPointer { offsets in
      sortedBits.withUnsafeMutableBufferPointer { sortedBits in
        sortedOrder.withUnsafeMutableBufferPointer { sortedOrder in
          for index in bits.indices {
            let pattern = bits[index]
            let digit = Int(truncatingIfNeeded: (pattern &>> shift) & 0xFF)
            let slot = offsets[digit]
            sortedBits[slot] = pattern
            sortedOrder[slot] = order[index]
            offsets[digit] = slot &+ 1
          }
        }
      }
    }
  }

  /// The `count` best keys, in no particular order: a max-heap (worst on top) of the best seen.
  private static func selectBest(_ keys: [Key], count: Int) -> [Key] {
    guard count > 0 else { return [] }
    var heap: [Key] = []
    heap.reserveCapacity(count)
    for key in keys {
      if heap.count < count {
        heap.append(key)
        siftUp(&heap, from: heap.count - 1)
      } else if key.precedes(heap[0]) {
        heap[0] = key
        siftDown(&heap, from: 0)
      }
    }
    return heap
  }

  private static func siftUp(_ heap: inout [Key], from start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[parent].precedes(heap[child]) else { return }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  private static func siftDown(_ heap: inout [Key], from start: Int) {
    var parent = start
    while true {
      var worst = parent
      let left = 2 * parent + 1
      if left < heap.count && heap[worst].precedes(heap[left]) { worst = left }
      let right = left + 1
      if right < heap.count && heap[worst].precedes(heap[right]) { worst = right }
      guard worst != parent else { return }
      heap.swapAt(parent, worst)
      parent = worst
    }
  }
}
