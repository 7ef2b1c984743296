import Testing
import ViewModels

@MainActor @Suite struct SearchViewModelObserverTests {
  @Test func everyObserverGetsEveryUpdateUntilRemoved() async {
    let harness = ViewModelHarness()
    let second = RecordingObserver()
    harness.viewModel.addObserver(second)
    harness.viewModel.addObserver(second)
    #expect(harness.viewModel.observerCount == 2, "adding twice keeps one registration")

    harness.type("st")
    #expect(second.events == harness.observer.events)
    #expect(second.events.count == 1)

    harness.viewModel.removeObserver(second)
    #expect(harness.viewModel.observerCount == 1)
    await harness.advance(by: .milliseconds(200))
    #expect(second.events.count == 1)
    #expect(harness.observer.events.count == 3)
  }

  @Test func observersAreHeldWeakly() async {
    let harness = ViewModelHarness()
    weak var released: RecordingObserver?
    do {
      let transient = RecordingObserver()
      released = transient
      harness.viewModel.addObserver(transient)
      #expect(harness.viewModel.observerCount == 2)
    }
    #expect(released == nil)
    #expect(harness.viewModel.observerCount == 1)
    harness.type("st")
    await harness.advance(by: .milliseconds(200))
    #expect(harness.observer.events.count == 3)
  }

  @Test func observersReceiveTheStateAfterEachEvent() {
    let harness = ViewModelHarness()
    harness.type("s", "st")
    let updates = harness.observer.updates
    #expect(updates.map(\.state.query) == ["s", "st", "st"])
    #expect(updates.map(\.state.phase) == [.debouncing, .debouncing, .debouncing])
  }

  @Test func updatesCausedByAnObserverAreDeliveredInOrder() async {
    let harness = ViewModelHarness()
    let late = RecordingObserver()
    let viewModel = harness.viewModel
    harness.observer.onUpdate = { state, event in
      if event == .debounceStarted(query: "s", interval: .milliseconds(200)) {
        viewModel.queryChanged(to: "st")
      }
    }
    viewModel.addObserver(late)
    harness.type("s")
    let expected: [SearchViewModelEvent] = [
      .debounceStarted(query: "s", interval: .milliseconds(200)),
      .debounceCancelled(query: "s"),
      .debounceStarted(query: "st", interval: .milliseconds(200)),
    ]
    #expect(harness.observer.events == expected)
    #expect(late.events == expected)
    #expect(late.updates.first?.state.query == "s", "each update carries the state of its moment")
  }

  @Test func anObserverRemovedDuringDeliveryGetsNoFurtherUpdates() {
    let harness = ViewModelHarness()
    let removed = RecordingObserver()
    let viewModel = harness.viewModel
    harness.observer.onUpdate = { _, _ in viewModel.removeObserver(removed) }
    viewModel.addObserver(removed)
    harness.type("s")
    #expect(removed.events.isEmpty)
    #expect(harness.observer.events.count == 1)
  }
}
