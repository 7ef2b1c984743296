import Dispatch

extension RelevanceQuery.Scorer {
  /// The fewest candidates whose evidence is worked out on two threads: fewer take less time
  /// than handing work to another thread does (a few microseconds against a few per candidate).
  static let sharedEvidenceMinimum = 32

  /// ``evidence(ofRecord:phrase:)`` of each of `records` (with its phrase in `phrases`), worked
  /// out on this thread and one other, in order; `ownTexts` holds each record's own texts as
  /// written (what ``ownTexts`` gives, read beforehand on this thread), or nothing when the
  /// query reads none (``RelevanceQuery/readsOwnTexts``).
  ///
  /// This scorer first writes to the memo the typos its evidence reads most
  /// (``learnDistances(ofRecord:)``); then two scorers that only read the memo work out the
  /// evidence side by side, taking the records one at a time (``EvidenceShare``), so the
  /// evidence is what one scorer gives, whichever thread works it out.
  ///
  /// - Complexity: That of the records' evidence, spread over two threads.
  mutating func sharedEvidence(
    ofRecords records: [Int], phrases: [PhraseMatch], ownTexts: [[String]]
  ) -> [RelevanceEvidence] {
    assert(records.count == phrases.count && records.count == ownTexts.count, "unmatched lists")
    for record in records { learnDistances(ofRecord: record) }
    let share = EvidenceShare(count: records.count)
    let views = Views(textWords: textWords, memo: memo)
    let (query, index, stride) = (query, index, stride)
    let texts = Dictionary(zip(records, ownTexts)) { first, _ in first }
    /// A scorer over the same memo that does not write to it.
    @Sendable func reader() -> Self {
      Self(
        query: query, index: index, ownTexts: { texts[$0] ?? [] }, textWords: views.textWords,
        memo: views.memo, stride: stride, storesDistances: false)
    }
    DispatchQueue.global().async {
      // The views are read only after taking a candidate, which the calling thread waits for.
      guard var candidate = share.takeForHelper() else { return }
      var scorer = reader()
      while true {
        share.keep(
          scorer.evidence(ofRecord: records[candidate], phrase: phrases[candidate]),
          of: candidate)
        guard let next = share.takeForHelper() else { return }
        candidate = next
      }
    }
    var scorer = reader()
    while let candidate = share.takeForCaller() {
      share.keep(
        scorer.evidence(ofRecord: records[candidate], phrase: phrases[candidate]), of: candidate)
    }
    return share.close()
  }

  /// The index's words and the memo as the helper of
  /// ``sharedEvidence(ofRecords:phrases:ownTexts:)`` reads them.
  ///
  /// Unchecked: buffer pointers are not `Sendable`, but while the helper reads them both threads
  /// only read (the memo was written before the helper began), and the calling thread keeps
  /// them alive until the helper is done (``EvidenceShare/close()`` waits for a helper at work,
  /// and one that has not begun reads nothing).
  private struct Views: @unchecked Sendable {
    let textWords: UnsafeBufferPointer<Int32>
    let memo: UnsafeMutableBufferPointer<UInt16>
  }
}
