import Synchronization
import ViewModels

/// The backend the shell's view-model drives: the selected corpus of ``ShellCorpora``, searched
/// with the selected limit.
///
/// The selection is shared between the main actor (which changes it with `:corpus` and
/// `:set limit`) and the searches (which read it when they start), so it sits behind a lock.
final class ShellSearchService: SearchViewModelService {
  /// The corpora.
  let corpora: ShellCorpora
  /// The corpus searched and the most results per corpus.
  private let selection: Mutex<(corpus: CorpusName, limit: Int)>

  /// Creates the backend.
  ///
  /// - Parameters:
  ///   - corpora: The corpora.
  ///   - corpus: The corpus searched first.
  ///   - limit: The most results per corpus.
  init(corpora: ShellCorpora, corpus: CorpusName, limit: Int) {
    self.corpora = corpora
    selection = Mutex((corpus, limit))
  }

  /// The corpus searches go to.
  var corpus: CorpusName {
    get { selection.withLock { $0.corpus } }
    set { selection.withLock { $0.corpus = newValue } }
  }

  /// The most results per corpus.
  var limit: Int {
    get { selection.withLock { $0.limit } }
    set { selection.withLock { $0.limit = newValue } }
  }

  /// Searches the selected corpus (all three concurrently for ``CorpusName/all``).
  ///
  /// - Parameter query: The query as typed.
  /// - Returns: One group per corpus searched.
  /// - Throws: `CancellationError` when the view-model cancels the search.
  @concurrent func search(_ query: String) async throws -> [ShellResultGroup] {
    let (corpus, limit) = selection.withLock { ($0.corpus, $0.limit) }
    return try await corpora.search(query, in: corpus, limit: limit)
  }
}
