extension SearchViewModel {
  /// Searches the current query now if it is still waiting out its debounce, and returns once
  /// its outcome has been delivered: for clients that must not move on while a query is
  /// pending, such as a command-line shell before it runs a command or at the end of input.
  ///
  /// ```swift
  /// viewModel.queryChanged(to: "dune")
  /// await viewModel.finishPendingSearch()  // results (or the failure) delivered by now
  /// ```
  ///
  /// A debounce whose deadline the clock has already reached is left to start its search
  /// itself (so its events read as they would have); one still waiting is cut short, as
  /// ``submit()`` does. Cancelled work that is still unwinding is awaited too, so no stale
  /// outcome is delivered after this returns. With nothing pending it returns at once.
  ///
  /// - Complexity: One search of the current query, at most.
  public func finishPendingSearch() async {
    if let pending = machine.pending, case .debounce = pending,
      !liveTasks.values.contains(where: { $0.serves(pending) && $0.isDueDebounce })
    {
      submit()
    }
    await awaitLiveTasks(includingSearches: true)
  }

  /// Waits for the view-model's tasks to finish, except a debounce whose deadline the clock
  /// has not reached; tasks started meanwhile (a debounce that elapses starts a search) are
  /// awaited too.
  ///
  /// - Parameter includingSearches: Whether to await searches; `false` awaits only cancelled
  ///   tasks and due debounces.
  func awaitLiveTasks(includingSearches: Bool) async {
    while let (number, entry) = liveTasks.first(where: {
      $0.value.finishesOnItsOwn(includingSearches: includingSearches)
    }) {
      await entry.task.value
      liveTasks[number] = nil
    }
  }
}
