/// A bundle of the three record collections the REPL searches: books, movies and people.
///
/// ```swift
/// let corpus = try EmbeddedCorpus.all()
/// print(corpus.books.count, corpus.movies.count, corpus.people.count)
/// ```
public struct Corpus: Sendable, Hashable {
  /// The books, in source order.
  public var books: [Book]
  /// The films, in source order.
  public var movies: [Movie]
  /// The people, in source order.
  public var people: [Person]

  /// Creates a corpus from its three collections.
  ///
  /// - Parameters:
  ///   - books: The books.
  ///   - movies: The films.
  ///   - people: The people.
  public init(books: [Book] = [], movies: [Movie] = [], people: [Person] = []) {
    self.books = books
    self.movies = movies
    self.people = people
  }
}
