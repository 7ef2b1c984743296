import FuseCore
import Services

/// What the check against a plain engine found.
struct EngineCheck: Sendable {
  /// Searches checked.
  var checked = 0
  /// The first few disagreements, described.
  var failures: [String] = []
  /// Disagreements in all.
  var failureCount = 0

  /// Counts one checked search and its disagreement, if any.
  mutating func add(_ failure: String?) {
    checked += 1
    guard let failure else { return }
    failureCount += 1
    if failures.count < 10 { failures.append(failure) }
  }

  /// Folds in another corpus's check.
  mutating func merge(_ other: EngineCheck) {
    checked += other.checked
    failureCount += other.failureCount
    failures += other.failures.prefix(max(0, 10 - failures.count))
  }
}

/// A plain `Fuse.Search` over the same records with the service's options: Fuse.js's own
/// results, against which a sample of the service's searches is checked.
struct EngineChecker<Record: Sendable> {
  private let engine: Fuse.Search<Record>

  /// Builds the engine with the service's current options.
  init(_ records: [Record], service: SearchService<Record>) async throws {
    engine = try Fuse.Search(records, options: await service.options)
  }

  /// Checks the service's `results` for `query` (limit ``TypeaheadRun/limit``).
  ///
  /// In Fuse.js's order the results must be the engine's first ten, in order, with its scores.
  /// In any other order they must be as many as the engine's (up to ten), each one of the
  /// engine's results with the engine's score for that record.
  ///
  /// - Returns: `nil` when they agree, else what differs.
  func check(
    _ query: String, results: [FuseResult<Record>], ranking: SearchRanking.Order
  ) -> String? {
    let got = results.map { "\($0.refIndex):\($0.score.map { "\($0)" } ?? "-")" }
    switch ranking {
    case .fuse:
      let expected = engine.search(query, limit: TypeaheadRun.limit).map {
        "\($0.refIndex):\($0.score.map { "\($0)" } ?? "-")"
      }
      return got == expected
        ? nil : "\"\(query)\": service \(got.prefix(5)), engine \(expected.prefix(5))"
    case .relevance:
      let all = engine.search(query)
      var scores: [Int: Double?] = [:]
      for result in all { scores[result.refIndex] = result.score }
      if results.count != min(TypeaheadRun.limit, all.count) {
        return "\"\(query)\": \(results.count) results, the engine has \(all.count)"
      }
      for result in results {
        guard let score = scores[result.refIndex] else {
          return "\"\(query)\": record \(result.refIndex) is not one of the engine's results"
        }
        if score != result.score {
          return
            "\"\(query)\": record \(result.refIndex) scored \(String(describing: result.score))"
            + ", the engine says \(String(describing: score))"
        }
      }
      return nil
    }
  }
}
