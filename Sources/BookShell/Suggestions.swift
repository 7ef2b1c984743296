/// "Did you mean …?" for mistyped names: the closest candidate by edit distance.
enum Suggestions {
  /// The candidate closest to `text`, if it is close enough to be a plausible typo.
  ///
  /// Comparison ignores case. A candidate qualifies when its Levenshtein distance is at most a
  /// third of the longer string (at least 1, at most 3), or when one is a prefix of the other.
  ///
  /// - Parameters:
  ///   - text: What was typed.
  ///   - candidates: The known names.
  /// - Returns: The best candidate (the first one on ties), or `nil` when none is close.
  static func closest(to text: String, in candidates: [String]) -> String? {
    let typed = text.lowercased()
    guard !typed.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let lowered = candidate.lowercased()
      var distance = editDistance(typed, lowered)
      if lowered.hasPrefix(typed) || typed.hasPrefix(lowered) { distance = min(distance, 1) }
      let allowed = min(3, max(1, max(typed.count, lowered.count) / 3))
      guard distance <= allowed else { continue }
      if best == nil || distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The Levenshtein distance between two strings, over characters.
  ///
  /// - Complexity: O(*m*·*n*) time and O(*n*) space.
  static func editDistance(_ first: String, _ second: String) -> Int {
    let source = Array(first)
    let target = Array(second)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for (row, character) in source.enumerated() {
      current[0] = row + 1
      for column in 1...target.count {
        let substitution = previous[column - 1] + (character == target[column - 1] ? 0 : 1)
        current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }
}
