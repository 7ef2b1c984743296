/// What just happened inside a ``SearchViewModel``, delivered to observers together with the
/// state it led to.
///
/// Renderers can ignore events and draw the state; the REPL's `:type` mode prints them to show
/// the debounce and cancellation at work.
public enum SearchViewModelEvent: Sendable, Hashable {
  /// A keystroke scheduled a search for `query` after `interval`.
  case debounceStarted(query: String, interval: Duration)
  /// A pending debounce for `query` was abandoned because the query changed or was submitted.
  case debounceCancelled(query: String)
  /// A search for `query` was handed to the service.
  case searchStarted(query: String)
  /// The in-flight search for `query` was cancelled because the query changed.
  case searchCancelled(query: String)
  /// The search for the current query returned `count` hits after `latency`; they are now the
  /// state's results.
  case resultsPublished(query: String, count: Int, latency: Duration)
  /// The search for the current query threw after `latency`; the state carries the error.
  case searchFailed(query: String, latency: Duration)
  /// A superseded search for `query` came back (with hits or an error, including cancellation)
  /// and its outcome was discarded.
  case staleResultsDropped(query: String)
  /// The query became empty or whitespace-only: pending work was cancelled and the results
  /// cleared.
  case cleared
}
