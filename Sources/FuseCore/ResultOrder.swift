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
  /// - Complexity: O(*n* log *n*), or O(*n* log *k*) for `count` *k* below *n* / 8.
  static func best(_ keys: [Key], count: Int) -> [Int] {
    let count = max(0, min(count, keys.count))
    var chosen: [Key]
    if count < keys.count / 8 {
      chosen = selectBest(keys, count: count)
    } else {
      chosen = keys
    }
    chosen.sort { $0.precedes($1) }
    return chosen.prefix(count).map(\.position)
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
