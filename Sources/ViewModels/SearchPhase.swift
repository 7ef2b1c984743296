/// Where a ``SearchViewModel`` is in the life of the current query.
public enum SearchPhase: Sendable, Hashable, CaseIterable {
  /// The query is empty or whitespace-only; there are no results and nothing is pending.
  case idle
  /// The user typed; a search for the query starts when the debounce interval has elapsed.
  case debouncing
  /// A search for the query is running.
  case searching
  /// The results of the last search for the query are published.
  case showingResults
  /// The last search for the query failed; the state carries the error.
  case failed
}
