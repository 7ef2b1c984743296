import Foundation
import Models
import Services
import TestSupport
import Testing
import ViewModels

@testable import BookShell

/// Ctrl-C (SIGINT) in-process: what it cancels, and that the session and its corpora survive.
@MainActor @Suite struct InterruptTests {
  /// Records the view-model's events.
  final class EventRecorder: SearchViewModelObserver {
    var events: [SearchViewModelEvent] = []

    func searchViewModel(
      didUpdate state: SearchViewModelState<ShellResultGroup>, event: SearchViewModelEvent
    ) {
      events.append(event)
    }
  }

  /// A session over the books, whose searches and loads wait on `stall` until cancelled.
  static func stalledBooks(_ stall: ManualClock) throws -> ShellHarness {
    let books = try RecordCorpus(Book.profile, records: EmbeddedCorpus.books())
    return try ShellHarness(corpora: [StalledCorpus(base: books, stall: stall)])
  }

  /// Ctrl-C during a search cancels it through the view-model's own cancellation: the search
  /// task is cancelled, nothing is published, and the query is forgotten (a later `:corpus`
  /// does not search it again).
  @Test func controlCCancelsASearchThroughTheViewModel() async throws {
    let stall = ManualClock()
    let harness = try Self.stalledBooks(stall)
    let recorder = EventRecorder()
    harness.shell.viewModel.addObserver(recorder)
    let answering = Task { await harness.send("dune") }
    await stall.waitForParkedSleepers()
    harness.shell.interrupted()
    #expect(await answering.value, "the session goes on")
    #expect(harness.output.text == "search for \"dune\" cancelled\n")
    #expect(recorder.events.contains(.searchCancelled(query: "dune")), "\(recorder.events)")
    #expect(!recorder.events.contains { if case .resultsPublished = $0 { true } else { false } })
    #expect(stall.parkedSleeperCount == 0, "the search task was cancelled")
    #expect(harness.shell.viewModel.state.query == "")
    harness.output.clear()
    _ = await harness.send(":corpus books")
    #expect(harness.output.text == "searching books (516 records)\n")
    #expect(!harness.shell.hadFailure, "a cancelled search is no failure")
  }

  /// Ctrl-C during `:load` cancels it at once and the corpus keeps its records.
  @Test func controlCCancelsALoadAndTheCorpusIsUnchanged() async throws {
    let stall = ManualClock()
    let harness = try Self.stalledBooks(stall)
    let files = try TemporaryDirectory()
    let file = try files.write(#"[{"title": "Dune", "author": "Frank Herbert"}]"#, to: "books.json")
    let loading = Task { await harness.send(":load books \(file)") }
    await stall.waitForParkedSleepers()
    harness.shell.interrupted()
    #expect(await loading.value, "the session goes on")
    #expect(
      harness.output.text.hasSuffix("load cancelled; books unchanged\n"), "\(harness.output.text)")
    #expect(await harness.shell.corpora.count(of: "books") == 516)
    #expect(harness.shell.state.isIdle, "the load is over")
  }

  /// Ctrl-C once the records are parsed (the index being built) still leaves the corpus as it
  /// was: the shell waits for the load to stop and says so.
  @Test func controlCOnceParsedLeavesTheCorpusAsItWas() async throws {
    let harness = try ShellHarness(start: "movies")
    let files = try TemporaryDirectory()
    let file = try files.write(TranscriptTests.smallMovies, to: "movies.json")
    harness.output.onWrite = { [weak shell = harness.shell] text in
      if text.contains("indexing…") { shell?.interrupted() }
    }
    #expect(await harness.send(":load movies \(file)"))
    #expect(
      harness.output.text.hasSuffix("; indexing…\nload cancelled; movies unchanged\n"),
      "\(harness.output.text)")
    #expect(await harness.shell.corpora.count(of: "movies") == 388)
  }

  /// Ctrl-C during the `:load` of a new corpus says that none was added (there were no old
  /// records to keep), whether the file was being parsed or indexed; the corpora stay as they
  /// were.
  @Test(arguments: ["parsing…", "indexing…"])
  func controlCDuringTheLoadOfANewCorpusSaysNoneWasAdded(phase: String) async throws {
    let harness = try ShellHarness()
    let files = try TemporaryDirectory()
    let file = try files.write(#"[{"title": "Respect", "artist": "Aretha"}]"#, to: "songs.json")
    harness.output.onWrite = { [weak shell = harness.shell] text in
      if text.contains(phase) { shell?.interrupted() }
    }
    #expect(await harness.send(":load songs \(file)"))
    #expect(
      harness.output.text.hasSuffix(phase + "\nload cancelled; no corpus songs was added\n"),
      "\(harness.output.text)")
    #expect(!harness.output.text.contains("unchanged"), "\(harness.output.text)")
    #expect(!harness.output.text.contains("old records"), "\(harness.output.text)")
    #expect(harness.shell.corpora.names == ["books", "movies", "people"])
  }

  /// Ctrl-C during `:type` stops the typing and cancels what it started.
  @Test func controlCStopsType() async throws {
    let harness = try ShellHarness()
    harness.output.onWrite = { [weak shell = harness.shell] text in
      if text.contains("debounce started for \"du\"") { shell?.interrupted() }
    }
    #expect(await harness.send(":type dune"))
    let text = harness.output.text
    #expect(text.contains("debounce cancelled for \"du\""), "\(text)")
    #expect(text.contains("search for \"du\" cancelled"), "\(text)")
    #expect(!text.contains("\"dun\""), "typing stopped: \(text)")
    #expect(!text.contains("results published"), "\(text)")
  }
}
