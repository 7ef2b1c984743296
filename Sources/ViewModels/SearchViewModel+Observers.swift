extension SearchViewModel {
  /// Starts telling an observer about every change.
  ///
  /// The observer is held weakly; adding it again does nothing. It is not called for the
  /// current state, which it can read from ``state``.
  ///
  /// - Parameter observer: The observer to add.
  public func addObserver(_ observer: some SearchViewModelObserver<Service.Hit>) {
    let id = ObjectIdentifier(observer)
    guard !observers.contains(where: { $0.id == id }) else { return }
    observers.append(WeakSearchViewModelObserver(observer))
  }

  /// Stops telling an observer about changes, including updates not yet delivered to it.
  ///
  /// - Parameter observer: The observer to remove; unknown observers are ignored.
  public func removeObserver(_ observer: some SearchViewModelObserver<Service.Hit>) {
    let id = ObjectIdentifier(observer)
    observers.removeAll { $0.id == id }
  }

  /// Delivers an event with the current state to every observer.
  ///
  /// Updates caused by an observer calling back into the view-model are queued and delivered
  /// after the current one, so every observer sees the same order.
  func deliver(_ event: SearchViewModelEvent) {
    undeliveredUpdates.append((state, event))
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while !undeliveredUpdates.isEmpty {
      let update = undeliveredUpdates.removeFirst()
      observers.removeAll { $0.observer == nil }
      for entry in observers where observers.contains(where: { $0.id == entry.id }) {
        entry.observer?.searchViewModel(didUpdate: update.state, event: update.event)
      }
    }
  }
}
