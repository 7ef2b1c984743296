extension UnsafeBufferPointer where Element == UInt16 {
  /// JavaScript's `indexOf(pattern, from)`: the first occurrence at or after `from` (clamped).
  func firstIndex(of pattern: [UInt16], from: Int) -> Int {
    pattern.withUnsafeBufferPointer { firstIndex(of: $0, from: from) }
  }

  /// JavaScript's `indexOf(pattern, from)` for a pattern in raw storage.
  func firstIndex(of pattern: UnsafeBufferPointer<UInt16>, from: Int) -> Int {
    let m = pattern.count
    let limit = count - m
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

  /// The first occurrence of `pattern` that starts at or before `bound`, or -1.
  ///
  /// - Complexity: O(*n* × *m*) at worst for the first *n* units and a pattern of *m*; about
  ///   O(*n*) for short patterns.
  func firstIndex(of pattern: UnsafeBufferPointer<UInt16>, startingAtMost bound: Int) -> Int {
    let m = pattern.count
    guard m > 0, let base = baseAddress, let units = pattern.baseAddress else {
      return m == 0 && bound >= 0 ? 0 : -1
    }
    let limit = Swift.min(count - m, bound)
    let first = units[0]
    var start = 0
    while start <= limit {
      if base[start] == first {
        var offset = 1
        while offset < m && base[start &+ offset] == units[offset] { offset &+= 1 }
        if offset == m { return start }
      }
      start &+= 1
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
