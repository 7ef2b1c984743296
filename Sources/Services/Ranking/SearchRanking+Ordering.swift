public import FuseCore

extension SearchRanking {
  /// Orders `results` (Fuse.js's order, best first) by this ranking and keeps `limit`.
  ///
  /// A ``SearchService`` does the same with the words it keeps per record; this form splits the
  /// candidates' texts into words on every call, for results from elsewhere, and counts the
  /// credits of ``Rules/credits`` over the candidates alone (a service counts them over its
  /// whole collection).
  ///
  /// - Parameters:
  ///   - results: Fuse.js's results for `query`, in Fuse.js's order (for `limit` ranked
  ///     results, ask Fuse.js for at least `max(limit, candidates)`).
  ///   - query: The query.
  ///   - limit: The most results to return; `nil` means all.
  ///   - keys: The ids of the keys `texts` groups by, in the same order (``nameKeys`` are
  ///     looked up among them; without them, no key holds names). ``billedNames``
  ///     counts a key's texts in the order `texts` gives them.
  ///   - year: A result's year, where the records carry one, for ``Rules/year`` (default:
  ///     none).
  ///   - popularity: The records' declared popularity (``Rules/popularity``), if any.
  ///   - texts: A result's searched texts grouped by key, the primary key (title or name)
  ///     first, which the relevance rules read: the searcher's
  ///     `indexedTexts(refIndex: result.refIndex)`.
  /// - Returns: The same results, unchanged, in this ranking's order.
  /// - Complexity: O(*c*·*q*·*t*) for *c* candidates, *q* query letters and *t* letters of a
  ///   record's texts, plus O(*c* log *c*) to sort.
  public func ordered<Record>(
    _ results: [FuseResult<Record>], query: String, limit: Int?, keys: [String]? = nil,
    year: ((FuseResult<Record>) -> Int?)? = nil, popularity: CorpusPopularity<Record>? = nil,
    texts: (FuseResult<Record>) -> [[String]]
  ) -> [FuseResult<Record>] {
    guard order == .relevance, results.count > 1 else {
      return limit.map { Array(results.prefix($0)) } ?? results
    }
    let head = Array(results.prefix(candidates))
    // Each candidate's texts are asked for once: the words and the pieces as typed read them.
    let headTexts = head.map(texts)
    var years: ((Int) -> Int?)?
    if rules.contains(.year), let year { years = { year(head[$0]) } }
    let index = RecordWordIndex(
      count: head.count, names: nameCounts(keys), year: years,
      readsAmpersand: rules.contains(.ampersand)
    ) { headTexts[$0] }
    var memo = WordDistanceMemo()
    return ordered(
      results, query: query, limit: limit, index: index, popularity: popularity, memo: &memo,
      ownTexts: { headTexts[$0].first ?? [] }
    ) { $1 }.map(\.result)
  }

  /// The records of `index` found by their words for `query` (``wordCandidates``): what a
  /// search asks Fuse.js to return beyond its best results, to rank with them.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - index: The records' words.
  ///   - postings: The records of each of `index`'s words, if built (without, the records'
  ///     words are read through once).
  ///   - memo: Typos remembered between query words and the index's words.
  ///   - reach: The index's words found within reach of query words before.
  /// - Returns: Record numbers, best first (none for Fuse.js's order).
  func wordCandidates(
    for query: String, index: RecordWordIndex, postings: WordPostings?,
    memo: inout WordDistanceMemo, reach: inout WordReachMemo
  ) -> [Int] {
    guard order == .relevance, wordCandidates > 0 else { return [] }
    let prepared = RelevanceQuery(query, rules: rules, index: index)
    // Word candidates are chosen by their words alone: no text as written is read.
    func noTexts(_: Int) -> [String] { [] }
    return prepared.withScorer(index: index, ownTexts: noTexts, memo: &memo) { scorer in
      scorer.wordCandidates(postings: postings, limit: wordCandidates, reach: &reach)
        + scorer.ownTextCandidates(postings: postings, limit: wordCandidates)
    }
  }

  /// Orders `results` by this ranking, reading each candidate's words in `index`.
  ///
  /// The candidates are the first ``candidates`` results and the later ones whose records are
  /// in `extra`.
  ///
  /// - Parameters:
  ///   - results: Fuse.js's results, in Fuse.js's order.
  ///   - query: The query.
  ///   - limit: The most results to return; `nil` means all.
  ///   - index: The records' words, with the texts that are people's names.
  ///   - extra: Records of `index` that are candidates wherever Fuse.js places them.
  ///   - popularity: The records' declared popularity (``Rules/popularity``); `nil`: none.
  ///   - memo: Typos remembered between query words and the index's words.
  ///   - ownTexts: Record *r*'s own texts (its first key's) as written, for
  ///     ``Rules/asTyped``.
  ///   - personOverTitle: Called with the record put before the titles the query is
  ///     (``Rules/personOverTitle``), if any.
  ///   - workers: The most threads that work out the candidates' evidence (1 or 2): two when
  ///     there are at least ``RelevanceQuery/Scorer/sharedEvidenceMinimum`` candidates to weigh.
  ///   - record: Which of `index`'s records a candidate is, given the result and its place
  ///     among the results.
  /// - Returns: The same results, unchanged, in this ranking's order, each with its place.
  func ordered<Record>(
    _ results: [FuseResult<Record>], query: String, limit: Int?, index: RecordWordIndex,
    extra: Set<Int> = [], popularity: CorpusPopularity<Record>? = nil,
    memo: inout WordDistanceMemo, ownTexts: (Int) -> [String],
    personOverTitle: ((Int) -> Void)? = nil, workers: Int = 1,
    record: (_ result: FuseResult<Record>, _ position: Int) -> Int
  ) -> [RankedResult<Record>] {
    guard order == .relevance, results.count > 1 else {
      let kept = limit.map { results.prefix($0) } ?? results[...]
      return kept.map { RankedResult($0, evidence: nil) }
    }
    let query = searchedQuery(query)
    let prepared = RelevanceQuery(query, rules: rules, index: index)
    var head = Array(results.indices.prefix(candidates))
    if !extra.isEmpty {
      head += results.indices.dropFirst(candidates).filter {
        extra.contains(record(results[$0], $0))
      }
    }
    let wanted = limit.map { min($0, results.count) } ?? results.count
    // A blank query lists the records in order: every record ties, and none is preferred.
    let popularity = rules.contains(.popularity) && !Fuse.isBlank(query) ? popularity : nil
    var keyed = prepared.withScorer(
      index: index, ownTexts: ownTexts, memo: &memo
    ) { scorer in
      let records = head.map { record(results[$0], $0) }
      // The phrase comes first in the comparison: once `wanted` candidates match at least as
      // well as some phrase class, a candidate that matches worse cannot be among the first
      // `wanted`, and its (costlier) evidence is not worked out.
      let phrases = records.map { scorer.phrase(ofRecord: $0) }
      let ranked = phrases.map { $0.ranked(lastWordIsOpen: prepared.lastWordIsOpen) }
      let cutoff = Self.phraseCutoff(ranked, wanted: wanted)
      let weighed = records.indices.filter { ranked[$0] <= cutoff }
      let evidence =
        workers > 1 && weighed.count >= RelevanceQuery.Scorer.sharedEvidenceMinimum
        ? scorer.sharedEvidence(
          ofRecords: weighed.map { records[$0] }, phrases: weighed.map { phrases[$0] },
          ownTexts: weighed.map { prepared.readsOwnTexts ? ownTexts(records[$0]) : [] })
        : weighed.map { scorer.evidence(ofRecord: records[$0], phrase: phrases[$0]) }
      return zip(weighed, evidence).map {
        candidate, evidence -> (evidence: RelevanceEvidence, position: Int) in
        var evidence = evidence
        if let popularity {
          evidence.unpopularity = Self.unpopularity(
            popularity.popularity(of: results[head[candidate]].item))
        }
        return (evidence: evidence, position: head[candidate])
      }
    }
    // A query ending after a word is on its way to another: it is no whole title.
    let order = EvidenceOrder(rules: rules)
    if rules.isSuperset(of: [.personOverTitle, .wholeText]), !prepared.expectsNextWord,
      let promoted = Self.putPersonBeforeTitles(
        &keyed, perRecord: { index.credits().perRecord }, order: order)
    {
      let position = keyed[promoted].position
      personOverTitle?(record(results[position], position))
    }
    var ordered: [RankedResult<Record>] = []
    ordered.reserveCapacity(wanted)
    // Only the first `wanted` are kept: select them instead of sorting every candidate.
    let best =
      wanted < keyed.count
      ? Self.smallest(wanted, of: keyed, by: order)
      : keyed.sorted(by: order.precedes)
    for entry in best.prefix(wanted) {
      ordered.append(RankedResult(results[entry.position], evidence: entry.evidence))
    }
    if ordered.count < wanted {
      // The results that were no candidates follow, in Fuse.js's order.
      var isCandidate = [Bool](repeating: false, count: results.count)
      for position in head { isCandidate[position] = true }
      for position in results.indices where !isCandidate[position] {
        guard ordered.count < wanted else { break }
        ordered.append(RankedResult(results[position], evidence: nil))
      }
    }
    return ordered
  }

  /// A declared popularity as ``RelevanceEvidence/unpopularity`` compares it: negated, and
  /// infinity for none.
  static func unpopularity(_ popularity: Double?) -> Double {
    popularity.map { -$0 } ?? .infinity
  }

  /// The worst phrase class a candidate may have and still be among the first `wanted`: the
  /// best class that, with every better one, holds at least `wanted` candidates
  /// (``PhraseMatch/nowhere`` when none does).
  static func phraseCutoff(_ phrases: [PhraseMatch], wanted: Int) -> PhraseMatch {
    var counts = [Int](repeating: 0, count: PhraseMatch.nowhere.rawValue + 1)
    for phrase in phrases { counts[phrase.rawValue] += 1 }
    var total = 0
    for (rawValue, count) in counts.enumerated() {
      total += count
      if total >= wanted, let cutoff = PhraseMatch(rawValue: rawValue) { return cutoff }
    }
    return .nowhere
  }

  /// The first `count` entries in `order` (their places deciding ties), in order.
  private static func smallest(
    _ count: Int, of entries: [(evidence: RelevanceEvidence, position: Int)],
    by order: EvidenceOrder
  ) -> [(evidence: RelevanceEvidence, position: Int)] {
    guard count > 0 else { return [] }
    // A sorted list of the best `count` so far: each entry is compared with the worst kept.
    var kept: [(evidence: RelevanceEvidence, position: Int)] = []
    kept.reserveCapacity(count + 1)
    for entry in entries {
      if kept.count == count, let worst = kept.last, !order.precedes(entry, worst) {
        continue
      }
      let place = kept.firstIndex { order.precedes(entry, $0) } ?? kept.count
      kept.insert(entry, at: place)
      if kept.count > count { kept.removeLast() }
    }
    return kept
  }
}
