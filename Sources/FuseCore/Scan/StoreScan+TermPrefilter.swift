extension StoreScan {
  /// The batched prefilter of a token search: every query term's
  /// ``BitapSearcher/mayMatchBatch(_:)`` over the texts of `records` not decided yet, before
  /// they are searched one by one (then only with the terms let through; a text no term
  /// passes is a miss without any search).
  ///
  /// As ``prefilter(_:with:units:memo:)``: texts wait in one batch per length span until it
  /// is full (``LengthSpanBatches``); a full batch goes through every term's prefilter in turn. A shared text is
  /// batched once and marked "passed" in the memo (it is searched in this scan, which
  /// remembers its outcome); its verdicts go by memo slot. A text equal to a term is let
  /// through for that term whatever the prefilter says (Bitap matches it exactly).
  ///
  /// - Returns: The verdicts, or `nil` when the searcher does not batch (it then prefilters
  ///   each text itself).
  /// - Complexity: One batched Myers pass per term and batch of ``BitapSearcher/batchWidth``
  ///   texts.
  func prefilterTerms(
    _ records: Range<Int>, with searcher: TokenSearcher, units: UnsafeBufferPointer<UInt16>,
    memo: inout OutcomeMemo
  ) -> TermPrefilterVerdicts? {
    guard searcher.canPrefilterInBatches, !records.isEmpty else { return nil }
    let firstField = store.recordFieldStart[records.lowerBound]
    var verdicts = TermPrefilterVerdicts(
      firstField: firstField, fieldCount: store.recordFieldStart[records.upperBound] - firstField,
      slotCount: store.memoSlotCount)
    let terms = searcher.termSearchers
    // A target is a field (≥ 0) or `~slot` for a shared text.
    var batches = LengthSpanBatches()
    func decide(
      _ batch: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>, _ targets: UnsafeBufferPointer<Int>
    ) {
      let count = batch.count
      var masks = SIMD8<UInt64>(repeating: 0)
      assert(count <= masks.scalarCount, "more lanes than masks")
      for (position, term) in terms.enumerated() {
        let bit = UInt64(1) << UInt64(position)
        let passed = term.mayMatchBatch(batch)
        let pattern = term.pattern
        for lane in 0..<count
        where (passed >> lane) & 1 != 0
          || (batch[lane].count == pattern.count && batch[lane].equals(pattern))
        {
          masks[lane] |= bit
        }
      }
      for lane in 0..<count {
        let target = targets[lane]
        if target >= 0 {
          verdicts.set(masks[lane], ofField: target)
        } else if masks[lane] == 0 {
          memo.remember(.noMatch, at: ~target)
        } else {
          verdicts.set(masks[lane], ofSlot: ~target)
        }
      }
    }
    for record in records where store.recordIsString[record] == stringMode {
      for field in store.recordFieldStart[record]..<store.recordFieldStart[record + 1] {
        let slot = Int(store.textMemoSlot[Int(store.fieldTextID[field])])
        if slot >= 0 {
          guard memo.isUnknown(at: slot) else { continue }
          // Marked "passed" until its batch says otherwise, so it is batched once.
          memo.markPassedPrefilter(at: slot)
        }
        batches.add(
          store.text(ofField: field, in: units), target: slot >= 0 ? ~slot : field,
          whenFull: decide)
      }
    }
    batches.flush(decide)
    return verdicts
  }
}
