import Synchronization

/// The corpus and result limit the shell's searches use, shared between the main actor (which
/// changes them) and the search service (which reads them when a search starts).
final class CorpusSelection: Sendable {
  /// The corpus and limit, behind a lock.
  private let state: Mutex<(corpus: CorpusName, limit: Int)>

  /// Creates a selection.
  ///
  /// - Parameters:
  ///   - corpus: The corpus to search.
  ///   - limit: The most results per corpus.
  init(corpus: CorpusName, limit: Int) {
    state = Mutex((corpus, limit))
  }

  /// The corpus searches go to.
  var corpus: CorpusName {
    get { state.withLock { $0.corpus } }
    set { state.withLock { $0.corpus = newValue } }
  }

  /// The most results per corpus.
  var limit: Int {
    get { state.withLock { $0.limit } }
    set { state.withLock { $0.limit = newValue } }
  }
}
