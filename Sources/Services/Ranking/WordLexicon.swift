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
  /// Open addressing, two values per slot: a word's hash and number, or 0 for an empty slot,
  /// then the word itself when it is short (``inlineKey(_:)``), or 0.
  ///
  /// The hash is in the high 32 bits and the number + 1 in the low ones, and the slot count is
  /// a power of two. A probe compares the hash without reading the word, and a short word (most
  /// words of titles and names) is compared in the slot itself: over a large lexicon, finding a
  /// word then reads one cache line, not three. Growing the table does not hash the words again.
  private var table = [UInt64](repeating: 0, count: 2 * 1_024)

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
    let key = Self.inlineKey(word)
    let (found, slot) = find(word, hash: hash, key: key)
    if found >= 0 { return found }
    let number = Int32(count)
    scalars.append(contentsOf: word)
    starts.append(Int32(scalars.count))
    table[2 * slot] = Self.entry(number: number, hash: hash)
    table[2 * slot + 1] = key
    if count * 4 > table.count { grow() }
    return number
  }

  /// The number of `word`, or `nil` when the lexicon does not hold it.
  ///
  /// - Complexity: O(*m*) for a word of *m* scalars.
  func number(of word: ArraySlice<UInt32>) -> Int32? {
    word.withUnsafeBufferPointer { word in
      let number = find(word, hash: Self.hash(word), key: Self.inlineKey(word)).number
      return number >= 0 ? number : nil
    }
  }

  /// The number of `word` (-1 when the lexicon does not hold it), whose hash is `hash` and
  /// inline key `key`, and the table slot that holds it, or the empty slot where it would go.
  private func find(_ word: UnsafeBufferPointer<UInt32>, hash: UInt32, key: UInt64) -> (
    number: Int32, slot: Int
  ) {
    table.withUnsafeBufferPointer { table in
      starts.withUnsafeBufferPointer { starts in
        scalars.withUnsafeBufferPointer { scalars in
          let slots = table.count / 2
          assert(slots.nonzeroBitCount == 1, "a table whose size is no power of two")
          let mask = slots - 1
          var slot = Int(hash) & mask
          while true {
            let entry = table[2 * slot]
            if entry == 0 { return (-1, slot) }
            // A short word is the key it is stored with; a longer one, whose stored key is 0,
            // is compared scalar by scalar.
            if UInt32(truncatingIfNeeded: entry >> 32) == hash && table[2 * slot + 1] == key {
              let number = Int(UInt32(truncatingIfNeeded: entry)) - 1
              assert(number >= 0 && number + 1 < starts.count, "a slot past the words")
              if key != 0 { return (Int32(number), slot) }
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

  /// The inline key of `word`: the word itself, when short, packed into one value.
  ///
  /// A word of one to eight scalars, each in 1...255 (a short Latin word), is packed a byte per
  /// scalar from the lowest: no other word packs to the same value, since no scalar is 0. Any
  /// other word's key is 0.
  @inline(__always)
  private static func inlineKey(_ word: UnsafeBufferPointer<UInt32>) -> UInt64 {
    guard (1...8).contains(word.count) else { return 0 }
    var key: UInt64 = 0
    for (position, scalar) in word.enumerated() {
      guard (1...255).contains(scalar) else { return 0 }
      key |= UInt64(scalar) << (8 * position)
    }
    return key
  }

  /// The table entry of word `number`, whose hash is `hash`.
  @inline(__always)
  private static func entry(number: Int32, hash: UInt32) -> UInt64 {
    UInt64(hash) << 32 | UInt64(UInt32(number) + 1)
  }

  /// Doubles the table and places every word again.
  private mutating func grow() {
    var larger = [UInt64](repeating: 0, count: table.count * 2)
    let mask = larger.count / 2 - 1
    for slot in 0..<table.count / 2 where table[2 * slot] != 0 {
      var place = Int(table[2 * slot] >> 32) & mask
      while larger[2 * place] != 0 { place = (place + 1) & mask }
      larger[2 * place] = table[2 * slot]
      larger[2 * place + 1] = table[2 * slot + 1]
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
