extension UnsafeBufferPointer where Element == UInt16 {
  /// JavaScript's `indexOf(pattern, from)`: the first occurrence at or after `from` (clamped).
  func firstIndex(of pattern: [UInt16], from: Int) -> Int {
    pattern.withUnsafeBufferPointer { firstIndex(of: $0, from: from) }
  }

  /// JavaScript's `indexOf(pattern, from)` for a pattern in raw storage, looking only at
  /// occurrences that start at or before `bound` (all of them by default).
  ///
  /// - Complexity: O(*n* × *m*) at worst for the *n* units searched and a pattern of *m*; about
  ///   O(*n*) for short patterns.
  func firstIndex(
    of pattern: UnsafeBufferPointer<UInt16>, from: Int, startingAtMost bound: Int = .max
  ) -> Int {
    let m = pattern.count
    let limit = Swift.min(count - m, bound)
    var start = Swift.max(0, Swift.min(from, count))
    if m == 0 { return start }
    guard limit >= 0 else { return -1 }
    let first = pattern[0]
    while start <= limit {
      if self[start] == first {
        var offset = 1
        while offset < m && self[start + offset] == pattern[offset] { offset += 1 }
        if offset == m { return start }
      }
      start += 1
    }
    return -1
  }

  func hasPrefix(_ pattern: [UInt16]) -> Bool {
    guard pattern.count <= count else { return false }
    for offset in 0..<pattern.count where self[offset] != pattern[offset] { return false }
    return true
  }

  func hasSuffix(_ pattern: [UInt16]) -> Bool {
    guard pattern.count <= count else { return false }
    let base = count - pattern.count
    for offset in 0..<pattern.count where self[base + offset] != pattern[offset] { return false }
    return true
  }

  func equals(_ pattern: [UInt16]) -> Bool {
    count == pattern.count && hasPrefix(pattern)
  }
}
