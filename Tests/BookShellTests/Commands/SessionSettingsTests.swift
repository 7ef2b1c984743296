import TestSupport
import Testing
import ViewModels

@testable import BookShell

/// `:set` of the session's own settings: one home for the limit and the debounce, changed in
/// place, so the view-model (its results and latency statistics) lives through the change.
@MainActor @Suite struct SessionSettingsTests {
  /// A new debounce keeps the view-model and its statistics, and applies from the next query.
  @Test func aNewDebounceKeepsTheViewModelAndItsStatistics() async throws {
    let harness = try ShellHarness(start: "books")
    let viewModel = harness.shell.viewModel
    #expect(await harness.send("dune"))
    #expect(viewModel.latencyStatistics.count == 1)
    #expect(await harness.send(":set debounce 0"))
    #expect(harness.shell.viewModel === viewModel, "the same view-model")
    #expect(viewModel.debounceInterval == .zero)
    #expect(harness.shell.settings.debounce == .zero)
    harness.output.clear()
    #expect(await harness.send(":stats"))
    #expect(harness.output.text.hasPrefix("searches: 1,"), "\(harness.output.text)")
    // A zero debounce searches on the keystroke itself.
    viewModel.queryChanged(to: "hobbit")
    #expect(viewModel.state.phase == .searching)
  }

  /// The limit has one home: what `:set limit` sets is what the searches use.
  @Test func theLimitIsTheOneTheSearchesUse() async throws {
    let harness = try ShellHarness(start: "books")
    #expect(await harness.send(":set limit 2"))
    #expect(harness.shell.service.settings.limit == 2)
    #expect(await harness.send("the"))
    #expect(harness.shell.lastResults.count == 2)
    #expect(await harness.send(":set limit 3"))
    #expect(await harness.send("a"))
    #expect(harness.shell.lastResults.count == 3)
  }
}
