/// One matched field of a record, before formatting.
struct ScoredMatch: Sendable {
  var field: Int
  var score: Double
  /// The key's normalised weight: `nil` for string collections, and for logical leaves naming a
  /// key the options do not have (as in Fuse.js).
  var weight: Double?
  /// Whether the match reports its field's key (false exactly when `weight` is `nil`).
  var reportsKey: Bool
  /// The search's match ranges and matched terms, if it computed them.
  var details: OutcomeDetails?

  init(
    field: Int, score: Double, weight: Double?, reportsKey: Bool, details: OutcomeDetails?
  ) {
    self.field = field
    self.score = score
    self.weight = weight
    self.reportsKey = reportsKey
    self.details = details
  }

  /// The matched runs, if computed.
  var indices: [IndexRun]? { details?.indices }
  /// The query terms matched (token search with `tokenMatch: .all`).
  var matchedTerms: TermSet? { details?.matchedTerms }
}

/// A matching record, before formatting: plain values only, so sorting and merging move no
/// reference-counted storage.
struct ScoredResult: Sendable {
  var docIndex: Int
  /// Fuse.js's `computeScore` of the record's matches (see ``ScoredResults/score(_:store:ignoreFieldNorm:)``).
  var score: Double
  /// The record's matches: a range of ``ScoredResults/matches``.
  var matchRange: Range<Int>
}

/// The matching records of a search and all their matched fields, in one buffer each.
struct ScoredResults: Sendable {
  /// Every result's matches, back to back in result order.
  private(set) var matches: [ScoredMatch] = []
  /// The results, in scan order.
  private(set) var results: [ScoredResult] = []

  var count: Int { results.count }

  /// The matches of the result at `position`.
  func matches(of position: Int) -> ArraySlice<ScoredMatch> {
    matches[results[position].matchRange]
  }

  /// Appends a result whose matches are `newMatches`, scoring it.
  mutating func append(
    docIndex: Int, matches newMatches: some Collection<ScoredMatch>, store: FieldStore,
    ignoreFieldNorm: Bool, powers: inout JavaScriptPowMemo
  ) {
    let start = matches.count
    matches.append(contentsOf: newMatches)
    closeResult(
      from: start, docIndex: docIndex, store: store, ignoreFieldNorm: ignoreFieldNorm,
      powers: &powers)
  }

  /// How many matches the buffer holds: where the matches of a result being collected start.
  ///
  /// A scan appends a record's matches with ``appendMatch(_:)``, then either keeps them as a
  /// result (``closeResult(from:docIndex:store:ignoreFieldNorm:powers:)``) or drops them
  /// (``discardMatches(from:)``).
  var matchCount: Int { matches.count }

  /// The matches appended since `start` (those of the result being collected).
  func pendingMatches(from start: Int) -> ArraySlice<ScoredMatch> {
    matches[start...]
  }

  /// Appends a match to the result being collected.
  mutating func appendMatch(_ match: ScoredMatch) {
    matches.append(match)
  }

  /// Appends a scored result that keeps no matches (a scan that reports none and sorts by
  /// score: see ``StoreScan/scanScores(_:scores:powers:into:)``).
  mutating func appendResult(docIndex: Int, score: Double) {
    results.append(
      ScoredResult(docIndex: docIndex, score: score, matchRange: matches.count..<matches.count))
  }

  /// Drops the matches appended since `start`.
  mutating func discardMatches(from start: Int) {
    matches.removeSubrange(start...)
  }

  /// Turns the matches appended since `start` into a scored result.
  mutating func closeResult(
    from start: Int, docIndex: Int, store: FieldStore, ignoreFieldNorm: Bool,
    powers: inout JavaScriptPowMemo
  ) {
    let range = start..<matches.count
    results.append(
      ScoredResult(
        docIndex: docIndex,
        score: Self.score(
          matches[range], store: store, ignoreFieldNorm: ignoreFieldNorm, powers: &powers),
        matchRange: range))
  }

  /// Appends some of another scan's results (`range` of its results) after these.
  mutating func append(contentsOf other: ScoredResults, results range: Range<Int>) {
    guard let first = range.first, let last = range.last else { return }
    let from = other.results[first].matchRange.lowerBound
    let offset = matches.count - from
    matches.append(contentsOf: other.matches[from..<other.results[last].matchRange.upperBound])
    results.reserveCapacity(results.count + range.count)
    for result in other.results[range] {
      var moved = result
      moved.matchRange =
        (result.matchRange.lowerBound + offset)..<(result.matchRange.upperBound + offset)
      results.append(moved)
    }
  }

  /// Fuse.js's `computeScore`: the product of each match's ``ScoreTerm`` factor, its powers
  /// taken from (and added to) `powers`.
  static func score(
    _ matches: ArraySlice<ScoredMatch>, store: FieldStore, ignoreFieldNorm: Bool,
    powers: inout JavaScriptPowMemo
  ) -> Double {
    var total = 1.0
    for match in matches {
      total *=
        ScoreTerm(
          of: match, store: store, ignoreFieldNorm: ignoreFieldNorm,
          power: { powers.pow($0, $1) }
        ).factor
    }
    return total
  }
}
