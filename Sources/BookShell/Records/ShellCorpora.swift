import FuseCore
import Models
import Services

/// The shell's corpora: one ``ShellCorpus`` per corpus in one table, in order, and the
/// Services catalog that searches them all at once for ``CorpusName/all``.
///
/// Every name the shell accepts, lists or prints comes from here (and so from the corpora's
/// profiles): `:corpus`, `:load`, `:help`, the banner and `--corpus`.
struct ShellCorpora: Sendable {
  /// The corpora, searched concurrently for ``CorpusName/all``.
  let catalog: SearchCatalog
  /// Every corpus by name; ``CorpusName/all`` has no entry.
  let table: [CorpusName: any ShellCorpus]
  /// The corpora, in the order they are listed and searched.
  let all: [any ShellCorpus]
  /// The result order every corpus built for this table starts with (`--rank`), or `nil` for
  /// each profile's own.
  let order: SearchRanking.Order?

  /// Puts corpora in a table.
  ///
  /// - Parameters:
  ///   - corpora: The corpora, in order; one with an earlier one's name replaces it, in the
  ///     earlier one's place (as in the catalog).
  ///   - clock: The clock that times `all` searches.
  ///   - order: The result order corpora built for the table start with (`nil`: their
  ///     profiles').
  init(
    _ corpora: [any ShellCorpus], clock: any Clock<Duration> = ContinuousClock(),
    order: SearchRanking.Order? = nil
  ) {
    var ordered: [any ShellCorpus] = []
    for corpus in corpora {
      if let position = ordered.firstIndex(where: { $0.name == corpus.name }) {
        ordered[position] = corpus
      } else {
        ordered.append(corpus)
      }
    }
    all = ordered
    self.order = order
    table = Dictionary(uniqueKeysWithValues: ordered.map { ($0.name, $0) })
    catalog = SearchCatalog(ordered.map(\.member), clock: clock)
  }

  /// Which records one of the package's corpora starts with.
  enum BuiltInRecords: Sendable {
    /// The records compiled into the package.
    case embedded
    /// The records a bundle holds.
    case bundled(Corpus)
    /// None: a corpus a file is to be loaded into, or one a one-shot query does not search.
    case none
  }

  /// The package's corpora (`BuiltInCorpora`), each indexed as its profile says: the one way
  /// they are built.
  ///
  /// - Parameters:
  ///   - clock: The clock that times `all` searches.
  ///   - order: The result order every corpus starts with (`nil`: its profile's).
  ///   - records: Which records each corpus, by name, starts with.
  /// - Throws: ``ShellError/load(_:)`` when the embedded records do not decode, or
  ///   ``ShellError/fuse(_:)`` for an invalid profile (neither expected for the package's own).
  static func builtIn(
    clock: any Clock<Duration> = ContinuousClock(), order: SearchRanking.Order? = nil,
    records: (CorpusName) -> BuiltInRecords
  ) throws(ShellError) -> ShellCorpora {
    var corpora: [any ShellCorpus] = []
    for entry in BuiltInCorpora.profiles {
      corpora.append(
        try builtIn(entry, records: records(CorpusName(entry.name)), order: order))
    }
    return ShellCorpora(corpora, clock: clock, order: order)
  }

  /// The package's corpora over a bundle of their records.
  ///
  /// - Parameters:
  ///   - corpus: The records.
  ///   - clock: The clock that times `all` searches.
  /// - Throws: ``ShellError/fuse(_:)`` for an invalid profile (not expected for the package's
  ///   own).
  init(corpus: Corpus, clock: any Clock<Duration> = ContinuousClock()) throws(ShellError) {
    self = try Self.builtIn(clock: clock) { _ in .bundled(corpus) }
  }

  /// One of the package's corpora, with the records `records` names, in `order` (`nil`: its
  /// profile's).
  private static func builtIn<Entry: CorpusProfileProtocol>(
    _ entry: Entry, records: BuiltInRecords, order: SearchRanking.Order?
  ) throws(ShellError) -> any ShellCorpus {
    var profile = entry.profile
    if let order { profile.ranking.order = order }
    let list: [Entry.Record]
    switch records {
    case .embedded:
      do {
        list = try profile.embedded?() ?? []
      } catch {
        throw ShellError.load(error)
      }
    case .bundled(let bundle):
      list = profile.bundled.map { bundle[keyPath: $0] } ?? []
    case .none:
      list = []
    }
    do {
      return try RecordCorpus(profile, records: list)
    } catch {
      throw ShellError.fuse(error)
    }
  }

  /// Whether the package declares a corpus of this name (whose files are read as its records).
  ///
  /// - Parameter name: The name.
  /// - Returns: `true` for one of `BuiltInCorpora`.
  func declares(_ name: CorpusName) -> Bool {
    BuiltInCorpora.profiles.contains { CorpusName($0.name) == name }
  }

  /// The corpora's names, in order.
  var names: [CorpusName] { all.map(\.name) }

  /// The corpus a file of a declared corpus's records loads into: the table's own, or, when
  /// the table has none of that name or a corpus of JSON documents in its place, a new empty
  /// one (to replace it once loaded).
  ///
  /// - Parameter name: The corpus's name.
  /// - Returns: The corpus and whether it is new, or `nil` when no profile has the name.
  func recordCorpus(named name: CorpusName) -> (corpus: any ShellCorpus, isNew: Bool)? {
    guard let entry = BuiltInCorpora.profiles.first(where: { CorpusName($0.name) == name })
    else { return nil }
    if let existing = table[name], !(existing is RecordCorpus<PackedJSON>) {
      return (existing, false)
    }
    guard let fresh = try? Self.builtIn(entry, records: .none, order: order) else { return nil }
    return (fresh, true)
  }

  /// The same corpora with one added (last) or, when one has its name, replaced (in its
  /// place); the catalog is made anew over them, on the same clock.
  ///
  /// - Parameter corpus: The corpus.
  /// - Returns: The new table.
  func replacing(_ corpus: any ShellCorpus) -> ShellCorpora {
    ShellCorpora(all + [corpus], clock: catalog.clock, order: order)
  }

  /// The names a user may type, `all` last, for messages: "books, movies, people, all".
  var allowedNames: String {
    (names + [.all]).map(\.rawValue).joined(separator: ", ")
  }

  /// Checks a typed corpus name against the table.
  ///
  /// - Parameter name: The name typed.
  /// - Returns: The name, when it is a corpus's or ``CorpusName/all``.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` naming the allowed names.
  func selection(_ name: CorpusName) throws(ShellError) -> CorpusName {
    guard name == .all || table[name] != nil else {
      throw ShellError.invalidValue(what: "corpus", value: name.rawValue, allowed: allowedNames)
    }
    return name
  }

  /// The corpus a command works on.
  ///
  /// - Parameters:
  ///   - name: The corpus selected.
  ///   - command: The command, for the error.
  /// - Returns: The corpus.
  /// - Throws: ``ShellError/needsSingleCorpus(command:)`` for ``CorpusName/all``, and
  ///   ``ShellError/invalidValue(what:value:allowed:)`` for a name no corpus has.
  func corpus(_ name: CorpusName, for command: String) throws(ShellError) -> any ShellCorpus {
    guard name != .all else { throw ShellError.needsSingleCorpus(command: command) }
    guard let corpus = table[name] else {
      throw ShellError.invalidValue(
        what: "corpus", value: name.rawValue,
        allowed: names.map(\.rawValue).joined(separator: ", "))
    }
    return corpus
  }

  /// Searches one corpus, or all of them concurrently through the catalog.
  ///
  /// - Parameters:
  ///   - query: The query; a blank one lists the records in order.
  ///   - name: The corpus, or ``CorpusName/all``.
  ///   - limit: The most results.
  /// - Returns: One group: the corpus's results, or for ``CorpusName/all`` the corpora's results
  ///   as one list in the ranking's order, each hit naming its corpus; with how many records
  ///   match in all.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(_ query: String, in name: CorpusName, limit: Int) async throws
    -> [ShellResultGroup]
  {
    if let corpus = table[name] { return [try await corpus.search(query, limit: limit)] }
    let found = try await catalog.search(query, limit: limit)
    let groups = all.map { $0.group(in: found) }
    var hits: [String: [ShellHit]] = [:]
    for group in groups { hits[group.corpus.rawValue] = group.hits }
    let merged = found.merged(limit: limit).compactMap { placement -> ShellHit? in
      guard let corpusHits = hits[placement.corpus], corpusHits.indices.contains(placement.index)
      else { return nil }
      return corpusHits[placement.index]
    }
    let matchCount = groups.reduce(0) { $0 + $1.matchCount }
    return [ShellResultGroup(corpus: .all, hits: merged, matchCount: matchCount)]
  }

  /// The number of records in a corpus (in all of them for ``CorpusName/all``).
  ///
  /// - Parameter name: The corpus.
  /// - Returns: The count.
  func count(of name: CorpusName) async -> Int {
    var total = 0
    for corpus in all where table[name] == nil || corpus.name == name {
      total += await corpus.count()
    }
    return total
  }
}
