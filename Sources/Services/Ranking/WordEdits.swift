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
      // Rows start at 0, n + 1 and 2 (n + 1), each n + 1 entries long.
      assert(rows.count == 3 * (n + 1), "three rows of n + 1 entries")
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
  /// of `word`, in halves, each edit weighed by how a person makes it.
  ///
  /// A missing, extra or swapped letter, or a wrong one, counts one typo. With `keyboard`, a
  /// wrong letter typed with a key that does not touch the right one's counts a typo and a half
  /// (``KeyboardLayout/isNearbySlip(_:for:)``). With `soundsAlike`, a spelling by ear counts
  /// one typo wherever the keys are (``isSpeltByEar(_:for:)``), as do *f* for *ph* and *ph* for
  /// *f*, which are two edits.
  ///
  /// - Parameters:
  ///   - query: The word typed.
  ///   - word: The word it is compared with.
  ///   - keyboard: Whether a wrong letter far from the right key counts more.
  ///   - soundsAlike: Whether a spelling by ear counts one typo.
  /// - Returns: The typos against the whole word and against its best prefix, in halves.
  /// - Complexity: O(*m*·*n*) for words of *m* and *n* letters.
  static func weightedTypos(
    _ query: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>, keyboard: Bool, soundsAlike: Bool
  ) -> (whole: Int, prefix: Int) {
    let m = query.count
    let n = word.count
    let edit = 2
    if m == 0 { return (edit * n, 0) }
    if n == 0 { return (edit * m, edit * m) }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 1)) { rows in
      assert(rows.count == 3 * (n + 1), "three rows of n + 1 entries")
      // Rows i − 2, i − 1 and i of the table: rows[row + j] = typos between query[..<i] and
      // word[..<j].
      var previous2 = 0
      var previous = n + 1
      var current = 2 * (n + 1)
      for j in 0...n { rows[previous + j] = edit * j }
      var q = query.startIndex
      for i in 1...m {
        rows[current] = edit * i
        var w = word.startIndex
        for j in 1...n {
          let substitution: Int
          if query[q] == word[w] {
            substitution = 0
          } else if !keyboard || (soundsAlike && Self.isSpeltByEar(query[q], for: word[w])) {
            substitution = edit
          } else {
            substitution = KeyboardLayout.isNearbySlip(query[q], for: word[w]) ? edit : 3
          }
          var best = min(
            rows[previous + j] + edit, rows[current + j - 1] + edit,
            rows[previous + j - 1] + substitution)
          if i > 1, j > 1, query[q] == word[w - 1], query[q - 1] == word[w] {
            best = min(best, rows[previous2 + j - 2] + edit)
          }
          if soundsAlike {
            // "ph" typed for "f", or "f" for "ph".
            if i > 1, word[w] == 0x66, query[q - 1] == 0x70, query[q] == 0x68 {
              best = min(best, rows[previous2 + j - 1] + edit)
            }
            if j > 1, query[q] == 0x66, word[w - 1] == 0x70, word[w] == 0x68 {
              best = min(best, rows[previous + j - 2] + edit)
            }
          }
          rows[current + j] = best
          w += 1
        }
        (previous2, previous, current) = (previous, current, previous2)
        q += 1
      }
      // `previous` now holds the last row: the whole query against every prefix of the word.
      var prefix = edit * m
      for j in 0...n { prefix = min(prefix, rows[previous + j]) }
      return (rows[previous + n], prefix)
    }
  }

  /// Whether one of `query` and `word` has an *f* and the other *ph*: whether a spelling by ear
  /// may make two of their edits one typo (``weightedTypos(_:_:keyboard:soundsAlike:)``).
  ///
  /// - Complexity: O(*m* + *n*) for words of *m* and *n* letters.
  static func mayHaveFForPh(_ query: ArraySlice<UInt32>, _ word: ArraySlice<UInt32>) -> Bool {
    func hasPh(_ letters: ArraySlice<UInt32>) -> Bool {
      zip(letters, letters.dropFirst()).contains { $0 == 0x70 && $1 == 0x68 }
    }
    return (query.contains(0x66) && hasPh(word)) || (word.contains(0x66) && hasPh(query))
  }

  /// The letter that spells the same sound as `letter`: *k* for *c*, *c* for *k*, *z* for *s*,
  /// *s* for *z*; `nil` for any other.
  @inline(__always)
  static func letterByEar(for letter: UInt32) -> UInt32? {
    switch letter {
    case 0x63: 0x6B
    case 0x6B: 0x63
    case 0x73: 0x7A
    case 0x7A: 0x73
    default: nil
    }
  }

  /// Whether `typed` for `meant` is a spelling by ear: a letter for one that spells the same
  /// sound (``letterByEar(for:)``, a soft *c* for *s*, a soft *g* for *j*, each either way),
  /// or a vowel for another vowel (*a*, *e*, *i*, *o*, *u*: in an unstressed syllable they
  /// sound alike, "cemetary" for *cemetery*).
  @inline(__always)
  static func isSpeltByEar(_ typed: UInt32, for meant: UInt32) -> Bool {
    if letterByEar(for: typed) == meant { return true }
    switch (typed, meant) {
    case (0x63, 0x73), (0x73, 0x63), (0x67, 0x6A), (0x6A, 0x67): return true
    default: return isVowel(typed) && isVowel(meant)
    }
  }

  /// Whether `letter` is one of *a*, *e*, *i*, *o*, *u*.
  @inline(__always)
  private static func isVowel(_ letter: UInt32) -> Bool {
    switch letter {
    case 0x61, 0x65, 0x69, 0x6F, 0x75: true
    default: false
    }
  }

  /// The first letter of `word` spelt by ear (``weightedTypos(_:_:keyboard:soundsAlike:)``):
  /// ``letterByEar(for:)`` of its first letter, *p* (of *ph*) for an *f*, *f* for a *ph*; `nil`
  /// when it has none.
  static func firstLetterByEar(of word: ArraySlice<UInt32>) -> UInt32? {
    guard let first = word.first else { return nil }
    if let alike = letterByEar(for: first) { return alike }
    if first == 0x66 { return 0x70 }
    if first == 0x70, word.dropFirst().first == 0x68 { return 0x66 }
    return nil
  }
}
