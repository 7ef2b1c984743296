/// Measures the duration of one search on an injected clock, from the moment it is made.
struct SearchStopwatch: Sendable {
  /// The time elapsed on the clock since the stopwatch was made.
  let elapsed: @Sendable () -> Duration

  /// Starts measuring now.
  ///
  /// - Parameter clock: The clock to measure on.
  init(startingOn clock: any Clock<Duration>) {
    elapsed = Self.start(on: clock)
  }

  /// Opens the clock existential so the start can be an instant of the concrete clock.
  private static func start<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
