import FuseCore
import ViewModels

/// Fetches the results live mode's screen needs, as fzf fills its window: as many as its rows
/// show and more as the selection scrolls down (``LiveScreen/wantedResults``), and the records in
/// order under a blank query.
///
/// The view-model's searches ask the service for the screen's number
/// (``ShellSearchService/screenLimit``); when the screen scrolls past the results at hand
/// while more records match, the query is searched again for more. A blank query, which the
/// view-model does not search, is listed here, through the service, without it.
///
/// It follows the view-model (added as an observer after the shell, so the screen has taken a
/// state before ``refresh()`` reads it); the session calls ``refresh()`` after every key and
/// resize too.
@MainActor
final class LiveResults: SearchViewModelObserver {
  /// The screen the results are for.
  private let screen: LiveScreen
  /// The backend, whose limit follows the screen.
  private let service: ShellSearchService
  /// The view-model that searches the query.
  private let viewModel: SearchViewModel<ShellSearchService>
  /// The listing of the records under way for a blank query, if any.
  private var listing: Task<Void, Never>?
  /// How many records the listing under way asks for.
  private var listingLimit = 0

  /// Starts fetching for a screen.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - service: The backend the view-model searches.
  ///   - viewModel: The view-model.
  init(
    screen: LiveScreen, service: ShellSearchService,
    viewModel: SearchViewModel<ShellSearchService>
  ) {
    self.screen = screen
    self.service = service
    self.viewModel = viewModel
    service.screenLimit = screen.wantedResults
  }

  /// Stops: the listing under way is cancelled and the service searches with the shell's
  /// limit again.
  func stop() {
    listing?.cancel()
    listing = nil
    service.screenLimit = nil
  }

  /// Fetches what the screen lacks: sets the service's limit to what the screen wants, lists
  /// the records for a blank query, and searches the query again when the screen has
  /// scrolled past the results at hand while more match.
  func refresh() {
    let wanted = screen.wantedResults
    service.screenLimit = wanted
    guard Fuse.isBlank(screen.query) else {
      listing?.cancel()
      listing = nil
      if screen.needsMoreResults, viewModel.state.phase == .showingResults {
        viewModel.submit()
      }
      return
    }
    let isListed = screen.resultsAnswerQuery && !screen.needsMoreResults
    guard !isListed, listing == nil || listingLimit < wanted else { return }
    listing?.cancel()
    listingLimit = wanted
    let service = service
    listing = Task { [weak self] in
      let groups = try? await service.search("", limit: wanted)
      guard let self, !Task.isCancelled else { return }
      listing = nil
      // Only cancellation fails a listing, and a cancelled one has been replaced.
      guard let groups else { return }
      screen.showListing(groups)
      refresh()
    }
  }

  /// Waits until the screen holds the results of the query on screen as far as its selection:
  /// the query's search if it is pending or running (through the view-model), the listing of
  /// the records under a blank query, and the search for more when the selection is past the
  /// results at hand (Enter picks from them).
  func finish() async {
    while true {
      if Fuse.isBlank(screen.query) {
        guard let listing else { return }
        await listing.value
        continue
      }
      await viewModel.finishPendingSearch()
      screen.update(viewModel.state)
      guard screen.selectionIsAhead, screen.needsMoreResults,
        viewModel.state.phase == .showingResults
      else { return }
      service.screenLimit = screen.wantedResults
      viewModel.submit()
    }
  }

  /// Follows the view-model: a published state may fall short of what the screen wants.
  func searchViewModel(
    didUpdate state: SearchViewModelState<ShellResultGroup>, event: SearchViewModelEvent
  ) {
    refresh()
  }
}
