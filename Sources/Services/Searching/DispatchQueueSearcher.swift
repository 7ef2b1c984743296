public import Dispatch
public import FuseCore
import Synchronization

/// A searcher confined to a serial `DispatchQueue`, with a completion-handler API: the legacy
/// path for code that cannot use Swift concurrency yet.
///
/// ```swift
/// let searcher = try DispatchQueueSearcher(books, options: BookSearchService.defaultOptions)
/// searcher.search("pride") { results in
///   DispatchQueue.main.async { show(results) }
/// }
/// ```
///
/// **When to use it:** only to adopt fuzzy search inside existing GCD/callback code. New code
/// should use a ``SearchService`` actor, which gives the same serialisation with `await`,
/// cancellation, and compiler-checked isolation. Like an actor, the serial queue runs one block
/// at a time, so a batch of queries submitted together runs one after the other, not in
/// parallel.
///
/// Completion handlers run on the searcher's queue; hop to your own queue inside them.
///
/// Thread safety: the class is `Sendable` without `@unchecked`. The searcher lives in a `Mutex`
/// and is only ever touched from blocks running on `queue`, so the lock is never contended (a
/// serial queue runs one block at a time); it is there so that the compiler, not a comment,
/// proves the searcher cannot be reached from two threads at once.
public final class DispatchQueueSearcher<Record: Sendable>: Sendable {
  /// The serial queue every operation runs on.
  public let queue: DispatchQueue
  private let searcher: Mutex<Fuse.Search<Record>>

  /// Creates a searcher over `records`; the index is built on the calling thread.
  ///
  /// - Parameters:
  ///   - records: The collection to search.
  ///   - options: The search options.
  ///   - label: The serial queue's label.
  /// - Throws: `FuseError` for invalid options or keys.
  public init(
    _ records: [Record], options: FuseOptions<Record>,
    label: String = "fuse-swift.DispatchQueueSearcher"
  ) throws(FuseError) {
    searcher = Mutex(try Fuse.Search(records, options: options))
    queue = DispatchQueue(label: label)
  }

  /// Searches on the queue and passes the results to `completion`, on the queue.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results to return; `nil` means all.
  ///   - completion: Receives the matching records, best first.
  public func search(
    _ query: String, limit: Int? = nil,
    completion: @escaping @Sendable ([FuseResult<Record>]) -> Void
  ) {
    queue.async {
      let results = self.searcher.withLock { $0.search(query, limit: limit) }
      completion(results)
    }
  }

  /// Appends a record on the queue.
  ///
  /// - Parameters:
  ///   - record: The record to add.
  ///   - completion: Called on the queue once the record is searchable.
  public func add(_ record: Record, completion: (@Sendable () -> Void)? = nil) {
    queue.async {
      self.searcher.withLock { $0.add(record) }
      completion?()
    }
  }

  /// Removes, on the queue, every record for which `predicate` returns `true`.
  ///
  /// - Parameters:
  ///   - predicate: Receives each record and its position.
  ///   - completion: Receives the removed records, on the queue.
  public func remove(
    where predicate: @escaping @Sendable (Record, Int) -> Bool,
    completion: (@Sendable ([Record]) -> Void)? = nil
  ) {
    queue.async {
      let removed = self.searcher.withLock { $0.remove(where: predicate) }
      completion?(removed)
    }
  }

  /// Replaces the whole collection on the queue.
  ///
  /// - Parameters:
  ///   - records: The new collection.
  ///   - completion: Receives success, or the `FuseError` that left the collection
  ///     unchanged, on the queue.
  public func setCollection(
    _ records: [Record], completion: (@Sendable (Result<Void, FuseError>) -> Void)? = nil
  ) {
    queue.async {
      let outcome = self.searcher.withLock { searcher in
        Result { () throws(FuseError) in try searcher.setCollection(records) }
      }
      completion?(outcome)
    }
  }

  /// Passes the current records to `completion`, on the queue.
  ///
  /// - Parameter completion: Receives the records, in collection order.
  public func records(completion: @escaping @Sendable ([Record]) -> Void) {
    queue.async {
      let records = self.searcher.withLock { $0.documents }
      completion(records)
    }
  }
}
