/// Every distinct word of an index, each stored once and named by a small integer: the
/// relevance ranking compares word numbers where it can, and computes a query word's typos
/// against each distinct word once.
///
/// Words are runs of normalised scalar values (see ``TextWords``). Numbers are given in order of
/// first appearance, from 0, and never change or go away while the lexicon lives.
struct WordLexicon: Sendable {
  /// Every word's scalars, one after another.
  private(set) var scalars: [UInt32] = []
  /// Word *i* is `scalars[starts[i]..<starts[i + 1]]`.
  private var starts: [Int32] = [0]
  /// Open addressing: per slot, a word's hash and number, or 0 for an empty slot.
  ///
  /// The hash is in the high 32 bits and the number + 1 in the low ones, and the count is a
  /// power of two. A probe compares the hash without reading the word, and growing the table
  /// does not hash the words again.
  private var table = [UInt64](repeating: 0, count: 1_024)

  /// The number of distinct words.
  var count: Int { starts.count - 1 }

  /// The scalars of word `number`.
  @inline(__always)
  subscript(number: Int32) -> ArraySlice<UInt32> {
    scalars[Int(starts[Int(number)])..<Int(starts[Int(number) + 1])]
  }

  /// The first scalar of word `number` (`nil` for an empty word).
  @inline(__always)
  func first(of number: Int32) -> UInt32? {
    let start = Int(starts[Int(number)])
    return start < Int(starts[Int(number) + 1]) ? scalars[start] : nil
  }

  /// The length of word `number`, in scalars.
  func length(of number: Int32) -> Int {
    Int(starts[Int(number) + 1] - starts[Int(number)])
  }

  /// The number of the word whose scalars `word` points at, adding it if it is new.
  ///
  /// - Complexity: O(*m*) for a word of *m* scalars, amortised.
  mutating func intern(_ word: UnsafeBufferPointer<UInt32>) -> Int32 {
    let hash = Self.hash(word)
    let (found, slot) = find(word, hash: hash)
    if found >= 0 { return found }
    let number = Int32(count)
    scalars.append(contentsOf: word)
    starts.append(Int32(scalars.count))
    table[slot] = Self.entry(number: number, hash: hash)
    if count * 2 > table.count { grow() }
    return number
  }

  /// The number of `word`, or `nil` when the lexicon does not hold it.
  ///
  /// - Complexity: O(*m*) for a word of *m* scalars.
  func number(of word: ArraySlice<UInt32>) -> Int32? {
    word.withUnsafeBufferPointer { word in
      let number = find(word, hash: Self.hash(word)).number
      return number >= 0 ? number : nil
    }
  }

  /// The number of `word` (-1 when the lexicon does not hold it) and the table slot that holds
  /// it, or the empty slot where it would go.
  private func find(_ word: UnsafeBufferPointer<UInt32>, hash: UInt32) -> (
    number: Int32, slot: Int
  ) {
    table.withUnsafeBufferPointer { table in
      starts.withUnsafeBufferPointer { starts in
        scalars.withUnsafeBufferPointer { scalars in
          assert(table.count.nonzeroBitCount == 1, "a table whose size is no power of two")
          let mask = table.count - 1
          var slot = Int(hash) & mask
          while true {
            let entry = table[slot]
            if entry == 0 { return (-1, slot) }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
              let number = Int(UInt32(truncatingIfNeeded: entry)) - 1
              assert(number >= 0 && number + 1 < starts.count, "a slot past the words")
              let stored = UnsafeBufferPointer(
                rebasing: scalars[Int(starts[number])..<Int(starts[number + 1])])
              if stored.elementsEqual(word) { return (Int32(number), slot) }
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }

  /// The table entry of word `number`, whose hash is `hash`.
  @inline(__always)
  private static func entry(number: Int32, hash: UInt32) -> UInt64 {
    UInt64(hash) << 32 | UInt64(UInt32(number) + 1)
  }

  /// Doubles the table and places every word again.
  private mutating func grow() {
    var larger = [UInt64](repeating: 0, count: table.count * 2)
    let mask = larger.count - 1
    for entry in table where entry != 0 {
      var slot = Int(entry >> 32) & mask
      while larger[slot] != 0 { slot = (slot + 1) & mask }
      larger[slot] = entry
    }
    table = larger
  }

  /// FNV-1a over the scalars, mixed so that the low bits (the slot) depend on every scalar.
  private static func hash(_ word: UnsafeBufferPointer<UInt32>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for scalar in word {
      hash = (hash ^ scalar) &* 16_777_619
    }
    return hash ^ (hash >> 15)
  }
}
