import FuseCore
import Models
import Services
import ViewModels

/// The search backend the shell's view-model drives: the Services catalog's three corpus
/// actors, searched one at a time or all together, with hits type-erased into ``ShellHit`` rows.
struct ShellSearchService: SearchViewModelService {
  /// The three corpus actors; ``CorpusName/all`` searches them concurrently through it.
  let catalog: SearchCatalog
  /// Which corpus to search and how many results to return.
  let selection: CorpusSelection

  /// Indexes a corpus with the shell's settings, one actor per corpus.
  ///
  /// - Parameters:
  ///   - corpus: The records.
  ///   - settings: Options and keys.
  ///   - selection: The corpus and limit to search.
  /// - Throws: `FuseError` for invalid settings.
  init(corpus: Corpus, settings: ShellSettings, selection: CorpusSelection) throws(FuseError) {
    catalog = SearchCatalog(
      books: try SearchService(corpus.books, options: settings.options(for: Book.self)),
      movies: try SearchService(corpus.movies, options: settings.options(for: Movie.self)),
      people: try SearchService(corpus.people, options: settings.options(for: Person.self)))
    self.selection = selection
  }

  /// The books actor.
  var books: BookSearchService { catalog.books }
  /// The films actor.
  var movies: MovieSearchService { catalog.movies }
  /// The people actor.
  var people: PersonSearchService { catalog.people }

  /// Searches the selected corpus (all three concurrently for ``CorpusName/all``).
  ///
  /// - Parameter query: The query as typed.
  /// - Returns: The hits, best first; for ``CorpusName/all`` grouped books, films, people.
  /// - Throws: `CancellationError` when the view-model cancels the search.
  @concurrent func search(_ query: String) async throws -> [ShellHit] {
    let limit = selection.limit
    switch selection.corpus {
    case .books: return try await books.search(query, limit: limit).map(ShellHit.init)
    case .movies: return try await movies.search(query, limit: limit).map(ShellHit.init)
    case .people: return try await people.search(query, limit: limit).map(ShellHit.init)
    case .all:
      let found = try await catalog.search(query, limit: limit)
      return found.books.map(ShellHit.init) + found.movies.map(ShellHit.init)
        + found.people.map(ShellHit.init)
    }
  }

  /// The exact score breakdown of a hit, from the corpus actor that produced it.
  ///
  /// - Parameters:
  ///   - query: The query the hit answered.
  ///   - hit: The hit.
  /// - Returns: The explanation, or `nil` when the record no longer matches.
  func explain(_ query: String, hit: ShellHit) async -> Fuse.ScoreExplanation? {
    switch hit.corpus {
    case .books: await books.explain(query, refIndex: hit.refIndex)
    case .movies: await movies.explain(query, refIndex: hit.refIndex)
    case .people: await people.explain(query, refIndex: hit.refIndex)
    case .all: nil
    }
  }
}
