import Dispatch
import Synchronization

/// How a parallel scan hands out its records: contiguous chunks, largest first, each claimed by
/// whichever thread is free next (guided self-scheduling).
///
/// A static split into equal ranges leaves one thread idle at the end whenever the other
/// started late (waking a pooled thread takes tens of microseconds) or drew slower records.
/// Claiming shrinking chunks lets the threads finish within one small chunk of each other,
/// while the first, large chunks keep the batched prefilter's batches full.
final class ScanSchedule: Sendable {
  /// The chunks, in record order; chunk *i* is the *i*-th one claimed.
  let chunks: [Range<Int>]
  /// How many chunks have been claimed.
  private let claimed = Atomic<Int>(0)
  /// How many chunks' results their threads have handed over.
  private let handedOver = Atomic<Int>(0)

  /// The fewest records a chunk has (the last may have fewer): below this, flushing the
  /// prefilter's partly filled batches at a chunk's end costs more than the balance gains.
  static let smallestChunk = 384

  /// Splits `records` for `workers` threads.
  ///
  /// Each chunk takes `1 / (2 × workers)` of the records still unclaimed, and at least
  /// ``smallestChunk``.
  /// - Complexity: O(log *n*) chunks for *n* records.
  init(records: Range<Int>, workers: Int) {
    var chunks: [Range<Int>] = []
    var lower = records.lowerBound
    while lower < records.upperBound {
      let remaining = records.upperBound - lower
      let size = min(remaining, max(Self.smallestChunk, remaining / (2 * max(1, workers))))
      chunks.append(lower..<(lower + size))
      lower += size
    }
    self.chunks = chunks
  }

  /// Claims the next chunk: its position in ``chunks``, or `nil` when all are claimed.
  func claim() -> Int? {
    let chunk = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
    return chunk < chunks.count ? chunk : nil
  }

  /// Notes that a thread has handed over the results of `count` chunks it claimed.
  func handOver(_ count: Int) {
    handedOver.wrappingAdd(count, ordering: .releasing)
  }

  /// Waits, without sleeping, until every chunk's results are handed over.
  ///
  /// Once the calling thread has no chunk left to claim, the others are at most one small
  /// chunk from done; waking from a sleep would take longer than that (tens of microseconds).
  /// - Parameter nanoseconds: How long to spin at most.
  /// - Returns: Whether all results are handed over (else the caller must wait by sleeping).
  func spinUntilHandedOver(atMost nanoseconds: UInt64) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds &+ nanoseconds
    while true {
      for _ in 0..<64 where handedOver.load(ordering: .acquiring) == chunks.count {
        return true
      }
      if DispatchTime.now().uptimeNanoseconds >= deadline { return false }
    }
  }
}
