/// Everything an observer needs to render a ``SearchViewModel``: a complete value, delivered
/// on every change.
///
/// While the user types, ``results`` keep showing the hits of the last completed search and
/// ``resultsQuery`` says which query they belong to, so a client can dim them until the new
/// search completes. Results are only ever published for the query that is current at the
/// moment they arrive.
public struct SearchViewModelState<Hit: Sendable>: Sendable {
  /// The query as the user last typed it.
  public var query: String
  /// Where the view-model is with ``query``.
  public var phase: SearchPhase
  /// The hits of the last completed search, best first; empty when idle or failed.
  public var results: [Hit]
  /// The query ``results`` belong to, or `nil` when there are none from any search.
  public var resultsQuery: String?
  /// How long the last completed search took on the view-model's clock, or `nil` before the
  /// first search completes.
  public var latency: Duration?
  /// The error of the last search when ``phase`` is ``SearchPhase/failed``, otherwise `nil`.
  public var error: (any Error)?

  /// Creates a state value; the defaults describe a view-model that has seen no input.
  ///
  /// - Parameters:
  ///   - query: The query as typed.
  ///   - phase: Where the view-model is with `query`.
  ///   - results: The hits of the last completed search.
  ///   - resultsQuery: The query `results` belong to.
  ///   - latency: The duration of the last completed search.
  ///   - error: The error of the last search, if it failed.
  public init(
    query: String = "",
    phase: SearchPhase = .idle,
    results: [Hit] = [],
    resultsQuery: String? = nil,
    latency: Duration? = nil,
    error: (any Error)? = nil
  ) {
    self.query = query
    self.phase = phase
    self.results = results
    self.resultsQuery = resultsQuery
    self.latency = latency
    self.error = error
  }
}
