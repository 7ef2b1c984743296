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
  ///   - texts: A result's searched texts grouped by key, the primary key (title or name)
  ///     first, which the relevance rules read: the searcher's
  ///     `indexedTexts(refIndex: result.refIndex)`.
  /// - Returns: The same results, unchanged, in this ranking's order.
  /// - Complexity: O(*c*·*q*·*t*) for *c* candidates, *q* query letters and *t* letters of a
  ///   record's texts, plus O(*c* log *c*) to sort.
  public func ordered<Record>(
    _ results: [FuseResult<Record>], query: String, limit: Int?,
    texts: (FuseResult<Record>) -> [[String]]
  ) -> [FuseResult<Record>] {
    guard order == .relevance, results.count > 1 else {
      return limit.map { Array(results.prefix($0)) } ?? results
    }
    let prepared = RelevanceQuery(query)
    let head = results.prefix(candidates)
    let ranked = head.enumerated()
      .map { (position, result) in
        (evidence: prepared.evidence(in: texts(result)), position: position, result: result)
      }
      .sorted { ($0.evidence, $0.position) < ($1.evidence, $1.position) }
      .map(\.result)
    let ordered = ranked + results.dropFirst(candidates)
    return limit.map { Array(ordered.prefix($0)) } ?? ordered
  }
}
