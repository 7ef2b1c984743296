import Foundation
import Models
import TestSupport
import Testing
import ViewModels

@testable import BookShell

/// Line mode reads like a finished REPL (in-process transcripts; LineModeTerminalTests runs the
/// same on a pseudo-terminal).
@MainActor @Suite struct LineModeTests {
  /// Lets the session run on the main actor until `condition` holds (bounded; no clock).
  func yield(until condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
  }

  /// On a terminal a line starting with `#` is a query like any other (comments are for
  /// scripts).
  @Test func aLineStartingWithAHashIsAQueryOnATerminal() async throws {
    let harness = try ShellHarness(showsPrompt: true)
    let text = await harness.transcript(["#dune"])
    #expect(text.contains(" for \"#dune\" in books"), "\(text)")
  }

  @Test func theNextPromptComesAfterTheResultsOfTheQueryJustEntered() async throws {
    let harness = try ShellHarness(showsPrompt: true)
    let session = Task { await harness.shell.run() }
    await yield { harness.output.text.hasSuffix("books> ") }
    harness.feed.yield(Array("dune\n".utf8))
    await yield { harness.output.text.hasSuffix("title: Blin[dne]ss\nbooks> ") }
    let afterDune = harness.output.text
    #expect(afterDune.contains("books> 5 results for \"dune\" in books"), "\(afterDune)")
    #expect(afterDune.hasSuffix("title: Blin[dne]ss\nbooks> "), "\(afterDune)")
    #expect(afterDune.components(separatedBy: "books> ").count == 3, "two prompts: \(afterDune)")

    harness.feed.yield(Array("zzqxzzqx\n".utf8))
    await yield { harness.output.text.hasSuffix("(0.0 ms)\nbooks> ") }
    #expect(
      harness.output.text.hasSuffix("0 results for \"zzqxzzqx\" in books (0.0 ms)\nbooks> "),
      "\(harness.output.text)")
    harness.feed.finish()
    _ = await session.value
  }

  /// Retyping the query shown searches it again (Enter in a search field); a canonically
  /// equivalent spelling with other code units is another query for Fuse.js (NFD "café" is not
  /// NFC "café"), so it is searched as typed, not replaced by the old spelling.
  @Test func aQueryIsTheSameOnlyWithTheSameCodeUnits() async throws {
    let harness = try ShellHarness()
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    _ = await harness.send(composed)
    #expect(Array(harness.shell.lastResultsQuery.utf16) == Array(composed.utf16))
    _ = await harness.send(decomposed)
    #expect(Array(harness.shell.lastResultsQuery.utf16) == Array(decomposed.utf16))
    _ = await harness.send(decomposed)
    #expect(harness.shell.viewModel.latencyStatistics.count == 3, "each line searched")
  }

  @Test func aLineWithControlBytesIsCleanedThenParsed() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      "\u{0C}:corpus movies", "\u{01}:set\u{7F} limit 1", "\u{0C}shining",
    ])
    #expect(
      text == """
        searching movies (388 records)
        note: control characters were removed from the command.
        limit = 1
        1 result for "shining" in movies (0.0 ms)
         1. The Shining (1980) — dir. Stanley Kubrick  score 0.098
              title: The [Shining]

        """)
  }

  @Test func controlLClearsATerminalsScreenAndKeepsTheTypedLine() async throws {
    let harness = try ShellHarness(showsPrompt: true)
    let text = await harness.transcript(["\u{0C}:corpus movies"])
    #expect(text.contains("books> \u{1B}[H\u{1B}[2Jbooks> :corpus movies\nsearching movies"))
  }
}
