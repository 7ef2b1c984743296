public import FuseCore
public import Models

/// Searches books, movies and people at the same time, one actor per corpus, with `async let`.
///
/// ```swift
/// let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
/// let found = try await catalog.search("kubrik", limit: 5)
/// print(found.people.first?.item.name ?? "-", found.timings.wall)
/// ```
///
/// **When to use it:** one query over several corpora. Each corpus has its own
/// ``SearchService``, and the three searches start together as child tasks, so they run in
/// parallel on different cores. The same three queries sent to *one* actor would run one after
/// the other: an actor executes one job at a time.
///
/// Timings come from the injected clock (`ContinuousClock` by default), so tests can use a
/// clock they control.
public struct SearchCatalog: Sendable {
  /// The books actor.
  public let books: BookSearchService
  /// The films actor.
  public let movies: MovieSearchService
  /// The people actor.
  public let people: PersonSearchService
  /// The clock that times each search.
  public let clock: any Clock<Duration>

  /// Creates a catalog over three existing services.
  ///
  /// - Parameters:
  ///   - books: The books actor.
  ///   - movies: The films actor.
  ///   - people: The people actor.
  ///   - clock: The clock that times searches (default: `ContinuousClock`).
  public init(
    books: BookSearchService, movies: MovieSearchService, people: PersonSearchService,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.books = books
    self.movies = movies
    self.people = people
    self.clock = clock
  }

  /// Creates a catalog that indexes a corpus with each service's default options.
  ///
  /// - Parameters:
  ///   - corpus: The books, films and people to search.
  ///   - clock: The clock that times searches (default: `ContinuousClock`).
  /// - Throws: `FuseError` (not expected with the default options).
  public init(corpus: Corpus, clock: any Clock<Duration> = ContinuousClock()) throws(FuseError) {
    self.init(
      books: try BookSearchService(books: corpus.books),
      movies: try MovieSearchService(movies: corpus.movies),
      people: try PersonSearchService(people: corpus.people),
      clock: clock)
  }

  /// Sets the order every corpus's service returns its results in.
  ///
  /// - Parameter ranking: The ranking for books, films and people (see ``SearchRanking``).
  public func setRanking(_ ranking: SearchRanking) async {
    await books.setRanking(ranking)
    await movies.setRanking(ranking)
    await people.setRanking(ranking)
  }

  /// Searches the three corpora concurrently and returns their results together.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results per corpus; `nil` means all.
  /// - Returns: Each corpus's results, with how long each search and the whole call took.
  /// - Throws: `CancellationError` when the calling task is cancelled; the other searches are
  ///   cancelled too.
  public func search(_ query: String, limit: Int? = nil) async throws -> Results {
    let clock = clock
    let (found, wall) = try await Self.timed(clock) {
      async let books = Self.timed(clock) { try await self.books.search(query, limit: limit) }
      async let movies = Self.timed(clock) { try await self.movies.search(query, limit: limit) }
      async let people = Self.timed(clock) { try await self.people.search(query, limit: limit) }
      return try await (books: books, movies: movies, people: people)
    }
    return Results(
      books: found.books.results, movies: found.movies.results, people: found.people.results,
      timings: Timings(
        books: found.books.duration, movies: found.movies.duration,
        people: found.people.duration, wall: wall))
  }

  /// Runs `work` and measures it on `clock` (a generic helper, so the existential clock is opened
  /// once and its instants keep their concrete type).
  private static func timed<C: Clock, T>(
    _ clock: C, _ work: () async throws -> T
  ) async rethrows -> (results: T, duration: Duration) where C.Duration == Duration {
    let start = clock.now
    let results = try await work()
    return (results, start.duration(to: clock.now))
  }
}
