import Dispatch

/// Runs a compiled string query over a ``FieldStore``: the non-generic heart of a search
/// (Fuse.js's `_searchStringList` and `_searchObjectList`).
///
/// Large collections are scanned on several threads, each with its own searcher (searchers keep
/// scratch buffers), in contiguous chunks that each thread claims when it is free
/// (``ScanSchedule``); the store is only read, and each chunk's results stay in the buffer its
/// thread wrote them to, read back in record order (``ScoredParts``). The calling thread never
/// waits for another: once no chunk is left to claim, it scans any chunk a helper has not
/// finished itself (see ``run(_:searcher:recipe:memos:)``). A fuzzy (Bitap) query first
/// prefilters a chunk's texts in batches, then searches them one by one.
struct StoreScan: Sendable {
  let store: FieldStore
  /// The normalised weight per index key position.
  let keyWeights: [Double]
  /// Whether to scan string records (a string collection) or object records.
  let stringMode: Bool
  /// Token search with `tokenMatch: .all`: the number of query terms a record must cover.
  let requiredTermCount: Int?
  /// Score without field norms (``FuseOptions/ignoreFieldNorm``).
  let ignoreFieldNorm: Bool
  /// Whether this scan runs the batched prefilter pass over a Bitap searcher's texts before its
  /// per-text loop (see ``prefilter(_:with:units:memo:)``): the search's
  /// ``SearchSeams/allowsBatchPrefilter`` switch, which tests turn off to compare both paths.
  var runsBatchPrefilterPass = true
  /// Called by a helper thread with each chunk it is about to scan (its position in the
  /// schedule): the search's ``SearchSeams/scanHelperWillScan``; lets tests hold a helper
  /// back, as a busy machine would.
  var helperWillScan: (@Sendable (_ chunk: Int) -> Void)?
  /// A token search's score per distinct text, worked out beforehand from each term's matches.
  ///
  /// See ``tokenScores(_:weights:textCount:)``: -1 where no term matches. When set, the scan
  /// reads each field's outcome here instead of searching its text.
  var textScores: [Double]?
  /// Whether results keep their matched fields (to report matches, or for a custom sort);
  /// without them a token search with ``textScores`` scores each record as it scans it
  /// (``scanScores(_:scores:powers:into:)``).
  var keepsMatches = true

  /// Collections smaller than this are scanned on the calling thread only.
  static let parallelThreshold = 4_096

  /// How many threads to use for `records` records, at most `maximum` (and at most
  /// ``ScanSchedule/maximumChunks``).
  static func workerCount(records: Int, maximum: Int) -> Int {
    guard records >= parallelThreshold else { return 1 }
    return max(1, min(maximum, ScanSchedule.maximumChunks, records / (parallelThreshold / 2)))
  }

  /// What the helper threads of one parallel scan hand back: their results per chunk, who
  /// claimed each chunk, and their memos.
  ///
  /// Every write is followed by an atomic release in ``ScanSchedule`` (a chunk's bit, a
  /// helper's bit), and the calling thread reads only what those bits say is in. A late helper
  /// may still hand back a chunk the calling thread scanned too while it collects the results:
  /// the lock (``SemaphoreLocked``, which Thread Sanitizer sees) keeps those apart.
  private struct HandedBack: Sendable {
    /// Per helper (index 0 is the calling thread's, unused), per chunk: its results.
    var results: [[ScoredResults?]]
    /// Per chunk: the helper that claimed it (0: the calling thread).
    var claimedBy: [Int]
    /// Per thread: its memo, while it is not scanning with it.
    var memos: [OutcomeMemo?]
  }

  /// Scans `records` on `memos.count` threads.
  ///
  /// The records are handed out in chunks (``ScanSchedule``) to whichever thread is free. The
  /// calling thread uses `searcher` (the searcher cache's); every helper thread, started on
  /// the global dispatch queue, builds its own from `recipe` when it claims its first chunk, so
  /// no searcher (they keep scratch buffers) ever crosses threads.
  ///
  /// The calling thread never blocks on a helper: when no chunk is left to claim, it spins at
  /// most as long as its own last chunk took, then scans every chunk still unfinished itself,
  /// and takes whichever copy of a chunk's results is in first. So a search takes at most
  /// about as long as a scan on the calling thread alone, however late the helpers start (on a
  /// busy machine, or when the global queue's threads are taken); a helper that finishes after
  /// the search returned drops its results.
  ///
  /// `memos` holds one memo per thread (the calling thread's first); they are handed back
  /// updated (a fresh one for a helper still running), so a search scanned in rounds keeps
  /// every thread's memo from round to round.
  func run(
    _ records: Range<Int>, searcher: any TextSearcher, recipe: SearcherRecipe,
    memos: inout [OutcomeMemo]
  ) -> ScoredParts {
    if memos.isEmpty { memos = [OutcomeMemo(slots: store.memoSlotCount)] }
    let workers = memos.count
    if workers == 1 {
      var found = ScoredResults()
      scan(records, searcher: searcher, memo: &memos[0], into: &found)
      return ScoredParts(found)
    }
    assert(workers <= ScanSchedule.maximumChunks, "more threads than a schedule can track")
    let schedule = ScanSchedule(records: records, workers: workers)
    let chunkCount = schedule.chunks.count
    var own = memos[0]
    let shared = SemaphoreLocked(
      HandedBack(
        results: [[ScoredResults?]](
          repeating: [ScoredResults?](repeating: nil, count: chunkCount), count: workers),
        claimedBy: [Int](repeating: 0, count: chunkCount),
        memos: [nil] + memos.dropFirst().map { Optional($0) }))
    for worker in 1..<workers {
      DispatchQueue.global().async {
        help(schedule, as: worker, recipe: recipe, shared: shared)
      }
    }
    // The calling thread's results; `won[c]`: its copy of chunk c is the one kept.
    var ownResults = [ScoredResults](repeating: ScoredResults(), count: chunkCount)
    var won = [Bool](repeating: false, count: chunkCount)
    var lastChunk: UInt64 = 0
    while let chunk = schedule.claim() {
      let start = DispatchTime.now().uptimeNanoseconds
      scan(schedule.chunks[chunk], searcher: searcher, memo: &own, into: &ownResults[chunk])
      won[chunk] = schedule.finish(chunk)
      lastChunk = DispatchTime.now().uptimeNanoseconds &- start
    }
    if !schedule.spinUntilAllDone(atMost: lastChunk) {
      // A helper is late: scan what it has not finished here rather than wait for it.
      for chunk in 0..<chunkCount where !schedule.isDone(chunk) {
        scan(schedule.chunks[chunk], searcher: searcher, memo: &own, into: &ownResults[chunk])
        won[chunk] = schedule.finish(chunk)
      }
    }
    assert(schedule.isAllDone, "a chunk without results")
    return shared.withLock { state in
      var parts: [ScoredResults] = []
      parts.reserveCapacity(chunkCount)
      for chunk in 0..<chunkCount {
        if won[chunk] {
          parts.append(ownResults[chunk])
        } else {
          let helper = state.claimedBy[chunk]
          assert(state.results[helper][chunk] != nil, "a finished chunk without results")
          parts.append(state.results[helper][chunk] ?? ScoredResults())
        }
      }
      memos[0] = own
      for worker in 1..<workers {
        let handedBack = schedule.hasFinished(worker: worker) ? state.memos[worker] : nil
        memos[worker] = handedBack ?? OutcomeMemo(slots: store.memoSlotCount)
      }
      let runs = (0..<chunkCount).map {
        ScoredParts.Run(part: $0, results: 0..<parts[$0].count)
      }
      return ScoredParts(parts: parts, runs: runs)
    }
  }

  /// A helper thread's part of ``run(_:searcher:recipe:memos:)``: claims chunks until none is
  /// left, scanning each with a searcher of its own and handing the results back, then hands
  /// its memo back.
  private func help(
    _ schedule: ScanSchedule, as worker: Int, recipe: SearcherRecipe,
    shared: SemaphoreLocked<HandedBack>
  ) {
    defer { schedule.markFinished(worker: worker) }
    guard var chunk = schedule.claim() else { return }
    var memo =
      shared.withLock { state in
        defer { state.memos[worker] = nil }
        return state.memos[worker]
      } ?? OutcomeMemo(slots: store.memoSlotCount)
    let searcher = recipe.make()
    while true {
      shared.withLock { $0.claimedBy[chunk] = worker }
      helperWillScan?(chunk)
      var found = ScoredResults()
      scan(schedule.chunks[chunk], searcher: searcher, memo: &memo, into: &found)
      shared.withLock { $0.results[worker][chunk] = found }
      _ = schedule.finish(chunk)
      guard let next = schedule.claim() else { break }
      chunk = next
    }
    shared.withLock { $0.memos[worker] = memo }
  }

  /// Scans `records` on the calling thread, appending their results to `found`.
  func scan(
    _ records: Range<Int>, searcher: any TextSearcher, memo: inout OutcomeMemo,
    into found: inout ScoredResults
  ) {
    if let textScores, !keepsMatches, requiredTermCount == nil {
      scanScores(records, scores: textScores, powers: &memo.powers, into: &found)
      return
    }
    // Dispatch once to a loop specialised for the searcher's concrete type.
    switch searcher {
    case let bitap as BitapSearcher: scan(records, with: bitap, memo: &memo, into: &found)
    case let extended as ExtendedSearcher: scan(records, with: extended, memo: &memo, into: &found)
    case let token as TokenSearcher: scan(records, with: token, memo: &memo, into: &found)
    default: scan(records, with: searcher, memo: &memo, into: &found)
    }
  }

  private func scan<Searcher: TextSearcher>(
    _ records: Range<Int>, with searcher: Searcher, memo: inout OutcomeMemo,
    into found: inout ScoredResults
  ) {
    let keyCount = keyWeights.count
    assert(
      records.lowerBound >= 0 && records.upperBound <= store.recordCount, "a record past the store")
    store.units.withUnsafeBufferPointer { units in
      let verdicts =
        runsBatchPrefilterPass && textScores == nil
        ? (searcher as? BitapSearcher).flatMap {
          prefilter(records, with: $0, units: units, memo: &memo)
        } : nil
      let termVerdicts =
        runsBatchPrefilterPass && textScores == nil
        ? (searcher as? TokenSearcher).flatMap {
          prefilterTerms(records, with: $0, units: units, memo: &memo)
        } : nil
      for record in records where store.recordIsString[record] == stringMode {
        let first = found.matchCount
        var matchedKeys = 0
        var lastMatchedKey = -1
        var hasInverse = false
        for field in store.recordFieldStart[record]..<store.recordFieldStart[record + 1] {
          let outcome = search(
            field: field, searcher: searcher, units: units, verdicts: verdicts,
            termVerdicts: termVerdicts, memo: &memo)
          guard outcome.isMatch else { continue }
          let keyPosition = store.key(ofField: field)
          if keyPosition != lastMatchedKey {
            matchedKeys += 1
            lastMatchedKey = keyPosition
            if outcome.hasInverse { hasInverse = true }
          }
          found.appendMatch(
            ScoredMatch(
              field: field, score: outcome.score,
              weight: keyPosition >= 0 ? keyWeights[keyPosition] : nil,
              reportsKey: keyPosition >= 0, details: outcome.details))
        }
        // Inverse patterns (`!x`) need every key to match.
        let rejected =
          first == found.matchCount || (!stringMode && hasInverse && matchedKeys < keyCount)
          || (requiredTermCount.map {
            !Self.covers(found.pendingMatches(from: first), termCount: $0)
          } ?? false)
        if rejected {
          if found.matchCount > first { found.discardMatches(from: first) }
        } else {
          found.closeResult(
            from: first, docIndex: store.recordDocIndex[record], store: store,
            ignoreFieldNorm: ignoreFieldNorm, powers: &memo.powers)
        }
      }
    }
  }

  /// Searches one field's text, reusing the outcome of an identical text searched before and
  /// the batched prefilter's verdict on it (see ``prefilter(_:with:units:memo:)`` and
  /// ``prefilterTerms(_:with:units:memo:)``).
  @inline(__always)
  private func search<Searcher: TextSearcher>(
    field: Int, searcher: Searcher, units: UnsafeBufferPointer<UInt16>,
    verdicts: PrefilterVerdicts?, termVerdicts: TermPrefilterVerdicts?, memo: inout OutcomeMemo
  ) -> SearchOutcome {
    let id = Int(store.fieldTextID[field])
    if let textScores {
      let score = textScores[id]
      return score >= 0 ? SearchOutcome(isMatch: true, score: score, indices: nil) : .noMatch
    }
    let slot = Int(store.textMemoSlot[id])
    if slot >= 0, let known = memo.outcome(at: slot) { return known }
    if let termVerdicts, let token = searcher as? TokenSearcher {
      let passing: UInt64?
      if slot >= 0 {
        passing = memo.passedPrefilter(at: slot) ? termVerdicts.mask(ofSlot: slot) : nil
      } else {
        passing = termVerdicts.mask(ofField: field)
      }
      let outcome = token.search(store.text(ofField: field, in: units), passing: passing)
      if slot >= 0 { memo.remember(outcome, at: slot) }
      return outcome
    }
    var passedPrefilter = false
    if let verdicts {
      if slot >= 0 {
        passedPrefilter = memo.passedPrefilter(at: slot)
      } else {
        switch verdicts.verdict(ofField: field) {
        case .rejected: return .noMatch
        case .passed: passedPrefilter = true
        case .unknown: break
        }
      }
    }
    let text = store.text(ofField: field, in: units)
    let outcome: SearchOutcome
    if passedPrefilter, let bitap = searcher as? BitapSearcher {
      outcome = bitap.search(text, passedPrefilter: true)
    } else {
      outcome = searcher.search(text)
    }
    if slot >= 0 { memo.remember(outcome, at: slot) }
    return outcome
  }

  /// Prefilters the texts of `records` not decided yet in batches, before they are searched
  /// one by one.
  ///
  /// The batches go through ``BitapSearcher/mayMatchBatch(_:)``: a shared text's verdict goes
  /// into the memo (a miss, or "passed"), any other's into the result. Texts wait in one batch
  /// per length span until it is full (``LengthSpanBatches``), so a batch's texts are about as
  /// long as each other. A text equal to the pattern is left to the search (it matches
  /// whatever the prefilter says). Nothing is done when the searcher cannot
  /// (``BitapSearcher/canPrefilterInBatches``), or need not: a pattern decided by its first
  /// occurrence is searched faster than prefiltered
  /// (``BitapSearcher/isDecidedByFirstOccurrence``).
  private func prefilter(
    _ records: Range<Int>, with searcher: BitapSearcher, units: UnsafeBufferPointer<UInt16>,
    memo: inout OutcomeMemo
  ) -> PrefilterVerdicts? {
    guard searcher.canPrefilterInBatches, !searcher.isDecidedByFirstOccurrence, !records.isEmpty
    else { return nil }
    let firstField = store.recordFieldStart[records.lowerBound]
    var verdicts = PrefilterVerdicts(
      firstField: firstField, count: store.recordFieldStart[records.upperBound] - firstField)
    var batches = LengthSpanBatches()
    func decide(
      _ texts: UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>, _ fields: UnsafeBufferPointer<Int>
    ) {
      let passed = searcher.mayMatchBatch(texts)
      for lane in 0..<fields.count {
        let field = fields[lane]
        let through = (passed >> lane) & 1 != 0
        let slot = Int(store.textMemoSlot[Int(store.fieldTextID[field])])
        if slot >= 0 {
          if !through { memo.remember(.noMatch, at: slot) }
        } else {
          verdicts.set(through ? .passed : .rejected, ofField: field)
        }
      }
    }
    let pattern = searcher.pattern
    let patternCount = pattern.count
    let base = units.baseAddress
    store.fieldTextID.withUnsafeBufferPointer { fieldTextID in
      store.textMemoSlot.withUnsafeBufferPointer { textMemoSlot in
        store.textStart.withUnsafeBufferPointer { textStart in
          store.textLength.withUnsafeBufferPointer { textLength in
            for record in records where store.recordIsString[record] == stringMode {
              for field in store.recordFieldStart[record]..<store.recordFieldStart[record + 1] {
                let id = Int(fieldTextID[field])
                let slot = Int(textMemoSlot[id])
                if slot >= 0, !memo.isUnknown(at: slot) { continue }
                let length = Int(textLength[id])
                assert(
                  Int(textStart[id]) + length <= units.count, "a text past the end of the units")
                let text = UnsafeBufferPointer(
                  start: base.map { $0 + Int(textStart[id]) }, count: length)
                if length == patternCount && text.equals(pattern) { continue }
                // Marked "passed" until its batch says otherwise, so it is batched once.
                if slot >= 0 { memo.markPassedPrefilter(at: slot) }
                batches.add(text, target: field, whenFull: decide)
              }
            }
          }
        }
      }
    }
    batches.flush(decide)
    return verdicts
  }

  /// Token search `tokenMatch: .all`: the record's matches together cover every query term.
  static func covers(_ matches: ArraySlice<ScoredMatch>, termCount: Int) -> Bool {
    var union = TermSet(count: termCount)
    for match in matches {
      guard let terms = match.matchedTerms else { return true }
      union.formUnion(terms)
    }
    return union.containsAll(count: termCount)
  }
}
