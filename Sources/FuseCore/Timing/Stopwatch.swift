/// Measures time on an injected clock from the moment it is made: the package's one stopwatch,
/// for the catalog's timings, the view-model's latencies and the shell's progress lines.
///
/// ```swift
/// let stopwatch = Stopwatch(clock: ContinuousClock())
/// let found = try await catalog.search("kubrik")
/// print(stopwatch.elapsed())
/// ```
///
/// It reads the clock once when made and once per ``elapsed``, so a test clock that moves on
/// each reading counts exactly those readings.
package struct Stopwatch: Sendable {
  /// The time elapsed on the clock since the stopwatch was made.
  package let elapsed: @Sendable () -> Duration

  /// Starts measuring now.
  ///
  /// - Parameter clock: The clock to measure on.
  package init(clock: any Clock<Duration>) {
    elapsed = Self.start(on: clock)
  }

  /// Opens the clock existential so the start keeps its concrete instant type.
  private static func start<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
