import FuseCore
import Models

/// Stand-in for the Services module's `SearchCatalog` until it lands on `main`: searches the
/// three corpus actors at the same time with `async let`.
struct CorpusCatalog: Sendable {
  /// What one concurrent search found in each corpus.
  struct Results: Sendable {
    /// The matching books.
    var books: [FuseResult<Book>]
    /// The matching films.
    var movies: [FuseResult<Movie>]
    /// The matching people.
    var people: [FuseResult<Person>]
  }

  /// The books actor.
  let books: CorpusActor<Book>
  /// The films actor.
  let movies: CorpusActor<Movie>
  /// The people actor.
  let people: CorpusActor<Person>

  /// Searches the three corpora concurrently.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results per corpus.
  /// - Returns: Each corpus's results.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(_ query: String, limit: Int? = nil) async throws -> Results {
    async let books = self.books.search(query, limit: limit)
    async let movies = self.movies.search(query, limit: limit)
    async let people = self.people.search(query, limit: limit)
    return try await Results(books: books, movies: movies, people: people)
  }
}
