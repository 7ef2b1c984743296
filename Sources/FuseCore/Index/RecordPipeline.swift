import Dispatch
import Synchronization

/// Builds a ``FieldStore`` on two threads: the calling thread reads the documents' key values
/// (the keys' getters and `encode(to:)` run on the caller's thread only), and a second thread
/// adds them to the store (normalising, counting, hashing and storing the texts).
///
/// The values travel in chunks of whole records, in document order, to a private serial queue
/// that adds them one chunk after another (at most ``maximumPending`` chunks wait for it, so the
/// values in flight stay bounded); ``finish()`` waits for the queue to add the last one.
/// Every hand-over is a dispatch (which Thread Sanitizer sees); the lock around the store only
/// makes it `Sendable` and is never contended. The result is exactly the store one thread builds.
///
/// A private serial queue runs on the overcommitting global queue, so it gets a thread even when
/// every other one is blocked: waiting for it cannot deadlock.
final class RecordPipeline: Sendable {
  /// The key values of consecutive records: ``RecordPipeline/keyCount`` values per record, in
  /// key order.
  struct Chunk: Sendable {
    /// The document position of the first record.
    let firstDocument: Int
    /// How many records.
    let count: Int
    /// The values, record after record.
    let values: [FuseFieldValue]
  }

  /// What the queue works on.
  private struct Builder: Sendable {
    var store: FieldStore
    var norms: NormCache
  }

  private let builder: Mutex<Builder>
  /// Where what each chunk added goes next, when token statistics are counted or a reader
  /// reads the texts.
  let follower: StoredChunkPipeline?
  private let queue = DispatchQueue(label: "FuseCore.RecordPipeline")
  /// Chunks submitted and not added yet, at most ``maximumPending``: when the queue falls
  /// behind, the reading thread waits rather than holding more of the collection's values.
  private let pending = DispatchSemaphore(value: RecordPipeline.maximumPending)
  /// Whether ``abandon()`` was called: the queue then drops the chunks it has not begun.
  private let isAbandoned = Atomic(false)
  /// How many chunks may wait for the queue.
  static let maximumPending = 4
  /// How many values each record has.
  let keyCount: Int
  /// How many records the store will hold in the end (0: unknown).
  private let expectedRecords: Int

  /// A pipeline that adds records to `store`.
  ///
  /// - Parameters:
  ///   - store: The store to add records to (empty, or with records before the first chunk's).
  ///   - norms: The norm cache to use.
  ///   - follower: Receives what each chunk added to the store, once it is added (`nil`: no
  ///     token statistics, no reader of the texts).
  ///   - expectedRecords: How many records the store will hold in the end, if known (the
  ///     store then reserves room for their texts after the first chunk).
  init(
    store: FieldStore, norms: NormCache, follower: StoredChunkPipeline? = nil,
    expectedRecords: Int = 0
  ) {
    self.builder = Mutex(Builder(store: store, norms: norms))
    self.follower = follower
    self.expectedRecords = expectedRecords
    self.keyCount = store.keyCount
  }

  /// Hands the records of `chunk` (the next ones in document order) to the queue; waits first
  /// while ``maximumPending`` chunks are waiting for it.
  func submit(_ chunk: Chunk) {
    pending.wait()
    queue.async {
      defer { self.pending.signal() }
      guard !self.isAbandoned.load(ordering: .relaxed) else { return }
      self.builder.withLock { builder in
        let mark = builder.store.mark
        self.add(chunk, to: &builder.store, norms: &builder.norms)
        if mark.records == 0 { builder.store.reserveTexts(forRecords: self.expectedRecords) }
        self.follower?.submit(from: builder.store, since: mark)
        builder.store.dropNormalizedOriginals()
      }
    }
  }

  /// Stops building, for a build that is given up.
  ///
  /// The chunks still waiting for the queue are dropped, the one it is adding is left within
  /// 64 records, and this returns once the queue has set it down. Call it instead of
  /// ``finish()``, after the last ``submit(_:)``; the store is then of no use.
  func abandon() {
    isAbandoned.store(true, ordering: .relaxed)
    queue.sync {}
    follower?.abandon()
  }

  /// Waits until every submitted record is added and returns the store; call once, after the
  /// last ``submit(_:)``.
  func finish() -> FieldStore {
    queue.sync {
      builder.withLock { builder in
        // Hand the store over whole: a copy left here would make its next change copy it all.
        let store = builder.store
        builder.store = FieldStore(empty: store.normalization, keyCount: store.keyCount)
        return store
      }
    }
  }

  /// Adds the records of `chunk`, unless the pipeline is abandoned meanwhile (it looks every
  /// 64 records; the store is then of no use).
  private func add(_ chunk: Chunk, to store: inout FieldStore, norms: inout NormCache) {
    var value = 0
    for document in chunk.firstDocument..<(chunk.firstDocument + chunk.count) {
      if document & 63 == 0 && isAbandoned.load(ordering: .relaxed) { return }
      for key in 0..<keyCount {
        store.add(chunk.values[value], key: key, norms: &norms)
        value += 1
      }
      store.endRecord(docIndex: document, isString: false)
    }
  }
}
