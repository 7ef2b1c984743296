import Dispatch
import Synchronization

/// Counts token statistics on the thread that reads the documents while a ``RecordPipeline``
/// stores them: after adding each chunk of records, the storing thread hands over what the
/// chunk added (``FieldStore/Delta``), and the reading thread, which is done with a chunk long
/// before the storing thread is, tokenises the new distinct texts and counts the records' fields
/// between chunks and after the last one.
///
/// The deltas are counted in the order they were added to the store, so the statistics equal
/// ``TokenStatistics/init(store:tokenizer:)`` over the finished store. Two threads do all the
/// work, one per core of a two-core machine. A delta changes hands on a private serial queue
/// (a dispatch, which Thread Sanitizer sees, as in ``RecordPipeline``); the locks only make the
/// state `Sendable` and are never contended.
final class StatisticsPipeline: Sendable {
  private struct Counter: Sendable {
    var statistics = TokenStatistics()
    var cache = TokenStatistics.TextTermCache()
    var counted = 0
  }

  /// Deltas handed over and not counted yet, oldest first; touched on ``handOver`` only.
  private let waiting = Mutex<[FieldStore.Delta]>([])
  private let handOver = DispatchQueue(label: "FuseCore.StatisticsPipeline")
  /// Signalled once per delta handed over.
  private let handedOver = DispatchSemaphore(value: 0)
  private let counter = Mutex(Counter())
  /// The tokenizer the statistics are counted with.
  let tokenizer: FuseTokenizer

  /// A pipeline that counts with `tokenizer`.
  init(tokenizer: FuseTokenizer) {
    self.tokenizer = tokenizer
  }

  /// Hands what the next chunk added to the store (in store order) over to the counting thread.
  func submit(_ delta: FieldStore.Delta) {
    handOver.sync { waiting.withLock { $0.append(delta) } }
    handedOver.signal()
  }

  /// Counts the deltas handed over so far, without waiting for more.
  func countHandedOver() {
    while handedOver.wait(timeout: .now()) == .success { countNext() }
  }

  /// Counts deltas, waiting for each, until `total` have been counted in all.
  func count(upTo total: Int) {
    while counter.withLock({ $0.counted }) < total {
      handedOver.wait()
      countNext()
    }
  }

  /// Counts the deltas handed over so far and returns the statistics; call once, after the last
  /// ``submit(_:)`` has returned.
  func finish() -> TokenStatistics {
    countHandedOver()
    return counter.withLock { counter in
      let statistics = counter.statistics
      counter = Counter()
      return statistics
    }
  }

  /// Counts the oldest waiting delta (one is waiting: its signal was just taken).
  private func countNext() {
    let delta = handOver.sync { waiting.withLock { $0.removeFirst() } }
    counter.withLock { counter in
      counter.statistics.add(delta, tokenizer: tokenizer, cache: &counter.cache)
      counter.counted += 1
    }
  }
}
