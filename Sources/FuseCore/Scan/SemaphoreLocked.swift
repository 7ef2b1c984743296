import Dispatch

/// A value shared between threads, guarded by a lock that Thread Sanitizer sees: a
/// `DispatchSemaphore` of one.
///
/// `Synchronization.Mutex` would do on its own, but on Linux it locks with futex calls Thread
/// Sanitizer does not intercept, so two threads' accesses under it look unordered and are
/// reported as a race (a parallel scan's late helper handing back results while the calling
/// thread collects them). The semaphore's wait and signal are seen as acquire and release.
/// Uncontended, each is one atomic operation, and a scan takes a few per chunk.
package final class SemaphoreLocked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is read and written only inside `withLock`, between the semaphore's
  // `wait()` and `signal()`, so by one thread at a time.
  private var value: Value
  private let semaphore = DispatchSemaphore(value: 1)

  /// Guards `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, excluding every other thread's `withLock` meanwhile.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    semaphore.wait()
    defer { semaphore.signal() }
    return body(&value)
  }
}
