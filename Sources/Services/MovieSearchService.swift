public import FuseCore
public import Models

/// A ``SearchService`` over `Movie` records: the movies corpus's actor.
///
/// ```swift
/// let movies = try MovieSearchService(movies: EmbeddedCorpus.movies())
/// let hits = try await movies.search("shining")   // The Shining
/// ```
///
/// Use it like any ``SearchService``: one actor per corpus, shared by its callers; queries sent
/// to it run one at a time (see ``SearchService`` for why, and ``SearchCatalog`` for searching
/// the three corpora in parallel).
public typealias MovieSearchService = SearchService<Movie>

extension SearchService where Record == Movie {
  /// The default keys for films: title (weight 2), cast, director and genres.
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
  public static var defaultOptions: FuseOptions<Movie> {
    get throws(FuseError) {
      var options = FuseOptions<Movie>()
      options.keys = [
        try FuseKey(\.title, weight: 2), try FuseKey(\.cast), try FuseKey(\.director),
        try FuseKey(\.genres),
      ]
      options.includeScore = true
      options.useTokenSearch = true
      options.threshold = 0.4
      options.ignoreDiacritics = true
      options.fieldNormWeight = 0.5
      return options
    }
  }

  /// Creates a films service with `defaultOptions` and `defaultRanking`.
  ///
  /// - Parameter movies: The films to search.
  /// - Throws: `FuseError` (not expected with the default options).
  public init(movies: [Movie]) throws(FuseError) {
    try self.init(
      movies, options: Self.defaultOptions, ranking: Self.defaultRanking)
  }

  /// The default order: ``SearchRanking/relevance(candidates:)`` over Fuse.js's best
  /// ``SearchRanking/defaultCandidates`` (200) results.
  public static var defaultRanking: SearchRanking { .relevance() }
}
