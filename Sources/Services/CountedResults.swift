public import FuseCore

/// A search's results together with how many records match in all: what
/// ``SearchService/countedSearch(_:limit:maximumConcurrency:)`` returns.
///
/// ```swift
/// let found = try await films.countedSearch("godfather", limit: 20)
/// print("\(found.results.count) of \(found.matchCount)")  // "20 of 312"
/// ```
public struct CountedResults<Record: Sendable>: Sendable {
  /// The results returned, best first (at most the search's limit).
  public var results: [FuseResult<Record>]
  /// How many records match the query in all, the results among them (0 for a zero limit,
  /// which searches nothing).
  public var matchCount: Int

  /// Creates counted results.
  ///
  /// - Parameters:
  ///   - results: The results returned.
  ///   - matchCount: How many records match in all.
  public init(results: [FuseResult<Record>], matchCount: Int) {
    self.results = results
    self.matchCount = matchCount
  }
}
