/// Summary statistics over per-search durations, for profiling where `os_signpost` does not
/// exist.
///
/// Percentiles use the nearest-rank method: p50 of 10 samples is the 5th smallest, p95 the
/// 10th. No interpolation, so every reported value is a duration that was actually measured.
///
/// ```swift
/// let stats = SearchLatencyStatistics(samples: [.milliseconds(3), .milliseconds(9)])
/// // stats.count == 2, stats.p50 == .milliseconds(3), stats.max == .milliseconds(9)
/// ```
public struct SearchLatencyStatistics: Sendable, Hashable {
  /// The number of samples.
  public var count: Int
  /// The median duration, or `nil` without samples.
  public var p50: Duration?
  /// The 95th-percentile duration, or `nil` without samples.
  public var p95: Duration?
  /// The longest duration, or `nil` without samples.
  public var max: Duration?

  /// Computes the statistics of some durations.
  ///
  /// - Parameter samples: The measured durations, in any order.
  /// - Complexity: O(*n* log *n*) for *n* samples.
  public init(samples: some Sequence<Duration>) {
    let sorted = samples.sorted()
    count = sorted.count
    p50 = Self.nearestRank(50, of: sorted)
    p95 = Self.nearestRank(95, of: sorted)
    max = sorted.last
  }

  /// The nearest-rank percentile of sorted samples: the smallest sample such that at least
  /// `percent` per cent of the samples are less than or equal to it.
  private static func nearestRank(_ percent: Int, of sorted: [Duration]) -> Duration? {
    guard !sorted.isEmpty else { return nil }
    let rank = (sorted.count * percent + 99) / 100
    return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
  }
}
