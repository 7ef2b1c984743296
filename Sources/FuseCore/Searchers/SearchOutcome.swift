/// What one searcher reports for one text (Fuse.js's `SearchResult`).
struct SearchOutcome: Sendable {
  var isMatch: Bool
  var score: Double
  /// Set by extended search when a matched matcher was an inverse one.
  var hasInverse = false
  /// The matched runs and terms, when a search computes them; `nil` for plain searches.
  ///
  /// One optional reference rather than two optional arrays: a plain outcome is then cheap to
  /// copy and to destroy, which the scan does for every text.
  private(set) var details: OutcomeDetails?

  init(isMatch: Bool, score: Double, indices: [IndexRun]?) {
    self.isMatch = isMatch
    self.score = score
    if let indices { details = OutcomeDetails(indices: indices, matchedTerms: nil) }
  }

  /// The matched runs, when matches are being computed.
  var indices: [IndexRun]? {
    get { details?.indices }
    set { details = OutcomeDetails(indices: newValue, matchedTerms: matchedTerms) }
  }

  /// For token search with `tokenMatch: .all`: which query terms matched this text.
  var matchedTerms: TermSet? {
    get { details?.matchedTerms }
    set { details = OutcomeDetails(indices: indices, matchedTerms: newValue) }
  }

  static let noMatch = SearchOutcome(isMatch: false, score: 1, indices: nil)
}

/// The parts of a ``SearchOutcome`` only some searches produce.
final class OutcomeDetails: Sendable {
  let indices: [IndexRun]?
  let matchedTerms: TermSet?

  init(indices: [IndexRun]?, matchedTerms: TermSet?) {
    self.indices = indices
    self.matchedTerms = matchedTerms
  }
}
