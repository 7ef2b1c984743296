internal import Dispatch
internal import Synchronization

/// Counts token statistics on a thread of its own while a ``RecordPipeline`` builds the store:
/// after adding each chunk of records, the storing thread hands over what the chunk added
/// (``FieldStore/Delta``), and a private serial queue tokenises the new distinct texts and
/// counts the records' fields.
///
/// The deltas are counted in the order they were submitted, so the statistics equal
/// ``TokenStatistics/init(store:tokenizer:)`` over the finished store. As in ``RecordPipeline``,
/// the lock only makes the builder `Sendable` and is never contended, and the queue runs on the
/// overcommitting global queue, so waiting for it cannot deadlock.
final class StatisticsPipeline: Sendable {
  private struct Builder: Sendable {
    var statistics = TokenStatistics()
    var cache = TokenStatistics.TextTermCache()
  }

  private let builder = Mutex(Builder())
  private let queue = DispatchQueue(label: "FuseCore.StatisticsPipeline")
  /// The tokenizer the statistics are counted with.
  let tokenizer: FuseTokenizer

  /// A pipeline that counts with `tokenizer`.
  init(tokenizer: FuseTokenizer) {
    self.tokenizer = tokenizer
  }

  /// Hands what the next chunk added to the store (in store order) to the queue.
  func submit(_ delta: FieldStore.Delta) {
    queue.async {
      self.builder.withLock { builder in
        builder.statistics.add(delta, tokenizer: self.tokenizer, cache: &builder.cache)
      }
    }
  }

  /// Waits until every submitted delta is counted and returns the statistics; call once, after
  /// the last ``submit(_:)``.
  func finish() -> TokenStatistics {
    queue.sync {
      builder.withLock { builder in
        let statistics = builder.statistics
        builder = Builder()
        return statistics
      }
    }
  }
}
