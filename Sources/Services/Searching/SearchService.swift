import Foundation
public import FuseCore

/// An actor that owns one searcher over a collection of records and serialises every search and
/// mutation on it.
///
/// ```swift
/// let books = try BookSearchService(books: EmbeddedCorpus.books())
/// let hits = try await books.search("stve", limit: 5)   // Steve Jobs, Becoming Steve Jobs
/// try await books.add(Book(title: "Dune", author: "Frank Herbert", year: 1965))
/// ```
///
/// **When to use it:** a collection that lives for a while, is searched from many places and is
/// changed while the app runs (the REPL's corpora, a view-model's backing store). The actor builds
/// its `Fuse.Search` itself from Sendable inputs (`[Record]` and `FuseOptions`) and
/// never hands it out, so the non-Sendable searcher cannot be shared by accident.
///
/// **What runs in parallel:** an actor runs one job at a time, so ten queries sent to one
/// `SearchService` at once run one after the other, however many tasks send them. Each search
/// may itself scan on several threads: a collection of 4,096 records or more is scanned in
/// chunks by the actor's thread and helper threads of the global dispatch queue, at most
/// `maximumConcurrency` in all (by default every active processor; ``SearchCatalog``, which
/// runs several searches at once, gives each a share of the processors). The actor's thread
/// never waits for a helper: it scans a late helper's chunk itself (see the Concurrency
/// article). The relevance order then weighs its candidates on the actor's thread and, when
/// `maximumConcurrency` allows two and there are enough of them, one helper; the actor waits
/// only for the one candidate a helper is weighing when the last is taken. For several queries
/// at once, spread them over several actors (``SearchCatalog``)
/// or build a searcher per call with ``OneShotSearch``.
///
/// The other patterns, and when each fits:
///
/// | pattern | type | use it for |
/// | --- | --- | --- |
/// | one-shot | ``OneShotSearch`` | a single query over data you already hold; parallel batches |
/// | actor | `SearchService` | a long-lived, mutable collection shared by many callers |
/// | async let | ``SearchCatalog`` | several corpora searched at once, one actor each |
/// | debounced | the ViewModels module's search view-model | search-as-you-type over an actor |
/// | main actor | ``MainActorSearcher`` | a small collection owned by UI code, searched synchronously |
/// | GCD | ``DispatchQueueSearcher`` | legacy completion-handler code only |
///
/// A search checks for task cancellation every ``cancellationCheckInterval`` records and stops
/// with `CancellationError`; ``lastScan`` tells how far it got.
///
/// Results come in the order of the service's ``ranking``: Fuse.js's own (``SearchRanking/fuse``)
/// or the relevance order that re-ranks Fuse.js's best candidates (see ``SearchRanking``). The
/// results and their scores are Fuse.js's either way; ``setRanking(_:)`` switches at run time.
public actor SearchService<Record: Sendable> {
  /// The searcher; it never leaves the actor.
  var searcher: Fuse.Search<Record>
  /// The order results are returned in.
  public private(set) var ranking: SearchRanking
  /// How well known each record is, if its corpus declares it: the relevance order's last
  /// tie-break (``SearchRanking/Rules/popularity``).
  public let popularity: CorpusPopularity<Record>?
  /// How many records a search scans between two checks for task cancellation.
  public let cancellationCheckInterval: Int
  /// What the most recent string search scanned, or `nil` before the first search.
  public private(set) var lastScan: SearchScan?
  /// The words of every record's searched texts, for the relevance order: built with the
  /// searcher while the ranking is ``SearchRanking/Order-swift.enum/relevance``, kept in step
  /// with every mutation, `nil` while Fuse.js's order needs none.
  var recordWords: RecordWordIndex?
  /// Typos remembered between query words and ``recordWords``'s words.
  var wordDistances = WordDistanceMemo()
  /// ``recordWords``'s words found within reach of query words, remembered between searches.
  var wordReach = WordReachMemo()
  /// The build of ``recordWords``'s postings under way beside the searches, if any
  /// (``buildPostings(from:)``).
  private var postingsBuild: Task<Void, Never>?
  /// A record's year, where the records carry one (``CorpusProfile/year``): what
  /// ``SearchRanking/Rules/year`` matches a year typed in the query against.
  let recordYear: (@Sendable (Record) -> Int?)?

  /// Creates a service that indexes `records` with `options`.
  ///
  /// - Parameters:
  ///   - records: The collection to search, in order; results' `refIndex` values point into it.
  ///   - options: The search options (keys, threshold, …).
  ///   - ranking: The order results are returned in (default: Fuse.js's, ``SearchRanking/fuse``).
  ///   - year: A record's year, where the records carry one (``CorpusProfile/year``; default:
  ///     none).
  ///   - popularity: How well known each record is, if declared (default: none).
  ///   - cancellationCheckInterval: How many records a search scans between checks for task
  ///     cancellation (at least 1; default 2,048).
  /// - Throws: `FuseError` for invalid options or keys.
  /// - Complexity: O(*n*) in the total length of the indexed texts.
  public init(
    _ records: [Record], options: FuseOptions<Record>, ranking: SearchRanking = .fuse,
    year: (@Sendable (Record) -> Int?)? = nil, popularity: CorpusPopularity<Record>? = nil,
    cancellationCheckInterval: Int = 2_048
  ) throws(FuseError) {
    let builder = Self.wordBuilder(records, options: options, ranking: ranking, year: year)
    self.searcher = try Fuse.Search(
      records, options: options, readingIndexedTexts: builder.map { $0.read })
    if let builder {
      recordWords = Self.recordWords(
        of: searcher, ranking, year: year, built: builder.finish(count: records.count),
        checkpoint: BuildCheckpoint<Never>.never)
    }
    self.ranking = ranking
    self.recordYear = year
    self.popularity = popularity
    self.cancellationCheckInterval = max(1, cancellationCheckInterval)
  }

  /// Creates a service as ``init(_:options:ranking:year:popularity:cancellationCheckInterval:)``
  /// does, but stops when the current task is cancelled.
  ///
  /// Building the index (FuseCore's, and the words the relevance order reads) checks
  /// `Task.isCancelled` every ``indexCancellationCheckInterval`` records, as a search does
  /// while it scans, so a long build over a large collection ends promptly instead of
  /// finishing.
  ///
  /// - Parameters:
  ///   - records: The collection to search, in order.
  ///   - options: The search options (keys, threshold, …).
  ///   - ranking: The order results are returned in (default: Fuse.js's, ``SearchRanking/fuse``).
  ///   - year: A record's year, where the records carry one (``CorpusProfile/year``; default:
  ///     none).
  ///   - popularity: How well known each record is, if declared (default: none).
  ///   - cancellationCheckInterval: How many records a search scans between checks for task
  ///     cancellation (at least 1; default 2,048).
  /// - Throws: `FuseError` for invalid options or keys; `CancellationError` when the task was
  ///   cancelled before the index was built.
  /// - Complexity: O(*n*) in the total length of the indexed texts.
  public init(
    cancellablyIndexing records: [Record], options: FuseOptions<Record>,
    ranking: SearchRanking = .fuse, year: (@Sendable (Record) -> Int?)? = nil,
    popularity: CorpusPopularity<Record>? = nil,
    cancellationCheckInterval: Int = 2_048
  ) throws {
    (searcher, recordWords) = try Self.cancellablyIndexed(
      records, options: options, ranking: ranking, year: year)
    self.ranking = ranking
    self.recordYear = year
    self.popularity = popularity
    self.cancellationCheckInterval = max(1, cancellationCheckInterval)
  }

  /// How many records a cancellable index build
  /// (``init(cancellablyIndexing:options:ranking:year:popularity:cancellationCheckInterval:)``,
  /// ``setCollection(cancellablyIndexing:)``) reads between checks for task cancellation: few,
  /// as indexing a record costs far more than scanning it, and a check costs next to nothing.
  public static var indexCancellationCheckInterval: Int { 128 }

  /// Searches the collection, stopping early if the calling task is cancelled, and returns the
  /// results in the order of ``ranking``.
  ///
  /// - Parameters:
  ///   - query: The pattern; a blank query returns every record, in order.
  ///   - limit: The most results to return; `nil` means all.
  ///   - maximumConcurrency: The most threads the scan (and the relevance order's weighing of
  ///     its candidates, on at most two) may use, the actor's own included (at least 1); `nil`
  ///     means every active processor. A caller that runs several searches at once gives each
  ///     a share (``SearchCatalog`` does).
  /// - Returns: The matching records, best first by ``ranking``, with Fuse.js's scores (and
  ///   matches, when the options include them: with a limit, the relevance order ranks its
  ///   candidates without and finds those of the records it returns).
  /// - Throws: `CancellationError` when the calling task is cancelled before or during the scan.
  /// - Complexity: O(*n*·*m*) for *n* indexed texts and a pattern of *m* characters, plus the
  ///   ranking's work on its candidates.
  public func search(_ query: String, limit: Int? = nil, maximumConcurrency: Int? = nil)
    throws(CancellationError) -> [FuseResult<Record>]
  {
    try rankedSearch(query, limit: limit, maximumConcurrency: maximumConcurrency).map(\.result)
  }

  /// Searches the collection as ``search(_:limit:maximumConcurrency:)`` does, and says where
  /// each result stands in the ranking's order.
  private func rankedSearch(_ query: String, limit: Int? = nil, maximumConcurrency: Int? = nil)
    throws(CancellationError) -> [RankedResult<Record>]
  {
    searcher.maximumConcurrency = max(1, maximumConcurrency ?? Self.processorCount)
    guard ranking.order == .relevance, recordWords != nil else {
      let found = try fuseSearch(query, limit: ranking.fuseLimit(for: limit))
      let kept = limit.map { found.prefix($0) } ?? found[...]
      return kept.map { RankedResult($0, evidence: nil) }
    }
    // Spaces that say nothing about the record meant are not searched
    // (``SearchRanking/Rules/extraSpaces``).
    return try relevanceSearch(ranking.searchedQuery(query), limit: limit)
  }

  /// Searches as ``search(_:limit:maximumConcurrency:)`` does, and tells how many records match
  /// the query in all, however few the limit returns: for a list that shows "20 of 1,234".
  ///
  /// ```swift
  /// let found = try await films.countedSearch("godfather", limit: 20)
  /// print("\(found.results.count) of \(found.matchCount)")
  /// ```
  ///
  /// - Parameters:
  ///   - query: The pattern; a blank query returns every record, in order (all of them match).
  ///   - limit: The most results to return; `nil` means all.
  ///   - maximumConcurrency: The most threads the scan may use, as for
  ///     ``search(_:limit:maximumConcurrency:)``.
  /// - Returns: The same results as ``search(_:limit:maximumConcurrency:)``, and the number of
  ///   records that match (the scan scores every match before the limit applies, so counting
  ///   costs nothing).
  /// - Throws: `CancellationError` when the calling task is cancelled before or during the scan.
  public func countedSearch(
    _ query: String, limit: Int? = nil, maximumConcurrency: Int? = nil
  ) throws(CancellationError) -> CountedResults<Record> {
    let ranked = try rankedSearch(query, limit: limit, maximumConcurrency: maximumConcurrency)
    return CountedResults(ranked, matchCount: lastScan?.matchCount ?? ranked.count)
  }

  /// ``search(_:limit:maximumConcurrency:)`` in the relevance order, telling `personOverTitle`
  /// the record it puts before the titles the query is (``SearchRanking/Rules/personOverTitle``),
  /// if any.
  private func relevanceSearch(
    _ query: String, limit: Int?, personOverTitle: ((Int) -> Void)? = nil
  ) throws(CancellationError) -> [RankedResult<Record>] {
    let extra = Set(wordCandidates(for: query))
    // With a limit, the matches are found for the results kept, not for every candidate. A
    // zero limit returns nothing, and a blank query's candidates are the first records in
    // order: neither searches for other records.
    let candidates = try fuseSearch(
      query, limit: ranking.fuseLimit(for: limit),
      alsoReturning: limit == 0 || Fuse.isBlank(query) ? [] : extra,
      matches: limit == nil ? .immediate : .deferred)
    let ordered = relevanceOrdered(
      candidates.results, query: query, limit: limit, extra: extra,
      personOverTitle: personOverTitle)
    // The actor holds the searcher from the candidate search to here, so the candidates are
    // current and every kept result is one of them: the matches are found without error.
    guard let matched = try? searcher.addingMatches(to: ordered.map(\.result), from: candidates)
    else { return ordered }
    return zip(ordered, matched).map { ranked, result in
      var ranked = ranked
      ranked.result = result
      return ranked
    }
  }

  /// Whether record `refIndex` is the one the relevance order puts before the titles `query`
  /// is (``SearchRanking/Rules/personOverTitle``), found by ranking the query's candidates.
  ///
  /// - Complexity: A search's.
  private func isPutBeforeTitles(_ query: String, refIndex: Int) -> Bool {
    guard ranking.rules.contains(.personOverTitle), recordWords != nil else { return false }
    var promoted: Int?
    _ = try? relevanceSearch(query, limit: nil) { promoted = $0 }
    return promoted == refIndex
  }

  /// `found` (Fuse.js's first results and those of `extra`) in the relevance order, cut at
  /// `limit`.
  private func relevanceOrdered(
    _ found: [FuseResult<Record>], query: String, limit: Int?, extra: Set<Int>,
    personOverTitle: ((Int) -> Void)? = nil
  ) -> [RankedResult<Record>] {
    guard let recordWords else {
      let kept = limit.map { found.prefix($0) } ?? found[...]
      return kept.map { RankedResult($0, evidence: nil) }
    }
    return ranking.ordered(
      found, query: query, limit: limit, index: recordWords, extra: extra, popularity: popularity,
      memo: &wordDistances,
      ownTexts: searcher.primaryTexts(refIndex:), personOverTitle: personOverTitle,
      workers: min(2, searcher.maximumConcurrency)
    ) { result, _ in result.refIndex }
  }

  /// The records of ``recordWords`` found by their words for `query`
  /// (``SearchRanking/wordCandidates``).
  ///
  /// A search without the words' postings reads the words through once. The second such
  /// search (since the words last changed) starts building the postings on another thread
  /// (``buildPostings(from:)``) and reads the words through too; the searches after the
  /// postings arrive read them. So a one-shot search builds no table it would read once, and
  /// someone typing never waits for one: over a large file, building it takes as long as a few
  /// searches.
  private func wordCandidates(for query: String) -> [Int] {
    guard ranking.wordCandidates > 0, !Fuse.isBlank(query), let words = recordWords else {
      return []
    }
    let postings = words.builtPostings
    if postings == nil {
      // Noting the scan sets a flag in place: no array of the index is copied.
      if words.wasScanned { buildPostings(from: words) } else { recordWords?.noteScan() }
    }
    return ranking.wordCandidates(
      for: query, index: words, postings: postings, memo: &wordDistances, reach: &wordReach)
  }

  /// Builds the postings of `words` (a copy of ``recordWords``) on a thread of its own, unless
  /// a build is under way, and keeps them if the words have not changed by the time they are
  /// built (``RecordWordIndex/install(_:builtAt:)``); ``postingsBuilt()`` waits for it.
  private func buildPostings(from words: RecordWordIndex) {
    guard postingsBuild == nil else { return }
    postingsBuild = Task.detached(priority: .utility) { [self] in
      let postings = WordPostings(words)
      await self.install(postings, builtAt: words.revision)
    }
  }

  /// Keeps postings built by ``buildPostings(from:)`` from the words at `revision`, if they
  /// are still those words.
  private func install(_ postings: WordPostings, builtAt revision: UInt64) {
    postingsBuild = nil
    // Sets the postings in place: no array of the index is copied.
    recordWords?.install(postings, builtAt: revision)
  }

  /// Waits until the postings build under way, if any, has ended: they are then kept, or were
  /// dropped because the words changed meanwhile.
  func postingsBuilt() async {
    await postingsBuild?.value
  }

  /// The active processors: the threads a search may use unless told fewer.
  static var processorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Sets the order later searches return their results in.
  ///
  /// - Parameter ranking: The new ranking.
  /// - Complexity: O(1), except when switching to the relevance order for the first time or to
  ///   other name keys or billed names: O(*n*) in the total length of the indexed texts, to
  ///   split them into words.
  public func setRanking(_ ranking: SearchRanking) {
    self.ranking = ranking
    let names = Self.names(of: searcher, ranking)
    // Words split with other names read names apart differently (a book's authors: NameList).
    // Years are kept only while the year rule reads them.
    let keepsYears = ranking.rules.contains(.year) && recordYear != nil
    let readsAmpersand = ranking.rules.contains(.ampersand)
    let isStale =
      recordWords.map {
        $0.names != names || $0.keepsYears != keepsYears || $0.readsAmpersand != readsAmpersand
      }
      ?? (ranking.order == .relevance)
    if isStale { rebuildRecordWords() }
  }

  /// Splits every record's searched texts into words again (after the collection or the keys
  /// changed), when the relevance order needs them.
  func rebuildRecordWords() {
    guard ranking.order == .relevance || recordWords != nil else { return }
    recordWords = Self.recordWords(of: searcher, ranking, year: recordYear)
    wordDistances = WordDistanceMemo()
    wordReach = WordReachMemo()
  }

  /// Which of `searcher`'s texts `ranking` reads as people's names, by their keys.
  private static func names(
    of searcher: Fuse.Search<Record>, _ ranking: SearchRanking
  ) -> NameCounts {
    ranking.nameCounts(searcher.options.keys.map(\.id))
  }

  /// The words of every record `searcher` indexed, with each record's `year` under
  /// ``SearchRanking/Rules/year`` (the name credits are counted by the first search that finds
  /// a surname: ``RecordWordIndex/credits()``).
  private static func recordWords(
    of searcher: Fuse.Search<Record>, _ ranking: SearchRanking,
    year: (@Sendable (Record) -> Int?)?
  ) -> RecordWordIndex {
    recordWords(of: searcher, ranking, year: year, checkpoint: BuildCheckpoint<Never>.never)
  }

  /// ``recordWords(of:_:year:)``, with `checkpoint` called every `BuildCheckpoint.interval`
  /// records; an error it throws stops the build and is rethrown.
  ///
  /// The words are `built`'s when given (by a ``wordBuilder(_:options:ranking:year:)`` that read
  /// the searcher's build), else split here.
  static func recordWords<Failure: Error>(
    of searcher: Fuse.Search<Record>, _ ranking: SearchRanking,
    year: (@Sendable (Record) -> Int?)? = nil, built: RecordWordIndex? = nil,
    checkpoint: BuildCheckpoint<Failure>
  ) throws(Failure) -> RecordWordIndex {
    let documents = searcher.documents
    if let built {
      assert(built.recordCount == documents.count, "words built for another collection")
      return built
    }
    return try RecordWordIndex(
      count: documents.count, textKinds: searcher.distinctIndexedTextCount,
      names: Self.names(of: searcher, ranking),
      year: Self.years(of: documents, ranking, year: year),
      readsAmpersand: ranking.rules.contains(.ampersand), checkpoint: checkpoint
    ) { record, visit in
      searcher.forEachIndexedText(refIndex: record, visit)
    }
  }

  /// Record *r*'s year, read from `records` where `ranking` keeps years (the year rule is in
  /// force and the records carry one: `year`), else `nil`.
  private static func years(
    of records: [Record], _ ranking: SearchRanking, year: (@Sendable (Record) -> Int?)?
  ) -> (@Sendable (Int) -> Int?)? {
    guard ranking.rules.contains(.year), let year else { return nil }
    return { year(records[$0]) }
  }

  /// A searcher over `records` with `options`, built checking for task cancellation every
  /// ``indexCancellationCheckInterval`` records, and the words `ranking` reads
  /// (``recordWords(of:_:year:built:checkpoint:)``), split while the searcher is built; when
  /// `ranking` reads none, words only if `wordsAnyway`.
  ///
  /// - Throws: `FuseError` for invalid options or keys; `CancellationError` when the task was
  ///   cancelled before both were built.
  static func cancellablyIndexed(
    _ records: [Record], options: FuseOptions<Record>, ranking: SearchRanking,
    year: (@Sendable (Record) -> Int?)?, wordsAnyway: Bool = false
  ) throws -> (searcher: Fuse.Search<Record>, words: RecordWordIndex?) {
    let interval = indexCancellationCheckInterval
    let builder = wordBuilder(records, options: options, ranking: ranking, year: year)
    let searcher = try Fuse.Search(
      records, options: options, cancellationCheckInterval: interval,
      readingIndexedTexts: builder.map { $0.read })
    guard builder != nil || wordsAnyway else { return (searcher, nil) }
    let words = try recordWords(
      of: searcher, ranking, year: year, built: builder?.finish(count: records.count),
      checkpoint: .taskCancellation(every: interval))
    return (searcher, words)
  }

  /// What splits the words of `records` while a searcher with `options` builds its index
  /// (``RecordWordBuilder``), when `ranking` reads them; `nil` otherwise.
  static func wordBuilder(
    _ records: [Record], options: FuseOptions<Record>, ranking: SearchRanking,
    year: (@Sendable (Record) -> Int?)?
  ) -> RecordWordBuilder? {
    guard ranking.order == .relevance else { return nil }
    return RecordWordBuilder(
      count: records.count, names: ranking.nameCounts(options.keys.map(\.id)),
      year: years(of: records, ranking, year: year),
      readsAmpersand: ranking.rules.contains(.ampersand))
  }

  /// Searches with Fuse.js's order, recording the scan in ``lastScan``.
  private func fuseSearch(_ query: String, limit: Int?) throws(CancellationError)
    -> [FuseResult<Record>]
  {
    try fuseSearch(query, limit: limit, alsoReturning: [], matches: .immediate).results
  }

  /// Searches for the candidates of the relevance order (Fuse.js's first results, followed by
  /// the results of the records in `extra` that the limit leaves out), recording the scan in
  /// ``lastScan``.
  private func fuseSearch(
    _ query: String, limit: Int?, alsoReturning extra: Set<Int>, matches: Fuse.MatchTiming
  ) throws(CancellationError) -> Fuse.Candidates<Record> {
    let recordCount = searcher.indexSize
    guard !Task.isCancelled else {
      lastScan = SearchScan(
        query: query, recordsScanned: 0, recordCount: recordCount, wasCancelled: true,
        maximumConcurrency: searcher.maximumConcurrency)
      throw CancellationError()
    }
    do {
      let candidates = try searcher.search(
        query, limit: limit, alsoReturning: extra, matches: matches,
        cancellationCheckInterval: cancellationCheckInterval)
      let scanned =
        SearchScan.scansRecords(query: query, limit: limit) ? searcher.lastSearchRecordsScanned : 0
      lastScan = SearchScan(
        query: query, recordsScanned: scanned, recordCount: recordCount, wasCancelled: false,
        maximumConcurrency: searcher.maximumConcurrency,
        matchCount: limit == 0 && extra.isEmpty ? nil : candidates.matchCount)
      return candidates
    } catch {
      // FuseCore throws after a partial scan (it records how far the scan got), or, if the task
      // was cancelled in the instant between the check above and its own entry check, before
      // scanning; the count then still describes the previous scan.
      lastScan = SearchScan(
        query: query, recordsScanned: searcher.lastSearchRecordsScanned,
        recordCount: recordCount, wasCancelled: true,
        maximumConcurrency: searcher.maximumConcurrency)
      throw error
    }
  }

  /// Explains how the record at `refIndex` scores for `query`: the matched fields and the
  /// factors that multiply to its score (see `Fuse.Search.explain(_:refIndex:)`).
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - refIndex: The record's position.
  /// - Returns: The explanation, or `nil` when the record is not a result of the query.
  public func explain(_ query: String, refIndex: Int) -> Fuse.ScoreExplanation? {
    searcher.explain(query, refIndex: refIndex)
  }

  /// Explains why the relevance order places the record at `refIndex` where it does for
  /// `query`: the evidence each of the ranking's rules compares (see
  /// ``RelevanceExplanation``), worked out as a search does, whatever the order in force.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - refIndex: The record's position.
  /// - Returns: The explanation, or `nil` when no record is at `refIndex`.
  /// - Complexity: O(*q*·*t*) for *q* query letters and *t* letters of the record's texts.
  public func relevanceExplanation(_ query: String, refIndex: Int) -> RelevanceExplanation? {
    let query = ranking.searchedQuery(query)
    let texts = searcher.indexedTexts(refIndex: refIndex)
    guard !texts.isEmpty else { return nil }
    // The record's words alone: an explanation is rare, and needs no index of every record.
    let names = Self.names(of: searcher, ranking)
    var year: ((Int) -> Int?)?
    if ranking.rules.contains(.year), let recordYear, refIndex < searcher.documents.count {
      let document = searcher.documents[refIndex]
      year = { _ in recordYear(document) }
    }
    var index = RecordWordIndex(
      count: 1, names: names, year: year, readsAmpersand: ranking.rules.contains(.ampersand)
    ) { _ in texts }
    var memo = WordDistanceMemo()
    let prepared = RelevanceQuery(query, rules: ranking.rules, index: index)
    // The record's texts are numbered from 0 in its own index as in the service's.
    if ranking.rules.readsNameCredits, let words = recordWords, refIndex < words.recordCount {
      index.keepCredits(words.credits().ofRecord(refIndex, in: words))
    }
    // The record is record 0 of its own index.
    func ownTexts(_: Int) -> [String] { texts.first ?? [] }
    return prepared.withScorer(
      index: index, ownTexts: ownTexts, memo: &memo
    ) { scorer in
      let phrase = scorer.phrase(ofRecord: 0)
      let evidence = scorer.evidence(ofRecord: 0, phrase: phrase)
      let words = zip(prepared.words, scorer.best).map { word, best in
        RelevanceExplanation.Word(
          text: String(String.UnicodeScalarView(word.compactMap(Unicode.Scalar.init))),
          typos: best.typos, length: best.length.isFinite ? best.length : nil,
          isSurname: best.atEnd, credits: Int(best.credits), isYear: best.matchesYear)
      }
      let fits = evidence.notWholeText < 2
      // Only a record found by surnames alone may be put before the titles the query is.
      let beforeTitles =
        evidence.personCredits > 0 && !fits && isPutBeforeTitles(query, refIndex: refIndex)
      let popularity =
        ranking.rules.contains(.popularity) && refIndex < searcher.documents.count
        ? self.popularity?.explained(searcher.documents[refIndex]) : nil
      return RelevanceExplanation(
        phrase: .init(phrase), words: words,
        isWholeText: fits && !prepared.expectsNextWord, startsText: evidence.notTextStart == 0,
        lastWordIsOpen: prepared.lastWordIsOpen, expectsNextWord: prepared.expectsNextWord,
        continuesText: fits && prepared.expectsNextWord,
        completesText: evidence.notBegunWholeText == 0, comparedPhrase: .init(evidence.phrase),
        fitsOwnText: evidence.notWholeText == 0,
        comesBeforeTitles: beforeTitles, joinsWords: evidence.joinsWords,
        popularity: popularity, fitsAfterArticle: fits && evidence.wholeAfterArticle,
        startsAfterArticle: evidence.notTextStart == 0 && evidence.startAfterArticle,
        piecesAsTyped: -evidence.notAsTyped)
    }
  }

  /// The records, in collection order.
  public var records: [Record] { searcher.documents }

  /// The number of records.
  public var count: Int { searcher.documents.count }

  /// The options in force.
  public var options: FuseOptions<Record> { searcher.options }

  /// Searches and returns the results together with the records and options they were computed
  /// with, in one actor turn (for tests that compare against a fresh searcher).
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results to return; `nil` means all.
  /// - Returns: The results, and the collection, options and ranking at the moment of the
  ///   search.
  /// - Throws: `CancellationError` as ``search(_:limit:)`` does.
  package func searchWithSnapshot(_ query: String, limit: Int? = nil) throws(CancellationError)
    -> (
      results: [FuseResult<Record>], records: [Record], options: FuseOptions<Record>,
      ranking: SearchRanking
    )
  {
    let results = try search(query, limit: limit)
    return (results, searcher.documents, searcher.options, ranking)
  }
}
