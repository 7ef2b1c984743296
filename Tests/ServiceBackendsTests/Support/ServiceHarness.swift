import TestSupport
import ViewModels

/// A view-model over a real search backend, wired to a manual clock and an event recorder.
@MainActor
struct ServiceHarness<Service: SearchViewModelService> {
  let clock = ManualClock()
  let viewModel: SearchViewModel<Service>
  let recorder = EventRecorder<Service.Hit>()

  /// Creates the harness.
  ///
  /// - Parameters:
  ///   - service: The backend to search.
  ///   - debounce: The view-model's debounce interval.
  init(_ service: Service, debounce: Duration = .milliseconds(200)) {
    viewModel = SearchViewModel(service: service, debounceInterval: debounce, clock: clock)
    viewModel.addObserver(recorder)
  }

  /// Types each query in turn, without time passing in between.
  func type(_ queries: String...) {
    for query in queries {
      viewModel.queryChanged(to: query)
    }
  }

  /// Advances the clock, then waits for the view-model's pending work (the real services
  /// always finish on their own).
  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
    await viewModel.waitForPendingWork()
  }
}
