public import FuseCore

extension SearchService {
  /// Appends a record; it becomes searchable at once.
  ///
  /// - Parameter record: The record to add; it gets the next position.
  /// - Complexity: O(*m*) in the length of the record's indexed texts.
  public func add(_ record: Record) {
    let count = searcher.documents.count
    searcher.add(record)
    // Fuse.js ignores a null document; only a record that was added gets words.
    if searcher.documents.count > count {
      recordWords?.append(searcher.indexedTexts(refIndex: count), year: recordYear?(record))
    }
  }

  /// Appends several records, in order.
  ///
  /// - Parameter records: The records to add.
  /// - Complexity: O(*m*) in the total length of their indexed texts.
  public func add(contentsOf records: [Record]) {
    for record in records { add(record) }
  }

  /// Removes every record for which `predicate` returns `true`; later records move down.
  ///
  /// - Parameter predicate: Receives each record and its current position.
  /// - Returns: The removed records, in collection order.
  /// - Complexity: O(*n*) in the size of the collection.
  @discardableResult
  public func remove(where predicate: @Sendable (Record, Int) -> Bool) -> [Record] {
    var positions: [Int] = []
    let removed = searcher.remove { record, position in
      let remove = predicate(record, position)
      if remove { positions.append(position) }
      return remove
    }
    recordWords?.remove(atSorted: positions)
    return removed
  }

  /// Removes the record at `position`.
  ///
  /// - Parameter position: A position in ``records``.
  /// - Returns: The removed record.
  /// - Throws: `FuseError/invalidDocIndex(index:count:)` when `position` is out of
  ///   range; the collection is then unchanged.
  /// - Complexity: O(*n*) in the size of the collection.
  @discardableResult
  public func removeAt(_ position: Int) throws(FuseError) -> Record {
    let removed = try searcher.removeAt(position)
    recordWords?.remove(atSorted: [position])
    return removed
  }

  /// Replaces the whole collection and rebuilds the index.
  ///
  /// - Parameter records: The new collection.
  /// - Throws: `FuseError` when the keys cannot read the new records; the collection
  ///   is then unchanged.
  /// - Complexity: O(*n*) in the total length of the indexed texts.
  public func setCollection(_ records: [Record]) throws(FuseError) {
    try searcher.setCollection(records)
    rebuildRecordWords()
  }

  /// Replaces the whole collection and rebuilds the index, as ``setCollection(_:)`` does, but
  /// stops when the calling task is cancelled.
  ///
  /// The new index (FuseCore's, and the words the relevance order reads) is built beside the
  /// old one, checking `Task.isCancelled` every ``indexCancellationCheckInterval`` records, and
  /// takes its place only once it is complete: a cancelled or failed call leaves the
  /// collection, the index and the options as they were.
  ///
  /// - Parameter records: The new collection.
  /// - Throws: `FuseError` when the keys cannot read the new records; `CancellationError`
  ///   when the task was cancelled before the new index was built.
  /// - Complexity: O(*n*) in the total length of the indexed texts.
  public func setCollection(cancellablyIndexing records: [Record]) throws {
    let (replacement, words) = try Self.cancellablyIndexed(
      records, options: searcher.options, ranking: ranking, year: recordYear,
      wordsAnyway: recordWords != nil)
    searcher = replacement
    recordWords = words
    wordDistances = WordDistanceMemo()
    wordReach = WordReachMemo()
  }

  /// Replaces the options (keys, weights, threshold, …) and rebuilds the searcher over the
  /// current records, inside the actor.
  ///
  /// - Parameter options: The new options.
  /// - Throws: `FuseError` for invalid options; the service then keeps its old
  ///   options and index.
  /// - Complexity: O(*n*) in the total length of the indexed texts.
  public func reconfigure(options: FuseOptions<Record>) throws(FuseError) {
    searcher = try Fuse.Search(searcher.documents, options: options)
    rebuildRecordWords()
  }
}
