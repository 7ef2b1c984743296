/// A set of query-term positions (token search coverage).
struct TermSet: Equatable, Sendable {
  private(set) var words: [UInt64]

  init(count: Int) {
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
  }

  mutating func insert(_ term: Int) {
    words[term >> 6] |= 1 << UInt64(term & 63)
  }

  mutating func formUnion(_ other: TermSet) {
    for position in words.indices { words[position] |= other.words[position] }
  }

  func containsAll(count: Int) -> Bool {
    (0..<count).allSatisfy { words[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }
  }
}
