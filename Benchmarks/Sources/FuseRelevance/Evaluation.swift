import FuseCore
import Services

/// What one query gave: the rank of its first right result and how many results came back.
struct QueryOutcome: Sendable {
  /// The query.
  var query: LabelledQuery
  /// The 1-based rank of the first right result among the results, or `nil`.
  var rank: Int?
  /// The positions of the results, best first.
  var results: [Int]
}

/// Runs labelled queries through a service, the way the shell searches: limit 10.
enum Evaluation {
  /// The result limit every query is searched with.
  static let limit = 10

  /// Searches each query on `service` and reports where the first right answer came.
  ///
  /// - Parameters:
  ///   - queries: The queries, all for this service's corpus.
  ///   - service: The corpus's search service.
  ///   - clock: Times the searches.
  /// - Returns: Each query's outcome, and the time spent inside the searches.
  static func run<Record: Sendable>(
    _ queries: [LabelledQuery], on service: SearchService<Record>, clock: ContinuousClock
  ) async throws -> (outcomes: [QueryOutcome], elapsed: Duration) {
    var outcomes: [QueryOutcome] = []
    outcomes.reserveCapacity(queries.count)
    var elapsed = Duration.zero
    for query in queries {
      let start = clock.now
      let results = try await service.search(query.query, limit: limit)
      elapsed += start.duration(to: clock.now)
      let positions = results.map(\.refIndex)
      let rank = positions.firstIndex(where: query.correct.contains).map { $0 + 1 }
      outcomes.append(QueryOutcome(query: query, rank: rank, results: positions))
    }
    return (outcomes, elapsed)
  }
}
