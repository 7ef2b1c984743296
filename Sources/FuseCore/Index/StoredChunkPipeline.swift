import Dispatch
import Synchronization

/// Works on what each chunk added to the store while a ``RecordPipeline`` stores the next ones.
///
/// After adding each chunk of records, the storing thread hands it over
/// (``submit(from:since:)``). The thread that reads the documents, which is done with a chunk
/// long before the storing thread is, counts its token statistics (tokenising the new distinct
/// texts and counting the records' fields) between chunks and after the last one; a third
/// thread hands its texts to a reader of the build (``Fuse/IndexedChunkReader``), so that the
/// two cores of a two-core machine share the three jobs as each has work.
///
/// The chunks are taken in the order they were added to the store, so the statistics equal
/// ``TokenStatistics/init(store:tokenizer:)`` over the finished store, and the reader sees every
/// record once, in order. A chunk changes hands on a private serial queue (a dispatch, which
/// Thread Sanitizer sees, as in ``RecordPipeline``); the locks only make the state `Sendable`
/// and are never contended.
final class StoredChunkPipeline: Sendable {
  private struct Counter: Sendable {
    var statistics = TokenStatistics()
    var cache = TokenStatistics.TextTermCache()
    var counted = 0
  }

  /// Chunks handed over and not taken yet, oldest first; touched on ``handOver`` only.
  private let waiting = Mutex<[FieldStore.Delta]>([])
  private let handOver = DispatchQueue(label: "FuseCore.StoredChunkPipeline")
  /// Signalled once per chunk handed over.
  private let handedOver = DispatchSemaphore(value: 0)
  private let counter = Mutex(Counter())
  /// The tokenizer the statistics are counted with (`nil`: none counted).
  let tokenizer: FuseTokenizer?
  /// What reads each chunk's texts (`nil`: nothing does).
  let textReader: Fuse.IndexedChunkReader?
  /// Where ``textReader`` reads the chunks, one after another.
  private let reading = DispatchQueue(label: "FuseCore.StoredChunkPipeline.reading")
  /// Whether ``abandon()`` was called: the reader is then given no more chunks.
  private let isAbandoned = Atomic(false)

  /// A pipeline that counts token statistics with `tokenizer`, if any, and hands each chunk's
  /// texts to `textReader`, if any.
  init(tokenizer: FuseTokenizer?, textReader: Fuse.IndexedChunkReader? = nil) {
    self.tokenizer = tokenizer
    self.textReader = textReader
  }

  /// Hands what the records of `store` added since `mark` (the next chunk, in store order)
  /// over to the reading thread; called on the storing thread, right after adding them.
  func submit(from store: FieldStore, since mark: FieldStore.Mark) {
    if let textReader {
      let texts = store.indexedChunk(since: mark)
      reading.async {
        guard !self.isAbandoned.load(ordering: .relaxed) else { return }
        textReader(texts)
      }
    }
    guard tokenizer != nil else { return }
    let delta = store.delta(since: mark)
    handOver.sync { waiting.withLock { $0.append(delta) } }
    handedOver.signal()
  }

  /// Stops for a build that is given up: the reader is given no more chunks, and this returns
  /// once it is done with the one it is reading.
  func abandon() {
    isAbandoned.store(true, ordering: .relaxed)
    reading.sync {}
  }

  /// Counts the statistics of the chunks handed over so far, without waiting for more.
  func countHandedOver() {
    while handedOver.wait(timeout: .now()) == .success { countNext() }
  }

  /// Counts the statistics of chunks, waiting for each, until `total` have been counted in all
  /// (none when no statistics are counted).
  func count(upTo total: Int) {
    guard tokenizer != nil else { return }
    while counter.withLock({ $0.counted }) < total {
      handedOver.wait()
      countNext()
    }
  }

  /// Counts the chunks handed over so far, waits for the reader to read the last one, and
  /// returns the statistics (`nil` when none are counted); call once, after the last
  /// ``submit(from:since:)`` has returned.
  func finish() -> TokenStatistics? {
    countHandedOver()
    reading.sync {}
    return counter.withLock { counter in
      let statistics = counter.statistics
      counter = Counter()
      return tokenizer == nil ? nil : statistics
    }
  }

  /// Counts the oldest waiting chunk (one is waiting: its signal was just taken).
  private func countNext() {
    let delta = handOver.sync { waiting.withLock { $0.removeFirst() } }
    counter.withLock { counter in
      if let tokenizer {
        counter.statistics.add(delta, tokenizer: tokenizer, cache: &counter.cache)
      }
      counter.counted += 1
    }
  }
}
