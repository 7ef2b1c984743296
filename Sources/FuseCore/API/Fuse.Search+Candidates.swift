extension Fuse.Search {
  /// Searches for the candidates of a ranking of your own: Fuse.js's first results, and the
  /// results of documents you choose wherever Fuse.js places them.
  ///
  /// A ranking that reorders Fuse.js's results by rules of its own takes Fuse.js's best
  /// `limit` results as candidates, adds documents it has other reasons to consider (found by
  /// an index of its own, say), and keeps a few:
  ///
  /// ```swift
  /// let candidates = try fuse.search(
  ///   "dune", limit: 50, alsoReturning: [12, 408], matches: .deferred,
  ///   cancellationCheckInterval: 1_024)
  /// let kept = myRanking(candidates.results).prefix(10)
  /// let shown = try fuse.addingMatches(to: kept, from: candidates)
  /// ```
  ///
  /// The results are ``search(_:limit:cancellationCheckInterval:)``'s first `limit` results,
  /// followed by the results of the documents in `chosen` that the limit leaves out, in
  /// Fuse.js's order (the order of the whole search). Each result carries Fuse.js's score: a
  /// chosen document that does not match the query is not returned, and a position outside
  /// ``documents`` is ignored. A blank query (``Fuse/isBlank(_:)``) returns the documents in
  /// collection order, as ``search(_:limit:)-(String,_)`` does, followed by the chosen ones
  /// the limit leaves out.
  ///
  /// - Parameters:
  ///   - query: The pattern (or an extended query when ``FuseOptions/useExtendedSearch`` is
  ///     on).
  ///   - limit: How many of Fuse.js's first results to return before the chosen documents';
  ///     `nil` or negative means all (every chosen document that matches is then among them),
  ///     0 means none (only the chosen documents' results are returned).
  ///   - chosen: Positions in ``documents`` whose results to return even beyond `limit`.
  ///   - matches: When the results' match ranges are found: ``Fuse/MatchTiming/immediate``
  ///     (as ``FuseOptions/includeMatches`` asks), or ``Fuse/MatchTiming/deferred`` to find
  ///     them later, for the results you keep, with ``addingMatches(to:from:)``.
  ///   - checkInterval: How many records to scan between cancellation checks (at least 1).
  /// - Returns: The candidates: their ``Fuse/Candidates/results``, and what finding their
  ///   deferred matches needs.
  /// - Throws: `CancellationError` when the task was cancelled before the scan finished.
  /// - Complexity: That of ``search(_:limit:cancellationCheckInterval:)``, plus O(*r*) over its
  ///   *r* matching documents and O(*c* log *c*) to order the *c* chosen ones.
  public func search(
    _ query: String, limit: Int?, alsoReturning chosen: Set<Int>,
    matches: Fuse.MatchTiming = .immediate, cancellationCheckInterval checkInterval: Int
  ) throws(CancellationError) -> Fuse.Candidates<Element> {
    let version = collectionVersion
    let found = try cancellableSearch(
      query, limit: limit, checkInterval: checkInterval, alsoReturning: chosen, matches: matches,
      seams: .none)
    return Fuse.Candidates(
      results: found.results, query: query, matchesAreDeferred: found.matchesAreDeferred,
      matchCount: found.matchCount, version: version)
  }

  /// Finds the deferred matches of the candidates a ranking keeps.
  ///
  /// `results` are results taken from `candidates.results`, in any order and any number: the
  /// same results are returned, in the same order, with the matches
  /// ``FuseOptions/includeMatches`` asks for. Each document is searched again, alone, so the
  /// cost grows with the results kept, not with the candidates. Candidates whose matches were
  /// not deferred (``Fuse/Candidates/matchesAreDeferred`` is `false`) need nothing added:
  /// their results come back unchanged.
  ///
  /// - Parameters:
  ///   - results: Results taken from `candidates.results`.
  ///   - candidates: The candidates found by this searcher's
  ///     ``search(_:limit:alsoReturning:matches:cancellationCheckInterval:)``.
  /// - Returns: `results`, with their matches.
  /// - Throws: ``FuseError/staleCandidates(reason:)`` when the collection changed after the
  ///   candidates were found (or they come from another searcher): their positions and scores
  ///   may no longer hold, so search again. ``FuseError/notACandidate(refIndex:)`` for a result
  ///   that is not one of `candidates.results`.
  /// - Complexity: O(*c*) over the *c* candidates, plus O(*r*·*t*) for *r* results of *t*
  ///   indexed texts each.
  public func addingMatches(
    to results: some Sequence<FuseResult<Element>>, from candidates: Fuse.Candidates<Element>
  ) throws(FuseError) -> [FuseResult<Element>] {
    guard candidates.version === collectionVersion else {
      throw FuseError.staleCandidates(
        reason: "the collection changed after the candidates were found, or they come from "
          + "another searcher")
    }
    let kept = Array(results)
    var scores: [Int: Double?] = [:]
    scores.reserveCapacity(candidates.results.count)
    for candidate in candidates.results { scores[candidate.refIndex] = candidate.score }
    for result in kept where scores[result.refIndex].map({ $0 != result.score }) ?? true {
      throw FuseError.notACandidate(refIndex: result.refIndex)
    }
    guard candidates.matchesAreDeferred else { return kept }
    guard
      let matched = searchedAgain(
        kept.map { ($0.refIndex, $0.score) }, query: candidates.query, seams: .none)
    else {
      // The collection is the one searched, so each document scores what it scored.
      throw FuseError.staleCandidates(
        reason: "a candidate searched again does not score what it scored")
    }
    return matched
  }
}
