/// A clock that only moves when a test says so; test support, not production, shared by the
/// Services, ViewModels and BookShell tests.
///
/// Time moves with ``advance(by:)`` and, for a clock made with a step, by that step on every
/// reading of ``now`` (so durations measured with it count readings instead of real time).
///
/// Sleepers park until `advance` steps through their deadlines in order, so a sleeper that
/// registers while time moves is not skipped (as swift-async-algorithms' test clock and NIO's
/// `EmbeddedEventLoop.advanceTime` do); a sleep cancelled before it parks leaves a tombstone so
/// it throws instead of hanging; continuations are resumed only after the lock is released. A
/// deadline at or before `now` resumes at once.
package final class ManualClock: Clock, Sendable {
  /// An instant: the time elapsed since the clock was made.
  package struct Instant: InstantProtocol {
    /// The time since the clock's origin.
    package var offset: Duration

    /// An instant `offset` after the clock's origin.
    package init(offset: Duration) { self.offset = offset }

    /// This instant moved by `duration`.
    package func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// The time from this instant to `other`.
    package func duration(to other: Self) -> Duration { other.offset - offset }
    /// Whether `lhs` comes before `rhs`.
    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  /// A parked sleeper.
  private struct Sleeper {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// Everything guarded by the lock.
  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
    /// Sleeps cancelled before they parked.
    var tombstones: Set<Int> = []
    /// Tasks waiting for a number of parked sleepers.
    var parkingWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = TSanVisibleLock(State())

  /// How far every reading of ``now`` moves the clock.
  package let stepPerReading: Duration

  /// A clock at its origin.
  ///
  /// - Parameter stepPerReading: How far every reading of ``now`` moves the clock first
  ///   (default zero: only ``advance(by:)`` moves it). Sleepers are not woken by readings.
  package init(stepPerReading: Duration = .zero) {
    precondition(stepPerReading >= .zero, "ManualClock cannot go back in time")
    self.stepPerReading = stepPerReading
  }

  /// The current instant (moved by ``stepPerReading`` first).
  package var now: Instant {
    state.withLock { state in
      state.now = state.now.advanced(by: stepPerReading)
      return state.now
    }
  }
  /// Any duration can be slept.
  package var minimumResolution: Duration { .zero }

  /// The number of sleepers parked right now.
  package var parkedSleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Waits until at least `count` sleepers are parked (at once if they are), so that a test can
  /// advance time only after the code under test has started its sleep.
  ///
  /// - Parameter count: The number of parked sleepers to wait for.
  package func waitForParkedSleepers(count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let satisfied = state.withLock { state in
        if state.sleepers.count >= count { return true }
        state.parkingWaiters.append((count, continuation))
        return false
      }
      if satisfied { continuation.resume() }
    }
  }

  /// Parks until ``advance(by:)`` reaches `deadline` (at once if it has passed); throws
  /// `CancellationError` when the sleeping task is cancelled first.
  package func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Decision {
          case park([CheckedContinuation<Void, Never>])
          case resume
          case cancel
        }
        let decision = state.withLock { state -> Decision in
          if state.tombstones.remove(id) != nil { return .cancel }
          if deadline <= state.now { return .resume }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          let parked = state.sleepers.count
          let satisfied = state.parkingWaiters.filter { $0.count <= parked }.map(\.continuation)
          state.parkingWaiters.removeAll { $0.count <= parked }
          return .park(satisfied)
        }
        switch decision {
        case .park(let waiters): for waiter in waiters { waiter.resume() }
        case .resume: continuation.resume()
        case .cancel: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let parked = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        if let sleeper = state.sleepers.removeValue(forKey: id) { return sleeper.continuation }
        state.tombstones.insert(id)
        return nil
      }
      parked?.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, waking sleepers deadline by deadline.
  ///
  /// Yields once before each step so that work just woken can register new sleepers; that is
  /// only a courtesy for chained sleeps, never something an assertion may rely on.
  ///
  /// It runs on the caller's actor (for the shell and view-model tests, the main actor), so
  /// its yields let main-actor work that a step just woke run before time moves on.
  ///
  /// - Parameters:
  ///   - duration: How far to move; must not be negative.
  ///   - isolation: The caller's actor (inferred).
  package func advance(
    by duration: Duration, isolation: isolated (any Actor)? = #isolation
  ) async {
    await advance(by: duration, afterEachStep: {})
  }

  /// Moves time forward as ``advance(by:isolation:)`` does, and after waking the sleepers of
  /// each deadline awaits `afterEachStep` before time moves on: work a deadline starts (a
  /// debounce's search) then reads the clock at that deadline, not at a later one.
  ///
  /// - Parameters:
  ///   - duration: How far to move; must not be negative.
  ///   - afterEachStep: What to await once a deadline's sleepers are woken, such as the
  ///     view-model's pending work.
  ///   - isolation: The caller's actor (inferred).
  package func advance(
    by duration: Duration, afterEachStep: () async -> Void,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    precondition(duration >= .zero, "ManualClock cannot go back in time")
    let target = state.withLock { $0.now }.advanced(by: duration)
    while true {
      await Task.yield()
      let woken = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
        guard let earliest = state.sleepers.values.map(\.deadline).min(), earliest <= target
        else {
          state.now = Swift.max(state.now, target)
          return []
        }
        state.now = earliest
        let ids = state.sleepers.filter { $0.value.deadline == earliest }.keys.sorted()
        return ids.compactMap { state.sleepers.removeValue(forKey: $0)?.continuation }
      }
      if woken.isEmpty { return }
      for continuation in woken {
        continuation.resume()
      }
      await afterEachStep()
    }
  }
}
