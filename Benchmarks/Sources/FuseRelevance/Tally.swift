/// The relevance metrics of a group of queries, each searched with limit 10.
struct Tally: Sendable {
  /// Queries counted.
  var count = 0
  /// Queries whose first result is right.
  var top1 = 0
  /// Queries with a right result among the first five.
  var top5 = 0
  /// The sum of 1/rank of the first right result (0 when none is in the first ten).
  var reciprocalRanks = 0.0
  /// Queries with no result at all.
  var zero = 0

  /// Counts one query.
  ///
  /// - Parameters:
  ///   - rank: The 1-based rank of the first right result, or `nil` when none was returned.
  ///   - resultCount: How many results the search returned.
  mutating func add(rank: Int?, resultCount: Int) {
    count += 1
    if let rank {
      if rank == 1 { top1 += 1 }
      if rank <= 5 { top5 += 1 }
      if rank <= 10 { reciprocalRanks += 1 / Double(rank) }
    }
    if resultCount == 0 { zero += 1 }
  }

  /// Adds another tally's counts to this one.
  mutating func merge(_ other: Tally) {
    count += other.count
    top1 += other.top1
    top5 += other.top5
    reciprocalRanks += other.reciprocalRanks
    zero += other.zero
  }

  /// The share of queries whose first result is right.
  var top1Rate: Double { rate(top1) }
  /// The share with a right result in the first five.
  var top5Rate: Double { rate(top5) }
  /// The mean reciprocal rank over the first ten results.
  var mrr: Double { count == 0 ? 0 : reciprocalRanks / Double(count) }
  /// The share of queries with no result.
  var zeroRate: Double { rate(zero) }

  private func rate(_ part: Int) -> Double { count == 0 ? 0 : Double(part) / Double(count) }
}
