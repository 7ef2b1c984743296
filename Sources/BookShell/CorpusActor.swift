import FuseCore

/// Stand-in for the Services module's `SearchService<Record>` until it lands on `main`: an
/// actor owning one `Fuse.Search` per corpus, with the same method names, so the swap is a
/// type alias.
actor CorpusActor<Record: Sendable> {
  /// The searcher; it never leaves the actor.
  private var searcher: Fuse.Search<Record>
  /// How many records a search scans between checks for task cancellation.
  let cancellationCheckInterval: Int

  /// Indexes `records` with `options`.
  ///
  /// - Parameters:
  ///   - records: The collection.
  ///   - options: The search options.
  ///   - cancellationCheckInterval: Records scanned between cancellation checks.
  /// - Throws: `FuseError` for invalid options.
  init(
    _ records: [Record], options: FuseOptions<Record>, cancellationCheckInterval: Int = 2_048
  ) throws(FuseError) {
    searcher = try Fuse.Search(records, options: options)
    self.cancellationCheckInterval = max(1, cancellationCheckInterval)
  }

  /// Searches, stopping with `CancellationError` when the calling task is cancelled.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results; `nil` means all.
  /// - Returns: The results, best first.
  func search(_ query: String, limit: Int? = nil) throws(CancellationError)
    -> [FuseResult<Record>]
  {
    try searcher.search(query, limit: limit, cancellationCheckInterval: cancellationCheckInterval)
  }

  /// The records, in collection order.
  var records: [Record] { searcher.documents }

  /// The number of records.
  var count: Int { searcher.documents.count }

  /// The options in force.
  var options: FuseOptions<Record> { searcher.options }

  /// Appends a record.
  func add(_ record: Record) {
    searcher.add(record)
  }

  /// Appends several records, in order.
  func add(contentsOf records: [Record]) {
    for record in records { searcher.add(record) }
  }

  /// Removes every record for which `predicate` returns `true`.
  @discardableResult
  func remove(where predicate: @Sendable (Record, Int) -> Bool) -> [Record] {
    searcher.remove(where: predicate)
  }

  /// Replaces the collection and rebuilds the index.
  func setCollection(_ records: [Record]) throws(FuseError) {
    try searcher.setCollection(records)
  }

  /// Replaces the options and rebuilds the searcher over the current records.
  func reconfigure(options: FuseOptions<Record>) throws(FuseError) {
    searcher = try Fuse.Search(searcher.documents, options: options)
  }
}
