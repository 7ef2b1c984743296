import ViewModels

/// An observer that hands a view-model's published results to whoever awaits them, so the tour
/// can wait for the search that the debounce finally lets through.
@MainActor
final class PublishedResults<Hit: Sendable>: SearchViewModelObserver {
  /// Results published so far, by query (a failed search publishes no hits).
  private var published: [String: [Hit]] = [:]
  /// Callers waiting for a query's results.
  private var waiters: [String: [CheckedContinuation<[Hit], Never>]] = [:]
  /// The queries searched, in order: how many searches the debounce let through.
  private(set) var searchedQueries: [String] = []

  func searchViewModel(didUpdate state: SearchViewModelState<Hit>, event: SearchViewModelEvent) {
    switch event {
    case .searchStarted(let query):
      searchedQueries.append(query)
    case .resultsPublished(let query, _, _), .searchFailed(let query, _):
      published[query] = state.results
      for waiter in waiters.removeValue(forKey: query) ?? [] {
        waiter.resume(returning: state.results)
      }
    default:
      break
    }
  }

  /// Waits until results for `query` are published and returns them.
  func results(for query: String) async -> [Hit] {
    if let hits = published[query] { return hits }
    return await withCheckedContinuation { waiters[query, default: []].append($0) }
  }
}
