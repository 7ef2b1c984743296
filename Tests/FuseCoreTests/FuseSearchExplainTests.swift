import TestSupport
import Testing

@testable import FuseCore

@Suite struct FuseSearchExplainTests {
  let books: [JSONValue] = [
    ["title": "Old Man's War", "author": "John Scalzi", "tags": ["war", "space"]],
    ["title": "The Lock Artist", "author": "Steve Hamilton", "tags": ["crime"]],
    ["title": "War and Peace", "author": "Leo Tolstoy", "tags": ["war", "classic"]],
  ]

  @Test(arguments: [false, true])
  func factorsMultiplyToEveryResultsScore(tokenSearch: Bool) throws {
    let options = try FuseOptions<JSONValue>(
      includeScore: true, keys: [FuseKey(path: "title", weight: 2), "author", "tags"],
      useTokenSearch: tokenSearch)
    let fuse = try Fuse.Search(books, options: options)
    let results = fuse.search("war")
    #expect(results.count >= 2)
    for result in results {
      let explanation = try #require(fuse.explain("war", refIndex: result.refIndex))
      #expect(explanation.score == result.score)
      let product = explanation.factors.reduce(1.0) { $0 * $1.factor }
      #expect(product == explanation.score)
      #expect(explanation.factors.allSatisfy { $0.key != nil && $0.weight != nil })
    }
  }

  @Test func explainsArrayPositionsWeightsAndNorms() throws {
    let options = try FuseOptions<JSONValue>(keys: [FuseKey(path: "title", weight: 3), "tags"])
    let fuse = try Fuse.Search(books, options: options)
    let explanation = try #require(fuse.explain("war", refIndex: 2))
    let tag = try #require(explanation.factors.first { $0.key == "tags" })
    #expect(tag.arrayIndex == 0)
    #expect(tag.value == "war")
    #expect(tag.weight == 0.25)
    #expect(tag.norm == 1)
    let title = try #require(explanation.factors.first { $0.key == "title" })
    #expect(title.weight == 0.75)
    #expect(title.norm == 0.577)
    #expect(title.exponent == 0.75 * 0.577)
  }

  @Test func nonResultsAndBlankQueriesHaveNoExplanation() throws {
    let fuse = try Fuse.Search(books, options: FuseOptions(keys: ["title"], threshold: 0.2))
    #expect(fuse.explain("war", refIndex: 1) == nil)
    #expect(fuse.explain("   ", refIndex: 0) == nil)
    #expect(fuse.explain("war", refIndex: 99) == nil)
  }
}

/// `explain` and the search score with one formula: over random collections, queries and
/// option sets, every result's explanation multiplies to its score bit for bit.
@Suite struct FuseSearchExplainAgreementTests {
  static let alphabet = Array("abcdeéilmnorstw ")

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func explanationTotalsEqualSearchScoresBitForBit(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var compared = 0
    for _ in 0..<40 {
      let documents: [JSONValue] = (0..<random.int(1...12)).map { _ in
        [
          "title": .string(random.text(maxLength: 30, alphabet: Self.alphabet)),
          "author": .string(random.text(maxLength: 12, alphabet: Self.alphabet)),
          "tags": .array(
            (0..<random.int(0...3)).map { _ in
              .string(random.text(maxLength: 8, alphabet: Self.alphabet))
            }),
        ]
      }
      var options = FuseOptions<JSONValue>()
      options.keys = [
        try FuseKey(path: "title", weight: Double(random.int(1...4))),
        try FuseKey(path: "author", weight: [0.5, 1, 3][random.int(0...2)]),
        try FuseKey(path: "tags"),
      ]
      options.includeScore = true
      options.threshold = [0.2, 0.4, 0.6, 0.8, 1][random.int(0...4)]
      options.ignoreFieldNorm = random.bool()
      options.fieldNormWeight = [0, 0.5, 1, 2][random.int(0...3)]
      options.ignoreLocation = random.bool()
      options.useTokenSearch = random.int(0...3) == 0
      options.useExtendedSearch = !options.useTokenSearch && random.int(0...3) == 0
      let fuse = try Fuse.Search(documents, options: options)
      for _ in 0..<6 {
        let query = random.text(maxLength: 7, alphabet: Self.alphabet)
        // A blank query returns every document unscored, and has no explanation.
        guard !query.allSatisfy({ $0 == " " }) else { continue }
        for result in fuse.search(query) {
          let score = try #require(result.score)
          let explanation = try #require(fuse.explain(query, refIndex: result.refIndex))
          let product = explanation.factors.reduce(1.0) { $0 * $1.factor }
          #expect(
            explanation.score.bitPattern == score.bitPattern,
            "explain \(explanation.score) vs search \(score) for \(query) (seed \(seed))")
          #expect(
            product.bitPattern == score.bitPattern,
            "factors multiply to \(product), search scored \(score) for \(query) (seed \(seed))")
          compared += 1
        }
      }
    }
    #expect(compared > 50, "too few results compared: \(compared)")
  }
}
