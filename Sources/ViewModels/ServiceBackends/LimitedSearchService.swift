public import FuseCore
public import Services
public import ViewModels

/// A `SearchService` actor seen through a result limit, for a view-model that shows
/// only the best few hits.
///
/// ```swift
/// let books = try BookSearchService(books: EmbeddedCorpus.books())
/// let viewModel = SearchViewModel(service: books.limited(to: 20))
/// ```
///
/// The limit belongs to the view, not to the actor: several view-models can share one actor, each
/// with its own limit, and the actor still applies the limit inside its search (so only the
/// best `limit` results cross back to the main actor). Without a limit, pass the actor itself.
public struct LimitedSearchService<Record: Sendable>: SearchViewModelService {
  /// The actor searched.
  public let service: SearchService<Record>
  /// The most results one search returns.
  public let limit: Int

  /// Wraps an actor with a limit.
  ///
  /// - Parameters:
  ///   - service: The actor to search.
  ///   - limit: The most results one search returns; must not be negative.
  public init(_ service: SearchService<Record>, limit: Int) {
    precondition(limit >= 0, "the result limit must not be negative")
    self.service = service
    self.limit = limit
  }

  /// Searches the actor for the best `limit` matches of `query`.
  ///
  /// - Parameter query: The query as the user typed it.
  /// - Returns: At most ``limit`` matching records, best first.
  /// - Throws: `CancellationError` when the calling task is cancelled before or during the scan.
  @concurrent
  public func search(_ query: String) async throws(CancellationError) -> [FuseResult<Record>] {
    try await service.search(query, limit: limit)
  }
}

extension SearchService {
  /// This actor as a view-model backend that returns at most `limit` results per search.
  ///
  /// - Parameter limit: The most results one search returns; must not be negative.
  /// - Returns: An adapter that searches this actor with `limit`.
  public nonisolated func limited(to limit: Int) -> LimitedSearchService<Record> {
    LimitedSearchService(self, limit: limit)
  }
}
