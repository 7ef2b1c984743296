public import Services
public import ViewModels

// The all-corpora catalog is a view-model backend as it is: `SearchViewModel(service: catalog)`.
//
// Design: one hit is one `SearchCatalog.Results`, every corpus's list found together (with their
// timings), so the published state keeps the grouping a renderer shows. A search therefore
// returns exactly one element: `state.results.first` holds every corpus's results, and the
// `resultsPublished` event's count is 1. `search(_:)` is `@_disfavoredOverload` so that
// `catalog.search("kubrik")` in code importing both modules still returns `Results` from
// `search(_:limit:)` rather than this one-element array.
extension SearchCatalog: SearchViewModelService {
  /// Searches every corpus concurrently and returns their results as one hit: the view-model's
  /// entry point.
  ///
  /// The same search as `SearchCatalog/search(_:limit:)` without a limit: the corpora's actors
  /// search at the same time, each on its share of the processors, and cancelling the calling
  /// task cancels every search.
  ///
  /// - Parameter query: The query as the user typed it.
  /// - Returns: One element: every corpus's matches, best first, with the timings.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  @_disfavoredOverload
  @concurrent
  public func search(_ query: String) async throws -> [Results] {
    [try await search(query, limit: nil)]
  }
}
