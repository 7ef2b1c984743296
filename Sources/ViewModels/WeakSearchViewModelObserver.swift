/// A weak reference to an observer, so a ``SearchViewModel`` never keeps its observers alive.
struct WeakSearchViewModelObserver<Hit: Sendable> {
  /// The observer's identity, valid for comparison even after it is gone.
  let id: ObjectIdentifier
  /// The observer, or `nil` once it has been deallocated.
  weak var observer: (any SearchViewModelObserver<Hit>)?

  /// Wraps an observer.
  ///
  /// - Parameter observer: The observer to reference weakly.
  init(_ observer: any SearchViewModelObserver<Hit>) {
    id = ObjectIdentifier(observer)
    self.observer = observer
  }
}
