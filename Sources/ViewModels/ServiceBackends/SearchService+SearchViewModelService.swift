public import FuseCore
public import Services
public import ViewModels

// A corpus actor is a view-model backend as it is: `SearchViewModel(service: books)`.
//
// Design: the conformance lives here, not in Services, so that Services never depends on the
// view-model layer. The protocol asks for `search(_:)`; the actor's own entry point is
// `search(_:limit:)`, whose default argument does not make it a witness, so the conformance adds
// `search(_:)`:
//
// - It is actor-isolated, like `search(_:limit:)`, and synchronous inside the actor. An isolated
//   method satisfies the `@concurrent` requirement: called from the view-model on the main
//   actor it runs on the service's actor, so the main actor is free while it scans, and there is
//   one hop (main actor → actor) instead of two through the global executor.
// - It throws `CancellationError` only, as `search(_:limit:)` does (a typed throw satisfies the
//   untyped requirement).
// - It is `@_disfavoredOverload` (the technique swift-argument-parser uses for its convenience
//   initialisers), so code importing both modules that writes `books.search("stve")` keeps
//   calling `search(_:limit:)`; generic code over `SearchViewModelService` uses this one.
//
// Every match is returned, best first (the actor's default). A view that shows only the best few
// wraps the actor with `limited(to:)` instead (see `LimitedSearchService`).
extension SearchService: SearchViewModelService {
  /// Searches the actor's collection for every match of `query`, best first: the view-model's
  /// entry point.
  ///
  /// The same search as `SearchService/search(_:limit:)` without a limit, run on the
  /// actor; it stops with `CancellationError` when the view-model cancels the calling task.
  ///
  /// - Parameter query: The query as the user typed it.
  /// - Returns: The matching records, best first.
  /// - Throws: `CancellationError` when the calling task is cancelled before or during the scan.
  /// - Complexity: O(*n*·*m*) for *n* indexed texts and a pattern of *m* characters.
  @_disfavoredOverload
  public func search(_ query: String) throws(CancellationError) -> [FuseResult<Record>] {
    try search(query, limit: nil)
  }
}
