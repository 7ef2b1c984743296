extension Fuse.Search {
  /// Evaluates a parsed logical query over every object record (Fuse.js's `_searchLogical`).
  ///
  /// String records never match a logical query.
  func evaluate(_ expression: LogicalNode) -> ScoredResults {
    // Matches per document, in first-match order (an index never holds two records of one
    // document, but merging keeps Fuse.js's behaviour if it did).
    var perDocument: [(docIndex: Int, matches: [ScoredMatch])] = []
    var positions: [Int: Int] = [:]
    store.units.withUnsafeBufferPointer { units in
      for record in 0..<store.recordCount where !store.recordIsString[record] {
        let matches = evaluate(expression, record: record, units: units)
        guard !matches.isEmpty else { continue }
        let docIndex = store.recordDocIndex[record]
        if let existing = positions[docIndex] {
          perDocument[existing].matches.append(contentsOf: matches)
        } else {
          positions[docIndex] = perDocument.count
          perDocument.append((docIndex, matches))
        }
      }
    }
    var results = ScoredResults()
    var powers = JavaScriptPowMemo()
    for entry in perDocument {
      results.append(
        docIndex: entry.docIndex, matches: entry.matches, store: store,
        ignoreFieldNorm: options.ignoreFieldNorm, powers: &powers)
    }
    return results
  }

  private func evaluate(_ node: LogicalNode, record: Int, units: UnsafeBufferPointer<UInt16>)
    -> [ScoredMatch]
  {
    switch node {
    case .leaf(let keyID, let searcher):
      guard let keyID else {
        var matches: [ScoredMatch] = []
        for position in index.keys.indices {
          let key = normalizedKey(at: position)
          matches += findMatches(
            record: record, keyPosition: position, keyID: key.id, weight: key.weight,
            searcher: searcher, units: units)
        }
        return matches
      }
      guard let position = index.keyPosition(id: keyID) else { return [] }
      // The key's identity and weight come from the options (Fuse.js's `KeyStore`); an id the
      // options do not have yields matches without a key, weighted 1.
      let weight = keyWeights[JavaScriptString(keyID)]
      return findMatches(
        record: record, keyPosition: position, keyID: weight == nil ? nil : keyID, weight: weight,
        searcher: searcher,
        units: units)
    case .node(let isAnd, let children):
      var matches: [ScoredMatch] = []
      for child in children {
        let childMatches = evaluate(child, record: record, units: units)
        if !childMatches.isEmpty {
          matches += childMatches
        } else if isAnd {
          return []
        }
      }
      return matches
    }
  }

  // swift-format-ignore: FunctionParameterCount
  private func findMatches(
    record: Int, keyPosition: Int, keyID: String?, weight: Double?, searcher: any TextSearcher,
    units: UnsafeBufferPointer<UInt16>
  ) -> [ScoredMatch] {
    var matches: [ScoredMatch] = []
    for field in store.recordFieldStart[record]..<store.recordFieldStart[record + 1]
    where store.key(ofField: field) == keyPosition {
      let outcome = searcher.search(store.text(ofField: field, in: units))
      if outcome.isMatch {
        matches.append(
          ScoredMatch(
            field: field, score: outcome.score, weight: weight, reportsKey: keyID != nil,
            details: outcome.indices.map { OutcomeDetails(indices: $0, matchedTerms: nil) }))
      }
    }
    return matches
  }
}
