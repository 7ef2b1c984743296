/// A debounce deadline fixed on an injected clock at the moment the timer is made.
///
/// Computing the deadline synchronously at the keystroke (rather than calling
/// `sleep(for:)` inside the task) makes the outcome independent of when the task first runs,
/// which is what makes manual-clock tests deterministic.
struct DebounceTimer: Sendable {
  /// Sleeps until the deadline; throws `CancellationError` if the task is cancelled first.
  let sleep: @Sendable () async throws -> Void
  /// Whether the clock has reached the deadline.
  let isDue: @Sendable () -> Bool

  /// Fixes a deadline `delay` after the clock's current instant.
  ///
  /// - Parameters:
  ///   - clock: The clock to measure on.
  ///   - delay: How long after now the deadline lies.
  init(clock: any Clock<Duration>, delay: Duration) {
    self = Self.make(on: clock, delay: delay)
  }

  /// Opens the clock existential so the deadline can be an instant of the concrete clock.
  private static func make<C: Clock<Duration>>(on clock: C, delay: Duration) -> Self {
    let deadline = clock.now.advanced(by: delay)
    return Self(
      sleep: { try await clock.sleep(until: deadline, tolerance: nil) },
      isDue: { clock.now >= deadline }
    )
  }

  /// Creates a timer from its two operations.
  private init(
    sleep: @escaping @Sendable () async throws -> Void,
    isDue: @escaping @Sendable () -> Bool
  ) {
    self.sleep = sleep
    self.isDue = isDue
  }
}
