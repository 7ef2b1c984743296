/// How one typed variant of one target went: its rank after every prefix.
struct TypedOutcome: Sendable {
  /// The target's position in its corpus's list.
  var target: Int
  /// Each prefix's length in code points, in typing order.
  var lengths: [Int]
  /// The target's rank after each prefix: 1–10, or 0 when it is not in the first ten.
  var ranks: [Int]

  /// The prefix length from which the target's rank stays within `1...best` for every longer
  /// prefix, or `nil` when it is not there at the full text.
  ///
  /// A target already there at the first prefix counts that prefix's length (2 for the
  /// protocol's first search).
  func keystrokes(within best: Int) -> Int? {
    var start: Int?
    for position in ranks.indices.reversed() {
      let rank = ranks[position]
      guard rank >= 1 && rank <= best else { break }
      start = position
    }
    return start.map { lengths[$0] }
  }

  /// The full text's length in code points.
  var fullLength: Int { lengths.last ?? 0 }
}

/// The protocol's metrics over a group of typed variants (one corpus, one variant name).
struct KeystrokeMetrics: Sendable {
  /// Variants counted.
  var count: Int
  /// Median keystrokes to a stable #1 (`nil`: infinite, more than half never #1).
  var top1Median: Double?
  /// Median of keystrokes to a stable #1 divided by the full length (`nil`: infinite).
  var top1FractionMedian: Double?
  /// Share of variants not #1 at the full text.
  var top1Never: Double
  /// Median keystrokes to a stable place in the first three (`nil`: infinite).
  var top3Median: Double?
  /// Share of variants not in the first three at the full text.
  var top3Never: Double

  /// Computes the metrics of `outcomes`.
  init(_ outcomes: [TypedOutcome]) {
    count = outcomes.count
    let top1 = outcomes.map { $0.keystrokes(within: 1) }
    let top3 = outcomes.map { $0.keystrokes(within: 3) }
    top1Median = Self.median(top1.map { $0.map(Double.init) })
    top1FractionMedian = Self.median(
      zip(top1, outcomes).map { keys, outcome in
        keys.map { Double($0) / Double(max(1, outcome.fullLength)) }
      })
    top3Median = Self.median(top3.map { $0.map(Double.init) })
    top1Never = Self.share(top1.filter { $0 == nil }.count, of: count)
    top3Never = Self.share(top3.filter { $0 == nil }.count, of: count)
  }

  /// The median of values where `nil` is infinite: the middle value, or the mean of the two
  /// middle values for an even count; `nil` when that reaches an infinite value (or there are
  /// no values).
  static func median(_ values: [Double?]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted { ($0 ?? .infinity) < ($1 ?? .infinity) }
    let middle = sorted.count / 2
    if sorted.count % 2 == 1 { return sorted[middle] }
    guard let low = sorted[middle - 1], let high = sorted[middle] else { return nil }
    return (low + high) / 2
  }

  private static func share(_ part: Int, of whole: Int) -> Double {
    whole == 0 ? 0 : Double(part) / Double(whole)
  }
}

/// Per-search wall times: p50, p95 and the maximum (nearest rank).
struct LatencySummary: Sendable {
  /// Searches timed.
  var count: Int
  /// The median, in milliseconds.
  var p50: Double
  /// The 95th percentile, in milliseconds.
  var p95: Double
  /// The slowest search, in milliseconds.
  var maximum: Double

  /// Summarises `milliseconds`.
  init(_ milliseconds: [Double]) {
    let sorted = milliseconds.sorted()
    count = sorted.count
    func rank(_ fraction: Double) -> Double {
      guard !sorted.isEmpty else { return 0 }
      let position = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
      return sorted[min(sorted.count - 1, max(0, position))]
    }
    p50 = rank(0.5)
    p95 = rank(0.95)
    maximum = sorted.last ?? 0
  }
}
