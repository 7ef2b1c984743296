public import FuseCore

/// A search's results together with each one's place in the ranking's order and how many
/// records match in all: what ``SearchService/countedSearch(_:limit:maximumConcurrency:)``
/// returns.
///
/// ```swift
/// let found = try await films.countedSearch("godfather", limit: 20)
/// print("\(found.results.count) of \(found.matchCount)")  // "20 of 312"
/// ```
public struct CountedResults<Record: Sendable>: Sendable {
  /// The results returned, best first (at most the search's limit).
  public var results: [FuseResult<Record>]
  /// Each result's place in the ranking's order, comparable with the places of other corpora's
  /// results searched with the same ranking (``SearchCatalog/Results/merged(limit:)``).
  public var ranks: [SearchRank]
  /// How many records match the query in all, the results among them (0 for a zero limit,
  /// which searches nothing).
  public var matchCount: Int

  /// Creates counted results from ranked ones.
  init(_ ranked: [RankedResult<Record>], matchCount: Int) {
    results = ranked.map(\.result)
    ranks = ranked.map(\.rank)
    self.matchCount = matchCount
  }
}
