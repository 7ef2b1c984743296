import FuseCore
import Models
import Services
import TestSupport
import Testing

@Suite struct SearchCatalogTests {
  @Test func searchesTheThreeCorporaTogether() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("kubrik")
    #expect(found.people.first?.item.name == "Stanley Kubrick")
    #expect(found.movies.titles().contains("The Shining"))
    #expect(found.movies.allSatisfy { $0.score != nil })
    let books = try await catalog.books.search("kubrik")
    #expect(found.books == books)
  }

  @Test func limitAppliesPerCorpus() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("stve", limit: 2)
    #expect(found.books.count == 2)
    #expect(found.movies.count == 2)
    #expect(found.people.count == 2)
  }

  /// With a clock that moves one millisecond per reading, the wall time counts the readings:
  /// one before the three searches start, two per search, one after they all end.
  @Test func timingsComeFromTheInjectedClock() async throws {
    let corpus = try EmbeddedCorpus.all()
    let catalog = try SearchCatalog(
      corpus: corpus, clock: ManualClock(stepPerReading: .milliseconds(1)))
    let timings = try await catalog.search("pride").timings
    #expect(timings.wall == .milliseconds(7))
    for duration in [timings.books, timings.movies, timings.people] {
      #expect(duration >= .milliseconds(1))
      #expect(duration <= .milliseconds(5))
    }
  }

  @Test func wallTimeCoversEachSearchWithTheRealClock() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let timings = try await catalog.search("tolkein").timings
    #expect(timings.wall >= timings.books)
    #expect(timings.wall >= timings.movies)
    #expect(timings.wall >= timings.people)
  }

  @Test func cancelledCallThrows() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await catalog.search("pride")
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await catalog.people.lastScan?.wasCancelled == true)
  }
}
