extension Fuse {
  /// One matched field's contribution to a result's score.
  public struct ScoreFactor: Sendable, Hashable {
    /// The key's id (`nil` for collections of strings).
    public let key: String?
    /// The position inside an array field, if any.
    public let arrayIndex: Int?
    /// The original text that matched.
    public let value: String
    /// The text's own match score (0 is perfect).
    public let score: Double
    /// The key's weight over the sum of all weights (`nil` for collections of strings).
    public let weight: Double?
    /// The text's field-length norm.
    public let norm: Double
    /// `(weight ?? 1) × norm`, or `(weight ?? 1)` with ``FuseOptions/ignoreFieldNorm``.
    public let exponent: Double
    /// `base ^ exponent`, where the base is the score, or `Number.EPSILON` for a perfect
    /// keyed match.
    public let factor: Double
  }

  /// Why a result scored what it did: its matched fields and how they multiply to the total.
  public struct ScoreExplanation: Sendable, Hashable {
    /// The document's position in the collection.
    public let refIndex: Int
    /// The matched fields, in the order Fuse.js collects them.
    public let factors: [ScoreFactor]
    /// The result's score: the product of the factors.
    public let score: Double
  }
}

extension Fuse.Search {
  /// Explains how the document at `refIndex` scores for a string query.
  ///
  /// The factors are exactly the ones the search multiplies, in every mode (fuzzy, extended,
  /// token search), so their product equals the result's score.
  ///
  /// - Parameters:
  ///   - query: The query, as given to ``search(_:limit:)-(String,_)``.
  ///   - refIndex: The document's position in ``documents``.
  /// - Returns: The explanation, or `nil` when the document is not a result of the query (or
  ///   the query is blank, which returns every document unscored).
  /// - Complexity: O(log *n*) to find the document's record, plus one search of its texts.
  public func explain(_ query: String, refIndex: Int) -> Fuse.ScoreExplanation? {
    guard !JavaScriptText.isBlank(query),
      let record = store.record(forDocIndex: refIndex)
    else { return nil }
    let searcher = makeStringSearcher(for: query)
    let kernel = scanKernel(for: searcher, seams: .none)
    var memo = OutcomeMemo(slots: store.memoSlotCount)
    var found = ScoredResults()
    kernel.scan(record..<(record + 1), searcher: searcher, memo: &memo, into: &found)
    guard let result = found.results.first else { return nil }
    let factors = found.matches(of: 0).map { match in
      let term = ScoreTerm(of: match, store: store, ignoreFieldNorm: kernel.ignoreFieldNorm)
      let arrayIndex = store.arrayIndex(ofField: match.field)
      return Fuse.ScoreFactor(
        key: match.reportsKey ? index.keys[store.key(ofField: match.field)].id : nil,
        arrayIndex: arrayIndex >= 0 ? arrayIndex : nil,
        value: store.originalText(ofField: match.field),
        score: match.score, weight: match.weight, norm: term.norm, exponent: term.exponent,
        factor: term.factor)
    }
    return Fuse.ScoreExplanation(refIndex: refIndex, factors: factors, score: result.score)
  }
}
