extension Fuse.Search {
  /// Whether a token search with `searcher` goes term by term (``tokenScores(_:kernel:cancellable:)``):
  /// only its scores are needed (no matches reported, no per-text term sets for `tokenMatch`
  /// `.all`), and `seams` allow it (``SearchSeams/allowsTermMatchCache``).
  func usesTermMatches(for searcher: TokenSearcher, seams: SearchSeams) -> Bool {
    seams.allowsTermMatchCache && options.useTokenSearch && !options.useExtendedSearch
      && options.tokenMatch == .any && !searcher.includeMatches && !searcher.terms.isEmpty
      && searcher.terms.count == searcher.termSearchers.count
  }

  /// Every distinct text's token-search score for `searcher`'s query: each term's matches come
  /// from ``termMatches`` when an earlier search had the term, else from a pass over the texts;
  /// afterwards the cache keeps exactly this query's terms.
  ///
  /// A term that extends a remembered one searches only the texts that one's prefilter let
  /// through, when they are sure to hold every match (``TermMatches/Narrowing``).
  ///
  /// - Parameters:
  ///   - searcher: The query's token searcher.
  ///   - kernel: The scan kernel over the current store.
  ///   - cancellable: Whether to check for task cancellation before each term's pass.
  /// - Returns: The scores (-1 for no match), or `nil` when the task was cancelled.
  /// - Complexity: One pass over the distinct texts per term not cached, plus O(*t* + *m*)
  ///   for *t* texts and *m* matches to combine the terms.
  func tokenScores(_ searcher: TokenSearcher, kernel: StoreScan, cancellable: Bool) -> [Double]? {
    let workers = StoreScan.workerCount(
      records: store.textCount, maximum: maximumConcurrency)
    var current: [(pattern: [UInt16], matches: TermMatches)] = []
    for (position, term) in searcher.terms.enumerated() {
      let pattern = searcher.termSearchers[position].pattern
      if let known = current.first(where: { $0.pattern == pattern })?.matches
        ?? termMatches.matches(of: pattern)
      {
        current.append((pattern, known))
        continue
      }
      if cancellable && Task.isCancelled { return nil }
      // A longer form of a term searched last time (the word being typed) searches only the
      // texts the shorter one's prefilter let through, when that is sure to be enough.
      let candidates = searcher.termSearchers[position].narrowingMaxErrors.flatMap {
        termMatches.narrowing(for: pattern, maxErrors: $0)
      }
      let found = kernel.termMatches(
        term, settings: searcher.termSettings,
        workers: candidates.map {
          StoreScan.workerCount(records: $0.count, maximum: maximumConcurrency)
        } ?? workers, among: candidates)
      current.append((pattern, found))
    }
    termMatches.keep(current)
    return StoreScan.tokenScores(
      current.map(\.matches), weights: searcher.weights, textCount: store.textCount)
  }
}
