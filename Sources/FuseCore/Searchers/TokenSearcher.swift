/// Fuse.js's `TokenSearch`: one Bitap search per query term (ignoring location), weighted by
/// the terms' inverse document frequency.
final class TokenSearcher: TextSearcher {
  let termSearchers: [BitapSearcher]
  let weights: [Double]
  let collectsTerms: Bool
  let includeMatches: Bool

  init(
    query: String, settings: BitapSettings, tokenizer: FuseTokenizer, matchAll: Bool,
    statistics: TokenStatistics
  ) {
    let terms = tokenizer.split(settings.normalization.normalize(query))
    var termSettings = settings
    termSettings.ignoreLocation = true
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

  func search(_ text: UnsafeBufferPointer<UInt16>) -> SearchOutcome {
    guard !termSearchers.isEmpty else { return .noMatch }
    var indices: [IndexRun] = []
    var weighted = 0.0
    var maximum = 0.0
    var matchedCount = 0
    var terms = collectsTerms ? TermSet(count: termSearchers.count) : nil
    for (position, searcher) in termSearchers.enumerated() {
      let outcome = searcher.search(text)
      let weight = weights[position]
      maximum += weight
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
    outcome.matchedTerms = terms
    return outcome
  }
}
