import ViewModels

/// An observer of any hit type that records every update, for view-models over the real
/// services (``RecordingObserver`` is tied to the fake service's `String` hits).
@MainActor
final class EventRecorder<Hit: Sendable>: SearchViewModelObserver {
  /// Every update received, in order.
  private(set) var updates: [(state: SearchViewModelState<Hit>, event: SearchViewModelEvent)] = []

  /// The events received, in order.
  var events: [SearchViewModelEvent] { updates.map(\.event) }

  /// The queries of the searches started, in order.
  var searchedQueries: [String] {
    events.compactMap {
      if case .searchStarted(let query) = $0 { query } else { nil }
    }
  }

  /// The queries whose results were published, in order.
  var publishedQueries: [String] {
    events.compactMap {
      if case .resultsPublished(let query, _, _) = $0 { query } else { nil }
    }
  }

  func searchViewModel(didUpdate state: SearchViewModelState<Hit>, event: SearchViewModelEvent) {
    updates.append((state, event))
  }
}
