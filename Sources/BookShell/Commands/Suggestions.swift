/// "Did you mean …?" for mistyped names: the closest candidate by edit distance.
enum Suggestions {
  /// The candidate closest to `text`, if it is close enough to be a plausible typo.
  ///
  /// Comparison ignores case. A candidate qualifies when its edit distance is at most a
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

  /// The edit distance between two strings, over characters: insertions, deletions,
  /// substitutions and transpositions of neighbours each cost 1 (optimal string alignment), so
  /// "hlep" is one edit from "help".
  ///
  /// - Complexity: O(*m*·*n*) time and O(*n*) space.
  static func editDistance(_ first: String, _ second: String) -> Int {
    let source = Array(first)
    let target = Array(second)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var beforePrevious = [Int](repeating: 0, count: target.count + 1)
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for row in 1...source.count {
      current[0] = row
      for column in 1...target.count {
        let same = source[row - 1] == target[column - 1]
        var best = min(
          previous[column] + 1, current[column - 1] + 1, previous[column - 1] + (same ? 0 : 1))
        if row > 1, column > 1, source[row - 1] == target[column - 2],
          source[row - 2] == target[column - 1]
        {
          best = min(best, beforePrevious[column - 2] + 1)
        }
        current[column] = best
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[target.count]
  }
}
