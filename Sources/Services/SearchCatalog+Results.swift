public import FuseCore
public import Models

extension SearchCatalog {
  /// What ``SearchCatalog/search(_:limit:)`` found in each corpus, and how long it took.
  public struct Results: Sendable {
    /// The matching books, best first.
    public var books: [FuseResult<Book>]
    /// The matching films, best first.
    public var movies: [FuseResult<Movie>]
    /// The matching people, best first.
    public var people: [FuseResult<Person>]
    /// How long each search and the whole call took.
    public var timings: Timings

    /// Creates a result set.
    ///
    /// - Parameters:
    ///   - books: The matching books.
    ///   - movies: The matching films.
    ///   - people: The matching people.
    ///   - timings: The timings.
    public init(
      books: [FuseResult<Book>], movies: [FuseResult<Movie>], people: [FuseResult<Person>],
      timings: Timings
    ) {
      self.books = books
      self.movies = movies
      self.people = people
      self.timings = timings
    }
  }

  /// How long each corpus's search took (including any wait for its actor) and the wall time of
  /// the whole concurrent call.
  public struct Timings: Sendable, Hashable {
    /// The books search.
    public var books: Duration
    /// The films search.
    public var movies: Duration
    /// The people search.
    public var people: Duration
    /// From the start of the call until all three had finished.
    public var wall: Duration

    /// Creates timings.
    ///
    /// - Parameters:
    ///   - books: The books search.
    ///   - movies: The films search.
    ///   - people: The people search.
    ///   - wall: The whole call.
    public init(books: Duration, movies: Duration, people: Duration, wall: Duration) {
      self.books = books
      self.movies = movies
      self.people = people
      self.wall = wall
    }
  }
}
