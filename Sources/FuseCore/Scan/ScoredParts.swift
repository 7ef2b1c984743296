/// A scan's results as its threads left them: each thread's ``ScoredResults``, and the runs of
/// them that, one after another, are the results in record order.
///
/// Sorting and formatting read the runs in place; only a caller that needs every match in one
/// buffer (matches to report, a custom sort) pays for ``merged()``.
struct ScoredParts: Sendable {
  /// Consecutive results of one part.
  struct Run: Sendable {
    var part: Int
    var results: Range<Int>
  }

  /// Each thread's results.
  private(set) var parts: [ScoredResults] = []
  /// The runs, in record order.
  private(set) var runs: [Run] = []
  /// How many results the runs hold.
  private(set) var count = 0

  /// No results.
  init() {}

  /// The results of one thread, all in record order.
  init(_ results: ScoredResults) {
    self.init(parts: [results], runs: [Run(part: 0, results: 0..<results.count)])
  }

  /// Parts and the runs that order them.
  init(parts: [ScoredResults], runs: [Run]) {
    self.parts = parts
    self.runs = runs.filter { !$0.results.isEmpty }
    count = self.runs.reduce(0) { $0 + $1.results.count }
    assert(checkInvariants())
  }

  /// Whether every run lies inside its part: what ``orderKeys()`` reads unchecked relies on it
  /// (debug builds check it on every construction, as swift-collections' `_checkInvariants`).
  func checkInvariants() -> Bool {
    runs.allSatisfy { run in
      parts.indices.contains(run.part) && run.results.lowerBound >= 0
        && run.results.upperBound <= parts[run.part].count
    }
  }

  /// Appends the results of a later scan (the next round of a scan in rounds).
  mutating func append(contentsOf other: ScoredParts) {
    let offset = parts.count
    parts.append(contentsOf: other.parts)
    for run in other.runs { runs.append(Run(part: run.part + offset, results: run.results)) }
    count += other.count
  }

  /// The results' sort keys in record order; a key's position is its index in the array.
  func orderKeys() -> [ResultOrder.Key] {
    guard count > 0 else { return [] }
    return [ResultOrder.Key](unsafeUninitializedCapacity: count) { keys, written in
      for run in runs {
        parts[run.part].results.withUnsafeBufferPointer { results in
          for index in run.results {
            assert(written < keys.count, "more results than keys")
            keys.initializeElement(
              at: written,
              to: ResultOrder.Key(
                score: results[index].score, docIndex: results[index].docIndex,
                position: written))
            written += 1
          }
        }
      }
      assert(written == count, "a key left unwritten")
    }
  }

  /// The results in record order, in one buffer with all their matches.
  func merged() -> ScoredResults {
    if parts.count == 1, runs.count == 1, runs[0].results == parts[0].results.indices {
      return parts[0]
    }
    var all = ScoredResults()
    for run in runs { all.append(contentsOf: parts[run.part], results: run.results) }
    return all
  }
}
