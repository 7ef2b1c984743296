import Testing

@testable import FuseCore

/// `Fuse.Search.search(_:limit:cancellationCheckInterval:extra:)`: the first results as a
/// limited search returns them, then the chosen documents' results the limit left out, in the
/// order of the whole search.
@Suite struct FuseSearchExtraResultsTests {
  /// Enough words that a query matches many of them with different scores (and some ties).
  static let words: [String] = {
    let stems = ["romance", "roman", "mice", "blind", "little", "litter", "magician", "title"]
    let prefixes = ["", "a ", "the ", "three ", "my "]
    return prefixes.flatMap { prefix in stems.map { prefix + $0 } } + ["zebra", "quartz"]
  }()

  /// The whole search's results limited to `limit`, then its later results whose documents are
  /// in `extra`: what the extra search must return.
  static func expected(
    _ search: Fuse.Search<String>, _ query: String, limit: Int, extra: Set<Int>
  ) -> [(refIndex: Int, score: Double?)] {
    let all = search.search(query)
    let kept = all.prefix(limit) + all.dropFirst(limit).filter { extra.contains($0.refIndex) }
    return kept.map { ($0.refIndex, $0.score) }
  }

  static func optionVariants() -> [FuseOptions<String>] {
    var plain = FuseOptions<String>()
    plain.includeScore = true
    var tokens = plain
    tokens.useTokenSearch = true
    var unsorted = plain
    unsorted.shouldSort = false
    var custom = plain
    custom.includeMatches = true
    custom.sortFn = { left, right in
      left.refIndex % 3 != right.refIndex % 3
        ? left.refIndex % 3 < right.refIndex % 3 : left.refIndex > right.refIndex
    }
    return [plain, tokens, unsorted, custom]
  }

  @Test(arguments: 0..<4)
  func theLimitedResultsComeFirstThenTheChosenOnesInTheWholeSearchsOrder(variant: Int) throws {
    let search = try Fuse.Search(Self.words, options: Self.optionVariants()[variant])
    let chosen: Set<Int> = [0, 3, 7, 12, 20, 31, 38, 40, 41]
    var extraReturned = 0
    for query in ["romance", "litle mice", "the magican", "blnd"] {
      for limit in [1, 5, 12] {
        let found = try search.search(
          query, limit: limit, cancellationCheckInterval: 4, extra: chosen)
        let wanted = Self.expected(search, query, limit: limit, extra: chosen)
        #expect(found.map(\.refIndex) == wanted.map(\.refIndex), "\(query) limit \(limit)")
        #expect(found.map(\.score) == wanted.map(\.score), "\(query) limit \(limit)")
        extraReturned += max(0, found.count - limit)
      }
    }
    // The cases are not all decided by the limit alone.
    #expect(extraReturned >= 5)
  }

  @Test func chosenDocumentsThatDoNotMatchAreNotReturned() throws {
    let search = try Fuse.Search(Self.words)
    let zebra = try #require(Self.words.firstIndex(of: "zebra"))
    let found = try search.search(
      "romance", limit: 3, cancellationCheckInterval: 8, extra: [zebra])
    #expect(found.map(\.refIndex) == search.search("romance", limit: 3).map(\.refIndex))
  }

  @Test func withoutALimitOrChoiceItIsTheSearch() throws {
    let search = try Fuse.Search(Self.words)
    let whole = try search.search(
      "roman", limit: nil, cancellationCheckInterval: 8, extra: [1, 2, 3])
    #expect(whole.map(\.refIndex) == search.search("roman").map(\.refIndex))
    let none = try search.search("roman", limit: 4, cancellationCheckInterval: 8, extra: [])
    #expect(none.map(\.refIndex) == search.search("roman", limit: 4).map(\.refIndex))
    #expect(try search.search("roman", limit: 0, cancellationCheckInterval: 8, extra: [1]).isEmpty)
  }
}
