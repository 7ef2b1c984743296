import Synchronization
import ViewModels

/// The backend the shell's view-model drives: the selected corpus of ``ShellCorpora``, searched
/// with the selected limit, or, while live mode is open, with as many results as its screen
/// asks for (``screenLimit``).
///
/// The corpora and the selection are shared between the main actor (which changes them with
/// `:load`, `:corpus` and `:set`) and the searches (which read them when they start), so
/// they sit behind a lock; a search goes on over the corpora it started with.
final class ShellSearchService: SearchViewModelService {
  /// What the searches read when they start.
  private struct Selection {
    /// The corpora.
    var corpora: ShellCorpora
    /// The corpus searched.
    var corpus: CorpusName
    /// The limit and timing in force.
    var settings: ShellSettings
    /// The most results per corpus live mode's screen asks for, in place of ``limit``.
    var screenLimit: Int?
  }

  /// The corpora and the selection.
  private let selection: Mutex<Selection>

  /// Creates the backend.
  ///
  /// - Parameters:
  ///   - corpora: The corpora.
  ///   - corpus: The corpus searched first.
  ///   - settings: The limit and timing to start with.
  init(corpora: ShellCorpora, corpus: CorpusName, settings: ShellSettings) {
    selection = Mutex(Selection(corpora: corpora, corpus: corpus, settings: settings))
  }

  /// The corpora (replaced when `:load` adds or replaces one).
  var corpora: ShellCorpora {
    get { selection.withLock { $0.corpora } }
    set { selection.withLock { $0.corpora = newValue } }
  }

  /// The corpus searches go to.
  var corpus: CorpusName {
    get { selection.withLock { $0.corpus } }
    set { selection.withLock { $0.corpus = newValue } }
  }

  /// The session's settings: the limit searches use, and the timing the shell applies (the one
  /// home of both; `:set` changes them here).
  var settings: ShellSettings {
    get { selection.withLock { $0.settings } }
    set { selection.withLock { $0.settings = newValue } }
  }

  /// The most results per corpus live mode's screen asks for, in place of the settings' limit: as many
  /// as its rows show, and more as it scrolls (as fzf lists every match); `nil` outside live
  /// mode.
  var screenLimit: Int? {
    get { selection.withLock { $0.screenLimit } }
    set { selection.withLock { $0.screenLimit = newValue } }
  }

  /// Searches the selected corpus (every corpus concurrently for ``CorpusName/all``) with
  /// ``screenLimit``, or the settings' limit outside live mode.
  ///
  /// - Parameter query: The query as typed.
  /// - Returns: One group per corpus searched.
  /// - Throws: `CancellationError` when the view-model cancels the search.
  @concurrent func search(_ query: String) async throws -> [ShellResultGroup] {
    let (corpora, corpus, limit) = selection.withLock {
      ($0.corpora, $0.corpus, $0.screenLimit ?? $0.settings.limit)
    }
    return try await corpora.search(query, in: corpus, limit: limit)
  }

  /// Searches the selected corpus with a limit of the caller's, without the view-model: for
  /// live mode's list of records under a blank query, which the view-model does not search.
  ///
  /// - Parameters:
  ///   - query: The query (a blank one lists the records in order).
  ///   - limit: The most results per corpus.
  /// - Returns: One group per corpus searched.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  @concurrent func search(_ query: String, limit: Int) async throws -> [ShellResultGroup] {
    let (corpora, corpus) = selection.withLock { ($0.corpora, $0.corpus) }
    return try await corpora.search(query, in: corpus, limit: limit)
  }
}
