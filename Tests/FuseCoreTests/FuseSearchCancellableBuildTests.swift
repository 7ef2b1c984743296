import Synchronization
import Testing

@testable import FuseCore

/// A searcher built with cancellation checks (``Fuse/Search/init(_:options:cancellationCheckInterval:)``):
/// the same searcher when nothing stops it; stopped, on one thread or through the pipeline,
/// within one check interval, with nothing kept.
@Suite struct FuseSearchCancellableBuildTests {
  /// What the test checkpoints throw.
  struct Stop: Error {}

  /// Every shape of slot, on either side of the pipeline's threshold.
  static let documents = RecordPipelineTests.documents(
    count: FieldStore.pipelineThreshold * 2, seed: 48)

  /// A checkpoint that counts its checks and throws on check number `stopAt`.
  final class CountingCheckpoint: Sendable {
    let checks = Atomic(0)
    let stopAt: Int

    init(stopAt: Int) { self.stopAt = stopAt }

    func checkpoint(every interval: Int) -> BuildCheckpoint<Stop> {
      BuildCheckpoint(interval: interval) { () throws(Stop) in
        let count = self.checks.add(1, ordering: .relaxed).newValue
        if count == self.stopAt { throw Stop() }
      }
    }
  }

  static func build(threads: Int, checkpoint: BuildCheckpoint<Stop>) throws -> FieldStore {
    let reader = DocumentReader(keys: try RecordPipelineTests.keys, getFn: nil)
    return try FieldStore.build(
      documents: documents, reader: reader, normalization: FuseOptions<JSONValue>().normalization,
      fieldNormWeight: 1, threads: threads, tokenizer: .default, checkpoint: checkpoint
    ).store
  }

  /// A checkpoint that never throws changes nothing: the store is the one built without it,
  /// whichever way it is built; it is called every `interval` documents.
  @Test(arguments: [1, 2])
  func aPassingCheckpointBuildsTheSameStore(threads: Int) throws {
    let counting = CountingCheckpoint(stopAt: -1)
    let store = try Self.build(threads: threads, checkpoint: counting.checkpoint(every: 100))
    RecordPipelineTests().expectSameStore(
      store, try RecordPipelineTests.serialStore(Self.documents))
    // Every 100 documents, and once more at the end of a build on one thread.
    let checks = counting.checks.load(ordering: .relaxed)
    #expect(checks == Self.documents.count / 100 + (threads == 1 ? 1 : 0))
  }

  /// The build stops at the check that throws, and throws its error: on one thread, and through
  /// the pipeline (which it abandons, its storing thread done with its last chunk).
  @Test(arguments: [1, 2])
  func aThrowingCheckpointStopsTheBuild(threads: Int) throws {
    let counting = CountingCheckpoint(stopAt: 30)
    #expect(throws: Stop.self) {
      try Self.build(threads: threads, checkpoint: counting.checkpoint(every: 100))
    }
    #expect(counting.checks.load(ordering: .relaxed) == 30)
  }

  /// Cancelling the task that builds a searcher stops the build within one check interval of
  /// documents read, and the initializer throws `CancellationError`; uncancelled, the searcher
  /// finds what one built without checks finds.
  @Test func cancellingTheTaskStopsTheBuild() async throws {
    let reads = Atomic(0)
    let cancels = Atomic(true)
    let cancelAt = 5_000
    let interval = 256
    var options = try FuseOptions<JSONValue>(includeScore: true)
    options.keys =
      try RecordPipelineTests.keys + [
        FuseKey<JSONValue>(name: "reads") { _ -> FuseFieldValue in
          if reads.add(1, ordering: .relaxed).newValue == cancelAt
            && cancels.load(ordering: .relaxed)
          {
            withUnsafeCurrentTask { $0?.cancel() }
          }
          return .none
        }
      ]
    let building = Task {
      _ = try Fuse.Search(Self.documents, options: options, cancellationCheckInterval: interval)
    }
    await #expect(throws: CancellationError.self) { try await building.value }
    let read = reads.load(ordering: .relaxed)
    #expect(read >= cancelAt && read <= cancelAt + interval, "\(read) documents read")

    cancels.store(false, ordering: .relaxed)
    let plain = try Fuse.Search(Self.documents, options: options)
    let checked = try await Task {
      let checked = try Fuse.Search(Self.documents, options: options, cancellationCheckInterval: 1)
      return checked.search("old war").map { [$0.refIndex, Int(($0.score ?? 2) * 1e9)] }
    }.value
    #expect(!checked.isEmpty)
    #expect(checked == plain.search("old war").map { [$0.refIndex, Int(($0.score ?? 2) * 1e9)] })
  }

  /// A task cancelled before the build starts reads no document.
  @Test func anAlreadyCancelledTaskReadsNothing() async throws {
    let reads = Atomic(0)
    var options = FuseOptions<JSONValue>()
    options.keys = [
      try FuseKey<JSONValue>(name: "reads") { _ -> FuseFieldValue in
        reads.add(1, ordering: .relaxed)
        return .none
      }
    ]
    let building = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      _ = try Fuse.Search(Self.documents, options: options, cancellationCheckInterval: 1)
    }
    await #expect(throws: CancellationError.self) { try await building.value }
    #expect(reads.load(ordering: .relaxed) == 0)
  }
}
