public import FuseCore

extension SearchCatalog {
  /// What ``SearchCatalog/search(_:limit:)`` found in each corpus, and how long it took.
  public struct Results: Sendable {
    /// Each corpus's results and search time, in the catalog's order.
    let corpora: [Found]
    /// How long each search and the whole call took.
    public var timings: Timings

    /// One corpus's part of the results.
    struct Found: Sendable {
      /// The corpus's name.
      var name: String
      /// Its results, a ``Hits`` of its record type.
      var hits: any Sendable
      /// How long its search took.
      var duration: Duration
    }

    /// One corpus's results, with their record type.
    struct Hits<Record: Sendable>: Sendable, RankedHits {
      /// The results, best first.
      var results: [FuseResult<Record>]
      /// Each result's place in the ranking's order.
      var ranks: [SearchRank]
      /// How many records of the corpus match in all.
      var matchCount: Int
    }

    /// Where a result of the merged list (``merged(limit:)``) is: its corpus and its index in
    /// that corpus's results.
    public struct Placement: Sendable, Hashable {
      /// The corpus's name.
      public var corpus: String
      /// The result's index in the corpus's results (`found[profile]`).
      public var index: Int
    }

    /// The corpora's results as one list in the ranking's order, best first: each corpus's
    /// results keep their order, and of the corpora's next results the one the ranking places
    /// first comes next (the catalog's order breaks a tie).
    ///
    /// - Parameter limit: The most results, or `nil` for all.
    /// - Returns: Where each result of the list is.
    /// - Complexity: O(*n*·*c*) for *n* results kept from *c* corpora.
    public func merged(limit: Int? = nil) -> [Placement] {
      let ranks = corpora.map { ($0.hits as? any RankedHits)?.ranks ?? [] }
      var next = [Int](repeating: 0, count: corpora.count)
      var list: [Placement] = []
      let total = ranks.reduce(0) { $0 + $1.count }
      let wanted = min(limit.map { max(0, $0) } ?? total, total)
      list.reserveCapacity(wanted)
      while list.count < wanted {
        var best: Int?
        for corpus in corpora.indices where next[corpus] < ranks[corpus].count {
          guard let current = best else {
            best = corpus
            continue
          }
          if ranks[corpus][next[corpus]] < ranks[current][next[current]] { best = corpus }
        }
        guard let best else { break }
        list.append(Placement(corpus: corpora[best].name, index: next[best]))
        next[best] += 1
      }
      return list
    }

    /// Gathers the corpora's results.
    init(_ corpora: [Found], wall: Duration) {
      self.corpora = corpora
      var durations: [String: Duration] = [:]
      for corpus in corpora { durations[corpus.name] = corpus.duration }
      timings = Timings(corpora: durations, wall: wall)
    }

    /// The names of the corpora searched, in the catalog's order.
    public var names: [String] { corpora.map(\.name) }

    /// The results of the corpus with this profile's name, best first; empty when no corpus of
    /// that name and record type was searched.
    ///
    /// - Parameter profile: The corpus's profile.
    /// - Returns: The corpus's results.
    public subscript<Record>(profile: CorpusProfile<Record>) -> [FuseResult<Record>] {
      let hits = corpora.first { $0.name == profile.name }?.hits as? Hits<Record>
      return hits?.results ?? []
    }

    /// How many records of the corpus with this profile's name match the query in all,
    /// however few of them the limit returned; 0 when no corpus of that name and record type
    /// was searched.
    ///
    /// ```swift
    /// let found = try await catalog.search("kubrik", limit: 5)
    /// print("\(found[Movie.profile].count) of \(found.matchCount(of: Movie.profile)) films")
    /// ```
    ///
    /// - Parameter profile: The corpus's profile.
    /// - Returns: The number of matching records.
    public func matchCount<Record>(of profile: CorpusProfile<Record>) -> Int {
      let hits = corpora.first { $0.name == profile.name }?.hits as? Hits<Record>
      return hits?.matchCount ?? 0
    }
  }

  /// How long each corpus's search took (including any wait for its actor) and the wall time of
  /// the whole concurrent call.
  public struct Timings: Sendable, Hashable {
    /// Each corpus's search, by corpus name.
    public var corpora: [String: Duration]
    /// From the start of the call until every search had finished.
    public var wall: Duration

    /// Creates timings.
    ///
    /// - Parameters:
    ///   - corpora: Each corpus's search, by name.
    ///   - wall: The whole call.
    public init(corpora: [String: Duration], wall: Duration) {
      self.corpora = corpora
      self.wall = wall
    }

    /// The search of the corpus with this name, if it was searched.
    ///
    /// - Parameter name: A corpus name.
    /// - Returns: Its duration, or `nil`.
    public subscript(name: String) -> Duration? { corpora[name] }
  }
}

/// The ranks of one corpus's hits, whatever its record type.
protocol RankedHits {
  /// Each result's place in the ranking's order.
  var ranks: [SearchRank] { get }
}
