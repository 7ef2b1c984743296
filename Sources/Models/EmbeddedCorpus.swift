import Foundation

/// The default corpus compiled into the package: real books, films and people.
///
/// The records are written by the fuse-swift team (classic and popular titles with their real
/// authors and first-publication years, films with their directors and main cast, and people
/// with their best-known work), with accented and non-Latin names among them. They are stored
/// as JSON text in the module itself, so they need no resource bundle and no file at run time,
/// and they are decoded once, on first use, by ``CorpusLoader`` — the same code that loads user
/// files.
///
/// ```swift
/// let books = try EmbeddedCorpus.books()
/// ```
///
/// Decoding the embedded text is covered by tests; should it ever fail, every call throws the
/// same ``CorpusLoadError`` rather than crashing.
public enum EmbeddedCorpus {
  /// The source label used in error messages for the embedded books.
  public static let booksSource = "embedded books"
  /// The source label used in error messages for the embedded films.
  public static let moviesSource = "embedded movies"
  /// The source label used in error messages for the embedded people.
  public static let peopleSource = "embedded people"

  /// Returns the embedded books (at least 300).
  ///
  /// - Returns: The books, in a fixed order.
  /// - Throws: ``CorpusLoadError`` if the embedded JSON does not decode.
  /// - Complexity: O(*n*) on the first call, O(1) afterwards.
  public static func books() throws(CorpusLoadError) -> [Book] {
    try decodedBooks.get()
  }

  /// Returns the embedded films (at least 200).
  ///
  /// - Returns: The films, in a fixed order.
  /// - Throws: ``CorpusLoadError`` if the embedded JSON does not decode.
  /// - Complexity: O(*n*) on the first call, O(1) afterwards.
  public static func movies() throws(CorpusLoadError) -> [Movie] {
    try decodedMovies.get()
  }

  /// Returns the embedded people (at least 200).
  ///
  /// - Returns: The people, in a fixed order.
  /// - Throws: ``CorpusLoadError`` if the embedded JSON does not decode.
  /// - Complexity: O(*n*) on the first call, O(1) afterwards.
  public static func people() throws(CorpusLoadError) -> [Person] {
    try decodedPeople.get()
  }

  /// Returns all three embedded collections together.
  ///
  /// - Returns: The embedded books, films and people.
  /// - Throws: ``CorpusLoadError`` if any embedded collection does not decode.
  public static func all() throws(CorpusLoadError) -> Corpus {
    Corpus(books: try books(), movies: try movies(), people: try people())
  }

  // Decoded lazily (static lets are initialised once, thread-safely, on first access).
  private static let decodedBooks = decode(Book.self, json: booksJSON, source: booksSource)
  private static let decodedMovies = decode(Movie.self, json: moviesJSON, source: moviesSource)
  private static let decodedPeople = decode(Person.self, json: peopleJSON, source: peopleSource)

  private static func decode<Record: Decodable & Sendable>(
    _ type: Record.Type, json: String, source: String
  ) -> Result<[Record], CorpusLoadError> {
    Result { () throws(CorpusLoadError) -> [Record] in
      try CorpusLoader.decode(type, from: Data(json.utf8), source: source)
    }
  }
}
