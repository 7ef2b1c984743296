import TestSupport
import ViewModels

/// The error a ``FakeSearchService`` throws for a failing query.
struct FakeSearchError: Error, Hashable {
  /// The query that failed.
  let query: String
}

/// A search service for tests: answers at once or blocks every call until released.
///
/// Hits are derived from the query (`hits(for:)`), so a test can always tell which query a
/// published result belongs to. Calls are numbered in the order they reach the service.
final class FakeSearchService: SearchViewModelService {
  typealias Hit = String

  /// How calls are answered.
  enum Behavior: Sendable {
    /// Answer at once: the hits of the query, or a ``FakeSearchError`` for a failing query.
    case immediate(failing: Set<String> = [])
    /// Park every call until ``release(_:with:)``. When `honorsCancellation` is true, a
    /// cancelled call throws `CancellationError` at once, like the real services; otherwise it
    /// stays parked, so its results come back stale.
    case blocking(honorsCancellation: Bool)
  }

  /// What became of one call.
  enum Status: Sendable, Equatable {
    /// Parked, waiting for ``release(_:with:)``.
    case pending
    /// Answered with hits.
    case answered
    /// Threw an error other than cancellation.
    case failed
    /// Threw `CancellationError` because its task was cancelled.
    case cancelled
  }

  /// One call.
  private struct Call {
    let query: String
    var status: Status
    var sawCancellation = false
    var continuation: CheckedContinuation<[String], any Error>?
  }

  /// Everything guarded by the lock.
  private struct State {
    var calls: [Call] = []
    var nextEntry = 0
    /// Entries cancelled before they registered, for `honorsCancellation`.
    var tombstones: Set<Int> = []
    /// Entry numbers to call indexes, for cancellation handlers.
    var callIndexByEntry: [Int: Int] = [:]
    var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  let behavior: Behavior
  private let state = TSanVisibleLock(State())

  /// Creates a fake.
  ///
  /// - Parameter behavior: How calls are answered.
  init(_ behavior: Behavior = .immediate()) {
    self.behavior = behavior
  }

  /// The hits the fake returns for a query.
  static func hits(for query: String) -> [String] {
    ["\(query)#1", "\(query)#2"]
  }

  func search(_ query: String) async throws -> [String] {
    switch behavior {
    case .immediate(let failing):
      let waiters = state.withLock { state in
        state.calls.append(
          Call(query: query, status: failing.contains(query) ? .failed : .answered))
        return Self.takeSatisfiedWaiters(&state)
      }
      for waiter in waiters { waiter.resume() }
      if failing.contains(query) { throw FakeSearchError(query: query) }
      return Self.hits(for: query)
    case .blocking(let honorsCancellation):
      return try await parkedSearch(query, honorsCancellation: honorsCancellation)
    }
  }

  /// Registers a call and parks it until released or, if honoured, cancelled.
  private func parkedSearch(_ query: String, honorsCancellation: Bool) async throws -> [String] {
    let entry = state.withLock { state in
      state.nextEntry += 1
      return state.nextEntry
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (cancelNow, waiters) = state.withLock { state in
          let cancelled = state.tombstones.remove(entry) != nil
          var call = Call(query: query, status: .pending, sawCancellation: cancelled)
          if cancelled && honorsCancellation {
            call.status = .cancelled
          } else {
            call.continuation = continuation
          }
          state.callIndexByEntry[entry] = state.calls.count
          state.calls.append(call)
          return (cancelled && honorsCancellation, Self.takeSatisfiedWaiters(&state))
        }
        for waiter in waiters { waiter.resume() }
        if cancelNow { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let parked = state.withLock { state -> CheckedContinuation<[String], any Error>? in
        guard let index = state.callIndexByEntry[entry] else {
          state.tombstones.insert(entry)
          return nil
        }
        state.calls[index].sawCancellation = true
        guard honorsCancellation, state.calls[index].status == .pending else { return nil }
        state.calls[index].status = .cancelled
        defer { state.calls[index].continuation = nil }
        return state.calls[index].continuation
      }
      parked?.resume(throwing: CancellationError())
    }
  }

  /// Resumes the waiters whose call count has been reached; call under the lock.
  private static func takeSatisfiedWaiters(
    _ state: inout State
  ) -> [CheckedContinuation<Void, Never>] {
    let count = state.calls.count
    let ready = state.callWaiters.filter { $0.count <= count }.map(\.continuation)
    state.callWaiters.removeAll { $0.count <= count }
    return ready
  }

  /// Answers a parked call.
  ///
  /// - Parameters:
  ///   - index: The call's number, in arrival order.
  ///   - outcome: The hits to return or the error to throw; the query's hits by default.
  /// - Returns: `false` if the call was not parked (already answered or cancelled).
  @discardableResult
  func release(_ index: Int, with outcome: Result<[String], any Error>? = nil) -> Bool {
    let taken = state.withLock { state -> (CheckedContinuation<[String], any Error>, String)? in
      guard state.calls.indices.contains(index), state.calls[index].status == .pending,
        let continuation = state.calls[index].continuation
      else { return nil }
      state.calls[index].continuation = nil
      if case .failure = outcome {
        state.calls[index].status = .failed
      } else {
        state.calls[index].status = .answered
      }
      return (continuation, state.calls[index].query)
    }
    guard let (continuation, query) = taken else { return false }
    continuation.resume(with: outcome ?? .success(Self.hits(for: query)))
    return true
  }

  /// Waits until at least `count` calls have reached the service.
  func waitForCalls(count: Int) async {
    await withCheckedContinuation { continuation in
      let satisfied = state.withLock { state in
        if state.calls.count >= count { return true }
        state.callWaiters.append((count, continuation))
        return false
      }
      if satisfied { continuation.resume() }
    }
  }

  /// The queries of the calls so far, in arrival order.
  var queries: [String] { state.withLock { $0.calls.map(\.query) } }

  /// What became of each call so far, in arrival order.
  var statuses: [Status] { state.withLock { $0.calls.map(\.status) } }

  /// Whether each call's task was cancelled while the call was running, in arrival order.
  var sawCancellation: [Bool] { state.withLock { $0.calls.map(\.sawCancellation) } }

  /// The number of calls that have returned or thrown.
  var finishedCount: Int { state.withLock { $0.calls.count { $0.status != .pending } } }

  /// The indexes of the calls still parked.
  var pendingIndexes: [Int] {
    state.withLock { state in state.calls.indices.filter { state.calls[$0].status == .pending } }
  }
}
