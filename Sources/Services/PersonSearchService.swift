public import FuseCore
public import Models

/// A ``SearchService`` over `Person` records: the people corpus's actor.
///
/// ```swift
/// let people = try PersonSearchService(people: EmbeddedCorpus.people())
/// let hits = try await people.search("kubrik")   // Stanley Kubrick
/// ```
///
/// Use it like any ``SearchService``: one actor per corpus, shared by its callers; queries sent
/// to it run one at a time (see ``SearchService`` for why, and ``SearchCatalog`` for searching
/// the three corpora in parallel).
public typealias PersonSearchService = SearchService<Person>

extension SearchService where Record == Person {
  /// The default keys for people: name (weight 2), known-for and role.
  ///
  /// The other options were chosen by measurement on labelled queries (see
  /// `Benchmarks/README.md`, "Relevance"), the same for the three corpora: token search (each
  /// query word is matched on its own, so "austen emma" finds *Emma* by Jane Austen), threshold
  /// 0.4 (a typo in three letters still matches: "stv" finds Steve), diacritics ignored
  /// ("amelie" finds *Amélie*), field-norm weight 0.5 (a long text is penalised half as much as
  /// with Fuse.js's default), and scores included. `defaultRanking` then re-orders the best
  /// candidates.
  ///
  /// - Throws: `FuseError` (not expected: the keys' weights are fixed and positive).
  public static var defaultOptions: FuseOptions<Person> {
    get throws(FuseError) {
      var options = FuseOptions<Person>()
      options.keys = [try FuseKey(\.name, weight: 2), try FuseKey(\.knownFor), try FuseKey(\.role)]
      options.includeScore = true
      options.useTokenSearch = true
      options.threshold = 0.4
      options.ignoreDiacritics = true
      options.fieldNormWeight = 0.5
      return options
    }
  }

  /// Creates a people service with `defaultOptions` and `defaultRanking`.
  ///
  /// - Parameter people: The people to search.
  /// - Throws: `FuseError` (not expected with the default options).
  public init(people: [Person]) throws(FuseError) {
    try self.init(
      people, options: Self.defaultOptions, ranking: Self.defaultRanking)
  }

  /// The default order: ``SearchRanking/relevance(candidates:)`` over Fuse.js's best
  /// ``SearchRanking/defaultCandidates`` (200) results.
  public static var defaultRanking: SearchRanking { .relevance() }
}
