import Foundation
import Models
import Services
import TestSupport
import Testing
import ViewModels

@testable import BookShell

/// Hostile input to the shell: clear messages, an unchanged corpus, never a crash.
@MainActor @Suite struct ShellHostileInputTests {
  nonisolated static let invalidUTF8Books =
    Array(#"[{"title": "Dune", "author": "Frank Herbert", "year": 1965, "note": "caf"#.utf8)
    + [0xE9] + Array(#""}]"#.utf8)

  nonisolated static let deepBooks = Array(
    (#"[{"title": "Dune", "author": "Frank Herbert", "year": 1965, "x": "#
      + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}]").utf8)

  @Test func invalidAddsLeaveTheCorpusAsItWas() async throws {
    let harness = try ShellHarness()
    _ = await harness.send(":set limit 3")
    _ = await harness.send("dune")
    await harness.shell.viewModel.waitForPendingWork()
    let before = try #require(await harness.shell.corpora.catalog[Book.profile]?.records)
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    for json in [
      #"{"title": "Dune Messiah""#,  // truncated
      #"{"title": "Dune Messiah", "year": 1969}"#,  // missing author
      #"[{"title": "A", "author": "B", "year": 1}, {"title": 2, "author": "C", "year": 1}]"#,
      deep,
      #"{"title": "A", "author": "B", "year": 1, "x": "# + deep + "}",
      #"{"title": "A", "author": "B", "year": 1e400}"#,
    ] {
      #expect(await harness.send(":add " + json))
    }
    #expect(await harness.shell.corpora.catalog[Book.profile]?.records == before)
    let output = harness.output.text
    #expect(
      output.components(separatedBy: "could not add the record").count == 7, "\(output)")
    #expect(output.components(separatedBy: "nothing was added.").count == 7)
    #expect(!output.contains("added: "))
  }

  @Test func badFilesLeaveTheCorpusAsItWas() async throws {
    let harness = try ShellHarness()
    let before = try #require(await harness.shell.corpora.catalog[Book.profile]?.records)
    let files = try TemporaryDirectory()
    let invalid = try files.write(Self.invalidUTF8Books, to: "latin1.json")
    let deep = try files.write(Self.deepBooks, to: "deep.json")
    let text = await harness.transcript([":load books \(invalid)", ":load books \(deep)"])
    #expect(
      text.contains(
        "could not load \(invalid): invalid UTF-8 at line 1, column 73 (byte offset 72); "
          + "the corpus is unchanged."), "\(text)")
    #expect(text.contains("could not load \(deep): "), "\(text)")
    #expect(text.components(separatedBy: "the corpus is unchanged.").count == 3, "\(text)")
    #expect(await harness.shell.corpora.catalog[Book.profile]?.records == before)
  }
}

/// The same through the built executable: bytes on stdin and `--data` files.
@Suite(.serialized) struct ShellHostileInputEndToEndTests {
  @Test func invalidUTF8OnStandardInputIsRepairedAndSearched() throws {
    let input: [UInt8] =
      Array(":set limit 1\n".utf8) + [0x70, 0x72, 0x69, 0x64, 0x65, 0xFF, 0x0A]
      + Array(":corpus movies\n".utf8) + [0xED, 0xA0, 0x80] + Array("alien".utf8)
    let outcome = try Executable.run([], inputBytes: input)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stderr.components(separatedBy: "note: the line was not valid UTF-8").count == 3,
      "warnings on stderr: \(outcome.stderr)")
    #expect(outcome.stdout.contains("1. Pride and Prejudice"))
    #expect(outcome.stdout.contains("1 result for \"\u{FFFD}\u{FFFD}\u{FFFD}alien\" in movies"))
  }

  @Test func aOneMegabyteLineOnStandardInputIsRefused() throws {
    let outcome = try Executable.run(
      [], input: String(repeating: "a", count: 1 << 20) + "\npride\n")
    #expect(outcome.status == 2, "a query that cannot be searched fails the script")
    #expect(
      outcome.stderr.contains("query too long: 1048576 characters (at most 256); not searched."))
    #expect(outcome.stdout.contains("Pride and Prejudice"))
  }

  @Test func badDataFilesAreUsageErrors() throws {
    let files = try TemporaryDirectory()
    let invalid = try files.write(ShellHostileInputTests.invalidUTF8Books, to: "latin1.json")
    let deep = try files.write(ShellHostileInputTests.deepBooks, to: "deep.json")
    for path in [invalid, deep] {
      let outcome = try Executable.run(["--data", path, "--query", "dune"])
      #expect(outcome.status == 2, "\(outcome.stdout) \(outcome.stderr)")
      #expect(outcome.stderr.contains(path), "\(outcome.stderr)")
    }
    let outcome = try Executable.run(["--data", invalid, "--query", "dune"])
    #expect(outcome.stderr.contains("invalid UTF-8 at line 1, column 73"), "\(outcome.stderr)")
  }
}
