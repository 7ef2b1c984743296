import TestSupport
import Testing
import ViewModels

@MainActor @Suite struct SearchViewModelTests {
  typealias Event = SearchViewModelEvent

  @Test func typingWithinTheIntervalSearchesOnceForTheLastQuery() async {
    let harness = ViewModelHarness()
    harness.type("s")
    await harness.advance(by: .milliseconds(100))
    harness.type("st")
    await harness.advance(by: .milliseconds(100))
    harness.type("stv")
    await harness.advance(by: .milliseconds(199))
    #expect(harness.service.queries.isEmpty)
    #expect(harness.viewModel.state.phase == .debouncing)

    await harness.advance(by: .milliseconds(1))
    #expect(harness.service.queries == ["stv"])
    let state = harness.viewModel.state
    #expect(state.phase == .showingResults)
    #expect(state.query == "stv")
    #expect(state.results == FakeSearchService.hits(for: "stv"))
    #expect(state.resultsQuery == "stv")
    #expect(state.latency == .zero)
    #expect(
      harness.observer.events == [
        .debounceStarted(query: "s", interval: .milliseconds(200)),
        .debounceCancelled(query: "s"),
        .debounceStarted(query: "st", interval: .milliseconds(200)),
        .debounceCancelled(query: "st"),
        .debounceStarted(query: "stv", interval: .milliseconds(200)),
        .searchStarted(query: "stv"),
        .resultsPublished(query: "stv", count: 2, latency: .zero),
      ])
  }

  @Test func aKeystrokeAfterTheIntervalSearchesAgain() async {
    let harness = ViewModelHarness()
    harness.type("st")
    await harness.advance(by: .milliseconds(200))
    #expect(harness.viewModel.state.resultsQuery == "st")
    harness.type("stv")
    #expect(harness.viewModel.state.phase == .debouncing)
    #expect(harness.viewModel.state.resultsQuery == "st", "old results stay until new ones arrive")
    await harness.advance(by: .milliseconds(200))
    #expect(harness.service.queries == ["st", "stv"])
    #expect(harness.viewModel.state.results == FakeSearchService.hits(for: "stv"))
  }

  @Test func typingTheSameQueryAgainDoesNotRestartTheDebounce() async {
    let harness = ViewModelHarness()
    harness.type("st")
    await harness.advance(by: .milliseconds(150))
    harness.type("st")
    await harness.advance(by: .milliseconds(50))
    #expect(harness.service.queries == ["st"])
  }

  @Test func typingDuringAnInFlightSearchDropsItsStaleResults() async {
    let harness = ViewModelHarness(.blocking(honorsCancellation: false))
    harness.type("st")
    await harness.advance(by: .milliseconds(200), includingSearches: false)
    await harness.service.waitForCalls(count: 1)
    #expect(harness.viewModel.state.phase == .searching)

    harness.type("stv")
    #expect(harness.service.sawCancellation == [true], "the in-flight search was cancelled")
    #expect(
      harness.observer.events.last == .debounceStarted(query: "stv", interval: .milliseconds(200)))
    #expect(harness.observer.events.contains(.searchCancelled(query: "st")))

    // The service ignores cancellation and returns results for "st" anyway.
    harness.service.release(0)
    await harness.viewModel.waitForPendingWork()
    #expect(harness.observer.events.last == .staleResultsDropped(query: "st"))
    #expect(harness.viewModel.state.phase == .debouncing)
    #expect(harness.viewModel.state.results.isEmpty)
    #expect(harness.viewModel.state.resultsQuery == nil)

    await harness.advance(by: .milliseconds(200), includingSearches: false)
    await harness.service.waitForCalls(count: 2)
    harness.service.release(1)
    await harness.viewModel.waitForPendingWork()
    #expect(harness.viewModel.state.resultsQuery == "stv")
    #expect(harness.viewModel.state.results == FakeSearchService.hits(for: "stv"))
    #expect(!harness.observer.updates.contains { $0.state.resultsQuery == "st" })
  }

  @Test func typingCancelsTheInFlightSearchTask() async {
    let harness = ViewModelHarness(.blocking(honorsCancellation: true))
    harness.type("st")
    await harness.advance(by: .milliseconds(200), includingSearches: false)
    await harness.service.waitForCalls(count: 1)
    harness.type("stv")
    #expect(harness.service.statuses == [.cancelled])
    await harness.viewModel.waitForPendingWork()
    #expect(harness.observer.events.last == .staleResultsDropped(query: "st"))
    #expect(harness.viewModel.state.phase == .debouncing)
    #expect(harness.viewModel.state.error == nil, "a superseded search's cancellation is no error")
  }

  @Test func clearingDuringTheDebounceCancelsIt() async {
    let harness = ViewModelHarness()
    harness.type("st", " ")
    #expect(harness.observer.events.suffix(2) == [.debounceCancelled(query: "st"), .cleared])
    #expect(harness.viewModel.state.phase == .idle)
    await harness.advance(by: .seconds(1))
    #expect(harness.service.queries.isEmpty)
    #expect(harness.viewModel.pendingTasks.isEmpty)
  }

  @Test func clearingDuringASearchCancelsItAndDropsItsResults() async {
    let harness = ViewModelHarness(.blocking(honorsCancellation: true))
    harness.type("st")
    await harness.advance(by: .milliseconds(200), includingSearches: false)
    await harness.service.waitForCalls(count: 1)
    harness.type("")
    #expect(harness.service.statuses == [.cancelled])
    await harness.viewModel.waitForPendingWork()
    #expect(
      harness.observer.events.suffix(3) == [
        .searchCancelled(query: "st"), .cleared, .staleResultsDropped(query: "st"),
      ])
    #expect(harness.viewModel.state.phase == .idle)
  }

  @Test func clearingRemovesPublishedResultsAtOnce() async {
    let harness = ViewModelHarness()
    harness.type("st")
    await harness.advance(by: .milliseconds(200))
    harness.type("\t")
    let state = harness.viewModel.state
    #expect(state.query == "\t")
    #expect(state.phase == .idle)
    #expect(state.results.isEmpty)
    #expect(state.resultsQuery == nil)
    #expect(harness.service.queries == ["st"])
  }

  @Test func submitSkipsTheDebounce() async {
    let harness = ViewModelHarness()
    harness.type("st")
    harness.viewModel.submit()
    #expect(harness.viewModel.state.phase == .searching)
    await harness.viewModel.waitForPendingWork()
    #expect(harness.service.queries == ["st"])
    #expect(harness.viewModel.state.results == FakeSearchService.hits(for: "st"))
    #expect(harness.clock.now.offset == .zero)

    await harness.advance(by: .seconds(1))
    #expect(harness.service.queries == ["st"], "the abandoned debounce does not search again")
    harness.viewModel.submit()
    await harness.viewModel.waitForPendingWork()
    #expect(harness.service.queries == ["st", "st"], "submit searches again")
  }

  @Test func submitDoesNothingForABlankQuery() async {
    let harness = ViewModelHarness()
    harness.viewModel.submit()
    harness.type("  ")
    harness.viewModel.submit()
    await harness.viewModel.waitForPendingWork()
    #expect(harness.service.queries.isEmpty)
    #expect(harness.observer.events == [.cleared])
  }

  @Test func serviceErrorsReachTheState() async {
    let harness = ViewModelHarness(.immediate(failing: ["boom"]))
    harness.type("boom")
    await harness.advance(by: .milliseconds(200))
    var state = harness.viewModel.state
    #expect(state.phase == .failed)
    #expect(state.error as? FakeSearchError == FakeSearchError(query: "boom"))
    #expect(state.results.isEmpty)
    #expect(state.resultsQuery == nil)
    #expect(harness.observer.events.last == .searchFailed(query: "boom", latency: .zero))

    harness.type("boo")
    await harness.advance(by: .milliseconds(200))
    state = harness.viewModel.state
    #expect(state.phase == .showingResults)
    #expect(state.error == nil)
  }

  @Test func aZeroDebounceSearchesOnEveryKeystroke() async {
    let harness = ViewModelHarness(debounce: .zero)
    harness.type("s")
    #expect(harness.viewModel.state.phase == .searching)
    #expect(harness.observer.events == [.searchStarted(query: "s")])
    harness.type("st", "stv")
    await harness.viewModel.waitForPendingWork()
    #expect(Set(harness.service.queries) == ["s", "st", "stv"])
    #expect(harness.viewModel.state.resultsQuery == "stv")
    let published = harness.observer.events.filter {
      if case .resultsPublished = $0 { true } else { false }
    }
    #expect(published == [.resultsPublished(query: "stv", count: 2, latency: .zero)])
    #expect(harness.clock.now.offset == .zero)
  }

  @Test func latencyIsMeasuredOnTheInjectedClock() async {
    let harness = ViewModelHarness(.blocking(honorsCancellation: true))
    harness.type("st")
    for (index, milliseconds) in [30, 10, 20].enumerated() {
      harness.viewModel.submit()
      await harness.service.waitForCalls(count: index + 1)
      await harness.clock.advance(by: .milliseconds(milliseconds))
      harness.service.release(index)
      await harness.viewModel.waitForPendingWork()
      #expect(harness.viewModel.state.latency == .milliseconds(milliseconds))
      #expect(
        harness.observer.events.last
          == .resultsPublished(query: "st", count: 2, latency: .milliseconds(milliseconds)))
    }
    let statistics = harness.viewModel.latencyStatistics
    #expect(statistics.count == 3)
    #expect(statistics.p50 == .milliseconds(20))
    #expect(statistics.max == .milliseconds(30))
  }

  @Test func supersededSearchesAreNotCountedInLatencyStatistics() async {
    let harness = ViewModelHarness(.blocking(honorsCancellation: true))
    harness.type("st")
    harness.viewModel.submit()
    await harness.service.waitForCalls(count: 1)
    await harness.clock.advance(by: .milliseconds(40))
    harness.type("stv")
    await harness.viewModel.waitForPendingWork()
    #expect(harness.viewModel.latencyStatistics.count == 0)
    #expect(harness.viewModel.state.latency == nil)

    harness.viewModel.submit()
    await harness.service.waitForCalls(count: 2)
    harness.service.release(1)
    await harness.viewModel.waitForPendingWork()
    #expect(harness.viewModel.latencyStatistics.count == 1)
    harness.viewModel.resetLatencyStatistics()
    #expect(harness.viewModel.latencyStatistics == SearchLatencyStatistics(samples: []))
  }

  /// A new debounce interval applies from the next keystroke: a debounce already waiting keeps
  /// its deadline, and the results and statistics stay.
  @Test func aNewDebounceIntervalAppliesFromTheNextKeystroke() async {
    let harness = ViewModelHarness(debounce: .milliseconds(200))
    harness.type("st")
    await harness.advance(by: .milliseconds(200))
    #expect(harness.viewModel.latencyStatistics.count == 1)
    harness.type("stv")
    harness.viewModel.debounceInterval = .milliseconds(50)
    await harness.advance(by: .milliseconds(50))
    #expect(harness.service.queries == ["st"], "the waiting debounce keeps its 200 ms")
    await harness.advance(by: .milliseconds(150))
    #expect(harness.service.queries == ["st", "stv"])
    harness.type("stvn")
    await harness.advance(by: .milliseconds(50))
    #expect(harness.service.queries == ["st", "stv", "stvn"], "the next keystroke waits 50 ms")
    harness.viewModel.debounceInterval = .zero
    harness.type("stvnz")
    #expect(harness.viewModel.state.phase == .searching, "a zero interval searches at once")
    await harness.advance(by: .zero)
    #expect(harness.viewModel.latencyStatistics.count == 4)
    #expect(harness.viewModel.state.resultsQuery == "stvnz")
  }
}
