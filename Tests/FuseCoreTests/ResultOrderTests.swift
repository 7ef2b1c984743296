import TestSupport
import Testing

@testable import FuseCore

/// The bounded top-k selection must return exactly the first results of a full sort.
@Suite struct ResultOrderTests {
  /// Random keys with many equal scores, so ties on score (broken by position) are common.
  static func keys(count: Int, seed: UInt64) -> [ResultOrder.Key] {
    var random = SplitMix64(seed: seed)
    var shuffler = SplitMix64(seed: ~seed)
    let documents = (0..<count).map { $0 * 3 + random.below(3) }.shuffled(using: &shuffler)
    return documents.enumerated().map { position, docIndex in
      ResultOrder.Key(score: Double(random.below(40)) / 40, docIndex: docIndex, position: position)
    }
  }

  @Test(arguments: [0, 1, 7, 100, 1000])
  func radixSortMatchesTheComparisonOrder(size: Int) throws {
    for seed in UInt64(1)...20 {
      // Document order, scores with many ties and a spread of magnitudes (every byte varies).
      var random = SplitMix64(seed: seed)
      let keys = (0..<size).map { position -> ResultOrder.Key in
        let draw = random.next()
        let score =
          [0, 1, 0.5, Double.ulpOfOne, 1e-300, 3.75][Int(draw >> 61) % 6]
          * Double(draw >> 40 & 0xF)
        return ResultOrder.Key(score: score, docIndex: position * 2, position: position)
      }
      let expected = keys.sorted { $0.precedes($1) }.map(\.position)
      #expect(try #require(ResultOrder.radixSorted(keys)) == expected, "size \(size) seed \(seed)")
    }
  }

  @Test func radixSortDeclinesKeysItCannotOrder() {
    let outOfOrder = [
      ResultOrder.Key(score: 0.5, docIndex: 3, position: 0),
      ResultOrder.Key(score: 0.5, docIndex: 1, position: 1),
    ]
    #expect(ResultOrder.radixSorted(outOfOrder) == nil)
    let negative = [ResultOrder.Key(score: -0.0, docIndex: 0, position: 0)]
    #expect(ResultOrder.radixSorted(negative) == nil)
    let notANumber = [ResultOrder.Key(score: .nan, docIndex: 0, position: 0)]
    #expect(ResultOrder.radixSorted(notANumber) == nil)
  }

  @Test(arguments: [0, 1, 7, 100, 1000])
  func selectionMatchesAFullSort(size: Int) {
    for seed in UInt64(1)...20 {
      let keys = Self.keys(count: size, seed: seed)
      let full = keys.sorted { ($0.score, $0.docIndex) < ($1.score, $1.docIndex) }.map(\.position)
      for count in Set([0, 1, 2, 5, size / 9, size / 8, size / 2, size, size + 3]) {
        #expect(
          ResultOrder.best(keys, count: count) == Array(full.prefix(count)),
          "size \(size) seed \(seed) count \(count)")
      }
    }
  }
}

/// Scores that share their upper 32 bits are put in order by their lower halves after the
/// radix passes.
@Suite struct ResultOrderLowBitsTests {
  @Test(arguments: [(2, 1), (40, 3), (33, 33), (200, 50), (1_000, 1_000), (1_000, 2)])
  func radixSortOrdersScoresThatDifferOnlyInTheirLowBits(size: Int, spread: Int) throws {
    for seed in UInt64(1)...10 {
      var random = SplitMix64(seed: seed)
      // Two groups of upper halves, so runs of equal upper halves sit next to each other.
      let uppers = [(0.1234 as Double).bitPattern, (0.5 as Double).bitPattern].map {
        $0 & 0xFFFF_FFFF_0000_0000
      }
      let keys = (0..<size).map { index -> ResultOrder.Key in
        let draw = random.next()
        let upper = uppers[Int(draw >> 63)]
        let lower = (draw >> 20) % UInt64(spread)
        // Positions that are not the keys' indices, to check that positions are reported.
        return ResultOrder.Key(
          score: Double(bitPattern: upper | lower), docIndex: index * 3, position: 5 * size - index)
      }
      let expected = keys.sorted { $0.precedes($1) }.map(\.position)
      #expect(
        try #require(ResultOrder.radixSorted(keys)) == expected,
        "size \(size) spread \(spread) seed \(seed)")
    }
  }
}
