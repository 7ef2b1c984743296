extension Fuse.Search {
  /// Whether a string search with `limit` finds its match ranges after it has chosen its
  /// results, for them alone, instead of for every document that matches.
  ///
  /// Match ranges (``FuseOptions/includeMatches``) cost more than scores to find, and a search
  /// that returns a few results out of thousands of matches needs only the few. The results are
  /// the same either way: a document's score does not depend on whether its ranges are found.
  /// A custom sort (``FuseOptions/sortFn``) reads every result's matches, and a search without
  /// a limit returns them all, so both find them during the scan.
  func findsMatchesAfterwards(limit: Int?) -> Bool {
    guard let limit, limit >= 0 else { return false }
    return matchesCanWait
  }

  /// Whether the options report matches that the ordering does not need: without a custom
  /// sort, a search can find its results first and their matches after.
  var matchesCanWait: Bool { options.includeMatches && options.sortFn == nil }

  /// Finishes a search whose scan found scores only (``findsMatchesAfterwards(limit:)``):
  /// orders and cuts the results as ``finish(_:limit:isStringQuery:extra:reportingMatches:)``
  /// does, then searches each returned document again, alone, for its matches.
  ///
  /// - Parameters:
  ///   - found: The scan's results, without matches.
  ///   - limit: The most results to return before the extra ones.
  ///   - query: The string query the scan ran.
  ///   - extra: Documents whose results to return even beyond `limit`.
  ///   - seams: The search's test seams (``SearchSeams``), for the searches again.
  /// - Returns: The results, or `nil` when a document searched again does not score what the
  ///   scan found (the caller then searches again with matches throughout, so the results stay
  ///   the scan's whatever happens).
  /// - Complexity: O(*r*·*t*) for *r* results of *t* texts each, on top of the ordering.
  func finishFindingMatches(
    _ found: ScoredParts, limit: Int?, query: String, extra: Set<Int> = [], seams: SearchSeams
  ) -> [FuseResult<Element>]? {
    let keys = found.orderKeys()
    let (order, _) = resultOrder(
      found, keys: keys, limit: limit, isStringQuery: true, extra: extra)
    let chosen = order.map { (docIndex: keys[$0].docIndex, score: Optional(keys[$0].score)) }
    return searchedAgain(chosen, query: query, seams: seams)
  }

  /// The results of documents searched again one by one for `query`, with their matches.
  ///
  /// - Parameters:
  ///   - documents: Each document's position in ``documents`` and the score its search found
  ///     (`nil` when the options leave scores out).
  ///   - query: The string query.
  ///   - seams: The search's test seams (``SearchSeams``).
  /// - Returns: The results in the same order, or `nil` when a document does not match or
  ///   scores otherwise than `documents` says.
  func searchedAgain(
    _ documents: [(docIndex: Int, score: Double?)], query: String, seams: SearchSeams
  ) -> [FuseResult<Element>]? {
    guard !documents.isEmpty else { return [] }
    let searcher = makeStringSearcher(for: query)
    let kernel = scanKernel(for: searcher, seams: seams)
    var memo = OutcomeMemo(slots: store.memoSlotCount)
    var found = ScoredResults()
    for document in documents {
      guard let record = store.record(forDocIndex: document.docIndex) else { return nil }
      let before = found.count
      kernel.scan(record..<(record + 1), searcher: searcher, memo: &memo, into: &found)
      guard found.count == before + 1,
        document.score.map({ $0 == found.results[before].score }) ?? true
      else { return nil }
    }
    return found.results.indices.map { format(found, $0) }
  }
}
