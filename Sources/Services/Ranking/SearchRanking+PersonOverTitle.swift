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
  /// Then that person's best record (by the other rules, then Fuse.js's order) gets the key
  /// ``SearchRanking/Criterion/personOverTitle`` compares right after the typos, so it comes
  /// first; the titles follow it, then the person's other records. Only the candidates with the
  /// fewest typos (which ``SearchRanking/Criterion/typos`` puts before the others) are weighed:
  /// typed with a typo as near the surname as the title, the query means them as it would
  /// typed right. No other key changes: the record is no whole title, and says so.
  ///
  /// - Parameters:
  ///   - keyed: The candidates' evidence and places among Fuse.js's results.
  ///   - perRecord: How many people a record of the collection that credits anyone credits on
  ///     average, asked for only when a candidate is a person found by surname (whose credits
  ///     are then counted).
  ///   - order: The comparison of the rules in force, which picks the person's best record.
  /// - Returns: The place in `keyed` of the record put before the titles, or `nil`.
  /// - Complexity: O(*n*) for *n* candidates.
  static func putPersonBeforeTitles(
    _ keyed: inout [(evidence: RelevanceEvidence, position: Int)], perRecord: () -> Double,
    order: EvidenceOrder
  ) -> Int? {
    // The best-known person first, then the record the other rules put first.
    func precedes(_ candidate: Int, _ other: Int) -> Bool {
      let (entry, rival) = (keyed[candidate], keyed[other])
      guard entry.evidence.personCredits == rival.evidence.personCredits else {
        return entry.evidence.personCredits > rival.evidence.personCredits
      }
      return order.precedes(entry, rival)
    }
    // Only the candidates with the fewest typos can come first (rule 3 decides before).
    guard let fewest = keyed.lazy.map(\.evidence.typos).min() else { return nil }
    var titles = 0
    var best: Int?
    for candidate in keyed.indices where keyed[candidate].evidence.typos == fewest {
      let evidence = keyed[candidate].evidence
      if evidence.notWholeText == 0 { titles += 1 }
      guard evidence.personCredits > 0, evidence.notWholeText > 0 else { continue }
      if best.map({ precedes(candidate, $0) }) ?? true { best = candidate }
    }
    guard let best, titles > 0,
      Double(keyed[best].evidence.personCredits) > Double(titles) * perRecord()
    else { return nil }
    keyed[best].evidence.notPersonOverTitle = 0
    return best
  }
}
