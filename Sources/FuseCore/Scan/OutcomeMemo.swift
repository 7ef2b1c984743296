/// The outcomes of texts several fields share, remembered for the rest of one search (with the
/// powers its scores took, ``powers``).
///
/// Most outcomes are just "no match" or "a match with this score"; those take one `Double`
/// each, so the memo stays small enough to stay in cache on large collections. Outcomes that
/// carry more (match ranges, matched terms, an inverse flag) are kept whole on the side.
struct OutcomeMemo: Sendable {
  /// Per slot: a match score (≥ 0), ``unknown``, ``noMatch`` or ``stored``.
  private var scores: [Double]
  /// Whole outcomes for slots marked ``stored``; allocated on first use.
  private var outcomes: [SearchOutcome?] = []
  /// The powers the thread's result scores needed (they repeat across texts, not per text).
  var powers = JavaScriptPowMemo()

  private static let unknown = -1.0
  private static let noMatch = -2.0
  private static let stored = -3.0
  /// Not searched yet, but the batched prefilter let it through.
  private static let passed = -4.0

  /// A memo for `slots` shared texts, all unknown.
  init(slots: Int) {
    scores = [Double](repeating: Self.unknown, count: slots)
  }

  /// The outcome remembered for `slot`, if any.
  @inline(__always)
  func outcome(at slot: Int) -> SearchOutcome? {
    let score = scores[slot]
    if score >= 0 { return SearchOutcome(isMatch: true, score: score, indices: nil) }
    if score == Self.noMatch { return .noMatch }
    if score == Self.stored { return outcomes[slot] }
    return nil
  }

  /// Whether nothing is known about `slot` yet.
  @inline(__always)
  func isUnknown(at slot: Int) -> Bool { scores[slot] == Self.unknown }

  /// Whether the batched prefilter let `slot`'s text through (and it is not searched yet).
  @inline(__always)
  func passedPrefilter(at slot: Int) -> Bool { scores[slot] == Self.passed }

  /// Notes that the batched prefilter let `slot`'s text through.
  @inline(__always)
  mutating func markPassedPrefilter(at slot: Int) { scores[slot] = Self.passed }

  /// Remembers `outcome` for `slot`.
  @inline(__always)
  mutating func remember(_ outcome: SearchOutcome, at slot: Int) {
    if !outcome.isMatch {
      scores[slot] = Self.noMatch
    } else if outcome.details == nil && !outcome.hasInverse && outcome.score >= 0 {
      scores[slot] = outcome.score
    } else {
      if outcomes.isEmpty { outcomes = [SearchOutcome?](repeating: nil, count: scores.count) }
      outcomes[slot] = outcome
      scores[slot] = Self.stored
    }
  }
}
