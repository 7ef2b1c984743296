/// What an index build calls every ``interval`` documents (or records) it reads, to learn
/// whether to stop: a check that throws `Failure` to stop the build.
///
/// ``never`` stops no build (its `Failure` is `Never`, so a build given it cannot throw);
/// ``taskCancellation(every:)`` stops one with `CancellationError` once the current task is
/// cancelled, as a cancellable search does.
package struct BuildCheckpoint<Failure: Error> {
  /// How many documents the build reads between two checks (at least 1).
  package let interval: Int
  /// The check: returns to go on, throws to stop the build.
  package let check: () throws(Failure) -> Void

  /// A checkpoint that runs `check` every `interval` documents (at least 1).
  package init(interval: Int, check: @escaping () throws(Failure) -> Void) {
    self.interval = max(1, interval)
    self.check = check
  }
}

extension BuildCheckpoint where Failure == Never {
  /// The checkpoint of a build that always runs to the end.
  package static var never: BuildCheckpoint<Never> { BuildCheckpoint(interval: .max) {} }
}

extension BuildCheckpoint where Failure == CancellationError {
  /// The checkpoint that stops a build with `CancellationError` once the current task is
  /// cancelled, checked every `interval` documents (at least 1).
  package static func taskCancellation(every interval: Int) -> BuildCheckpoint<CancellationError> {
    BuildCheckpoint(interval: interval) { () throws(CancellationError) in
      if Task.isCancelled { throw CancellationError() }
    }
  }
}
