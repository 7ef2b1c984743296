extension StoreScan {
  /// Scans `records` of a token search whose scores per distinct text are known
  /// (``textScores``), scoring each matching record as it goes: no match is kept per field,
  /// for a search that reports no matches and sorts by score (``keepsMatches`` is false).
  ///
  /// A record's score is the product of its matched fields' ``ScoreTerm`` factors in field
  /// order, the same operations in the same order as
  /// ``ScoredResults/score(_:store:ignoreFieldNorm:powers:)``, so it is the same number.
  ///
  /// - Complexity: O(*f*) for the *f* fields of `records`.
  func scanScores(
    _ records: Range<Int>, scores: [Double], powers: inout JavaScriptPowMemo,
    into found: inout ScoredResults
  ) {
    let store = self.store
    let ignoreFieldNorm = self.ignoreFieldNorm
    assert(scores.count == store.textCount, "a score per distinct text")
    assert(
      records.lowerBound >= 0 && records.upperBound <= store.recordCount, "a record past the store")
    scores.withUnsafeBufferPointer { scores in
      store.fieldTextID.withUnsafeBufferPointer { textIDs in
        store.recordFieldStart.withUnsafeBufferPointer { fieldStart in
          for record in records where store.recordIsString[record] == stringMode {
            var total = 1.0
            var matched = false
            for field in fieldStart[record]..<fieldStart[record + 1] {
              let score = scores[Int(textIDs[field])]
              guard score >= 0 else { continue }
              matched = true
              let keyPosition = store.key(ofField: field)
              let match = ScoredMatch(
                field: field, score: score,
                weight: keyPosition >= 0 ? keyWeights[keyPosition] : nil,
                reportsKey: keyPosition >= 0, details: nil)
              total *=
                ScoreTerm(
                  of: match, store: store, ignoreFieldNorm: ignoreFieldNorm,
                  power: { powers.pow($0, $1) }
                ).factor
            }
            if matched { found.appendResult(docIndex: store.recordDocIndex[record], score: total) }
          }
        }
      }
    }
  }
}
