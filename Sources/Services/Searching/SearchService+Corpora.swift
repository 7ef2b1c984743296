public import FuseCore
public import Models

/// A ``SearchService`` over `Book` records, indexed as `Book.profile` says: the books corpus's
/// actor.
///
/// ```swift
/// let books = try BookSearchService(books: EmbeddedCorpus.books())
/// let hits = try await books.search("tolkein")   // J.R.R. Tolkien's books
/// ```
///
/// Use it like any ``SearchService``: one actor per corpus, shared by its callers; queries sent
/// to it run one at a time (see ``SearchService`` for why, and ``SearchCatalog`` for searching
/// several corpora in parallel).
public typealias BookSearchService = SearchService<Book>

/// A ``SearchService`` over `Movie` records, indexed as `Movie.profile` says: the movies
/// corpus's actor.
///
/// ```swift
/// let movies = try MovieSearchService(movies: EmbeddedCorpus.movies())
/// let hits = try await movies.search("shining")   // The Shining
/// ```
public typealias MovieSearchService = SearchService<Movie>

/// A ``SearchService`` over `Person` records, indexed as `Person.profile` says: the people
/// corpus's actor.
///
/// ```swift
/// let people = try PersonSearchService(people: EmbeddedCorpus.people())
/// let hits = try await people.search("kubrik")   // Stanley Kubrick
/// ```
public typealias PersonSearchService = SearchService<Person>

extension SearchService where Record == Book {
  /// Creates a books service with `Book.profile`'s options and ranking.
  ///
  /// - Parameter books: The books to search.
  /// - Throws: `FuseError` (not expected with the books' profile).
  public init(books: [Book]) throws(FuseError) { try self.init(books, profile: Book.profile) }
}

extension SearchService where Record == Movie {
  /// Creates a films service with `Movie.profile`'s options and ranking.
  ///
  /// - Parameter movies: The films to search.
  /// - Throws: `FuseError` (not expected with the films' profile).
  public init(movies: [Movie]) throws(FuseError) { try self.init(movies, profile: Movie.profile) }
}

extension SearchService where Record == Person {
  /// Creates a people service with `Person.profile`'s options and ranking.
  ///
  /// - Parameter people: The people to search.
  /// - Throws: `FuseError` (not expected with the people's profile).
  public init(people: [Person]) throws(FuseError) { try self.init(people, profile: Person.profile) }
}
