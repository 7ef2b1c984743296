import Synchronization

/// A clock whose every reading is one `step` later than the previous one, so durations measured
/// with it count clock readings instead of real time.
final class StepClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let elapsed = Mutex(Duration.zero)
  let step: Duration

  init(step: Duration = .milliseconds(1)) {
    self.step = step
  }

  var now: Instant {
    elapsed.withLock { elapsed in
      elapsed += step
      return Instant(offset: elapsed)
    }
  }

  var minimumResolution: Duration { .zero }

  /// Never waits: nothing in these tests sleeps on this clock.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
  }
}
