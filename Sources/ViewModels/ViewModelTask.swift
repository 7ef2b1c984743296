/// A task a ``SearchViewModel`` started and has not yet seen finish.
struct ViewModelTask: Sendable {
  /// What the task does.
  enum Kind: Sendable {
    /// Sleeps until the debounce deadline, then asks for the search to start.
    case debounce(DebounceTimer)
    /// Runs one search and reports its outcome.
    case search
  }

  /// The ticket the task works for.
  let ticket: SearchStateMachine.Ticket
  /// What the task does.
  let kind: Kind
  /// The task itself.
  let task: Task<Void, Never>

  /// Whether this task works for `pending`.
  ///
  /// - Parameter pending: Work the state machine asked to cancel.
  /// - Returns: `true` if the task is that debounce or that search.
  func serves(_ pending: SearchStateMachine.Pending) -> Bool {
    switch (pending, kind) {
    case (.debounce(let ticket, _), .debounce): ticket == self.ticket
    case (.search(let ticket, _), .search): ticket == self.ticket
    case (.debounce, .search), (.search, .debounce): false
    }
  }

  /// Whether the task is a debounce whose deadline the clock has reached (it is about to ask
  /// for its search).
  var isDueDebounce: Bool {
    if case .debounce(let timer) = kind { timer.isDue() } else { false }
  }

  /// Whether the task will finish without outside help: a debounce that was cancelled or
  /// whose deadline has passed, or a search when searches count (a service that ignores
  /// cancellation may still block a cancelled search).
  ///
  /// - Parameter includingSearches: Whether searches count as finishing on their own.
  /// - Returns: `true` if awaiting the task is expected to return.
  func finishesOnItsOwn(includingSearches: Bool) -> Bool {
    switch kind {
    case .debounce(let timer): task.isCancelled || timer.isDue()
    case .search: includingSearches
    }
  }
}
