extension Fuse {
  /// The results of a candidate search
  /// (``Fuse/Search/search(_:limit:alsoReturning:matches:cancellationCheckInterval:)``), with
  /// what ``Fuse/Search/addingMatches(to:from:)`` needs to find their deferred matches.
  ///
  /// A candidate search remembers the state of the collection it searched: once the searcher's
  /// collection changes (``Fuse/Search/add(_:)``, ``Fuse/Search/remove(where:)``,
  /// ``Fuse/Search/removeAt(_:)``, ``Fuse/Search/setCollection(_:index:)``), its candidates are
  /// stale, and matches are not added to them.
  public struct Candidates<Element> {
    /// The results: Fuse.js's first results, then those of the chosen documents the limit left
    /// out, each with Fuse.js's score.
    public let results: [FuseResult<Element>]
    /// The query the candidates were found for.
    public let query: String
    /// Whether ``results`` lack the matches ``FuseOptions/includeMatches`` asks for, which
    /// ``Fuse/Search/addingMatches(to:from:)`` finds.
    public let matchesAreDeferred: Bool
    /// How many documents match the query in all, however few of them the limit returned.
    ///
    /// Every document matches a blank query; a zero limit with no chosen documents searches
    /// nothing and counts none. Counting costs nothing: the scan scores every match before the
    /// limit applies.
    public let matchCount: Int
    /// The state of the searcher's collection that was searched.
    let version: CollectionVersion
  }
}

extension Fuse.Candidates: Sendable where Element: Sendable {}
