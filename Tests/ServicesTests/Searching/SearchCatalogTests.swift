import Foundation
import FuseCore
import Models
import Services
import TestSupport
import Testing

@Suite struct SearchCatalogTests {
  @Test func searchesTheThreeCorporaTogether() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    #expect(catalog.names == ["books", "movies", "people"])
    let found = try await catalog.search("kubrik")
    #expect(found.names == ["books", "movies", "people"])
    #expect(found[Person.profile].first?.item.name == "Stanley Kubrick")
    #expect(found[Movie.profile].titles().contains("The Shining"))
    #expect(found[Movie.profile].allSatisfy { $0.score != nil })
    let books = try await #require(catalog[Book.profile]).search("kubrik")
    #expect(found[Book.profile] == books)
  }

  @Test func limitAppliesPerCorpus() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("stve", limit: 2)
    #expect(found[Book.profile].count == 2)
    #expect(found[Movie.profile].count == 2)
    #expect(found[Person.profile].count == 2)
  }

  /// Each corpus counts every record that matches, however few the limit returns.
  @Test func eachCorpusCountsEveryMatchBeyondTheLimit() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("stve", limit: 2)
    let all = try await catalog.search("stve")
    #expect(found.matchCount(of: Book.profile) == all[Book.profile].count)
    #expect(found.matchCount(of: Movie.profile) == all[Movie.profile].count)
    #expect(found.matchCount(of: Person.profile) == all[Person.profile].count)
    #expect(all[Movie.profile].count > 2)
    #expect(found.matchCount(of: Song.profile) == 0)
  }

  /// A fourth corpus, declared only in the tests (`Song.profile`), is searched with the three
  /// shipped ones, and its results come back typed.
  @Test func aFourthCorpusDeclaredInTheTestsIsSearchedWithTheOthers() async throws {
    let corpus = try EmbeddedCorpus.all()
    let catalog = SearchCatalog([
      try .init(Book.profile, records: corpus.books),
      try .init(Song.profile, records: Song.samples),
      try .init(Person.profile, records: corpus.people),
    ])
    #expect(catalog.names == ["books", "songs", "people"])
    let found = try await catalog.search("bohemian rapsody")
    #expect(found.names == ["books", "songs", "people"])
    #expect(found[Song.profile].first?.item.title == "Bohemian Rhapsody")
    #expect(found[Movie.profile].isEmpty, "no movies corpus in this catalog")
    #expect(found.timings["songs"] != nil)
    let songs = try #require(catalog[Song.profile])
    #expect(await songs.options.keys.map(\.id) == ["title", "artist", "tags"])
    #expect(await songs.ranking == .relevance())
    #expect(catalog[Movie.profile] == nil)
  }

  @Test func aMemberWithAnEarlierMembersNameReplacesItInPlace() async throws {
    let first = try SearchCatalog.Member(Song.profile, records: Array(Song.samples.prefix(1)))
    let books = try SearchCatalog.Member(Book.profile, records: EmbeddedCorpus.books())
    let second = try SearchCatalog.Member(Song.profile, records: Song.samples)
    let catalog = SearchCatalog([first, books, second])
    #expect(catalog.names == ["songs", "books"])
    #expect(await catalog[Song.profile]?.count == Song.samples.count)
  }

  @Test func theProcessorsAreDividedAmongTheSearches() {
    #expect(SearchCatalog.concurrencyShares(processors: 2, corpora: 3) == [1, 1, 1])
    #expect(SearchCatalog.concurrencyShares(processors: 8, corpora: 3) == [3, 3, 2])
    #expect(SearchCatalog.concurrencyShares(processors: 6, corpora: 3) == [2, 2, 2])
    #expect(SearchCatalog.concurrencyShares(processors: 4, corpora: 1) == [4])
    #expect(SearchCatalog.concurrencyShares(processors: 0, corpora: 2) == [1, 1])
    #expect(SearchCatalog.concurrencyShares(processors: 16, corpora: 0).isEmpty)
  }

  /// Each corpus's search gets its share of the catalog's processors, not all of them; a
  /// search sent to one actor alone may use every processor.
  @Test func eachSearchScansOnItsShareOfTheProcessors() async throws {
    let corpus = try EmbeddedCorpus.all()
    let catalog = try SearchCatalog(
      [
        .init(Book.profile, records: corpus.books), .init(Movie.profile, records: corpus.movies),
        .init(Person.profile, records: corpus.people),
      ], processors: 8)
    #expect(catalog.processors == 8)
    _ = try await catalog.search("kubrik")
    let books = try #require(catalog[Book.profile])
    #expect(await books.lastScan?.maximumConcurrency == 3)
    #expect(await catalog[Movie.profile]?.lastScan?.maximumConcurrency == 3)
    #expect(await catalog[Person.profile]?.lastScan?.maximumConcurrency == 2)
    _ = try await books.search("kubrik")
    #expect(
      await books.lastScan?.maximumConcurrency
        == max(1, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// A profile of the same name but another record type finds nothing (no unchecked cast).
  @Test func lookupsCheckTheRecordType() async throws {
    let catalog = SearchCatalog([try .init(Song.profile, records: Song.samples)])
    var impostor = Book.profile
    impostor.name = "songs"
    #expect(catalog[impostor] == nil)
    let found = try await catalog.search("yesterday")
    #expect(found[impostor].isEmpty)
    #expect(found[Song.profile].map(\.item.title) == ["Yesterday"])
  }

  /// With a clock that moves one millisecond per reading, the wall time counts the readings:
  /// one before the three searches start, two per search, one after they all end.
  @Test func timingsComeFromTheInjectedClock() async throws {
    let corpus = try EmbeddedCorpus.all()
    let catalog = try SearchCatalog(
      corpus: corpus, clock: ManualClock(stepPerReading: .milliseconds(1)))
    let timings = try await catalog.search("pride").timings
    #expect(timings.wall == .milliseconds(7))
    #expect(timings.corpora.keys.sorted() == ["books", "movies", "people"])
    for duration in timings.corpora.values {
      #expect(duration >= .milliseconds(1))
      #expect(duration <= .milliseconds(5))
    }
  }

  @Test func wallTimeCoversEachSearchWithTheRealClock() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let timings = try await catalog.search("tolkein").timings
    #expect(timings.corpora.count == 3)
    for duration in timings.corpora.values { #expect(timings.wall >= duration) }
  }

  @Test func cancelledCallThrows() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await catalog.search("pride")
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await catalog[Person.profile]?.lastScan?.wasCancelled == true)
  }
}
