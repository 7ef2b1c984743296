extension Fuse {
  /// The result of ``Fuse/match(_:in:options:)``: whether the pattern matched, its score and
  /// (if asked) the matched runs.
  public struct MatchResult: Sendable, Hashable {
    /// Whether the pattern matched.
    public let isMatch: Bool
    /// The score, 0 for a perfect match (above 1 only where Fuse.js reports a rejected candidate).
    public let score: Double
    /// Inclusive UTF-16 ranges into the normalised text, when ``FuseOptions/includeMatches``
    /// is set and the pattern matched.
    public let indices: [ClosedRange<Int>]?
  }

  /// Matches one pattern against one text without building an index (Fuse.js's `Fuse.match`).
  ///
  /// ```swift
  /// let result = try Fuse.match("helo", in: "hello world")   // isMatch: true
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern (extended syntax when ``FuseOptions/useExtendedSearch`` is on).
  ///   - text: The text to search.
  ///   - options: Matching options (keys and sorting are ignored).
  /// - Returns: Whether and how well the pattern matched.
  /// - Throws: ``FuseError/invalidOption(name:value:reason:)`` for invalid options, and
  ///   ``FuseError/unsupported(reason:)`` when token search is on (it needs a collection).
  /// - Complexity: O(*t*·*m*) for a text of *t* and a pattern of *m* UTF-16 units.
  public static func match(
    _ pattern: String, in text: String, options: FuseOptions<String> = FuseOptions()
  ) throws(FuseError)
    -> MatchResult
  {
    try options.validate()
    if options.useTokenSearch {
      throw FuseError.unsupported(reason: FuseError.matchTokenSearchReason)
    }
    let settings = BitapSettings(options)
    let searcher: any TextSearcher =
      options.useExtendedSearch
      ? ExtendedSearcher(query: pattern, settings: settings)
      : BitapSearcher(pattern: pattern, settings: settings)
    let units = settings.normalization.units(text)
    let outcome = units.withUnsafeBufferPointer { searcher.search($0) }
    return MatchResult(
      isMatch: outcome.isMatch, score: outcome.score,
      indices: outcome.indices.map { runs in
        runs.compactMap { $0.end >= $0.start ? $0.start...$0.end : nil }
      })
  }
}
