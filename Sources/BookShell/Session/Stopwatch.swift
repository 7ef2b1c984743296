/// Measures time on an injected clock from the moment it is made.
struct Stopwatch: Sendable {
  /// The time elapsed since the stopwatch was made.
  let elapsed: @Sendable () -> Duration

  /// Starts measuring now.
  ///
  /// - Parameter clock: The clock to measure on.
  init(clock: any Clock<Duration>) {
    elapsed = Self.start(on: clock)
  }

  /// Opens the clock existential so the start keeps its concrete instant type.
  private static func start<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
