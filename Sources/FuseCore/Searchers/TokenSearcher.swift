/// Fuse.js's `TokenSearch`: one Bitap search per query term (ignoring location), weighted by
/// the terms' inverse document frequency.
final class TokenSearcher: TextSearcher {
  /// The query's terms (normalised), in order, each with its searcher and weight.
  let terms: [String]
  let termSearchers: [BitapSearcher]
  let weights: [Double]
  /// The settings each term's Bitap search uses (the searcher's, ignoring location).
  let termSettings: BitapSettings
  let collectsTerms: Bool
  let includeMatches: Bool

  init(
    query: String, settings: BitapSettings, tokenizer: FuseTokenizer, matchAll: Bool,
    statistics: TokenStatistics
  ) {
    let terms = tokenizer.split(settings.normalization.normalize(query))
    var termSettings = settings
    termSettings.ignoreLocation = true
    self.terms = terms
    self.termSettings = termSettings
    termSearchers = terms.map { BitapSearcher(pattern: $0, settings: termSettings) }
    weights = terms.map { term in
      let frequency = Double(statistics.documentFrequency(of: term))
      return JavaScriptLog.log(
        1 + (Double(statistics.fieldCount) - frequency + 0.5) / (frequency + 0.5))
    }
    collectsTerms = matchAll
    includeMatches = settings.includeMatches
  }

  var termCount: Int { termSearchers.count }

  /// Whether ``search(_:passing:)`` can take the batched prefilter's verdicts: at most 64
  /// terms, each of whose searchers batches its prefilter.
  var canPrefilterInBatches: Bool {
    !termSearchers.isEmpty && termSearchers.count <= 64
      && termSearchers.allSatisfy { $0.canPrefilterInBatches }
  }

  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome {
    search(text, passing: nil)
  }

  /// ``search(_:)`` given the batched prefilter's verdicts on `text`.
  ///
  /// Bit *i* of `passing` is set when term *i* may match `text` (it is searched without
  /// prefiltering again); any other term cannot, and is a miss. `nil` prefilters every term
  /// here.
  ///
  /// - Complexity: One Bitap search per term let through.
  func search(_ text: UnsafeBufferPointer<UInt16>, passing: UInt64?) -> SearchOutcome {
    guard !termSearchers.isEmpty, passing != 0 else { return .noMatch }
    var indices: [IndexRun] = []
    var weighted = 0.0
    var maximum = 0.0
    var matchedCount = 0
    var terms = collectsTerms ? TermSet(count: termSearchers.count) : nil
    for position in termSearchers.indices {
      let weight = weights[position]
      maximum += weight
      let outcome: SearchOutcome
      if let passing {
        guard (passing >> UInt64(position)) & 1 != 0 else { continue }
        outcome = termSearchers[position].search(text, passedPrefilter: true)
      } else {
        outcome = termSearchers[position].search(text)
      }
      if outcome.isMatch {
        matchedCount += 1
        weighted += weight * (1 - outcome.score)
        if let runs = outcome.indices { indices.append(contentsOf: runs) }
        terms?.insert(position)
      }
    }
    guard matchedCount > 0 else { return .noMatch }
    let normalized = maximum > 0 ? 1 - weighted / maximum : 0
    var outcome = SearchOutcome(
      isMatch: true, score: max(0.001, normalized),
      indices: includeMatches && !indices.isEmpty ? IndexRuns.merge(indices) : nil)
    // Only when collected: setting details allocates them.
    if let terms { outcome.matchedTerms = terms }
    return outcome
  }
}
