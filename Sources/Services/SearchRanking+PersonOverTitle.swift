extension SearchRanking {
  /// Puts the best record of the best-known person the query names by surname alone before
  /// the records whose own title or name the query is, when that person is the likelier
  /// meaning (``Rules/personOverTitle``).
  ///
  /// A finished query (not one ending after a word, on its way to another) of surnames alone
  /// that is also the whole title of *t* records ("lloyd": the film *Lloyd*, and the films of
  /// Harold Lloyd, Christopher Lloyd…) may mean either. A record that credits anyone credits
  /// `perRecord` people on average, so a person credited in *c* records is as likely meant as
  /// *c* / `perRecord` titles are, and is the likelier meaning when *c* > *t* × `perRecord`.
  /// Then that person's best record (by the other rules, then Fuse.js's order) fits the query
  /// as the titles do, and names the surname besides, so it comes first; the titles follow
  /// it, then the person's other records.
  ///
  /// - Parameters:
  ///   - keyed: The candidates' evidence and places among Fuse.js's results.
  ///   - perRecord: How many people a record of the collection that credits anyone credits on
  ///     average.
  /// - Returns: The place in `keyed` of the record put before the titles, or `nil`.
  /// - Complexity: O(*n*) for *n* candidates.
  @discardableResult
  static func putPersonBeforeTitles(
    _ keyed: inout [(evidence: RelevanceEvidence, position: Int)], perRecord: Double
  ) -> Int? {
    var titles = 0
    var best: Int?
    for candidate in keyed.indices {
      let entry = keyed[candidate]
      guard entry.evidence.typos == 0 else { continue }
      if entry.evidence.notWholeText == 0 { titles += 1 }
      guard entry.evidence.personCredits > 0, entry.evidence.notWholeText > 0 else { continue }
      guard let known = best.map({ keyed[$0] }) else {
        best = candidate
        continue
      }
      let credits = (entry.evidence.personCredits, known.evidence.personCredits)
      if credits.0 > credits.1
        || credits.0 == credits.1
          && (entry.evidence, entry.position) < (known.evidence, known.position)
      {
        best = candidate
      }
    }
    guard let best, titles > 0,
      Double(keyed[best].evidence.personCredits) > Double(titles) * perRecord
    else { return nil }
    keyed[best].evidence.notWholeText = 0
    return best
  }
}
