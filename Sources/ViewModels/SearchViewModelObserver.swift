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
/// The design keeps the observer independent of the service: it names only the hit type, so
/// the same observer class follows a view-model over the real services, the REPL's
/// type-erased service or a test fake. The view-model stores observers as weak
/// `any SearchViewModelObserver<Hit>` references, so no type-erasing box or token is needed,
/// and the observer sees both the state (to render) and the event (to log or animate).
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
