import Dispatch
import FuseCore

/// The candidates whose evidence the calling thread and one helper thread work out together
/// (``RelevanceQuery/Scorer/sharedEvidence(ofRecords:phrases:ownTexts:)``): each takes the next
/// candidate until none is left, and the calling thread waits for the helper only while it is
/// working on one.
///
/// A helper that starts after the calling thread took the last candidate takes none and reads
/// nothing the calling thread holds: the calling thread never waits for a helper that has not
/// begun.
final class EvidenceShare: Sendable {
  private struct State: Sendable {
    /// The next candidate to take.
    var next = 0
    /// Whether the helper is working on a candidate it took.
    var helperIsBusy = false
    /// Whether the calling thread took the last candidate: the helper takes no more.
    var isClosed = false
    /// Whether the calling thread waits for the helper's candidate in progress.
    var callerWaits = false
    /// Per candidate, its evidence once worked out.
    var evidence: [RelevanceEvidence?]
  }

  /// How many candidates are shared.
  let count: Int
  /// Locked where Thread Sanitizer sees it (FuseCore's `SemaphoreLocked`): a helper and the
  /// calling thread take turns at it.
  private let state: SemaphoreLocked<State>
  /// Signalled once when the helper finishes the candidate the calling thread waits for.
  private let helperDone = DispatchSemaphore(value: 0)

  /// A share of `count` candidates, none taken.
  init(count: Int) {
    self.count = count
    state = SemaphoreLocked(State(evidence: [RelevanceEvidence?](repeating: nil, count: count)))
  }

  /// The next candidate for the helper, or `nil` when none is left (the helper then stops).
  func takeForHelper() -> Int? {
    let (taken, wakesCaller) = state.withLock { state -> (Int?, Bool) in
      guard !state.isClosed, state.next < count else {
        let wakes = state.callerWaits
        state.helperIsBusy = false
        state.callerWaits = false
        return (nil, wakes)
      }
      state.helperIsBusy = true
      state.next += 1
      return (state.next - 1, false)
    }
    if wakesCaller { helperDone.signal() }
    return taken
  }

  /// The next candidate for the calling thread, or `nil` when none is left.
  func takeForCaller() -> Int? {
    state.withLock { state in
      guard state.next < count else { return nil }
      state.next += 1
      return state.next - 1
    }
  }

  /// Keeps the evidence of candidate `candidate`.
  func keep(_ evidence: RelevanceEvidence, of candidate: Int) {
    state.withLock { $0.evidence[candidate] = evidence }
  }

  /// Closes the share once the calling thread has no candidate left to take, waits for the
  /// helper's candidate in progress, if any, and returns every candidate's evidence, in order.
  func close() -> [RelevanceEvidence] {
    let waits = state.withLock { state in
      assert(state.next >= count, "closed with candidates left to take")
      state.isClosed = true
      state.callerWaits = state.helperIsBusy
      return state.helperIsBusy
    }
    if waits { helperDone.wait() }
    return state.withLock { state in
      assert(!state.evidence.contains { $0 == nil }, "a candidate without its evidence")
      return state.evidence.map { $0 ?? RelevanceEvidence.none }
    }
  }
}
