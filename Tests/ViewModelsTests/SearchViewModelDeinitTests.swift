import TestSupport
import Testing
import ViewModels

@MainActor @Suite struct SearchViewModelDeinitTests {
  @Test func deinitCancelsAPendingDebounce() async {
    let clock = ManualClock()
    let service = FakeSearchService()
    var viewModel: SearchViewModel<FakeSearchService>? = SearchViewModel(
      service: service, clock: clock)
    weak let released = viewModel
    viewModel?.queryChanged(to: "st")
    let tasks = viewModel?.pendingTasks ?? []
    #expect(tasks.count == 1)

    viewModel = nil
    #expect(released == nil)
    #expect(tasks.allSatisfy { $0.isCancelled })
    for task in tasks {
      await task.value
    }
    await clock.advance(by: .seconds(1))
    #expect(service.queries.isEmpty)
  }

  @Test func deinitCancelsAnInFlightSearch() async {
    let clock = ManualClock()
    let service = FakeSearchService(.blocking(honorsCancellation: true))
    let observer = RecordingObserver()
    var viewModel: SearchViewModel<FakeSearchService>? = SearchViewModel(
      service: service, clock: clock)
    viewModel?.addObserver(observer)
    viewModel?.queryChanged(to: "st")
    viewModel?.submit()
    await service.waitForCalls(count: 1)
    let tasks = viewModel?.pendingTasks ?? []
    let eventsBefore = observer.events

    viewModel = nil
    #expect(service.statuses == [.cancelled])
    for task in tasks {
      await task.value
    }
    #expect(observer.events == eventsBefore, "nothing is delivered after deinit")
  }
}
