import FuseCore
import Models
import ServiceBackends
import Services
import TestSupport
import Testing
import ViewModels

/// The Services actors and catalog driven by the real view-model over the embedded corpus.
@MainActor @Suite struct ServicesConformanceTests {
  @Test func typingThroughABooksActorSearchesOnceAndFindsSteveJobs() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let harness = ServiceHarness(books)
    harness.type("s")
    await harness.advance(by: .milliseconds(100))
    harness.type("st")
    await harness.advance(by: .milliseconds(100))
    harness.type("stv")
    await harness.advance(by: .milliseconds(199))
    #expect(harness.recorder.searchedQueries.isEmpty)
    #expect(await books.lastScan == nil, "the actor has not been searched yet")

    await harness.advance(by: .milliseconds(1))
    #expect(harness.recorder.searchedQueries == ["stv"])
    #expect(harness.recorder.publishedQueries == ["stv"])
    let scan = try #require(await books.lastScan)
    #expect(scan.query == "stv")
    #expect(!scan.wasCancelled)
    #expect(scan.recordsScanned == scan.recordCount)

    let state = harness.viewModel.state
    #expect(state.phase == .showingResults)
    #expect(state.resultsQuery == "stv")
    let titles = state.results.map(\.item.title)
    #expect(titles.contains("Steve Jobs"))
    #expect(state.results == (try await books.search("stv", limit: nil)), "same as the actor")
  }

  @Test func theLimitedAdapterPublishesOnlyTheBestResults() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let everything = try await books.search("stve", limit: nil)
    try #require(everything.count > 3)

    let harness = ServiceHarness(books.limited(to: 3))
    harness.type("stve")
    await harness.advance(by: .milliseconds(200))
    let state = harness.viewModel.state
    #expect(state.results == Array(everything.prefix(3)))
    #expect(state.results.map(\.item.title).contains("Steve Jobs"))
    #expect(
      harness.recorder.events.last == .resultsPublished(query: "stve", count: 3, latency: .zero))
  }

  @Test func theCatalogPublishesTheThreeListsAsOneHit() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all(), clock: ManualClock())
    let harness = ServiceHarness(catalog)
    harness.type("kub", "kubrik")
    await harness.advance(by: .milliseconds(200))
    #expect(harness.recorder.searchedQueries == ["kubrik"])
    let state = harness.viewModel.state
    #expect(state.resultsQuery == "kubrik")
    #expect(state.results.count == 1)
    let found = try #require(state.results.first)
    #expect(found[Person.profile].first?.item.name == "Stanley Kubrick")
    #expect(found[Movie.profile].contains { $0.item.director == "Stanley Kubrick" })
    #expect(found.timings.wall == .zero, "timed on the catalog's own (manual) clock")
    let direct = try await catalog.search("kubrik", limit: nil)
    #expect(found[Book.profile] == direct[Book.profile])
    #expect(found[Movie.profile] == direct[Movie.profile])
    #expect(found[Person.profile] == direct[Person.profile])
  }

  @Test func callsWithoutALimitStillReachTheServicesEntryPoints() async throws {
    // A compile-time guard as much as a test: with ViewModels imported, `search(_:)` without a
    // limit must keep resolving to Services' `search(_:limit:)` (the witnesses are disfavoured
    // overloads), so `found` is the catalog's `Results`, not the one-element array.
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("kubrik")
    #expect(found[Person.profile].first?.item.name == "Stanley Kubrick")
    let books = try await #require(catalog[Book.profile]).search("stve")
    #expect(books.map(\.item.title).contains("Steve Jobs"))
  }

  @Test func aNewKeystrokeSupersedesTheActorsSearch() async throws {
    let people = try PersonSearchService(people: EmbeddedCorpus.people())
    let harness = ServiceHarness(people, debounce: .zero)
    harness.type("kub")
    harness.type("kubrik")
    await harness.viewModel.waitForPendingWork()
    #expect(harness.recorder.searchedQueries == ["kub", "kubrik"])
    #expect(harness.recorder.events.contains(.searchCancelled(query: "kub")))
    #expect(harness.recorder.publishedQueries == ["kubrik"], "the first search is never published")
    #expect(harness.viewModel.state.results.first?.item.name == "Stanley Kubrick")
  }

  @Test func theWitnessesStopWhenTheTaskIsCancelled() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let outcomes = await withTaskGroup(of: Bool.self) { group in
      group.cancelAll()
      group.addTask { await Self.throwsCancellation(books, "stve") }
      group.addTask { await Self.throwsCancellation(books.limited(to: 3), "stve") }
      group.addTask { await Self.throwsCancellation(catalog, "kubrik") }
      var outcomes: [Bool] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    #expect(outcomes == [true, true, true])
    let scan = try #require(await books.lastScan)
    #expect(scan.wasCancelled)
  }

  /// Searches through the protocol, as the view-model does, and reports whether it threw
  /// `CancellationError`.
  private nonisolated static func throwsCancellation(
    _ service: some SearchViewModelService, _ query: String
  ) async -> Bool {
    do {
      _ = try await service.search(query)
      return false
    } catch {
      return error is CancellationError
    }
  }
}
