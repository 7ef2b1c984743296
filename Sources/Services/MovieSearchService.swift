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
  /// Scores are included and the threshold is 0.4 (stricter than Fuse.js's 0.6: a typo such as
  /// "tolkein" still matches, most unrelated texts do not); the other options are Fuse.js's
  /// defaults.
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
      options.threshold = 0.4
      return options
    }
  }

  /// Creates a films service with `defaultOptions`.
  ///
  /// - Parameter movies: The films to search.
  /// - Throws: `FuseError` (not expected with the default options).
  public init(movies: [Movie]) throws(FuseError) {
    try self.init(movies, options: Self.defaultOptions)
  }
}
