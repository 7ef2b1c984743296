/// A search backend that ``SearchViewModel`` can drive.
///
/// The view-model only needs one asynchronous query at a time; everything else about the
/// backend (the corpus, the engine, which actor it runs on) stays behind this protocol. The
/// search services actors conform to it, the REPL passes a service whose `Hit` is a
/// type-erased display row, and tests pass a fake that blocks until released.
///
/// Implementations should check `Task` cancellation while they work and throw
/// `CancellationError` when cancelled: the view-model cancels the in-flight search as soon as
/// the user types again, and drops whatever a superseded search returns anyway.
///
/// ```swift
/// actor TitleSearch: SearchViewModelService {
///   let titles: [String]
///   func search(_ query: String) async throws -> [String] {
///     try Task.checkCancellation()
///     return titles.filter { $0.localizedStandardContains(query) }
///   }
/// }
/// ```
public protocol SearchViewModelService<Hit>: Sendable {
  /// One search result, as the view-model publishes it to its observers.
  associatedtype Hit: Sendable

  /// Searches for a query.
  ///
  /// The requirement is `@concurrent`: the view-model calls it from the main actor, and the
  /// call leaves the main actor even for conformers that are not actors, and stays that way if
  /// this module adopts `NonisolatedNonsendingByDefault`.
  ///
  /// - Parameter query: The query exactly as the user typed it; never empty or whitespace-only.
  /// - Returns: The hits, best first.
  /// - Throws: `CancellationError` when the calling task is cancelled, or any error of the
  ///   backend; the view-model reports errors for the current query in its state.
  @concurrent func search(_ query: String) async throws -> [Hit]
}
