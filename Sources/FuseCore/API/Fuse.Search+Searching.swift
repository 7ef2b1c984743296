extension Fuse.Search {
  /// Searches with a string query (Fuse.js's `search(query, {limit})`).
  ///
  /// A blank query (``Fuse/isBlank(_:)``) returns every document, in order, without scores or
  /// matches.
  ///
  /// - Parameters:
  ///   - query: The pattern (or an extended query when ``FuseOptions/useExtendedSearch`` is on).
  ///   - limit: The most results to return; `nil` or negative means all, 0 means none.
  /// - Returns: The results, best first unless ``FuseOptions/shouldSort`` is off.
  /// - Complexity: O(*n*·*m*) over the indexed texts for a pattern of *m* units (Bitap is
  ///   O(*t*·*m*) per text of *t* units), plus O(*r* log *r*) to sort *r* results.
  public func search(_ query: String, limit: Int? = nil) -> [FuseResult<Element>] {
    stringSearch(query, limit: limit, seams: .none)
  }

  /// ``search(_:limit:)-(String,_)`` through the test seams `seams`: the same results, with
  /// the seams' observers called and the paths they allow.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results to return; `nil` or negative means all, 0 means none.
  ///   - seams: The observers and switches of this search.
  /// - Returns: The results, as ``search(_:limit:)-(String,_)`` returns them.
  package func search(_ query: String, limit: Int? = nil, seams: SearchSeams)
    -> [FuseResult<Element>]
  {
    stringSearch(query, limit: limit, seams: seams)
  }

  /// The string search of ``search(_:limit:)-(String,_)``, through `seams`.
  private func stringSearch(_ query: String, limit: Int?, seams: SearchSeams)
    -> [FuseResult<Element>]
  {
    if Fuse.isBlank(query) { return allDocuments(limit: limit) }
    if let limit, limit == 0 { return [] }
    if findsMatchesAfterwards(limit: limit) {
      let results =
        scan(query: query, checkInterval: nil, includingMatches: false, seams: seams)
        ?? ScoredParts()
      if let done = finishFindingMatches(results, limit: limit, query: query, seams: seams) {
        return done
      }
    }
    let results = scan(query: query, checkInterval: nil, seams: seams) ?? ScoredParts()
    return finish(results, limit: limit, isStringQuery: true)
  }

  /// Searches like ``search(_:limit:)-(String,_)``, but stops early when the current task is
  /// cancelled.
  ///
  /// The scan checks `Task.isCancelled` every `checkInterval` records, so a long search over a
  /// large collection ends promptly instead of finishing. ``lastSearchRecordsScanned`` tells how
  /// far it got.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results to return; `nil` or negative means all, 0 means none.
  ///   - checkInterval: How many records to scan between cancellation checks (at least 1).
  /// - Returns: The results, as ``search(_:limit:)-(String,_)`` returns them.
  /// - Throws: `CancellationError` when the task was cancelled before the scan finished.
  public func search(
    _ query: String, limit: Int? = nil, cancellationCheckInterval checkInterval: Int
  ) throws(CancellationError) -> [FuseResult<Element>] {
    try cancellableSearch(
      query, limit: limit, checkInterval: checkInterval, alsoReturning: [], matches: .immediate,
      seams: .none
    ).results
  }

  /// ``search(_:limit:cancellationCheckInterval:)`` through the test seams `seams`: the same
  /// results, with the seams' observers called and the paths they allow.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results to return; `nil` or negative means all, 0 means none.
  ///   - checkInterval: How many records to scan between cancellation checks (at least 1).
  ///   - seams: The observers and switches of this search.
  /// - Returns: The results, as ``search(_:limit:cancellationCheckInterval:)`` returns them.
  /// - Throws: `CancellationError` when the task was cancelled before the scan finished.
  package func search(
    _ query: String, limit: Int? = nil, cancellationCheckInterval checkInterval: Int,
    seams: SearchSeams
  ) throws(CancellationError) -> [FuseResult<Element>] {
    try cancellableSearch(
      query, limit: limit, checkInterval: checkInterval, alsoReturning: [], matches: .immediate,
      seams: seams
    ).results
  }

  /// The cancellable string search of ``search(_:limit:cancellationCheckInterval:)`` and
  /// ``search(_:limit:alsoReturning:matches:cancellationCheckInterval:)``, through `seams`.
  ///
  /// - Returns: The results, whether they lack the matches the options ask for (only with
  ///   `matches` ``Fuse/MatchTiming/deferred``), and how many documents match in all.
  func cancellableSearch(
    _ query: String, limit: Int?, checkInterval: Int, alsoReturning chosen: Set<Int>,
    matches: Fuse.MatchTiming, seams: SearchSeams
  ) throws(CancellationError) -> (
    results: [FuseResult<Element>], matchesAreDeferred: Bool, matchCount: Int
  ) {
    if Task.isCancelled { throw CancellationError() }
    if Fuse.isBlank(query) {
      return (allDocuments(limit: limit, alsoReturning: chosen), false, documents.count)
    }
    if let limit, limit == 0, chosen.isEmpty { return ([], false, 0) }
    let leavesMatchesOut = matches == .deferred && matchesCanWait
    if leavesMatchesOut || findsMatchesAfterwards(limit: limit) {
      guard
        let results = scan(
          query: query, checkInterval: checkInterval, includingMatches: false, seams: seams)
      else { throw CancellationError() }
      if leavesMatchesOut {
        let bare = finish(
          results, limit: limit, isStringQuery: true, extra: chosen, reportingMatches: false)
        return (bare, !bare.isEmpty, results.count)
      }
      if let done = finishFindingMatches(
        results, limit: limit, query: query, extra: chosen, seams: seams)
      {
        return (done, false, results.count)
      }
    }
    guard let results = scan(query: query, checkInterval: checkInterval, seams: seams) else {
      throw CancellationError()
    }
    return (finish(results, limit: limit, isStringQuery: true, extra: chosen), false, results.count)
  }

  /// Searches with a logical or object query, or a string given as JSON.
  ///
  /// ```swift
  /// try fuse.search(["$or": [["title": "old"], ["author": ["$startsWith": "john"]]]])
  /// ```
  ///
  /// - Parameters:
  ///   - query: A string, or an expression object (`$and`, `$or`, `{key: pattern}`,
  ///     `{$path, $val}`, `{key: {$startsWith: …}}`), with Fuse.js's parsing rules.
  ///   - limit: The most results to return; `nil` or negative means all, 0 means none.
  /// - Returns: The results.
  /// - Throws: ``FuseError`` for a malformed expression (with Fuse.js's facts), or
  ///   ``FuseError/unsupported(reason:)`` for a string leaf under token search, where Fuse.js
  ///   crashes.
  public func search(_ query: JSONValue, limit: Int? = nil) throws(FuseError) -> [FuseResult<
    Element
  >] {
    if case .string(let text) = query { return search(text, limit: limit) }
    let parser = LogicalQueryParser(
      makeSearcher: { pattern throws(FuseError) in try self.leafSearcher(for: pattern) },
      settings: settings)
    let expression = try parser.parse(query)
    return finish(ScoredParts(evaluate(expression)), limit: limit, isStringQuery: false)
  }

  /// A blank query's results: every document in order, cut at `limit`, then the documents of
  /// `chosen` that the limit leaves out, in order.
  private func allDocuments(limit: Int?, alsoReturning chosen: Set<Int> = []) -> [FuseResult<
    Element
  >] {
    var count = documents.count
    if let limit, limit >= 0 { count = min(count, limit) }
    let documents = self.documents
    let result = { (position: Int) in
      FuseResult(in: documents, at: position, refIndex: position, score: nil, matches: nil)
    }
    let first = (0..<count).map(result)
    guard !chosen.isEmpty else { return first }
    return first + chosen.filter { $0 >= count && $0 < documents.count }.sorted().map(result)
  }

  /// The searcher Fuse.js's `createSearcher` picks: extended, then token, then Bitap.
  func makeStringSearcher(for query: String) -> any TextSearcher {
    searcherRecipe(for: query).make()
  }

  /// What `makeStringSearcher` builds, as a value other threads can build from.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - includingMatches: Whether the searcher finds match ranges when
  ///     ``FuseOptions/includeMatches`` asks for them; without, it finds only scores.
  func searcherRecipe(for query: String, includingMatches: Bool = true) -> SearcherRecipe {
    var settings = settings
    settings.includeMatches = settings.includeMatches && includingMatches
    if options.useExtendedSearch { return .extended(query: query, settings: settings) }
    if options.useTokenSearch {
      return .token(
        query: query, settings: settings, tokenizer: options.tokenize,
        matchAll: options.tokenMatch == .all,
        statistics: statistics ?? TokenStatistics())
    }
    return .bitap(pattern: query, settings: settings)
  }

  /// The searcher for `query`, reusing the last query's (Fuse.js's `_getSearcher`).
  private func cachedStringSearcher(for query: String, includingMatches: Bool) -> any TextSearcher {
    if let cachedSearcher, cachedSearcher.includesMatches == includingMatches,
      JavaScriptString.equal(cachedSearcher.query, query)
    {
      return cachedSearcher.searcher
    }
    let searcher = searcherRecipe(for: query, includingMatches: includingMatches).make()
    cachedSearcher = (query, includingMatches, searcher)
    return searcher
  }

  /// A logical string leaf's searcher.
  ///
  /// Under token search (without extended search) Fuse.js crashes here; this port says so instead.
  private func leafSearcher(for pattern: String) throws(FuseError) -> any TextSearcher {
    if options.useTokenSearch && !options.useExtendedSearch {
      throw FuseError.unsupported(
        reason:
          "logical queries with string patterns cannot be combined with useTokenSearch (Fuse.js crashes on this)"
      )
    }
    return makeStringSearcher(for: pattern)
  }

  /// The scan kernel for a string query's searcher, over the current store and keys.
  ///
  /// - Parameters:
  ///   - searcher: The query's searcher.
  ///   - keepsMatches: Whether the kernel keeps each result's matched fields (the default: when
  ///     the options report matches or sort by them).
  ///   - seams: The search's test seams (``SearchSeams``).
  func scanKernel(
    for searcher: any TextSearcher, keepsMatches: Bool? = nil, seams: SearchSeams
  ) -> StoreScan {
    let requireAllTerms = options.useTokenSearch && options.tokenMatch == .all
    var kernel = StoreScan(
      store: store, keyWeights: index.keys.indices.map { normalizedKey(at: $0).weight },
      stringMode: isStringCollection,
      requiredTermCount: requireAllTerms ? (searcher as? TokenSearcher)?.termCount : nil,
      ignoreFieldNorm: options.ignoreFieldNorm)
    kernel.runsBatchPrefilterPass = seams.allowsBatchPrefilter
    kernel.keepsMatches = keepsMatches ?? (options.includeMatches || options.sortFn != nil)
    kernel.helperWillScan = seams.scanHelperWillScan
    return kernel
  }

  /// Runs a string query over every record (Fuse.js's `_searchStringList`/`_searchObjectList`),
  /// on up to ``maximumConcurrency`` threads.
  ///
  /// With a `checkInterval`, the scan goes in rounds of `checkInterval` records per thread and
  /// checks for cancellation before each round; it returns `nil` when cancelled. Without
  /// `includingMatches` (only when there is no custom sort, which reads matches), it finds
  /// scores only, whatever ``FuseOptions/includeMatches`` says. `seams` observe the scan and
  /// choose its paths (``SearchSeams``).
  private func scan(
    query: String, checkInterval: Int?, includingMatches: Bool = true, seams: SearchSeams
  ) -> ScoredParts? {
    let recordCount = store.recordCount
    let round = checkInterval.map { max(1, $0) }
    let workers = StoreScan.workerCount(
      records: min(recordCount, (round ?? recordCount) * maximumConcurrency),
      maximum: maximumConcurrency)
    let searcher = cachedStringSearcher(for: query, includingMatches: includingMatches)
    var kernel = scanKernel(
      for: searcher, keepsMatches: includingMatches ? nil : false, seams: seams)
    let recipe = searcherRecipe(for: query, includingMatches: includingMatches)
    if let token = searcher as? TokenSearcher, usesTermMatches(for: token, seams: seams) {
      guard let scores = tokenScores(token, kernel: kernel, cancellable: round != nil) else {
        lastSearchRecordsScanned = 0
        return nil
      }
      kernel.textScores = scores
    }
    var memos = [OutcomeMemo](
      repeating: OutcomeMemo(slots: store.memoSlotCount), count: workers)
    // The kept powers move into the memos (no copy) and come back after the scan.
    for thread in memos.indices where thread < powerMemos.count {
      memos[thread].powers = powerMemos[thread]
    }
    powerMemos = []
    defer { powerMemos = memos.map(\.powers) }
    guard let round else {
      lastSearchRecordsScanned = recordCount
      return kernel.run(
        0..<recordCount, searcher: searcher, recipe: recipe, memos: &memos)
    }
    var results = ScoredParts()
    var next = 0
    while next < recordCount {
      seams.cancellationCheckObserver?(next)
      if Task.isCancelled {
        lastSearchRecordsScanned = next
        return nil
      }
      let end = min(recordCount, next + round * workers)
      results.append(
        contentsOf: kernel.run(
          next..<end, searcher: searcher, recipe: recipe, memos: &memos))
      next = end
    }
    lastSearchRecordsScanned = recordCount
    return results
  }

  /// Sorts (if asked), applies the limit and formats.
  ///
  /// The results stay in their threads' buffers: ordering reads their keys in place, and only
  /// reported matches or a custom sort need them merged into one. The results of the documents
  /// in `extra` that the limit leaves out follow, in the same order.
  /// With `reportingMatches` false, the results carry no matches whatever the options say.
  func finish(
    _ found: ScoredParts, limit: Int?, isStringQuery: Bool, extra: Set<Int> = [],
    reportingMatches: Bool = true
  ) -> [FuseResult<Element>] {
    // Positions are in record order: in `keys`, and in `found.merged()`.
    let keys = found.orderKeys()
    let (order, merged) = resultOrder(
      found, keys: keys, limit: limit, isStringQuery: isStringQuery, extra: extra)
    if options.includeMatches && reportingMatches {
      let all = merged ?? found.merged()
      return order.map { format(all, $0) }
    }
    // Without matches, a result is its position and score: the collection and the options
    // are read once, not once per result.
    let documents = self.documents
    let includeScore = options.includeScore
    // Written in place with an inlined initialiser rather than by `map`: outside a client
    // that specialises it, this code is generic over `Element`, and `map` (or a call to the
    // initialiser) looked `FuseResult<Element>`'s type metadata up once per result, which
    // cost more than the rest of the result's making.
    // No results: `[]`, not an array made with capacity 0, which is the shared empty-array
    // storage whose count that initialiser writes (Thread Sanitizer reports it as a race with
    // any other thread reading an empty array).
    guard !order.isEmpty else { return [] }
    return [FuseResult<Element>](unsafeUninitializedCapacity: order.count) { buffer, written in
      order.withUnsafeBufferPointer { order in
        keys.withUnsafeBufferPointer { keys in
          for (slot, position) in order.enumerated() {
            assert(
              slot < buffer.count && position >= 0 && position < keys.count,
              "a result outside its buffer or an order past the keys")
            let key = keys[position]
            assert(
              key.docIndex >= 0 && key.docIndex < documents.count, "a result past the documents")
            buffer.initializeElement(
              at: slot,
              to: FuseResult(
                in: documents, at: key.docIndex, refIndex: key.docIndex,
                score: includeScore ? key.score : nil, matches: nil))
            written = slot + 1
          }
        }
      }
    }
  }

  /// The results to return, as positions in `keys` (``ScoredParts/orderKeys()`` of `found`) in
  /// their order: sorted (if asked), cut at the limit, then the results of the documents in
  /// `extra` that the limit leaves out, in the same order.
  ///
  /// - Returns: The positions, and all the results merged when a custom sort needed them.
  func resultOrder(
    _ found: ScoredParts, keys: [ResultOrder.Key], limit: Int?, isStringQuery: Bool,
    extra: Set<Int>
  ) -> (order: [Int], merged: ScoredResults?) {
    var count = found.count
    if let limit, limit >= 0 { count = min(count, limit) }
    var merged: ScoredResults?
    var order: [Int]
    let hasExtra = !extra.isEmpty && count < keys.count
    if !options.shouldSort {
      order = Array(0..<count)
      if hasExtra { order += (count..<keys.count).filter { extra.contains(keys[$0].docIndex) } }
    } else if options.sortFn == nil {
      order = ResultOrder.best(keys, count: count)
      if hasExtra {
        // The kept results are the best `count` by (score, docIndex), a total order: a result
        // is left out exactly when the last kept one precedes it.
        let last = order.last.map { keys[$0] }
        order += keys.filter { key in
          extra.contains(key.docIndex) && last.map { $0.precedes(key) } ?? true
        }
        .sorted { $0.precedes($1) }.map(\.position)
      }
    } else {
      let all = found.merged()
      merged = all
      let ordered = customOrder(all, isStringQuery: isStringQuery)
      order = Array(ordered.prefix(count))
      if hasExtra {
        order += ordered.dropFirst(count).filter { extra.contains(all.results[$0].docIndex) }
      }
    }
    return (order, merged)
  }

  /// The result positions in the order of ``FuseOptions/sortFn``.
  private func customOrder(_ found: ScoredResults, isStringQuery: Bool) -> [Int] {
    let results = found.results
    guard let sortFn = options.sortFn else { return Array(results.indices) }
    let entries = results.indices.map { position in
      FuseSortEntry(
        refIndex: results[position].docIndex, score: results[position].score,
        matches: found.matches(of: position).map { formatMatch($0, keepEmpty: true) })
    }
    // Ties fall back to position for string queries, and keep scan order (a stable sort) for
    // logical queries, as Fuse.js does.
    return results.indices.sorted { left, right in
      if sortFn(entries[left], entries[right]) { return true }
      if sortFn(entries[right], entries[left]) { return false }
      return isStringQuery ? results[left].docIndex < results[right].docIndex : left < right
    }
  }

  /// The result at `position` of `found`, with its matches and score as the options ask.
  func format(_ found: ScoredResults, _ position: Int) -> FuseResult<Element> {
    let result = found.results[position]
    var matches: [FuseMatch]?
    if options.includeMatches {
      matches = found.matches(of: position).compactMap { match in
        guard let indices = match.indices, !indices.isEmpty else { return nil }
        return formatMatch(match, keepEmpty: false)
      }
    }
    return FuseResult(
      in: documents, at: result.docIndex, refIndex: result.docIndex,
      score: options.includeScore ? result.score : nil, matches: matches)
  }

  private func formatMatch(_ match: ScoredMatch, keepEmpty: Bool) -> FuseMatch {
    let arrayIndex = store.arrayIndex(ofField: match.field)
    // A run ending before it starts (an inverse match on a text that normalised to nothing)
    // cannot be a ClosedRange; it carries no characters, so it is left out.
    let ranges = (match.indices ?? []).compactMap { run in
      run.end >= run.start ? run.start...run.end : nil
    }
    return FuseMatch(
      key: match.reportsKey ? index.keys[store.key(ofField: match.field)].id : nil,
      value: store.originalText(ofField: match.field),
      refIndex: arrayIndex >= 0 ? arrayIndex : nil,
      indices: ranges, normalization: options.normalization)
  }
}
