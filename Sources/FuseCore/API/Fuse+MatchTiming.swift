extension Fuse {
  /// When a candidate search finds its results' match ranges
  /// (``Fuse/Search/search(_:limit:alsoReturning:matches:cancellationCheckInterval:)``).
  ///
  /// Match ranges (``FuseOptions/includeMatches``) cost more to find than scores. A ranking that
  /// reorders many candidates and keeps a few defers them, then finds them for the few with
  /// ``Fuse/Search/addingMatches(to:from:)``; the scores, the results and their order are the
  /// same either way.
  public enum MatchTiming: Sendable, Hashable {
    /// The results carry their matches as ``FuseOptions/includeMatches`` asks.
    case immediate
    /// The results carry no matches;
    /// ``Fuse/Search/addingMatches(to:from:)`` finds them later for the results kept. A custom
    /// sort (``FuseOptions/sortFn``) reads every result's matches, so with one the results carry
    /// them regardless.
    case deferred
  }
}
