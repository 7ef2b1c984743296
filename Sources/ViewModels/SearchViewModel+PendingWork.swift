extension SearchViewModel {
  /// Waits for the view-model's tasks to finish, so tests await instead of yielding.
  ///
  /// Returns once every task the view-model started has finished, except a debounce whose
  /// deadline the clock has not reached (it waits for a clock advance, and awaiting it would
  /// never return on a manual clock). Tasks started meanwhile are awaited too: a debounce
  /// that elapses starts a search, which this then awaits.
  ///
  /// - Parameter includingSearches: Pass `false` when the service blocks until the test
  ///   releases it: then only cancelled tasks and due debounces are awaited, and the searches
  ///   they start are left running.
  package func waitForPendingWork(includingSearches: Bool = true) async {
    await awaitLiveTasks(includingSearches: includingSearches)
  }

  /// The tasks the view-model started and has not seen finish; for tests of cancellation.
  package var pendingTasks: [Task<Void, Never>] {
    liveTasks.sorted { $0.key < $1.key }.map(\.value.task)
  }

  /// The number of observers still alive.
  package var observerCount: Int {
    observers.count { $0.observer != nil }
  }
}
