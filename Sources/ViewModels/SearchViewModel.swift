import FuseCore
public import Observation

/// Debounced, cancellable search-as-you-type over a ``SearchViewModelService``.
///
/// Feed it keystrokes with ``queryChanged(to:)`` and the Return key with ``submit()``; read
/// ``state``, either through Observation (the class is `@Observable`, so a SwiftUI view that
/// reads `state` redraws when it changes) or by adding a ``SearchViewModelObserver`` to be told
/// about every change together with the event that caused it. The logic
/// lives in a pure `SearchStateMachine`; this class performs its actions, with at most one
/// debounce or search task working for the current query (superseded tasks are cancelled and
/// only unwind):
///
/// - A keystroke cancels pending work and fixes a debounce deadline on the injected clock at
///   once; the search starts when the clock reaches it. Typing again first makes that sleep
///   throw.
/// - A keystroke during a search cancels the search task (the service should stop scanning),
///   and whatever the superseded search returns is dropped, never published.
/// - An empty or whitespace-only query clears the results at once without searching.
/// - Deallocating the view-model cancels everything it started.
///
/// Here `books` is any backend: a type of the app's own, or a Services actor with the
/// `ServiceBackends` module imported.
///
/// ```swift
/// let viewModel = SearchViewModel(service: books)  // 200 ms debounce, continuous clock
/// viewModel.addObserver(screen)
/// viewModel.queryChanged(to: "s")
/// viewModel.queryChanged(to: "st")  // one search, for "st", 200 ms after this keystroke
/// ```
@MainActor
@Observable
public final class SearchViewModel<Service: SearchViewModelService> {
  /// The state observers receive.
  public typealias State = SearchViewModelState<Service.Hit>

  /// Everything a renderer needs, as of the last change.
  public private(set) var state = State()
  /// How long after a keystroke the search starts.
  ///
  /// Zero searches on every keystroke; it must not be negative. A change applies from the next keystroke: a debounce already waiting keeps its deadline.
  /// The results, the observers and the latency statistics are kept.
  public var debounceInterval: Duration {
    didSet {
      precondition(debounceInterval >= .zero, "the debounce interval must not be negative")
      machine.debouncesImmediately = debounceInterval == .zero
    }
  }

  /// The backend searched through.
  let service: Service
  /// The clock deadlines and latencies are measured on.
  let clock: any Clock<Duration>
  /// The debounce-and-cancel logic.
  @ObservationIgnored var machine: SearchStateMachine
  /// Durations of the searches published for a current query.
  @ObservationIgnored var latencySamples = LatencySamples()
  /// Tasks started and not yet finished, by a private serial number.
  @ObservationIgnored var liveTasks: [Int: ViewModelTask] = [:]
  /// The serial number of the next task.
  @ObservationIgnored var nextTaskNumber = 0
  /// The observers, in the order they were added.
  @ObservationIgnored var observers: [WeakSearchViewModelObserver<Service.Hit>] = []
  /// Updates waiting to be delivered while observers are being called.
  @ObservationIgnored var undeliveredUpdates: [(state: State, event: SearchViewModelEvent)] = []
  /// Whether observers are being called right now.
  @ObservationIgnored var isDelivering = false

  /// Creates an idle view-model with an empty query.
  ///
  /// - Parameters:
  ///   - service: The backend to search through.
  ///   - debounceInterval: How long after the last keystroke to search; zero searches on every
  ///     keystroke. Must not be negative.
  ///   - clock: The clock for debounce deadlines and latency measurements.
  public init(
    service: Service,
    debounceInterval: Duration = .milliseconds(200),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    precondition(debounceInterval >= .zero, "the debounce interval must not be negative")
    self.service = service
    self.debounceInterval = debounceInterval
    self.clock = clock
    machine = SearchStateMachine(debouncesImmediately: debounceInterval == .zero)
  }

  deinit {
    for entry in liveTasks.values {
      entry.task.cancel()
    }
  }

  /// Statistics over the durations of the most recent searches whose outcome was published
  /// (up to 1000; superseded searches are not counted).
  public var latencyStatistics: SearchLatencyStatistics {
    latencySamples.statistics
  }

  /// Forgets the recorded search durations.
  public func resetLatencyStatistics() {
    latencySamples.removeAll()
  }

  /// Tells the view-model that the user edited the query.
  ///
  /// Cancels any pending debounce or search. A blank query clears the results at once;
  /// any other query is searched once the debounce interval has passed without further
  /// changes. Passing the current query again does nothing.
  ///
  /// - Parameter query: The query as now typed.
  public func queryChanged(to query: String) {
    perform(machine.queryChanged(to: query))
  }

  /// Searches the current query now, skipping the debounce.
  ///
  /// Does nothing for a blank query or while a search for the query is already running.
  public func submit() {
    perform(machine.submit())
  }

  /// Performs what the state machine decided: cancel first, then clear or start.
  private func perform(_ action: SearchStateMachine.Action) {
    var events: [SearchViewModelEvent] = []
    if let pending = action.cancel {
      for entry in liveTasks.values where entry.serves(pending) {
        entry.task.cancel()
      }
      switch pending {
      case .debounce(_, let query): events.append(.debounceCancelled(query: query))
      case .search(_, let query): events.append(.searchCancelled(query: query))
      }
    }
    switch action.effect {
    case .none, .publish, .dropStale:
      break
    case .clear:
      state = State(query: machine.query, latency: state.latency)
      events.append(.cleared)
    case .startDebounce(let ticket, let query):
      startDebounce(ticket)
      state.query = query
      state.phase = .debouncing
      events.append(.debounceStarted(query: query, interval: debounceInterval))
    case .startSearch(let ticket, let query):
      startSearch(ticket, query: query)
      state.query = query
      state.phase = .searching
      events.append(.searchStarted(query: query))
    }
    for event in events {
      deliver(event)
    }
  }

  /// Starts the task that waits out the debounce of `ticket`; its deadline is fixed now.
  private func startDebounce(_ ticket: SearchStateMachine.Ticket) {
    let timer = DebounceTimer(clock: clock, delay: debounceInterval)
    let number = nextTaskNumber
    nextTaskNumber += 1
    let task = Task { [weak self, timer] in
      defer { self?.liveTasks[number] = nil }
      do {
        try await timer.sleep()
      } catch {
        return  // cancelled: whoever cancelled has already moved on
      }
      self?.debounceElapsed(ticket)
    }
    liveTasks[number] = ViewModelTask(ticket: ticket, kind: .debounce(timer), task: task)
  }

  /// Starts the task that runs the search of `ticket` and reports its outcome.
  private func startSearch(_ ticket: SearchStateMachine.Ticket, query: String) {
    let service = service
    let stopwatch = Stopwatch(clock: clock)
    let number = nextTaskNumber
    nextTaskNumber += 1
    let task = Task { [weak self] in
      defer { self?.liveTasks[number] = nil }
      let outcome: Result<[Service.Hit], any Error>
      do {
        outcome = .success(try await service.search(query))
      } catch {
        outcome = .failure(error)
      }
      self?.searchFinished(ticket, query: query, outcome: outcome, latency: stopwatch.elapsed())
    }
    liveTasks[number] = ViewModelTask(ticket: ticket, kind: .search, task: task)
  }

  /// The debounce of `ticket` elapsed: search, unless the ticket was superseded meanwhile.
  private func debounceElapsed(_ ticket: SearchStateMachine.Ticket) {
    perform(machine.debounceElapsed(ticket))
  }

  /// The search of `ticket` came back: publish its outcome or drop it as stale.
  private func searchFinished(
    _ ticket: SearchStateMachine.Ticket,
    query: String,
    outcome: Result<[Service.Hit], any Error>,
    latency: Duration
  ) {
    let succeeded: Bool
    if case .success = outcome { succeeded = true } else { succeeded = false }
    guard case .publish = machine.searchFinished(ticket, succeeded: succeeded).effect else {
      deliver(.staleResultsDropped(query: query))
      return
    }
    latencySamples.record(latency)
    state.latency = latency
    switch outcome {
    case .success(let hits):
      state.phase = .showingResults
      state.results = hits
      state.resultsQuery = query
      state.error = nil
      deliver(.resultsPublished(query: query, count: hits.count, latency: latency))
    case .failure(let error):
      state.phase = .failed
      state.results = []
      state.resultsQuery = nil
      state.error = error
      deliver(.searchFailed(query: query, latency: latency))
    }
  }
}
