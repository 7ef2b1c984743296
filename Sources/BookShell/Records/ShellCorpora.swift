import FuseCore
import Models
import Services

/// The shell's corpora: one ``ShellCorpus`` per corpus name in one table, and the Services
/// catalog that searches the three at once for ``CorpusName/all``.
struct ShellCorpora: Sendable {
  /// The three corpus actors, searched concurrently for ``CorpusName/all``.
  let catalog: SearchCatalog
  /// Every single corpus by name; ``CorpusName/all`` has no entry.
  let table: [CorpusName: any ShellCorpus]

  /// Indexes a corpus with each service's default options changed by `settings`.
  ///
  /// - Parameters:
  ///   - corpus: The records.
  ///   - settings: Options and keys.
  ///   - clock: The clock that times `all` searches.
  /// - Throws: `FuseError` for invalid settings.
  init(corpus: Corpus, settings: ShellSettings, clock: any Clock<Duration> = ContinuousClock())
    throws(FuseError)
  {
    let books = try Self.service(corpus.books, settings: settings)
    let movies = try Self.service(corpus.movies, settings: settings)
    let people = try Self.service(corpus.people, settings: settings)
    catalog = SearchCatalog(
      [
        .init(Book.profile, service: books), .init(Movie.profile, service: movies),
        .init(Person.profile, service: people),
      ],
      clock: clock)
    let entries: [any ShellCorpus] = [
      try RecordCorpus(books), try RecordCorpus(movies), try RecordCorpus(people),
    ]
    table = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
  }

  /// One corpus's actor: its service's defaults changed by `settings`, with its ranking.
  private static func service<Record: ShellRecord>(_ records: [Record], settings: ShellSettings)
    throws(FuseError) -> SearchService<Record>
  {
    try SearchService(
      records, options: settings.options(for: Record.self),
      ranking: settings.ranking(for: Record.self))
  }

  /// The single corpora, in ``CorpusName/single`` order.
  var all: [any ShellCorpus] {
    CorpusName.single.compactMap { table[$0] }
  }

  /// The corpus a command works on.
  ///
  /// - Parameters:
  ///   - name: The corpus selected.
  ///   - command: The command, for the error.
  /// - Returns: The corpus.
  /// - Throws: ``ShellError/needsSingleCorpus(command:)`` for ``CorpusName/all``.
  func corpus(_ name: CorpusName, for command: String) throws(ShellError) -> any ShellCorpus {
    guard let corpus = table[name] else { throw ShellError.needsSingleCorpus(command: command) }
    return corpus
  }

  /// Searches one corpus, or all three concurrently through the catalog.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - name: The corpus, or ``CorpusName/all``.
  ///   - limit: The most results per corpus.
  /// - Returns: One group per corpus searched, in ``CorpusName/single`` order.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(_ query: String, in name: CorpusName, limit: Int) async throws
    -> [ShellResultGroup]
  {
    if let corpus = table[name] {
      return [ShellResultGroup(corpus: name, hits: try await corpus.search(query, limit: limit))]
    }
    let found = try await catalog.search(query, limit: limit)
    return [
      ShellResultGroup(found[Book.profile]), ShellResultGroup(found[Movie.profile]),
      ShellResultGroup(found[Person.profile]),
    ]
  }

  /// The number of records in a corpus (in all three for ``CorpusName/all``).
  ///
  /// - Parameter name: The corpus.
  /// - Returns: The count.
  func count(of name: CorpusName) async -> Int {
    var total = 0
    for corpus in all where table[name] == nil || corpus.name == name {
      total += await corpus.count()
    }
    return total
  }
}
