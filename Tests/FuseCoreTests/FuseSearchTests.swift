import Testing

@testable import FuseCore

@Suite struct FuseSearchTests {
  let fruits = ["Apple", "Orange", "Banana", "Pineapple", "Grape"]

  @Test func blankQueryReturnsEveryDocumentInOrder() throws {
    let fuse = try Fuse.Search(fruits, options: FuseOptions(includeScore: true))
    let results = fuse.search("  ")
    #expect(results.map(\.refIndex) == [0, 1, 2, 3, 4])
    #expect(results.allSatisfy { $0.score == nil && $0.matches == nil })
    #expect(fuse.search("", limit: 2).count == 2)
  }

  @Test func limitReturnsTheTopOfTheFullSort() throws {
    let fuse = try Fuse.Search(fruits, options: FuseOptions(includeScore: true))
    let all = fuse.search("ap")
    #expect(all.count >= 3)
    #expect(fuse.search("ap", limit: 2).map(\.refIndex) == Array(all.prefix(2)).map(\.refIndex))
    #expect(fuse.search("ap", limit: 0).isEmpty)
    #expect(fuse.search("ap", limit: -1).count == all.count)
  }

  @Test func customSortFunctionOrdersResults() throws {
    let options = try FuseOptions<String>(sortFn: { $0.refIndex > $1.refIndex })
    let fuse = try Fuse.Search(fruits, options: options)
    let refs = fuse.search("ap").map(\.refIndex)
    #expect(refs == refs.sorted(by: >))
  }

  @Test func mutationsKeepPositionsAndInvalidateTheCache() throws {
    let fuse = try Fuse.Search(fruits, options: FuseOptions())
    #expect(fuse.search("grape").first?.refIndex == 4)
    let removed = fuse.remove { document, _ in document.hasPrefix("B") || document.hasPrefix("O") }
    #expect(removed == ["Orange", "Banana"])
    #expect(fuse.search("grape").first?.refIndex == 2)
    fuse.add("Grapefruit")
    #expect(fuse.search("grapefruit").first?.refIndex == 3)
    #expect(try fuse.removeAt(0) == "Apple")
    #expect(fuse.documents == ["Pineapple", "Grape", "Grapefruit"])
    #expect(fuse.search("grape").first?.refIndex == 1)
  }

  @Test func everyMutationInvalidatesTheLastQueryCache() throws {
    // Token search weights terms by collection statistics, so a stale cached searcher would
    // keep scoring with the old statistics.
    let options = try FuseOptions<String>(includeScore: true, useTokenSearch: true)
    let fuse = try Fuse.Search(["red apple", "green apple", "red pear"], options: options)
    func scores() -> [Double?] { fuse.search("red").map(\.score) }
    func fresh() throws -> [Double?] {
      try Fuse.Search(fuse.documents, options: options).search("red").map(\.score)
    }
    let initial = scores()
    fuse.add("red plum")
    #expect(scores() != initial)
    #expect(try scores() == fresh())
    fuse.remove { document, _ in document == "red plum" }
    #expect(try scores() == fresh())
    _ = try fuse.removeAt(0)
    #expect(try scores() == fresh())
    try fuse.setCollection(["red", "red red", "blue"])
    #expect(try scores() == fresh())
  }

  @Test func removingThenReAddingRestoresResults() throws {
    let fuse = try Fuse.Search(
      fruits, options: FuseOptions(includeScore: true, includeMatches: true))
    let before = fuse.search("apl")
    let last = try fuse.removeAt(fruits.count - 1)
    fuse.add(last)
    #expect(fuse.search("apl") == before)
  }

  @Test func failedMutationsLeaveTheSearcherUnchanged() throws {
    let fuse = try Fuse.Search(fruits, options: FuseOptions(includeScore: true))
    let before = fuse.search("an")
    #expect(throws: FuseError.invalidDocIndex(index: 9, count: 5)) { try fuse.removeAt(9) }
    let foreignIndex = try Fuse.createIndex(keys: [FuseKey<String>](), documents: fruits + ["Kiwi"])
    #expect(throws: FuseError.self) { try fuse.setCollection(["Kiwi"], index: foreignIndex) }
    #expect(fuse.documents == fruits)
    #expect(fuse.search("an") == before)
  }

  @Test func indexRoundTripsThroughJSON() throws {
    let docs: [JSONValue] = [
      ["title": "Old Man's War", "tags": ["sf", "war"]], ["title": "Dune", "tags": ["sf"]],
    ]
    let options = try FuseOptions<JSONValue>(
      includeScore: true, keys: ["title", "tags"], includeMatches: true)
    let built = try Fuse.createIndex(keys: options.keys, documents: docs)
    let reloaded = try FuseIndex(jsonText: built.toJSON().jsonText)
    #expect(reloaded == built)
    let fresh = try Fuse.Search(docs, options: options)
    let prebuilt = try Fuse.Search(docs, options: options, index: reloaded)
    #expect(prebuilt.search("war") == fresh.search("war"))
  }

  @Test func malformedIndexJSONIsAClearError() {
    #expect(throws: FuseError.self) {
      try FuseIndex(jsonText: "{\"keys\": [], \"records\": [{\"i\": -1}]}")
    }
    #expect {
      try FuseIndex(
        jsonText: "{\"keys\": [], \"records\": [{\"i\": 0, \"$\": {\"0\": {\"v\": 3, \"n\": 1}}}]}")
    } throws: { error in
      "\(error)".contains("record 0") && "\(error)".contains("'v' must be a string")
    }
    #expect(throws: FuseError.self) { try FuseIndex(jsonText: "{\"keys\": [") }
  }

  @Test func logicalQueriesUnderTokenSearchAreRejectedNotCrashed() throws {
    let docs: [JSONValue] = [["title": "old man"]]
    let fuse = try Fuse.Search(docs, options: FuseOptions(keys: ["title"], useTokenSearch: true))
    #expect(fuse.search("old").count == 1)
    #expect(throws: FuseError.self) { try fuse.search(["title": "old"]) }
  }

  @Test func matchWithoutAnIndex() throws {
    let result = try Fuse.match(
      "helo", in: "hello world", options: FuseOptions(includeMatches: true))
    #expect(result.isMatch)
    // The highlight window spans the best match plus its errors: all of "hello".
    #expect(result.indices == [0...4])
    #expect(throws: FuseError.self) {
      try Fuse.match("a", in: "a", options: FuseOptions(useTokenSearch: true))
    }
  }

  @Test func cancelledSearchStopsBeforeScanning() async throws {
    let docs = (0..<20_000).map { "record number \($0)" }
    let task = Task { () -> (Result<Int, CancellationError>, Int) in
      let fuse = try Fuse.Search(docs, options: FuseOptions())
      withUnsafeCurrentTask { $0?.cancel() }
      let result = Result { () throws(CancellationError) in
        try fuse.search("number 19999", cancellationCheckInterval: 1_000).count
      }
      return (result, fuse.lastSearchRecordsScanned)
    }
    let (result, scanned) = try await task.value
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(scanned == 0)
  }

  @Test func cancellationInTheMiddleOfAScanStopsAtTheNextCheck() async throws {
    let docs = (0..<20_000).map { "record number \($0)" }
    let task = Task { () -> (Bool, Int) in
      let fuse = try Fuse.Search(docs, options: FuseOptions())
      // Cancel this task once the scan has passed record 5,000.
      let seams = SearchSeams(cancellationCheckObserver: { record in
        if record >= 5_000 { withUnsafeCurrentTask { $0?.cancel() } }
      })
      let threw: Bool
      do {
        _ = try fuse.search("number 19999", cancellationCheckInterval: 1_000, seams: seams)
        threw = false
      } catch {
        threw = true
      }
      return (threw, fuse.lastSearchRecordsScanned)
    }
    let (threw, scanned) = try await task.value
    #expect(threw)
    #expect(scanned == 5_000)
  }

  @Test func uncancelledCancellableSearchMatchesThePlainOne() throws {
    let docs = (0..<5_000).map { "record number \($0)" }
    let fuse = try Fuse.Search(docs, options: FuseOptions(includeScore: true))
    let plain = fuse.search("number 4321", limit: 5)
    #expect(try fuse.search("number 4321", limit: 5, cancellationCheckInterval: 100) == plain)
    #expect(fuse.lastSearchRecordsScanned == docs.count)
  }

  /// A candidate search counts the documents that match before its limit cuts them: with and
  /// without a limit, with matches found at once or deferred; a blank query matches every
  /// document; a zero limit with nothing chosen searches nothing.
  @Test(arguments: [false, true])
  func candidatesCountEveryMatchWhateverTheLimit(includeMatches: Bool) throws {
    let docs = (0..<5_000).map { "record number \($0)" } + ["something else"]
    let fuse = try Fuse.Search(docs, options: FuseOptions(includeMatches: includeMatches))
    func count(
      _ query: String, limit: Int?, chosen: Set<Int> = [], matches: Fuse.MatchTiming = .immediate
    ) throws -> Int {
      try fuse.search(
        query, limit: limit, alsoReturning: chosen, matches: matches,
        cancellationCheckInterval: 100
      ).matchCount
    }
    let all = fuse.search("number 42")
    #expect(all.count > 5)
    #expect(try count("number 42", limit: nil) == all.count)
    #expect(try count("number 42", limit: 3) == all.count)
    #expect(try count("number 42", limit: 3, matches: .deferred) == all.count)
    #expect(try count("  ", limit: 2) == docs.count)
    #expect(try count("number 42", limit: 0) == 0)
    #expect(try count("number 42", limit: 0, chosen: [42]) == all.count)
    #expect(try count("qqqzzzxxqq", limit: 3) == 0)
  }
}
