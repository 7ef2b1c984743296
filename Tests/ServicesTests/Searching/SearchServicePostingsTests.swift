import FuseCore
import Models
import Testing

@testable import Services

/// The postings of the records' words are built beside the searches, never by one: a one-shot
/// search builds none, the second search starts the build on another thread, and postings of
/// words that changed while they were built are dropped.
@Suite struct SearchServicePostingsTests {
  /// Film titles, some sharing their words, for searches that find records by their words.
  static let titles = [
    "Zanzibar Nights", "Zanzibar Nights of Old Arabia Told Again", "Nights in Rodanthe",
    "Old Yeller", "Arabian Nights", "The Old Man and the Sea", "Told by a Stranger",
  ]

  static func service() throws -> SearchService<String> {
    var options = FuseOptions<String>()
    options.includeScore = true
    return try SearchService(
      titles, options: options, ranking: .relevance(candidates: 1, wordCandidates: 5))
  }

  @Test func oneSearchBuildsNoPostings() async throws {
    let service = try Self.service()
    _ = try await service.search("zanzibar nihgts")
    await service.postingsBuilt()
    #expect(await service.recordWords?.hasPostings == false)
    #expect(await service.recordWords?.wasScanned == true)
  }

  @Test func theSecondSearchBuildsThePostingsWhichLaterSearchesReadWithTheSameResults()
    async throws
  {
    let service = try Self.service()
    let queries = ["zanzibar nihgts", "old arabia", "nigths", "told", "yeller old"]
    var scanned: [[FuseResult<String>]] = []
    for query in queries.prefix(2) { scanned.append(try await service.search(query)) }
    await service.postingsBuilt()
    #expect(await service.recordWords?.hasPostings == true)
    // Read through the postings now: the same records, scores and order as a service that
    // reads the words through on every search.
    for query in queries {
      let read = try await service.search(query)
      let fresh = try Self.service()
      let once = try await fresh.search(query)
      #expect(read.map(\.refIndex) == once.map(\.refIndex), "query \(query)")
      #expect(read.map(\.score) == once.map(\.score), "query \(query)")
    }
    #expect(scanned[0].map(\.refIndex) == (try await service.search(queries[0])).map(\.refIndex))
  }

  @Test func postingsOfWordsThatChangedWhileTheyWereBuiltAreDropped() {
    var index = RecordWordIndex(count: 3, names: .none) { record in
      [[Self.titles[record]]]
    }
    index.noteScan()
    let copy = index
    index.append([["Nights of Cabiria"]])
    let stale = index.install(WordPostings(copy), builtAt: copy.revision)
    #expect(!stale)
    #expect(!index.hasPostings)
    let current = index
    let kept = index.install(WordPostings(current), builtAt: current.revision)
    #expect(kept)
    #expect(index.hasPostings)
  }

  @Test func appendingBeforeTheWordsWereScannedKeepsTheRevision() {
    var index = RecordWordIndex(count: 2, names: .none) { record in
      [[Self.titles[record]]]
    }
    let before = index.revision
    index.append([["Nights of Cabiria"]])
    #expect(index.revision == before)
    index.noteScan()
    index.append([["Old Boy"]])
    #expect(index.revision != before)
  }

  @Test func aNewIndexHasARevisionOfItsOwn() {
    let first = RecordWordIndex(count: 1, names: .none) { _ in [["Old Yeller"]] }
    let second = RecordWordIndex(count: 1, names: .none) { _ in [["Old Yeller"]] }
    #expect(first.revision != second.revision)
  }
}
