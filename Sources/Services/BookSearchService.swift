public import FuseCore
public import Models

/// A ``SearchService`` over `Book` records: the books corpus's actor.
///
/// ```swift
/// let books = try BookSearchService(books: EmbeddedCorpus.books())
/// let hits = try await books.search("tolkein")   // J.R.R. Tolkien's books
/// ```
///
/// Use it like any ``SearchService``: one actor per corpus, shared by its callers; queries sent
/// to it run one at a time (see ``SearchService`` for why, and ``SearchCatalog`` for searching
/// the three corpora in parallel).
public typealias BookSearchService = SearchService<Book>

extension SearchService where Record == Book {
  /// The default keys for books: title (weight 2), author and original title.
  ///
  /// Scores are included and the threshold is 0.4 (stricter than Fuse.js's 0.6: a typo such as
  /// "tolkein" still matches, most unrelated texts do not); the other options are Fuse.js's
  /// defaults.
  ///
  /// - Throws: `FuseError` (not expected: the keys' weights are fixed and positive).
  public static var defaultOptions: FuseOptions<Book> {
    get throws(FuseError) {
      var options = FuseOptions<Book>()
      options.keys = [
        try FuseKey(\.title, weight: 2), try FuseKey(\.author), try FuseKey(\.originalTitle),
      ]
      options.includeScore = true
      options.threshold = 0.4
      return options
    }
  }

  /// Creates a books service with `defaultOptions`.
  ///
  /// - Parameter books: The books to search.
  /// - Throws: `FuseError` (not expected with the default options).
  public init(books: [Book]) throws(FuseError) {
    try self.init(books, options: Self.defaultOptions)
  }
}
