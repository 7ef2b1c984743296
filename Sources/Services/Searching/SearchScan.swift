import FuseCore

/// How far a ``SearchService`` search scanned its index, and whether cancellation stopped it.
///
/// ```swift
/// let scan = await service.lastScan
/// if let scan, scan.stoppedEarly { print("stopped after \(scan.recordsScanned) records") }
/// ```
public struct SearchScan: Sendable, Hashable {
  /// The query that was searched.
  public var query: String
  /// How many index records the search examined before it finished or was cancelled.
  ///
  /// A completed search reports every record, except a blank query or a zero limit, which
  /// return without scanning (0).
  public var recordsScanned: Int
  /// How many records the index held.
  public var recordCount: Int
  /// Whether the search ended with `CancellationError`.
  public var wasCancelled: Bool
  /// The most threads the scan could use, the actor's own included (it uses fewer on a small
  /// collection: one per 2,048 records, and one below 4,096).
  public var maximumConcurrency: Int
  /// How many records matched the query in all, before the limit cut the results (every
  /// record for a blank query); `nil` when the search was cancelled or had a zero limit, which
  /// searches nothing.
  public var matchCount: Int?

  /// Creates a scan report.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - recordsScanned: The records examined.
  ///   - recordCount: The records in the index.
  ///   - wasCancelled: Whether the search was cancelled.
  ///   - maximumConcurrency: The most threads the scan could use (default 1).
  ///   - matchCount: How many records matched in all (default `nil`: not counted).
  public init(
    query: String, recordsScanned: Int, recordCount: Int, wasCancelled: Bool,
    maximumConcurrency: Int = 1, matchCount: Int? = nil
  ) {
    self.query = query
    self.recordsScanned = recordsScanned
    self.recordCount = recordCount
    self.wasCancelled = wasCancelled
    self.maximumConcurrency = maximumConcurrency
    self.matchCount = matchCount
  }

  /// Whether the search was cancelled before it had examined every record.
  public var stoppedEarly: Bool { wasCancelled && recordsScanned < recordCount }

  /// Whether `Fuse.Search` scans its records for this query: it returns without scanning for a
  /// zero limit and for a blank query (``FuseCore/Fuse/isBlank(_:)``).
  static func scansRecords(query: String, limit: Int?) -> Bool {
    limit != 0 && !Fuse.isBlank(query)
  }
}
