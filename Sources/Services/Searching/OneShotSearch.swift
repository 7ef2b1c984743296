public import FuseCore

/// Runs one search on a detached task that builds its own searcher: the one-shot pattern.
///
/// ```swift
/// let hits = try await OneShotSearch.search(
///   "ange", in: EmbeddedCorpus.people(), options: PersonSearchService.defaultOptions)
/// ```
///
/// **When to use it:** a single query over data you already hold as a Sendable array, with no
/// shared state to keep: a command-line lookup, a background job, or a *batch* of queries that
/// should run in parallel (each call builds its own `Fuse.Search`, so calls do not wait for
/// each other the way queries sent to one ``SearchService`` actor do). The price is indexing
/// the records on every call; for a collection searched repeatedly, keep it in a
/// ``SearchService``. A batch's calls each scan a large collection on up to
/// `maximumConcurrency` threads (by default every active processor): give each a share when
/// you run many at once.
public enum OneShotSearch {
  /// Indexes `records` and searches them on a detached task.
  ///
  /// Cancelling the calling task cancels the detached search too.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - records: The collection to index and search.
  ///   - options: The search options.
  ///   - limit: The most results to return; `nil` means all.
  ///   - priority: The detached task's priority (default: none given).
  ///   - cancellationCheckInterval: How many records the scan examines between cancellation
  ///     checks (default 2,048).
  ///   - maximumConcurrency: The most threads the scan may use, the task's own included;
  ///     `nil` means every active processor.
  /// - Returns: The matching records, best first.
  /// - Throws: `FuseError` for invalid options, or `CancellationError`.
  /// - Complexity: O(*n*) to index plus the search itself.
  public static func search<Record: Sendable>(
    _ query: String, in records: [Record], options: FuseOptions<Record>, limit: Int? = nil,
    priority: TaskPriority? = nil, cancellationCheckInterval: Int = 2_048,
    maximumConcurrency: Int? = nil
  ) async throws -> [FuseResult<Record>] {
    let task = Task.detached(priority: priority) { () throws -> [FuseResult<Record>] in
      let searcher = try Fuse.Search(records, options: options)
      if let maximumConcurrency { searcher.maximumConcurrency = max(1, maximumConcurrency) }
      return try searcher.search(
        query, limit: limit, cancellationCheckInterval: cancellationCheckInterval)
    }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }
}
