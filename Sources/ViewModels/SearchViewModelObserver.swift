/// An object that follows a ``SearchViewModel``.
///
/// Observers are held weakly and called on the main actor, in the order they were added, once
/// per ``SearchViewModelEvent`` with the complete state after that event. The primary
/// associated type lets a client name the observer it accepts without knowing the service:
///
/// ```swift
/// final class ResultsTable: SearchViewModelObserver {
///   func searchViewModel(
///     didUpdate state: SearchViewModelState<BookRow>, event: SearchViewModelEvent
///   ) {
///     render(state.results, dimmed: state.resultsQuery != state.query)
///   }
/// }
/// viewModel.addObserver(table)
/// ```
///
/// Calling back into the view-model from this method is allowed; the resulting updates are
/// delivered after the current one, in order.
@MainActor
public protocol SearchViewModelObserver<Hit>: AnyObject {
  /// The hit type of the view-models this observer can follow.
  associatedtype Hit: Sendable

  /// Tells the observer that the view-model changed.
  ///
  /// - Parameters:
  ///   - state: The complete state after `event`.
  ///   - event: What happened.
  func searchViewModel(didUpdate state: SearchViewModelState<Hit>, event: SearchViewModelEvent)
}
