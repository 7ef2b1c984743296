import Foundation

/// A value behind an `NSLock`: `Mutex`'s API for the test doubles, but visible to Thread Sanitizer.
///
/// `Synchronization.Mutex` on Linux waits in the kernel (`FUTEX_LOCK_PI`) when contended, which
/// Thread Sanitizer does not see, so it reports races between accesses that the mutex does order
/// (reproduced with four threads appending under one `Mutex`: "Swift access race", correct count).
/// `NSLock` is a pthread mutex, which Thread Sanitizer intercepts.
package final class TSanVisibleLock<Value>: @unchecked Sendable {
  // @unchecked: `value` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
