/// Document frequencies for token search (Fuse.js's stats-only inverted index): every non-empty
/// field is one document; `df[term]` counts the fields containing the term.
struct TokenStatistics: Sendable {
  var fieldCount = 0
  /// Per term (a JavaScript string: NFC and NFD spellings are two terms), the fields holding it.
  var documentFrequency: [JavaScriptString: Int] = [:]
  /// Per document position: how many fields it contributed, and per term in how many fields.
  private var fieldsByDocument: [Int: Int] = [:]
  private var termFieldsByDocument: [Int: [JavaScriptString: Int]] = [:]

  /// Adds one field's normalised text for the document at `docIndex`.
  mutating func addField(_ normalizedText: String, docIndex: Int, tokenizer: FuseTokenizer) {
    let tokens = tokenizer.split(normalizedText)
    guard !tokens.isEmpty else { return }
    fieldCount += 1
    fieldsByDocument[docIndex, default: 0] += 1
    var perDocument = termFieldsByDocument[docIndex] ?? [:]
    for term in Set(tokens.map { JavaScriptString($0) }) {
      perDocument[term, default: 0] += 1
      documentFrequency[term, default: 0] += 1
    }
    termFieldsByDocument[docIndex] = perDocument
  }

  /// Removes the documents at `removed` and renumbers the rest to close the gaps.
  mutating func removeDocuments(at removed: [Int]) {
    let sorted = Array(Set(removed)).sorted()
    guard !sorted.isEmpty else { return }
    for docIndex in sorted {
      guard let fields = fieldsByDocument.removeValue(forKey: docIndex) else { continue }
      fieldCount -= fields
      guard let terms = termFieldsByDocument.removeValue(forKey: docIndex) else { continue }
      for (term, hits) in terms {
        let next = (documentFrequency[term] ?? 0) - hits
        documentFrequency[term] = next <= 0 ? nil : next
      }
    }
    func shifted(_ docIndex: Int) -> Int { docIndex - FuseIndex.countBelow(docIndex, in: sorted) }
    fieldsByDocument = Dictionary(
      uniqueKeysWithValues: fieldsByDocument.map { (shifted($0.key), $0.value) })
    termFieldsByDocument = Dictionary(
      uniqueKeysWithValues: termFieldsByDocument.map { (shifted($0.key), $0.value) })
  }
}

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
      let frequency = Double(statistics.documentFrequency[JavaScriptString(term)] ?? 0)
      return JavaScriptLog.log(
        1 + (Double(statistics.fieldCount) - frequency + 0.5) / (frequency + 0.5))
    }
    collectsTerms = matchAll
    includeMatches = settings.includeMatches
  }

  var termCount: Int { termSearchers.count }

  /// Whether ``search(_:passing:)`` can take the batched prefilter's verdicts: at most 64
  /// terms, each of whose searchers batches its prefilter.
  var batchesPrefilter: Bool {
    !termSearchers.isEmpty && termSearchers.count <= 64
      && termSearchers.allSatisfy { $0.batchesPrefilter }
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
