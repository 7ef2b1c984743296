public import FuseCore

extension SearchRanking {
  /// Orders `results` (Fuse.js's order, best first) by this ranking and keeps `limit`: what a
  /// ``SearchService`` does with its searcher's results.
  ///
  /// - Parameters:
  ///   - results: Fuse.js's results for `query`, in Fuse.js's order (for `limit` ranked
  ///     results, ask Fuse.js for at least `max(limit, candidates)`).
  ///   - query: The query.
  ///   - limit: The most results to return; `nil` means all.
  ///   - texts: A record's searched texts, which the relevance rules read.
  /// - Returns: The same results, unchanged, in this ranking's order.
  /// - Complexity: O(*c*·*q*·*t*) for *c* candidates, *q* query letters and *t* letters of a
  ///   record's texts, plus O(*c* log *c*) to sort.
  public func ordered<Record>(
    _ results: [FuseResult<Record>], query: String, limit: Int?,
    texts: (Record) -> [String]
  ) -> [FuseResult<Record>] {
    guard order == .relevance, results.count > 1 else {
      return limit.map { Array(results.prefix($0)) } ?? results
    }
    let prepared = RelevanceQuery(query)
    let head = results.prefix(candidates)
    let ranked = head.enumerated()
      .map { (position, result) in
        (evidence: prepared.evidence(in: texts(result.item)), position: position, result: result)
      }
      .sorted { ($0.evidence, $0.position) < ($1.evidence, $1.position) }
      .map(\.result)
    let ordered = ranked + results.dropFirst(candidates)
    return limit.map { Array(ordered.prefix($0)) } ?? ordered
  }
}
