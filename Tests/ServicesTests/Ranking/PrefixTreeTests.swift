import TestSupport
import Testing

@testable import Services

/// The prefix claims must be the best assignment there is: the same worth as an exhaustive
/// search over every claim of every text, on small random corpora, and a valid one.
@Suite struct PrefixTreeTests {
  /// Texts of a few letters and spaces, sorted and distinct ("ii" is a generational suffix).
  private static func corpus(_ random: inout SplitMix64) -> [[UInt32]] {
    let alphabet: [UInt32] = [0x61, 0x69, 0x20]
    var texts = Set<[UInt32]>()
    for _ in 0..<random.int(1...5) {
      var text = (0..<random.int(3...6)).map { _ in alphabet[random.int(0...2)] }
      // Some end with a generational suffix.
      if random.int(0...2) == 0 { text += [0x20, 0x69, 0x69] }
      texts.insert(text)
    }
    return texts.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Where a text's last word starts and ends, as (start, end): after two words or more, a
  /// last word "ii" (a generational suffix) and the word before it count as one.
  private static func lastWord(_ text: [UInt32]) -> (start: Int, end: Int) {
    var words: [Range<Int>] = []
    var position = 0
    while position < text.count {
      guard text[position] != 0x20 else {
        position += 1
        continue
      }
      let start = position
      while position < text.count, text[position] != 0x20 { position += 1 }
      words.append(start..<position)
    }
    guard let last = words.last else { return (text.count, text.count) }
    if words.count >= 3, text[last] == [0x69, 0x69] {
      return (words[words.count - 2].lowerBound, last.upperBound)
    }
    return (last.lowerBound, last.upperBound)
  }

  /// Whether `text` may claim its prefixes from `start` letters on, given the other texts.
  private static func mayClaim(
    _ text: [UInt32], from start: Int, among texts: [[UInt32]], blocked: Set<[UInt32]>
  ) -> Bool {
    let own = lastWord(text)
    for length in start..<text.count {
      let prefix = Array(text[..<length])
      if texts.contains(prefix) || blocked.contains(prefix) { return false }
      guard text[length - 1] != 0x20, length <= own.start else { continue }
      let insideAnother = texts.contains { other in
        let word = lastWord(other)
        return other.starts(with: prefix) && length > word.start && length <= word.end
      }
      if insideAnother { return false }
    }
    return true
  }

  /// The worth of claims (`starts`, -1 for none), or `nil` when two claims overlap or one
  /// takes a prefix it may not.
  private static func worth(
    _ starts: [Int], _ texts: [[UInt32]], weights: [Int], blocked: Set<[UInt32]>, share: Double
  ) -> Int? {
    var claimed = Set<[UInt32]>()
    var total = 0
    for (number, start) in starts.enumerated() where start >= 0 {
      let text = texts[number]
      guard start >= 2, mayClaim(text, from: start, among: texts, blocked: blocked) else {
        return nil
      }
      for length in start...text.count {
        guard claimed.insert(Array(text[..<length])).inserted else { return nil }
      }
      total += PrefixTree.worth(
        weight: weights[number], start: start, length: text.count, share: share)
    }
    return total
  }

  /// The best worth over every assignment of claims.
  private static func exhaustiveBest(
    _ texts: [[UInt32]], weights: [Int], blocked: Set<[UInt32]>, share: Double
  ) -> Int {
    var best = 0
    var starts = [Int](repeating: -1, count: texts.count)
    func visit(_ number: Int) {
      guard number < texts.count else {
        if let value = worth(starts, texts, weights: weights, blocked: blocked, share: share) {
          best = max(best, value)
        }
        return
      }
      for start in [-1] + Array(2...texts[number].count) {
        starts[number] = start
        visit(number + 1)
      }
      starts[number] = -1
    }
    visit(0)
    return best
  }

  @Test func claimsAreTheBestAssignmentOnRandomCorpora() {
    var random = SplitMix64(seed: 2_601)
    var checked = 0
    for _ in 0..<400 {
      let texts = Self.corpus(&random)
      let weights = texts.map { _ in random.int(1...2) }
      let share = [0.4, 0.5, 0.55, 0.7][random.int(0...3)]
      // A surname's word ("a", "ai", …) is no text's to claim.
      let surnames = (0..<random.int(0...2)).map { _ in
        [0x61] + (0..<random.int(0...2)).map { _ in [UInt32(0x61), 0x69][random.int(0...1)] }
      }
      var tree = PrefixTree(texts.map { $0[...] })
      for surname in surnames { tree.blockWord(surname[...]) }
      let blocked = Set(surnames)
      let starts = tree.claims(weights: weights, share: share)
      let found = Self.worth(
        starts.map(Int.init), texts, weights: weights, blocked: blocked, share: share)
      let best = Self.exhaustiveBest(texts, weights: weights, blocked: blocked, share: share)
      let shown = texts.map { String($0.compactMap(Unicode.Scalar.init).map(Character.init)) }
      #expect(found == best, "\(shown), weights \(weights), surnames \(surnames), at \(share)")
      if found != best { break }
      checked += 1
    }
    #expect(checked == 400)
  }
}
