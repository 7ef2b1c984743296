/// A `:load` under way, as Ctrl-C sees it: cancellable at once while the file is read and
/// parsed, and, once its records are being indexed, cancelled by stopping the index build,
/// which checks for cancellation as a search does (see ``RecordCorpus``): the new index never
/// takes the old one's place, and a new corpus is never added.
@MainActor
final class RunningLoad {
  /// The corpus loaded into.
  let corpus: CorpusName
  /// Whether the load adds the corpus (the shell had none of that name).
  let isNew: Bool
  /// The task running the load.
  var task: Task<Void, Never>?
  /// Whether the records are being indexed (the corpus is being replaced).
  var isIndexing = false
  /// Whether Ctrl-C cancelled it.
  private(set) var isCancelled = false
  /// The shell's wait for the outcome, until it is resumed.
  private var waiter: CheckedContinuation<Result<Int, ShellError>, Never>?

  /// Creates a load's record; ``run(_:)`` then runs it.
  ///
  /// - Parameters:
  ///   - corpus: The corpus loaded into.
  ///   - isNew: Whether the load adds the corpus.
  init(corpus: CorpusName, isNew: Bool) {
    self.corpus = corpus
    self.isNew = isNew
  }

  /// Runs `load` in a task and waits for its outcome, or for ``cancel()``.
  ///
  /// - Parameter load: The load: the number of records loaded, or the error.
  /// - Returns: The outcome.
  func run(
    _ load: @escaping @MainActor () async -> Result<Int, ShellError>
  ) async -> Result<Int, ShellError> {
    await withCheckedContinuation { continuation in
      waiter = continuation
      task = Task { @MainActor in
        let outcome = await load()
        self.finish(outcome)
      }
    }
  }

  /// Ctrl-C: cancels the task.
  ///
  /// While the file is parsed the shell stops waiting at once (the parse runs out unseen and
  /// changes nothing); while it is indexed, the shell waits for the build to stop, so that the
  /// corpora are known to be as they were when the prompt comes back.
  func cancel() {
    isCancelled = true
    task?.cancel()
    if !isIndexing { finish(.failure(.loadCancelled(corpus, isNew: isNew))) }
  }

  /// Resumes the shell's wait, the first time.
  private func finish(_ outcome: Result<Int, ShellError>) {
    waiter?.resume(returning: outcome)
    waiter = nil
  }
}
