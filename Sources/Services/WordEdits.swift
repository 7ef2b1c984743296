/// Edit distances between words, as the relevance ranking counts typos.
///
/// Words are runs of Unicode scalar values (already lower-cased and stripped of diacritics).
/// An edit is a substituted, inserted, deleted or swapped (adjacent transposition) letter: the
/// optimal-string-alignment distance.
enum WordEdits {
  /// The edits between `query` and the whole of `word`, and between `query` and the best prefix
  /// of `word` (how many edits it takes for `query` to be the start of `word`).
  ///
  /// - Complexity: O(*m*·*n*) for words of *m* and *n* letters; no heap allocation for words of
  ///   up to a few hundred letters.
  static func distances(
    _ query: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>
  ) -> (whole: Int, prefix: Int) {
    let m = query.count
    let n = word.count
    if m == 0 { return (n, 0) }
    if n == 0 { return (m, m) }
    if query.elementsEqual(word) { return (0, 0) }
    if n > m, word.prefix(m).elementsEqual(query) { return (n - m, 0) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows in
      // Three rows of the table: rows[i][j] = edits between query[..<i] and word[..<j].
      var previous2 = 0
      var previous = n + 1
      var current = 2 * (n + 1)
      for j in 0...n { rows[previous + j] = j }
      var q = query.startIndex
      for i in 1...m {
        rows[current] = i
        var w = word.startIndex
        for j in 1...n {
          let cost = query[q] == word[w] ? 0 : 1
          var best = min(
            rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
          if i > 1, j > 1, query[q] == word[w - 1], query[q - 1] == word[w] {
            best = min(best, rows[previous2 + j - 2] + 1)
          }
          rows[current + j] = best
          w += 1
        }
        (previous2, previous, current) = (previous, current, previous2)
        q += 1
      }
      // `previous` now holds the last row: the whole query against every prefix of the word.
      var prefix = m
      for j in 0...n { prefix = min(prefix, rows[previous + j]) }
      return (rows[previous + n], prefix)
    }
  }

  /// The typos between `query` and the whole of `word`, and between `query` and the best prefix
  /// of `word`, in halves, when a wrong letter typed with a key that does not touch the right
  /// one's counts a typo and a half (``KeyboardLayout/isNearbySlip(_:for:)``); a missing, extra
  /// or swapped letter, or a slip to a neighbouring key, counts one.
  ///
  /// - Complexity: O(*m*·*n*) for words of *m* and *n* letters.
  static func keyboardTypos(
    _ query: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>
  ) -> (whole: Int, prefix: Int) {
    let m = query.count
    let n = word.count
    let edit = 2
    if m == 0 { return (edit * n, 0) }
    if n == 0 { return (edit * m, edit * m) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows in
      var previous2 = 0
      var previous = n + 1
      var current = 2 * (n + 1)
      for j in 0...n { rows[previous + j] = edit * j }
      var q = query.startIndex
      for i in 1...m {
        rows[current] = edit * i
        var w = word.startIndex
        for j in 1...n {
          let substitution =
            query[q] == word[w] ? 0 : KeyboardLayout.isNearbySlip(query[q], for: word[w]) ? 2 : 3
          var best = min(
            rows[previous + j] + edit, rows[current + j - 1] + edit,
            rows[previous + j - 1] + substitution)
          if i > 1, j > 1, query[q] == word[w - 1], query[q - 1] == word[w] {
            best = min(best, rows[previous2 + j - 2] + edit)
          }
          rows[current + j] = best
          w += 1
        }
        (previous2, previous, current) = (previous, current, previous2)
        q += 1
      }
      var prefix = edit * m
      for j in 0...n { prefix = min(prefix, rows[previous + j]) }
      return (rows[previous + n], prefix)
    }
  }
}
