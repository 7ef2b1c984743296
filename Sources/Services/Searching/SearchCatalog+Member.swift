public import FuseCore

extension SearchCatalog {
  /// One corpus of a catalog: its name and its actor, whatever its record type.
  public struct Member: Sendable {
    /// The corpus's name (its profile's).
    public let name: String
    /// The corpus's `SearchService`.
    let service: any Sendable
    /// Searches the actor with a share of the processors; the results come as a
    /// ``Results/Hits`` of the record type.
    let search:
      @Sendable (_ query: String, _ limit: Int?, _ maximumConcurrency: Int) async throws ->
        any Sendable
    /// Sets the actor's ranking.
    let setRanking: @Sendable (SearchRanking) async -> Void

    /// A corpus searched by an existing actor.
    ///
    /// - Parameters:
    ///   - profile: The corpus's profile (for its name and record type).
    ///   - service: The actor.
    public init<Record>(_ profile: CorpusProfile<Record>, service: SearchService<Record>) {
      name = profile.name
      self.service = service
      search = { query, limit, maximumConcurrency in
        let found = try await service.countedSearch(
          query, limit: limit, maximumConcurrency: maximumConcurrency)
        return Results.Hits(
          results: found.results, ranks: found.ranks, matchCount: found.matchCount)
      }
      setRanking = { ranking in await service.setRanking(ranking) }
    }

    /// A corpus indexed as its profile says.
    ///
    /// - Parameters:
    ///   - profile: The corpus's profile.
    ///   - records: Its records.
    /// - Throws: `FuseError` for an invalid profile.
    /// - Complexity: O(*n*) in the total length of the indexed texts.
    public init<Record>(_ profile: CorpusProfile<Record>, records: [Record]) throws(FuseError) {
      self.init(profile, service: try SearchService(records, profile: profile))
    }
  }
}
