public import FuseCore

extension SearchService where Record: Hashable {
  /// Creates a service that indexes `records` as its profile says: the profile's options,
  /// ranking, records' year and popularity.
  ///
  /// ```swift
  /// let books = try SearchService(EmbeddedCorpus.books(), profile: Book.profile)
  /// ```
  ///
  /// - Parameters:
  ///   - records: The corpus's records, in order.
  ///   - profile: The corpus's profile.
  ///   - cancellationCheckInterval: How many records a search scans between checks for task
  ///     cancellation (at least 1; default 2,048).
  /// - Throws: `FuseError` for an invalid profile (not expected for the package's own).
  /// - Complexity: O(*n*) in the total length of the indexed texts.
  public init(
    _ records: [Record], profile: CorpusProfile<Record>, cancellationCheckInterval: Int = 2_048
  ) throws(FuseError) {
    try self.init(
      records, options: profile.options, ranking: profile.ranking, year: profile.year,
      popularity: profile.popularity, cancellationCheckInterval: cancellationCheckInterval)
  }
}
