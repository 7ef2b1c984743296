import FuseCore
import Testing

/// `Fuse.Search.search(_:limit:alsoReturning:matches:cancellationCheckInterval:)` and
/// `Fuse.Search.addingMatches(to:from:)`: the candidates of a ranking of one's own are the
/// first results of the whole search, then the chosen documents' results the limit left out,
/// in the whole search's order; matches deferred and added later are the whole search's; and
/// candidates of a collection that has changed since are refused.
@Suite struct FuseSearchCandidatesTests {
  /// Enough words that a query matches many of them with different scores (and some ties).
  static let words: [String] = {
    let stems = ["romance", "roman", "mice", "blind", "little", "litter", "magician", "title"]
    let prefixes = ["", "a ", "the ", "three ", "my "]
    return prefixes.flatMap { prefix in stems.map { prefix + $0 } } + ["zebra", "quartz"]
  }()

  static let queries = ["romance", "litle mice", "the magican", "blnd"]

  /// The whole search's results limited to `limit`, then its later results whose documents are
  /// in `chosen`: what the candidate search must return.
  static func expected<Element>(
    _ search: Fuse.Search<Element>, _ query: String, limit: Int, chosen: Set<Int>
  ) -> [FuseResult<Element>] {
    let all = search.search(query)
    return Array(all.prefix(limit) + all.dropFirst(limit).filter { chosen.contains($0.refIndex) })
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
    var matches = plain
    matches.includeMatches = true
    return [plain, tokens, unsorted, custom, matches]
  }

  @Test(arguments: 0..<5)
  func theLimitedResultsComeFirstThenTheChosenOnesInTheWholeSearchsOrder(variant: Int) throws {
    let search = try Fuse.Search(Self.words, options: Self.optionVariants()[variant])
    let chosen: Set<Int> = [0, 3, 7, 12, 20, 31, 38, 40, 41]
    var chosenReturned = 0
    for query in Self.queries {
      for limit in [0, 1, 5, 12] {
        let found = try search.search(
          query, limit: limit, alsoReturning: chosen, cancellationCheckInterval: 4)
        let wanted = Self.expected(search, query, limit: limit, chosen: chosen)
        #expect(found.results == wanted, "\(query) limit \(limit)")
        #expect(found.query == query)
        #expect(!found.matchesAreDeferred)
        chosenReturned += max(0, found.results.count - limit)
      }
    }
    // The cases are not all decided by the limit alone.
    #expect(chosenReturned >= 10)
  }

  @Test func chosenDocumentsThatDoNotMatchOrDoNotExistAreNotReturned() throws {
    let search = try Fuse.Search(Self.words)
    let zebra = try #require(Self.words.firstIndex(of: "zebra"))
    let found = try search.search(
      "romance", limit: 3, alsoReturning: [zebra, -1, Self.words.count, Int.max],
      cancellationCheckInterval: 8)
    #expect(found.results == search.search("romance", limit: 3))
    let onlyChosen = try search.search(
      "romance", limit: 0, alsoReturning: [zebra, -4], cancellationCheckInterval: 8)
    #expect(onlyChosen.results.isEmpty)
  }

  @Test func aLimitOfZeroReturnsTheChosenDocumentsThatMatchAlone() throws {
    let search = try Fuse.Search(Self.words)
    let whole = search.search("roman")
    let chosen = Set(whole.suffix(3).map(\.refIndex))
    let found = try search.search(
      "roman", limit: 0, alsoReturning: chosen, cancellationCheckInterval: 8)
    #expect(found.results == Array(whole.suffix(3)))
    let none = try search.search("roman", limit: 0, alsoReturning: [], cancellationCheckInterval: 8)
    #expect(none.results.isEmpty)
  }

  @Test func withoutALimitOrAChoiceItIsTheSearch() throws {
    let search = try Fuse.Search(Self.words)
    for limit in [nil, -1] {
      let whole = try search.search(
        "roman", limit: limit, alsoReturning: [1, 2, 3], cancellationCheckInterval: 8)
      #expect(whole.results == search.search("roman"))
    }
    let unchosen = try search.search(
      "roman", limit: 4, alsoReturning: [], cancellationCheckInterval: 8)
    #expect(unchosen.results == search.search("roman", limit: 4))
  }

  @Test func aBlankQueryReturnsTheFirstDocumentsThenTheChosenOnesInCollectionOrder() throws {
    let search = try Fuse.Search(Self.words)
    let found = try search.search(
      "  ", limit: 2, alsoReturning: [30, 1, 9, 99], matches: .deferred,
      cancellationCheckInterval: 8)
    #expect(found.results.map(\.refIndex) == [0, 1, 9, 30])
    #expect(found.results.allSatisfy { $0.score == nil && $0.matches == nil })
    #expect(!found.matchesAreDeferred)
    #expect(try search.addingMatches(to: found.results, from: found) == found.results)
  }

  /// A record with a title and several names, so that a query matches many of them in several
  /// fields, with matches to defer.
  static func matchingSearch(tokens: Bool = false) throws -> Fuse.Search<JSONValue> {
    var options = FuseOptions<JSONValue>()
    options.keys = [try FuseKey(path: "title", weight: 2), "cast"]
    options.includeScore = true
    options.includeMatches = true
    options.useTokenSearch = tokens
    return try Fuse.Search(FuseSearchMatchesAfterwardsTests.records, options: options)
  }

  @Test(arguments: [false, true])
  func deferredMatchesAddedLaterAreTheOnesTheWholeSearchReports(tokens: Bool) throws {
    let search = try Self.matchingSearch(tokens: tokens)
    var matched = 0
    for query in FuseSearchMatchesAfterwardsTests.queries {
      let whole = search.search(query)
      let chosen = Set(whole.suffix(2).map(\.refIndex))
      let deferred = try search.search(
        query, limit: 5, alsoReturning: chosen, matches: .deferred, cancellationCheckInterval: 8)
      let immediate = try search.search(
        query, limit: 5, alsoReturning: chosen, matches: .immediate, cancellationCheckInterval: 8)
      #expect(deferred.matchesAreDeferred)
      #expect(deferred.results.allSatisfy { $0.matches == nil })
      #expect(deferred.results.map(\.refIndex) == immediate.results.map(\.refIndex))
      #expect(deferred.results.map(\.score) == immediate.results.map(\.score))
      #expect(try search.addingMatches(to: deferred.results, from: deferred) == immediate.results)
      // Reordered and cut, as a ranking keeps them.
      let kept = deferred.results.reversed().prefix(3)
      let keptMatched = try search.addingMatches(to: kept, from: deferred)
      #expect(keptMatched.map(\.refIndex) == kept.map(\.refIndex), "\(query)")
      for result in keptMatched {
        #expect(result == whole.first { $0.refIndex == result.refIndex }, "\(query)")
      }
      matched += keptMatched.filter { !($0.matches ?? []).isEmpty }.count
      // Immediate candidates carry their matches already.
      #expect(try search.addingMatches(to: immediate.results, from: immediate) == immediate.results)
    }
    // The results compared carry matches.
    #expect(matched >= 10)
  }

  @Test func withoutMatchesAskedForNothingIsDeferred() throws {
    let search = try Fuse.Search(Self.words, options: Self.optionVariants()[0])
    let found = try search.search(
      "romance", limit: 3, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
    #expect(!found.matchesAreDeferred)
    #expect(try search.addingMatches(to: found.results, from: found) == found.results)
  }

  /// A custom sort reads the matches, so they are found while the candidates are ordered.
  @Test func aCustomSortFindsTheMatchesItReadsEvenWhenTheyAreDeferred() throws {
    let search = try Fuse.Search(Self.words, options: Self.optionVariants()[3])
    for query in Self.queries {
      let found = try search.search(
        query, limit: 4, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
      #expect(!found.matchesAreDeferred)
      #expect(found.results == search.search(query, limit: 4), "\(query)")
      #expect(found.results.contains { !($0.matches ?? []).isEmpty })
    }
  }

  /// Changes `search`'s collection by `mutation`, one of its mutating methods.
  static func change(_ search: Fuse.Search<JSONValue>, by mutation: String) throws {
    switch mutation {
    case "add": search.add(["title": "romance again", "cast": []])
    case "remove(where:)": _ = search.remove { _, position in position == 0 }
    case "removeAt": _ = try search.removeAt(1)
    default: try search.setCollection(FuseSearchMatchesAfterwardsTests.records)
    }
  }

  @Test(arguments: ["add", "remove(where:)", "removeAt", "setCollection"])
  func candidatesFoundBeforeAChangeOfTheCollectionAreStale(mutation: String) throws {
    let search = try Self.matchingSearch()
    let found = try search.search(
      "romance", limit: 4, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
    #expect(try search.addingMatches(to: found.results, from: found).count == 4)
    try Self.change(search, by: mutation)
    #expect(throws: FuseError.self, "\(mutation)") {
      try search.addingMatches(to: found.results, from: found)
    }
    do {
      _ = try search.addingMatches(to: found.results.prefix(1), from: found)
      Issue.record("stale candidates were given matches")
    } catch {
      guard case .staleCandidates = error else {
        Issue.record("\(error)")
        return
      }
      #expect(error.description.contains("search again"))
    }
    // Candidates found after the change are current.
    let again = try search.search(
      "romance", limit: 4, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
    #expect(
      try search.addingMatches(to: again.results, from: again) == search.search("romance", limit: 4)
    )
  }

  @Test func aChangeThatChangesNothingLeavesTheCandidatesCurrent() throws {
    let search = try Self.matchingSearch()
    let found = try search.search(
      "romance", limit: 4, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
    #expect(search.remove { _, _ in false }.isEmpty)
    search.add(.null)
    #expect(
      try search.addingMatches(to: found.results, from: found) == search.search("romance", limit: 4)
    )
  }

  @Test func candidatesOfAnotherSearcherAreStale() throws {
    let search = try Self.matchingSearch()
    let twin = try Self.matchingSearch()
    let found = try twin.search(
      "romance", limit: 4, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
    #expect(throws: FuseError.self) { try search.addingMatches(to: found.results, from: found) }
  }

  @Test func aResultThatIsNotACandidateIsRefused() throws {
    let search = try Self.matchingSearch()
    let found = try search.search(
      "romance", limit: 3, alsoReturning: [], matches: .deferred, cancellationCheckInterval: 8)
    let first = try #require(found.results.first)
    let score = try #require(first.score)
    let altered = FuseResult(
      item: first.item, refIndex: first.refIndex, score: score + 0.25, matches: nil)
    #expect(throws: FuseError.notACandidate(refIndex: first.refIndex)) {
      try search.addingMatches(to: [altered], from: found)
    }
    let zebra = try #require(
      FuseSearchMatchesAfterwardsTests.records.firstIndex(of: ["title": "zebra", "cast": []]))
    let stranger = FuseResult(
      item: search.documents[zebra], refIndex: zebra, score: score, matches: nil)
    #expect(throws: FuseError.notACandidate(refIndex: zebra)) {
      try search.addingMatches(to: found.results + [stranger], from: found)
    }
  }

  @Test func aCancelledTaskFindsNoCandidates() async throws {
    let words = Self.words
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      let search = try Fuse.Search(words)
      return try search.search(
        "romance", limit: 3, alsoReturning: [1], cancellationCheckInterval: 1)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
