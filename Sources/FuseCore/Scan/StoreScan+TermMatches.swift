import Dispatch

extension StoreScan {
  /// Searches one token-search term over every distinct text of the store: the same outcome
  /// per text as the term's searcher gives during a scan, batched through the prefilter
  /// first.
  ///
  /// The texts are split in chunks that `workers` threads claim (``ScanSchedule``); each
  /// helper thread, started on the global dispatch queue, builds its own searcher from `term`
  /// and `settings`. As in ``run(_:searcher:recipe:memos:)``, the calling thread never waits
  /// for a helper: once no chunk is left to claim, it spins at most as long as its own last
  /// chunk took, then searches every chunk still unfinished itself.
  ///
  /// With `candidates`, only those texts are searched (ascending ids): the others are known
  /// not to match (see ``TermMatches/Narrowing``).
  ///
  /// - Complexity: One batched prefilter pass over the texts searched, and one Bitap search
  ///   per text the prefilter lets through.
  func termMatches(
    _ term: String, settings: BitapSettings, workers: Int, among candidates: [Int32]? = nil
  ) -> TermMatches {
    let textCount = candidates?.count ?? store.textCount
    let searcher = BitapSearcher(pattern: term, settings: settings)
    guard workers > 1 && textCount >= Self.parallelThreshold else {
      return matches(of: searcher, texts: 0..<textCount, among: candidates)
    }
    let schedule = ScanSchedule(records: 0..<textCount, workers: workers)
    let chunkCount = schedule.chunks.count
    // Per chunk: a helper's matches, under a lock Thread Sanitizer sees (a late helper may
    // still hand back a chunk while the calling thread collects them).
    let handedBack = SemaphoreLocked([TermMatches?](repeating: nil, count: chunkCount))
    for worker in 1..<workers {
      DispatchQueue.global().async {
        defer { schedule.markFinished(worker: worker) }
        var own: BitapSearcher?
        while let chunk = schedule.claim() {
          let active = own ?? BitapSearcher(pattern: term, settings: settings)
          own = active
          let found = matches(of: active, texts: schedule.chunks[chunk], among: candidates)
          handedBack.withLock { $0[chunk] = found }
          _ = schedule.finish(chunk)
        }
      }
    }
    // The calling thread's matches; `won[c]`: its copy of chunk c is the one kept.
    var ownMatches = [TermMatches](repeating: TermMatches(), count: chunkCount)
    var won = [Bool](repeating: false, count: chunkCount)
    var lastChunk: UInt64 = 0
    while let chunk = schedule.claim() {
      let start = DispatchTime.now().uptimeNanoseconds
      ownMatches[chunk] = matches(of: searcher, texts: schedule.chunks[chunk], among: candidates)
      won[chunk] = schedule.finish(chunk)
      lastChunk = DispatchTime.now().uptimeNanoseconds &- start
    }
    if !schedule.spinUntilAllDone(atMost: lastChunk) {
      // A helper is late: search what it has not finished here rather than wait for it.
      for chunk in 0..<chunkCount where !schedule.isDone(chunk) {
        ownMatches[chunk] = matches(
          of: searcher, texts: schedule.chunks[chunk], among: candidates)
        won[chunk] = schedule.finish(chunk)
      }
    }
    assert(schedule.isAllDone, "a chunk without matches")
    return handedBack.withLock { helpers in
      var result = TermMatches()
      result.narrowing = searcher.narrowingMaxErrors.map {
        TermMatches.Narrowing(pattern: searcher.pattern, maxErrors: $0)
      }
      for chunk in 0..<chunkCount {
        if won[chunk] {
          result.append(ownMatches[chunk])
        } else {
          assert(helpers[chunk] != nil, "a finished chunk without matches")
          result.append(helpers[chunk] ?? TermMatches())
        }
      }
      return result
    }
  }

  /// The matches of `searcher` among the distinct texts `texts` (positions in `candidates`
  /// when given, else text ids), with what its prefilter let through when that can narrow a
  /// longer term's search.
  private func matches(
    of searcher: BitapSearcher, texts positions: Range<Int>, among candidates: [Int32]?
  ) -> TermMatches {
    var found = TermMatches()
    found.narrowing = searcher.narrowingMaxErrors.map {
      TermMatches.Narrowing(pattern: searcher.pattern, maxErrors: $0)
    }
    let pattern = searcher.pattern
    let texts = positions.lazy.map { position in candidates.map { Int($0[position]) } ?? position }
    store.units.withUnsafeBufferPointer { units in
      func text(_ id: Int) -> UnsafeBufferPointer<UInt16> { store.text(id, in: units) }
      if searcher.isDecidedByFirstOccurrence {
        // No prefilter beats finding the first occurrence: every text is searched, and those
        // that hold the term (the prefilter's own verdict, as it accepts no error) are the
        // matches.
        for id in texts {
          let outcome = searcher.search(text(id), passedPrefilter: true)
          if outcome.isMatch { found.add(id, outcome.score) }
        }
        found.narrowing?.passed = found.texts
        return
      }
      guard searcher.canPrefilterInBatches else {
        for id in texts {
          let outcome = searcher.search(text(id))
          if outcome.isMatch { found.add(id, outcome.score) }
        }
        return
      }
      // Texts wait in one batch per length span (``LengthSpanBatches``, as in the scan's
      // prefilter); a full batch goes through the prefilter, and the texts it lets through are
      // searched.
      var batches = LengthSpanBatches()
      var passedIDs: [Int] = []
      func decide(
        _ batch: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>, _ ids: UnsafeBufferPointer<Int>
      ) {
        let passed = searcher.mayMatchBatch(batch)
        for lane in 0..<ids.count
        where (passed >> lane) & 1 != 0 || batch[lane].equals(pattern) {
          passedIDs.append(ids[lane])
        }
      }
      // Results must come out in text order: the batches are decided as they fill, and the
      // texts they let through are searched once all are decided, in id order.
      for id in texts { batches.add(text(id), target: id, whenFull: decide) }
      batches.flush(decide)
      passedIDs.sort()
      if found.narrowing != nil { found.narrowing?.passed = passedIDs.map { Int32($0) } }
      for id in passedIDs {
        let outcome = searcher.search(text(id), passedPrefilter: true)
        if outcome.isMatch { found.add(id, outcome.score) }
      }
    }
    return found
  }

  /// Every distinct text's token-search score for a query whose terms matched `terms`
  /// (weighted by `weights`), or -1 where no term matches: what ``TokenSearcher`` computes for
  /// each text, with the same operations in the same order.
  ///
  /// - Complexity: O(*t* + *m*) for *t* texts and *m* term matches in all.
  static func tokenScores(
    _ terms: [TermMatches], weights: [Double], textCount: Int
  ) -> [Double] {
    var weighted = [Double](repeating: 0, count: textCount)
    var matched = [Int32](repeating: 0, count: textCount)
    var maximum = 0.0
    // Per text, the terms are visited in query order, as TokenSearcher visits them.
    for (position, term) in terms.enumerated() {
      let weight = weights[position]
      maximum += weight
      for (text, score) in zip(term.texts, term.scores) {
        matched[Int(text)] += 1
        weighted[Int(text)] += weight * (1 - score)
      }
    }
    return (0..<textCount).map { text in
      guard matched[text] > 0 else { return -1 }
      let normalized = maximum > 0 ? 1 - weighted[text] / maximum : 0
      return max(0.001, normalized)
    }
  }
}

extension TermMatches {
  /// Records a match.
  @inline(__always)
  fileprivate mutating func add(_ text: Int, _ score: Double) {
    texts.append(Int32(text))
    scores.append(score)
  }
}
