public import FuseCore

/// A searcher isolated to the main actor, for small collections that UI code owns and searches
/// synchronously.
///
/// ```swift
/// @MainActor func filter(_ recents: [Book], by text: String) throws -> [Book] {
///   let searcher = try MainActorSearcher(recents, options: BookSearchService.defaultOptions)
///   return searcher.search(text).map(\.item)
/// }
/// ```
///
/// **When to use it:** a few hundred records at most (a recent-items list, a settings screen),
/// where a search takes well under a frame and an `await` would only add latency. Every call
/// runs on the main actor and blocks it for the length of the search, so large collections
/// belong in a ``SearchService`` (or behind a debounced view-model); queries are never parallel
/// here, since the main actor runs one job at a time.
@MainActor
public final class MainActorSearcher<Record> {
  private var searcher: Fuse.Search<Record>

  /// Creates a searcher over `records`.
  ///
  /// - Parameters:
  ///   - records: The collection to search.
  ///   - options: The search options.
  /// - Throws: `FuseError` for invalid options or keys.
  public init(_ records: [Record], options: FuseOptions<Record>) throws(FuseError) {
    searcher = try Fuse.Search(records, options: options)
  }

  /// The records, in collection order.
  public var records: [Record] { searcher.documents }

  /// The number of records.
  public var count: Int { searcher.documents.count }

  /// Searches synchronously on the main actor.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results to return; `nil` means all.
  /// - Returns: The matching records, best first.
  /// - Complexity: O(*n*·*m*) for *n* indexed texts and a pattern of *m* characters.
  public func search(_ query: String, limit: Int? = nil) -> [FuseResult<Record>] {
    searcher.search(query, limit: limit)
  }

  /// Appends a record.
  ///
  /// - Parameter record: The record to add.
  public func add(_ record: Record) {
    searcher.add(record)
  }

  /// Removes every record for which `predicate` returns `true`.
  ///
  /// - Parameter predicate: Receives each record and its position.
  /// - Returns: The removed records.
  @discardableResult
  public func remove(where predicate: (Record, Int) -> Bool) -> [Record] {
    searcher.remove(where: predicate)
  }

  /// Replaces the whole collection.
  ///
  /// - Parameter records: The new collection.
  /// - Throws: `FuseError` when the keys cannot read the records; nothing changes
  ///   then.
  public func setCollection(_ records: [Record]) throws(FuseError) {
    try searcher.setCollection(records)
  }
}
