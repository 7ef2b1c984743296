public import FuseCore

extension SearchService {
  /// Appends a record; it becomes searchable at once.
  ///
  /// - Parameter record: The record to add; it gets the next position.
  /// - Complexity: O(*m*) in the length of the record's indexed texts.
  public func add(_ record: Record) {
    searcher.add(record)
  }

  /// Appends several records, in order.
  ///
  /// - Parameter records: The records to add.
  /// - Complexity: O(*m*) in the total length of their indexed texts.
  public func add(contentsOf records: [Record]) {
    for record in records { searcher.add(record) }
  }

  /// Removes every record for which `predicate` returns `true`; later records move down.
  ///
  /// - Parameter predicate: Receives each record and its current position.
  /// - Returns: The removed records, in collection order.
  /// - Complexity: O(*n*) in the size of the collection.
  @discardableResult
  public func remove(where predicate: @Sendable (Record, Int) -> Bool) -> [Record] {
    searcher.remove(where: predicate)
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
    try searcher.removeAt(position)
  }

  /// Replaces the whole collection and rebuilds the index.
  ///
  /// - Parameter records: The new collection.
  /// - Throws: `FuseError` when the keys cannot read the new records; the collection
  ///   is then unchanged.
  /// - Complexity: O(*n*) in the total length of the indexed texts.
  public func setCollection(_ records: [Record]) throws(FuseError) {
    try searcher.setCollection(records)
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
  }
}
