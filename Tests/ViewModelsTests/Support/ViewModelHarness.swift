import TestSupport
import ViewModels

/// A view-model wired to a manual clock, a fake service and a recording observer.
@MainActor
struct ViewModelHarness {
  let clock = ManualClock()
  let service: FakeSearchService
  let viewModel: SearchViewModel<FakeSearchService>
  let observer = RecordingObserver()

  /// Creates the harness.
  ///
  /// - Parameters:
  ///   - behavior: How the fake service answers.
  ///   - debounce: The view-model's debounce interval.
  init(
    _ behavior: FakeSearchService.Behavior = .immediate(), debounce: Duration = .milliseconds(200)
  ) {
    service = FakeSearchService(behavior)
    viewModel = SearchViewModel(service: service, debounceInterval: debounce, clock: clock)
    viewModel.addObserver(observer)
  }

  /// Types each query in turn, without time passing in between.
  func type(_ queries: String...) {
    for query in queries {
      viewModel.queryChanged(to: query)
    }
  }

  /// Advances the clock, then waits for the view-model's pending work.
  func advance(by duration: Duration, includingSearches: Bool = true) async {
    await clock.advance(by: duration)
    await viewModel.waitForPendingWork(includingSearches: includingSearches)
  }
}
