import FuseCore

/// The debounce-and-cancel logic of ``SearchViewModel`` as a pure value: no tasks, no clocks.
///
/// Each event method updates the machine and returns an ``Action`` that the view-model then
/// performs (cancelling tasks, starting a debounce or a search, publishing or dropping an
/// outcome), following swift-async-algorithms' `DebounceStateMachine`. Every debounce and the
/// search it turns into share a ``Ticket``; an outcome is published only if its ticket is
/// the one currently searching, which is how stale results are recognised.
///
/// ```swift
/// var machine = SearchStateMachine(debouncesImmediately: false)
/// let typed = machine.queryChanged(to: "st")  // .startDebounce(ticket, query: "st")
/// ```
package struct SearchStateMachine: Sendable, Hashable {
  /// Identifies one scheduled search, from its debounce to its outcome.
  package struct Ticket: Sendable, Hashable, Comparable {
    /// Increases with every scheduled search.
    package let rawValue: UInt64

    /// Wraps a raw ticket number.
    ///
    /// - Parameter rawValue: The ticket number.
    package init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Orders tickets by the time they were issued.
    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Where the machine is; the payloads name the work in flight.
  package enum Stage: Sendable, Hashable {
    /// Blank query, nothing pending.
    case idle
    /// Waiting for the debounce of `ticket` to elapse.
    case debouncing(Ticket, query: String)
    /// The search of `ticket` is in flight.
    case searching(Ticket, query: String)
    /// The outcome of the last search for the query was published successfully.
    case showingResults
    /// The last search for the query failed.
    case failed
  }

  /// Work that must be cancelled.
  package enum Pending: Sendable, Hashable {
    /// The debounce of a ticket.
    case debounce(Ticket, query: String)
    /// The in-flight search of a ticket.
    case search(Ticket, query: String)
  }

  /// The effect the view-model must produce after an event.
  package enum Effect: Sendable, Hashable {
    /// Nothing changes.
    case none
    /// Clear the results: the query is blank.
    case clear
    /// Start a debounce for `query` under `ticket`.
    case startDebounce(Ticket, query: String)
    /// Start a search for `query` under `ticket`.
    case startSearch(Ticket, query: String)
    /// Publish the outcome of the current search for `query`.
    case publish(query: String)
    /// Drop the outcome: its search was superseded.
    case dropStale
  }

  /// What the view-model does after an event: first cancel, then the effect.
  package struct Action: Sendable, Hashable {
    /// Work to cancel before the effect, if any.
    package var cancel: Pending?
    /// The effect to produce.
    package var effect: Effect

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - cancel: Work to cancel first.
    ///   - effect: The effect to produce.
    package init(cancel: Pending? = nil, _ effect: Effect) {
      self.cancel = cancel
      self.effect = effect
    }

    /// Does nothing.
    package static let none = Self(.none)
  }

  /// The query as last typed.
  package private(set) var query = ""
  /// Where the machine is.
  package private(set) var stage = Stage.idle
  /// Whether keystrokes start searches at once (a zero debounce interval); a change applies
  /// from the next keystroke.
  package var debouncesImmediately: Bool
  /// The last ticket issued.
  private var lastTicket: UInt64 = 0

  /// Creates an idle machine with an empty query.
  ///
  /// - Parameter debouncesImmediately: `true` for a zero debounce interval: keystrokes then
  ///   start a search directly instead of a debounce.
  package init(debouncesImmediately: Bool) {
    self.debouncesImmediately = debouncesImmediately
  }

  /// The public phase for the current stage.
  package var phase: SearchPhase {
    switch stage {
    case .idle: .idle
    case .debouncing: .debouncing
    case .searching: .searching
    case .showingResults: .showingResults
    case .failed: .failed
    }
  }

  /// The work in flight, which any new input cancels.
  package var pending: Pending? {
    switch stage {
    case .debouncing(let ticket, let query): .debounce(ticket, query: query)
    case .searching(let ticket, let query): .search(ticket, query: query)
    case .idle, .showingResults, .failed: nil
    }
  }

  /// The user changed the query.
  ///
  /// An unchanged query (``FuseCore/Fuse/isSameQuery(_:_:)``: the same UTF-16 code units, so an
  /// NFC and an NFD spelling are two queries, as they are to Fuse.js) does nothing. A blank query (``FuseCore/Fuse/isBlank(_:)``, Fuse.js's rule) cancels pending work and clears. Any other
  /// query cancels pending work and starts a debounce (or a search, when debouncing
  /// immediately) under a new ticket.
  ///
  /// - Parameter newQuery: The query as now typed.
  /// - Returns: What to cancel and start.
  package mutating func queryChanged(to newQuery: String) -> Action {
    guard !Fuse.isSameQuery(newQuery, query) else { return .none }
    query = newQuery
    let cancel = pending
    if Fuse.isBlank(newQuery) {
      stage = .idle
      return Action(cancel: cancel, .clear)
    }
    let ticket = issueTicket()
    if debouncesImmediately {
      stage = .searching(ticket, query: newQuery)
      return Action(cancel: cancel, .startSearch(ticket, query: newQuery))
    }
    stage = .debouncing(ticket, query: newQuery)
    return Action(cancel: cancel, .startDebounce(ticket, query: newQuery))
  }

  /// The user asked to search the current query now.
  ///
  /// A blank query, or a search already in flight for the query, does nothing. Otherwise a
  /// pending debounce is cancelled and a search starts under a new ticket.
  ///
  /// - Returns: What to cancel and start.
  package mutating func submit() -> Action {
    if Fuse.isBlank(query) { return .none }
    if case .searching = stage { return .none }
    let cancel = pending
    let ticket = issueTicket()
    stage = .searching(ticket, query: query)
    return Action(cancel: cancel, .startSearch(ticket, query: query))
  }

  /// The debounce of a ticket elapsed.
  ///
  /// - Parameter ticket: The ticket whose debounce elapsed.
  /// - Returns: A search start if that debounce is still the pending one, otherwise nothing.
  package mutating func debounceElapsed(_ ticket: Ticket) -> Action {
    guard case .debouncing(ticket, let query) = stage else { return .none }
    stage = .searching(ticket, query: query)
    return Action(.startSearch(ticket, query: query))
  }

  /// The search of a ticket came back.
  ///
  /// - Parameters:
  ///   - ticket: The ticket whose search came back.
  ///   - succeeded: Whether it returned hits (`true`) or threw (`false`).
  /// - Returns: ``Effect/publish(query:)`` if that search is the current one, otherwise
  ///   ``Effect/dropStale``.
  package mutating func searchFinished(_ ticket: Ticket, succeeded: Bool) -> Action {
    guard case .searching(ticket, let query) = stage else { return Action(.dropStale) }
    stage = succeeded ? .showingResults : .failed
    return Action(.publish(query: query))
  }

  /// Issues the next ticket.
  private mutating func issueTicket() -> Ticket {
    lastTicket += 1
    return Ticket(rawValue: lastTicket)
  }
}
