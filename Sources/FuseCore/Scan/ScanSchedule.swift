import Dispatch
import Synchronization

/// How a parallel scan hands out its records: contiguous chunks, largest first, each claimed by
/// whichever thread is free next (guided self-scheduling), and which chunks' results are in.
///
/// A static split into equal ranges leaves one thread idle at the end whenever the other
/// started late (waking a pooled thread takes tens of microseconds) or drew slower records.
/// Claiming shrinking chunks lets the threads finish within one small chunk of each other,
/// while the first, large chunks keep the batched prefilter's batches full.
///
/// A chunk is *done* when the first of the threads that scanned it has set its bit in
/// ``done``: the thread that claimed it, or the calling thread, which scans a chunk itself
/// rather than wait for a late helper (see ``StoreScan/run(_:searcher:recipe:memos:)``). The
/// bits are atomics, so the results they publish are ordered for Thread Sanitizer too.
final class ScanSchedule: Sendable {
  /// The chunks, in record order; chunk *i* is the *i*-th one claimed.
  let chunks: [Range<Int>]
  /// How many chunks have been claimed.
  private let claimed = Atomic<Int>(0)
  /// Bit *i*: chunk *i*'s results are in.
  private let done = Atomic<UInt64>(0)
  /// Bit *t*: helper thread *t* has handed its memo back and touches nothing more.
  private let finished = Atomic<UInt64>(0)

  /// The fewest records a chunk has (the last may have fewer): below this, flushing the
  /// prefilter's partly filled batches at a chunk's end costs more than the balance gains.
  static let smallestChunk = 384

  /// The most chunks a scan has (one bit each in ``done``), and the most threads (one bit
  /// each in ``finished``).
  static let maximumChunks = 64

  /// Splits `records` for `workers` threads.
  ///
  /// Each chunk takes `1 / (2 × workers)` of the records still unclaimed, and at least
  /// ``smallestChunk`` and a 48th of the records (so no scan has more than
  /// ``maximumChunks``).
  /// - Complexity: O(log *n*) chunks for *n* records.
  init(records: Range<Int>, workers: Int) {
    var smallest = max(Self.smallestChunk, (records.count + 47) / 48)
    var chunks = Self.chunks(records, workers: workers, smallest: smallest)
    // Not expected (a 48th of the records bounds the count well below); a safety net only.
    while chunks.count > Self.maximumChunks {
      smallest *= 2
      chunks = Self.chunks(records, workers: workers, smallest: smallest)
    }
    self.chunks = chunks
    assert(checkInvariants(covering: records))
  }

  /// Whether the chunks cover `records` once, in order, none empty, and fit the done mask
  /// (debug builds check it for every schedule).
  func checkInvariants(covering records: Range<Int>) -> Bool {
    guard chunks.count <= Self.maximumChunks else { return false }
    var next = records.lowerBound
    for chunk in chunks {
      guard chunk.lowerBound == next, !chunk.isEmpty else { return false }
      next = chunk.upperBound
    }
    return next == records.upperBound
  }

  /// The chunks of `records` for `workers` threads, none smaller than `smallest` but the last.
  private static func chunks(_ records: Range<Int>, workers: Int, smallest: Int) -> [Range<Int>] {
    var chunks: [Range<Int>] = []
    var lower = records.lowerBound
    while lower < records.upperBound {
      let remaining = records.upperBound - lower
      let size = min(remaining, max(smallest, remaining / (2 * max(1, workers))))
      chunks.append(lower..<(lower + size))
      lower += size
    }
    return chunks
  }

  /// Claims the next chunk: its position in ``chunks``, or `nil` when all are claimed.
  func claim() -> Int? {
    let chunk = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
    return chunk < chunks.count ? chunk : nil
  }

  /// Marks `chunk` done, publishing the results its thread stored before.
  ///
  /// - Parameter chunk: A chunk position.
  /// - Returns: Whether this call did it (`false`: another thread's results were in first).
  func finish(_ chunk: Int) -> Bool {
    let bit = UInt64(1) << UInt64(chunk)
    return done.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue & bit == 0
  }

  /// Whether `chunk`'s results are in (and visible to the caller).
  func isDone(_ chunk: Int) -> Bool {
    done.load(ordering: .acquiring) & (UInt64(1) << UInt64(chunk)) != 0
  }

  /// Whether every chunk's results are in (and visible to the caller).
  var isAllDone: Bool {
    let all = chunks.count == 64 ? UInt64.max : (UInt64(1) << UInt64(chunks.count)) - 1
    return done.load(ordering: .acquiring) & all == all
  }

  /// Waits, without sleeping, until every chunk is done or `nanoseconds` have passed.
  ///
  /// Once the calling thread has no chunk left to claim, the others are usually a fraction of
  /// a small chunk from done; waking from a sleep would take longer than that. The caller
  /// bounds the wait by its own last chunk's time, then scans what is left itself.
  ///
  /// - Parameter nanoseconds: How long to spin at most.
  /// - Returns: Whether every chunk is done.
  func spinUntilAllDone(atMost nanoseconds: UInt64) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds &+ nanoseconds
    while true {
      for _ in 0..<64 where isAllDone { return true }
      if DispatchTime.now().uptimeNanoseconds >= deadline { return isAllDone }
    }
  }

  /// Notes that helper thread `worker` has handed its memo back.
  func markFinished(worker: Int) {
    finished.bitwiseOr(UInt64(1) << UInt64(worker), ordering: .releasing)
  }

  /// Whether helper thread `worker` has handed its memo back (and it is visible).
  func hasFinished(worker: Int) -> Bool {
    finished.load(ordering: .acquiring) & (UInt64(1) << UInt64(worker)) != 0
  }
}
