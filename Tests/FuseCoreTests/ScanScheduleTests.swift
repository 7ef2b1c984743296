import Dispatch
import Synchronization
import Testing

@testable import FuseCore

/// The chunks of a parallel scan cover its records once, in order, and each is handed out once.
@Suite struct ScanScheduleTests {
  @Test(arguments: [0, 1, 383, 384, 385, 4_096, 10_000, 100_003])
  func chunksCoverTheRecordsInOrderAndShrink(count: Int) {
    for workers in [1, 2, 3, 8] {
      let records = 17..<(17 + count)
      let chunks = ScanSchedule(records: records, workers: workers).chunks
      #expect(chunks.first?.lowerBound ?? records.lowerBound == records.lowerBound)
      #expect(chunks.last?.upperBound ?? records.upperBound == records.upperBound)
      for (earlier, later) in zip(chunks, chunks.dropFirst()) {
        #expect(earlier.upperBound == later.lowerBound)
        #expect(earlier.count >= later.count, "chunks \(chunks)")
      }
      for chunk in chunks.dropLast() {
        #expect(chunk.count >= ScanSchedule.smallestChunk)
      }
      #expect(chunks.allSatisfy { !$0.isEmpty })
      // The first chunk leaves work for the other threads.
      if count >= 4 * ScanSchedule.smallestChunk * workers, workers > 1 {
        #expect(chunks[0].count <= count / 2)
      }
    }
  }

  /// What the claiming threads saw, in atomics: Thread Sanitizer follows those (it does not
  /// see `Mutex` on Linux, so a `Mutex` here would be reported as a race).
  final class Claims: Sendable {
    /// Bit *i* set: chunk *i* was claimed.
    let seen = Atomic<UInt64>(0)
    /// Claims of a chunk already claimed.
    let repeats = Atomic<Int>(0)
  }

  @Test func everyChunkIsClaimedExactlyOnceAcrossThreads() {
    for _ in 0..<50 {
      let schedule = ScanSchedule(records: 0..<100_000, workers: 4)
      // The bit mask below holds every chunk.
      #expect(schedule.chunks.count <= 64)
      let claims = Claims()
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        var last = -1
        while let chunk = schedule.claim() {
          // Each thread claims in increasing order, so its results are in record order.
          #expect(chunk > last)
          last = chunk
          let bit = UInt64(1) << UInt64(chunk)
          if claims.seen.bitwiseOr(bit, ordering: .relaxed).oldValue & bit != 0 {
            claims.repeats.wrappingAdd(1, ordering: .relaxed)
          }
        }
      }
      let all = schedule.chunks.count == 64 ? UInt64.max : (UInt64(1) << schedule.chunks.count) - 1
      #expect(claims.seen.load(ordering: .relaxed) == all)
      #expect(claims.repeats.load(ordering: .relaxed) == 0)
      #expect(schedule.claim() == nil)
    }
  }

  @Test func everyChunkDoneEndsTheWaitAndTheFirstToFinishAChunkWins() {
    let schedule = ScanSchedule(records: 0..<10_000, workers: 2)
    #expect(!schedule.spinUntilAllDone(atMost: 1_000))
    for chunk in 0..<(schedule.chunks.count - 1) { #expect(schedule.finish(chunk)) }
    #expect(!schedule.isAllDone)
    #expect(!schedule.spinUntilAllDone(atMost: 1_000))
    let last = schedule.chunks.count - 1
    #expect(!schedule.isDone(last))
    #expect(schedule.finish(last))
    #expect(!schedule.finish(last), "a second copy of a chunk's results is not kept")
    #expect(schedule.isDone(last))
    #expect(schedule.spinUntilAllDone(atMost: 0))
    #expect(!schedule.hasFinished(worker: 1))
    schedule.markFinished(worker: 1)
    #expect(schedule.hasFinished(worker: 1))
  }

  /// However many records, a schedule has at most one bit's worth of chunks per done-mask bit.
  @Test(arguments: [1_000_000, 100_000_000])
  func hugeScansHaveAtMostTheMostChunks(count: Int) {
    for workers in [2, 8, 24, 64] {
      let chunks = ScanSchedule(records: 0..<count, workers: workers).chunks
      #expect(chunks.count <= ScanSchedule.maximumChunks, "\(workers) workers: \(chunks.count)")
      #expect(chunks.last?.upperBound == count)
    }
  }
}
