import Testing

@testable import FuseCore

/// A limited search that reports matches finds them for the results it returns only
/// (`Fuse.Search.findsMatchesAfterwards(limit:)`): the results, scores and matches are the ones
/// the whole search reports.
@Suite struct FuseSearchMatchesAfterwardsTests {
  /// Records with a title and several names, so that a query matches many of them in several
  /// fields, with different scores and some ties.
  static let records: [JSONValue] = {
    let stems = ["romance", "roman", "mice", "blind", "little", "litter", "magician", "title"]
    let prefixes = ["", "a ", "the ", "three ", "my "]
    let names = ["Rosa Mann", "Tim Blind", "Mia Little", "Lila Roman", "Ed Title"]
    var records: [JSONValue] = []
    for (position, title) in prefixes.flatMap({ prefix in stems.map { prefix + $0 } }).enumerated()
    {
      let cast = (0..<(position % 4)).map { JSONValue.string(names[(position + $0) % names.count]) }
      records.append(["title": .string(title), "cast": .array(cast)])
    }
    return records + [["title": "zebra", "cast": []], ["title": "quartz", "cast": ["Zed"]]]
  }()

  static let queries = ["romance", "litle mice", "the magican", "blnd", "mann", "roman title"]

  /// Options that report matches, each with a different searcher or a different way to order
  /// or cut the results.
  static func optionVariants() throws -> [FuseOptions<JSONValue>] {
    var plain = FuseOptions<JSONValue>()
    plain.keys = [try FuseKey(path: "title", weight: 2), "cast"]
    plain.includeScore = true
    plain.includeMatches = true
    var tokens = plain
    tokens.useTokenSearch = true
    var extended = plain
    extended.useExtendedSearch = true
    var longMatches = plain
    longMatches.minMatchCharLength = 3
    var unsorted = plain
    unsorted.shouldSort = false
    var allMatches = plain
    allMatches.findAllMatches = true
    allMatches.ignoreLocation = true
    var noScores = tokens
    noScores.includeScore = false
    return [plain, tokens, extended, longMatches, unsorted, allMatches, noScores]
  }

  @Test(arguments: 0..<7)
  func aLimitedSearchReportsWhatTheWholeSearchReportsForItsFirstResults(variant: Int) throws {
    let search = try Fuse.Search(Self.records, options: try Self.optionVariants()[variant])
    var matchedResults = 0
    for query in Self.queries {
      let whole = search.search(query)
      for limit in [1, 3, 10] {
        let limited = search.search(query, limit: limit)
        // The scan that chose them found scores only.
        #expect(search.cachedSearcher?.includesMatches == false)
        #expect(limited == Array(whole.prefix(limit)), "\(query) limit \(limit)")
        matchedResults += limited.filter { !($0.matches ?? []).isEmpty }.count
      }
    }
    // The results compared carry matches.
    #expect(matchedResults >= 20)
  }

  @Test func theChosenDocumentsBeyondTheLimitCarryTheirMatchesToo() throws {
    let search = try Fuse.Search(Self.records, options: try Self.optionVariants()[0])
    let chosen: Set<Int> = [0, 3, 7, 12, 20, 31, 38]
    for query in Self.queries {
      let whole = search.search(query)
      let wanted = whole.prefix(2) + whole.dropFirst(2).filter { chosen.contains($0.refIndex) }
      let found = try search.search(
        query, limit: 2, alsoReturning: chosen, cancellationCheckInterval: 4)
      #expect(found.results == Array(wanted), "\(query)")
    }
  }

  /// A scan's results as finding the matches afterwards receives them: in record order, with
  /// their scores (`change` alters the score of the result at that position).
  static func scanned(_ results: ArraySlice<FuseResult<JSONValue>>, change: Int? = nil) throws
    -> ScoredParts
  {
    var scanned = ScoredResults()
    for (position, result) in results.enumerated().sorted(by: { $0.1.refIndex < $1.1.refIndex }) {
      let score = try #require(result.score)
      scanned.appendResult(docIndex: result.refIndex, score: position == change ? score / 2 : score)
    }
    return ScoredParts(scanned)
  }

  @Test func aScanIsFinishedOnlyWhenItsResultsScoreAgainWhatItFound() throws {
    let search = try Fuse.Search(Self.records, options: try Self.optionVariants()[0])
    let whole = search.search("the magican")
    let first = whole.prefix(4)
    #expect(first.count == 4)
    let finished = search.finishFindingMatches(
      try Self.scanned(first), limit: 4, query: "the magican", seams: .none)
    #expect(finished == Array(first))
    // A score the document does not give: the search is done again, with matches throughout.
    let changed = try Self.scanned(first, change: 2)
    #expect(
      search.finishFindingMatches(changed, limit: 4, query: "the magican", seams: .none) == nil)
  }

  /// A custom sort reads the matches' ranges, so a search asked to leave them out finds them
  /// anyway and sorts as the whole search does.
  @Test func aCustomSortThatReadsRangesSortsWithThemWhenTheyAreLeftOut() throws {
    var options = try Self.optionVariants()[0]
    // Fewest matched characters first, then the engine's position order.
    let covered: @Sendable (FuseSortEntry) -> Int = { entry in
      entry.matches.reduce(0) { sum, match in
        sum + match.indices.reduce(0) { $0 + $1.count }
      }
    }
    options.sortFn = { left, right in covered(left) < covered(right) }
    let search = try Fuse.Search(Self.records, options: options)
    var differs = 0
    for query in Self.queries {
      let whole = search.search(query)
      let bare = try search.search(
        query, limit: 4, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
      #expect(bare.results == Array(whole.prefix(4)), "\(query)")
      let byScore = whole.sorted { ($0.score ?? 0, $0.refIndex) < ($1.score ?? 0, $1.refIndex) }
      if whole.prefix(4).map(\.refIndex) != byScore.prefix(4).map(\.refIndex) { differs += 1 }
    }
    // The sort is not the score order, so the ranges decide.
    #expect(differs >= 1)
  }
}
