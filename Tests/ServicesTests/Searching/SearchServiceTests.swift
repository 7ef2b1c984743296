import Foundation
import FuseCore
import Models
import Services
import Testing

@Suite struct SearchServiceTests {
  @Test func scanReportCoversEveryRecordOfACompletedSearch() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    #expect(await books.lastScan == nil)
    let pride = try await books.search("pride")
    let count = await books.count
    #expect(
      await books.lastScan
        == SearchScan(
          query: "pride", recordsScanned: count, recordCount: count, wasCancelled: false,
          maximumConcurrency: max(1, ProcessInfo.processInfo.activeProcessorCount),
          matchCount: pride.count)
    )
    _ = try await books.search("pride", maximumConcurrency: 3)
    #expect(await books.lastScan?.maximumConcurrency == 3)
    _ = try await books.search("pride", maximumConcurrency: 0)
    #expect(await books.lastScan?.maximumConcurrency == 1)
    let everything = try await books.search("  ")
    #expect(everything.count == count)
    #expect(await books.lastScan?.recordsScanned == 0)
  }

  /// A counted search returns the same results as a search with its limit, and counts every
  /// match: in Fuse.js's order and in the relevance order, and for a blank query (every record).
  @Test(arguments: [SearchRanking.fuse, .relevance()])
  func countedSearchReturnsTheLimitedResultsAndCountsEveryMatch(ranking: SearchRanking)
    async throws
  {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    await books.setRanking(ranking)
    let all = try await books.search("the")
    #expect(all.count > 12)
    let counted = try await books.countedSearch("the", limit: 12)
    #expect(counted.results == (try await books.search("the", limit: 12)))
    #expect(counted.matchCount == all.count)
    let everything = try await books.countedSearch(" ", limit: 5)
    #expect(everything.results.map(\.refIndex) == [0, 1, 2, 3, 4])
    #expect(everything.matchCount == (await books.count))
    #expect(try await books.countedSearch("the", limit: 0).matchCount == 0)
  }

  @Test func addedRecordIsFoundAndRemovedRecordIsNot() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let dune = Book(title: "Dune Messiah", author: "Frank Herbert", year: 1969)
    await books.add(dune)
    #expect(try await books.search("dune messiah", limit: 1).first?.item == dune)
    let removed = await books.remove { book, _ in book.author == "Frank Herbert" }
    #expect(removed.contains(dune))
    #expect(try await books.search("dune messiah").allSatisfy { $0.item.author != "Frank Herbert" })
  }

  @Test func removeAtReturnsTheRecordAndRejectsABadPosition() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let first = try #require(await books.records.first)
    let count = await books.count
    #expect(try await books.removeAt(0) == first)
    #expect(await books.count == count - 1)
    await #expect(throws: FuseError.invalidDocIndex(index: count, count: count - 1)) {
      try await books.removeAt(count)
    }
    #expect(await books.count == count - 1)
  }

  @Test func setCollectionReplacesTheRecords() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    try await books.setCollection([
      Book(title: "Solaris", author: "Stanisław Lem", year: 1961),
      Book(title: "Roadside Picnic", author: "Arkady and Boris Strugatsky", year: 1972),
    ])
    #expect(await books.count == 2)
    // A title only the old collection had. (Not "pride": with the token search of the default
    // options, a word is matched anywhere in a text, and "pride" is within the threshold of a
    // word of the new records.)
    #expect(try await books.search("hobbit").isEmpty)
    #expect(try await books.search("solaris").titles() == ["Solaris"])
  }

  @Test func reconfigureRebuildsWithNewKeys() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    var titleOnly = try BookSearchService.defaultOptions
    titleOnly.keys = [try FuseKey(\.title)]
    try await books.reconfigure(options: titleOnly)
    #expect(await books.options.keys.map(\.id) == ["title"])
    // Without the author among the keys, a query that matches only the author finds nothing.
    #expect(try await books.search("tolkein").allSatisfy { $0.item.author != "J.R.R. Tolkien" })

    var invalid = titleOnly
    invalid.threshold = 2
    await #expect(throws: FuseError.self) { try await books.reconfigure(options: invalid) }
    #expect(await books.options.threshold == titleOnly.threshold)
  }
}
