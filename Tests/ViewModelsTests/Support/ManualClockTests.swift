import TestSupport
import Testing

@MainActor @Suite struct ManualClockTests {
  @Test func aSleeperWakesWhenTimeReachesItsDeadline() async throws {
    let clock = ManualClock()
    let deadline = clock.now.advanced(by: .seconds(2))
    let sleeper = Task { try await clock.sleep(until: deadline) }
    await clock.advance(by: .seconds(1))
    #expect(clock.now.offset == .seconds(1))
    await clock.advance(by: .seconds(5))
    try await sleeper.value
    #expect(clock.now.offset == .seconds(6))
    #expect(clock.parkedSleeperCount == 0)
  }

  @Test func aPastDeadlineResumesAtOnce() async throws {
    let clock = ManualClock()
    await clock.advance(by: .seconds(1))
    try await clock.sleep(until: clock.now)
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
  }

  @Test func cancellationBeforeParkingThrows() async {
    let clock = ManualClock()
    let deadline = clock.now.advanced(by: .seconds(1))
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(until: deadline)
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.parkedSleeperCount == 0)
  }

  @Test func cancellingASleeperThrowsWhetherOrNotItParked() async {
    let clock = ManualClock()
    let deadline = clock.now.advanced(by: .seconds(1))
    let sleeper = Task { try await clock.sleep(until: deadline) }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.parkedSleeperCount == 0)
  }
}
