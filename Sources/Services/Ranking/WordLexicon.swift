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
  /// Open addressing: a word number, or -1 for an empty slot; the count is a power of two.
  private var table = [Int32](repeating: -1, count: 1_024)
  /// Each word's hash, so growing the table does not hash the words again.
  private var hashes: [UInt32] = []

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

  /// The number of `word`, adding it if it is new.
  ///
  /// - Complexity: O(*m*) for a word of *m* scalars, amortised.
  mutating func intern(_ word: ArraySlice<UInt32>) -> Int32 {
    let hash = Self.hash(word)
    var slot = Int(hash) & (table.count - 1)
    while true {
      let number = table[slot]
      if number < 0 { break }
      if hashes[Int(number)] == hash && self[number].elementsEqual(word) { return number }
      slot = (slot + 1) & (table.count - 1)
    }
    let number = Int32(count)
    scalars.append(contentsOf: word)
    starts.append(Int32(scalars.count))
    hashes.append(hash)
    table[slot] = number
    if count * 2 > table.count { grow() }
    return number
  }

  /// The number of `word`, or `nil` when the lexicon does not hold it.
  ///
  /// - Complexity: O(*m*) for a word of *m* scalars.
  func number(of word: ArraySlice<UInt32>) -> Int32? {
    let hash = Self.hash(word)
    var slot = Int(hash) & (table.count - 1)
    while true {
      let number = table[slot]
      if number < 0 { return nil }
      if hashes[Int(number)] == hash && self[number].elementsEqual(word) { return number }
      slot = (slot + 1) & (table.count - 1)
    }
  }

  /// Doubles the table and places every word again.
  private mutating func grow() {
    var larger = [Int32](repeating: -1, count: table.count * 2)
    for number in 0..<count {
      var slot = Int(hashes[number]) & (larger.count - 1)
      while larger[slot] >= 0 { slot = (slot + 1) & (larger.count - 1) }
      larger[slot] = Int32(number)
    }
    table = larger
  }

  /// FNV-1a over the scalars, mixed so that the low bits (the slot) depend on every scalar.
  private static func hash(_ word: ArraySlice<UInt32>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for scalar in word {
      hash = (hash ^ scalar) &* 16_777_619
    }
    return hash ^ (hash >> 15)
  }
}
