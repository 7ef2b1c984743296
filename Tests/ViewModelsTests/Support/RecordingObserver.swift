import ViewModels

/// An observer that records every update and lets a test await a number of outcomes.
@MainActor
final class RecordingObserver: SearchViewModelObserver {
  typealias Hit = String

  /// Every update received, in order.
  private(set) var updates: [(state: SearchViewModelState<String>, event: SearchViewModelEvent)] =
    []
  /// Called on every update before it is recorded, for checks that need the moment itself.
  var onUpdate: ((SearchViewModelState<String>, SearchViewModelEvent) -> Void)?
  /// Tests waiting for a number of outcome events.
  private var outcomeWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// The events received, in order.
  var events: [SearchViewModelEvent] { updates.map(\.event) }

  /// The number of search outcomes received: published, failed or dropped as stale.
  private(set) var outcomeCount = 0

  /// The number of searches started.
  var searchStartedCount: Int {
    events.count {
      if case .searchStarted = $0 { true } else { false }
    }
  }

  func searchViewModel(
    didUpdate state: SearchViewModelState<String>, event: SearchViewModelEvent
  ) {
    onUpdate?(state, event)
    updates.append((state, event))
    switch event {
    case .resultsPublished, .searchFailed, .staleResultsDropped:
      outcomeCount += 1
      let ready = outcomeWaiters.filter { $0.count <= outcomeCount }
      outcomeWaiters.removeAll { $0.count <= outcomeCount }
      for waiter in ready {
        waiter.continuation.resume()
      }
    default:
      break
    }
  }

  /// Waits until at least `count` outcomes have been received.
  func waitForOutcomes(count: Int) async {
    guard outcomeCount < count else { return }
    await withCheckedContinuation { outcomeWaiters.append((count, $0)) }
  }
}
