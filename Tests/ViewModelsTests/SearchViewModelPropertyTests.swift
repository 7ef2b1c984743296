import FuseCore
import TestSupport
import Testing
import ViewModels

/// The invariants of ``SearchViewModel`` under random input.
///
/// Thousands of seeded sequences of keystrokes, clock advances, submits and service
/// completions. Every sequence is reproducible from the seed in a failure message: set
/// `onlySeed` to replay one.
@MainActor @Suite struct SearchViewModelPropertyTests {
  static let baseSeed: UInt64 = 0x5EED_F0CE_2026
  static let sequenceCount = 2000
  static let stepsPerSequence = 24
  /// Set to a seed from a failure message to replay just that sequence.
  static let onlySeed: UInt64? = nil

  @Test func publishedResultsAlwaysBelongToTheLatestSearchedQuery() async {
    let seeds =
      Self.onlySeed.map { [$0] }
      ?? (0..<Self.sequenceCount).map { Self.baseSeed &+ UInt64($0) }
    var coverage: [String: Int] = [:]
    for seed in seeds {
      let sequence = PropertySequence(seed: seed)
      let failures = await sequence.run(steps: Self.stepsPerSequence)
      #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5))")
      if !failures.isEmpty { return }
      for event in sequence.observer.events {
        coverage[PropertySequence.kind(of: event), default: 0] += 1
      }
    }
    // The sequences must reach every interesting path, or the invariants prove little.
    for kind in ["published", "failed", "stale", "searchCancelled", "debounceCancelled", "cleared"]
    where Self.onlySeed == nil {
      #expect(
        coverage[kind, default: 0] > 100, "\(kind) happened \(coverage[kind, default: 0]) times")
    }
  }
}

/// One random sequence against a fresh view-model.
@MainActor
private final class PropertySequence {
  let seed: UInt64
  var random: SplitMix64
  let clock = ManualClock()
  let service: FakeSearchService
  let viewModel: SearchViewModel<FakeSearchService>
  let observer = RecordingObserver()
  /// The query last passed to `queryChanged(to:)`.
  var typed = ""
  /// The query of the last `searchStarted` event.
  var lastSearched: String?
  /// The query of the last published outcome (results or failure).
  var lastPublished: String?
  var failures: [String] = []
  var step = 0

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
    let honorsCancellation = random.next() % 2 == 0
    let debounces: [Duration] = [.zero, .milliseconds(50), .milliseconds(200)]
    let debounce = debounces[Int(random.next() % UInt64(debounces.count))]
    service = FakeSearchService(.blocking(honorsCancellation: honorsCancellation))
    viewModel = SearchViewModel(service: service, debounceInterval: debounce, clock: clock)
    viewModel.addObserver(observer)
    observer.onUpdate = { [unowned self] state, event in self.check(state, after: event) }
  }

  /// A short name for an event's case, for coverage counts.
  static func kind(of event: SearchViewModelEvent) -> String {
    switch event {
    case .debounceStarted: "debounceStarted"
    case .debounceCancelled: "debounceCancelled"
    case .searchStarted: "searchStarted"
    case .searchCancelled: "searchCancelled"
    case .resultsPublished: "published"
    case .searchFailed: "failed"
    case .staleResultsDropped: "stale"
    case .cleared: "cleared"
    }
  }

  func fail(_ message: String) {
    failures.append("step \(step): \(message)")
  }

  /// Checks an update at the moment it is delivered.
  func check(_ state: SearchViewModelState<String>, after event: SearchViewModelEvent) {
    if state.query != typed { fail("state query \(state.query) but typed \(typed)") }
    switch event {
    case .searchStarted(let query):
      if query != typed { fail("search for \(query) started while \(typed) is typed") }
      lastSearched = query
    case .resultsPublished(let query, let count, _):
      if query != typed { fail("results for \(query) published after \(typed) was typed") }
      if query != lastSearched {
        fail("results for \(query), last searched \(String(describing: lastSearched))")
      }
      if count != state.results.count { fail("count \(count) vs \(state.results.count) results") }
      lastPublished = query
    case .searchFailed(let query, _):
      if query != typed { fail("failure for \(query) published after \(typed) was typed") }
      if query != lastSearched {
        fail("failure for \(query), last searched \(String(describing: lastSearched))")
      }
      lastPublished = query
    case .cleared:
      lastPublished = nil
    case .debounceStarted, .debounceCancelled, .searchCancelled, .staleResultsDropped:
      break
    }
    checkResults(state)
  }

  /// Results always belong to the query of the last published outcome.
  func checkResults(_ state: SearchViewModelState<String>) {
    if let resultsQuery = state.resultsQuery {
      if resultsQuery != lastPublished {
        fail("results of \(resultsQuery), last published \(String(describing: lastPublished))")
      }
      if state.results != FakeSearchService.hits(for: resultsQuery) {
        fail("results \(state.results) for \(resultsQuery)")
      }
    } else if !state.results.isEmpty {
      fail("results without a query")
    }
    switch state.phase {
    case .idle:
      if !Fuse.isBlank(state.query) || !state.results.isEmpty {
        fail("idle with \(state.query)")
      }
    case .showingResults:
      if state.resultsQuery != state.query {
        fail("showing results of \(String(describing: state.resultsQuery)) for \(state.query)")
      }
    case .failed:
      if state.error == nil || !state.results.isEmpty {
        fail("failed without error or with results")
      }
    case .debouncing, .searching:
      if Fuse.isBlank(state.query) { fail("\(state.phase) for a blank query") }
    }
  }

  func pick<T>(_ choices: [T]) -> T {
    choices[Int(random.next() % UInt64(choices.count))]
  }

  func nextQuery() -> String {
    switch random.next() % 6 {
    case 0, 1, 2: typed + pick(["a", "b", "c"])
    case 3: String(typed.dropLast())
    case 4: pick(["", " "])
    default: pick(["a", "ab", "b", "abc"])
    }
  }

  /// Lets everything that can run without the test run: due debounces, searches reaching the
  /// service, and outcomes reaching the view-model.
  func settle() async {
    await viewModel.waitForPendingWork(includingSearches: false)
    await service.waitForCalls(count: observer.searchStartedCount)
    await observer.waitForOutcomes(count: service.finishedCount)
  }

  func run(steps: Int) async -> [String] {
    for index in 0..<steps {
      step = index
      switch random.next() % 20 {
      case 0..<9:
        typed = nextQuery()
        viewModel.queryChanged(to: typed)
      case 9..<14:
        await clock.advance(by: .milliseconds(pick([0, 10, 50, 100, 150, 200, 250])))
      case 14..<18:
        let pending = service.pendingIndexes
        if !pending.isEmpty {
          let outcome: Result<[String], any Error>? =
            random.next() % 5 == 0 ? .failure(FakeSearchError(query: "x")) : nil
          service.release(pick(pending), with: outcome)
        }
      default:
        viewModel.submit()
      }
      await settle()
      checkResults(viewModel.state)
      if viewModel.state.query != typed { fail("query \(viewModel.state.query) vs \(typed)") }
      if !failures.isEmpty { return failures }
    }
    // Drain: every debounce elapses and every call returns; the current query must end up
    // answered.
    step = steps
    await clock.advance(by: .seconds(1))
    await settle()
    while let index = service.pendingIndexes.first {
      service.release(index)
      await settle()
    }
    let final = viewModel.state
    if Fuse.isBlank(typed) {
      if final.phase != .idle { fail("blank query ends \(final.phase)") }
    } else if final.phase == .showingResults {
      if final.resultsQuery != typed {
        fail("ends with results of \(String(describing: final.resultsQuery))")
      }
    } else if final.phase != .failed {
      fail("query \(typed) ends \(final.phase)")
    }
    if !viewModel.pendingTasks.isEmpty { fail("\(viewModel.pendingTasks.count) tasks left") }
    return failures
  }
}
