import Observation
import TestSupport
import Testing
import ViewModels

/// `SearchViewModel` is `@Observable`: a SwiftUI-style client that reads `state` inside
/// `withObservationTracking` is told when a result is published, and not when a stale one is
/// dropped.
@MainActor @Suite struct SearchViewModelObservationTests {
  /// Counts the `onChange` calls of one tracking of `state`.
  final class ChangeCounter: Sendable {
    private let count = TSanVisibleLock(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
  }

  /// Tracks one read of `viewModel.state`, as a view's body would.
  func track(_ viewModel: SearchViewModel<FakeSearchService>) -> ChangeCounter {
    let counter = ChangeCounter()
    withObservationTracking {
      _ = viewModel.state
    } onChange: {
      counter.increment()
    }
    return counter
  }

  @Test func aPublishedResultChangesStateAndADroppedStaleOneDoesNot() async {
    let harness = ViewModelHarness(.blocking(honorsCancellation: false))
    harness.type("st")
    await harness.advance(by: .milliseconds(200), includingSearches: false)
    await harness.service.waitForCalls(count: 1)
    harness.type("stv")

    // The superseded search for "st" returns anyway: its results are dropped, state unchanged.
    let staleTracking = track(harness.viewModel)
    harness.service.release(0)
    await harness.viewModel.waitForPendingWork()
    #expect(harness.observer.events.last == .staleResultsDropped(query: "st"))
    #expect(staleTracking.value == 0, "a dropped stale result must not change state")

    // The search for "stv" is published: state changes.
    await harness.advance(by: .milliseconds(200), includingSearches: false)
    await harness.service.waitForCalls(count: 2)
    let publishTracking = track(harness.viewModel)
    harness.service.release(1)
    await harness.viewModel.waitForPendingWork()
    #expect(harness.viewModel.state.resultsQuery == "stv")
    #expect(publishTracking.value == 1, "a published result changes state once per tracking")
  }

  @Test func finishPendingSearchCutsTheDebounceShortAndDeliversTheResults() async {
    let harness = ViewModelHarness()
    harness.type("st")
    await harness.viewModel.finishPendingSearch()
    #expect(harness.viewModel.state.phase == .showingResults)
    #expect(harness.viewModel.state.resultsQuery == "st")
    #expect(harness.clock.now == ManualClock.Instant(offset: .zero), "no time had to pass")
    #expect(
      harness.observer.events == [
        .debounceStarted(query: "st", interval: .milliseconds(200)),
        .debounceCancelled(query: "st"), .searchStarted(query: "st"),
        .resultsPublished(query: "st", count: 2, latency: .zero),
      ])
  }

  @Test func finishPendingSearchLetsADueDebounceStartItsOwnSearch() async {
    let harness = ViewModelHarness()
    harness.type("st")
    await harness.clock.advance(by: .milliseconds(200))
    await harness.viewModel.finishPendingSearch()
    #expect(harness.viewModel.state.resultsQuery == "st")
    #expect(!harness.observer.events.contains(.debounceCancelled(query: "st")))
  }

  @Test func finishPendingSearchWithNothingPendingReturnsAtOnce() async {
    let harness = ViewModelHarness()
    await harness.viewModel.finishPendingSearch()
    #expect(harness.observer.events.isEmpty)
    #expect(harness.service.queries.isEmpty)
  }
}
