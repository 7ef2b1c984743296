import Foundation
import TestSupport
import Testing

/// Line mode on a pseudo-terminal, through the built executable: prompts after results,
/// Ctrl-L, and keys typed during a `:load` shown after its last line.
@Suite(.serialized) struct LineModeTerminalTests {
  /// How long to wait for output: generous, as these run with every core busy in the loop.
  static let timeout = Duration.seconds(120)

  /// The text after `mark`, with the terminal's CR LF line ends as LF.
  func output(_ terminal: PseudoTerminal, after mark: Int) -> String {
    String(terminal.output.utf8.dropFirst(mark))?.replacingOccurrences(of: "\r\n", with: "\n")
      ?? ""
  }

  @Test func thePromptComesAfterTheResultsOrTheNoResultsLine() throws {
    let terminal = try PseudoTerminal(arguments: ["--no-color"])
    try #require(
      terminal.waitFor("books> ", timeout: Self.timeout), "no prompt: \(terminal.output)")
    var mark = terminal.mark
    terminal.type("dune\n")
    try #require(
      terminal.waitFor("books> ", after: mark, timeout: Self.timeout), "\(terminal.output)")
    var text = output(terminal, after: mark)
    #expect(text.hasPrefix("dune\n5 results for \"dune\""), "results after the echo: \(text)")
    #expect(text.hasSuffix("title: Blin[dne]ss\nbooks> "), "\(text)")

    mark = terminal.mark
    terminal.type("zzqxzzqx\n")
    try #require(
      terminal.waitFor("books> ", after: mark, timeout: Self.timeout), "\(terminal.output)")
    text = output(terminal, after: mark)
    #expect(text.hasPrefix("zzqxzzqx\n0 results for \"zzqxzzqx\" in books"), "\(text)")
    #expect(text.hasSuffix("\nbooks> "), "\(text)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: Self.timeout) == 0)
  }

  @Test func controlLClearsTheScreenAndTheCommandStillRuns() throws {
    let terminal = try PseudoTerminal(arguments: ["--no-color"])
    try #require(
      terminal.waitFor("books> ", timeout: Self.timeout), "no prompt: \(terminal.output)")
    let mark = terminal.mark
    terminal.type("\u{0C}:corpus movies\n")
    try #require(
      terminal.waitFor("movies> ", after: mark, timeout: Self.timeout), "\(terminal.output)")
    let text = output(terminal, after: mark)
    #expect(text.contains("\u{1B}[H\u{1B}[2Jbooks> :corpus movies\nsearching movies"), "\(text)")
    #expect(!text.contains("results for"), "a command, not a query: \(text)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: Self.timeout) == 0)
  }

  @Test func keysTypedDuringALoadAppearAfterItsLastLine() throws {
    let directory = try TemporaryDirectory()
    let movie =
      #"{"title": "Heat", "year": 1995, "director": "Michael Mann", "cast": ["Al Pacino", "Robert De Niro"], "genres": ["Crime"]}"#
    let file = try directory.write(
      "[" + Array(repeating: movie, count: 5_000).joined(separator: ",\n") + "]",
      to: "movies-big.json")
    let terminal = try PseudoTerminal(arguments: ["--no-color"])
    try #require(
      terminal.waitFor("books> ", timeout: Self.timeout), "no prompt: \(terminal.output)")
    let mark = terminal.mark
    terminal.type(":load movies \(file)\n")
    try #require(
      terminal.waitFor("parsing…", after: mark, timeout: Self.timeout), "\(terminal.output)")
    terminal.type("heat\n")
    terminal.type("pac")
    try #require(
      terminal.waitFor("loaded 5000 records into movies", after: mark, timeout: .seconds(300)),
      "\(terminal.output)")
    try #require(
      terminal.waitFor("results for \"heat\"", after: mark, timeout: Self.timeout),
      "\(terminal.output)")
    try #require(
      terminal.waitFor("movies> pac", after: mark, timeout: Self.timeout), "\(terminal.output)")
    let text = output(terminal, after: mark)
    let loaded = try #require(text.range(of: "loaded 5000 records into movies"))
    #expect(!text[..<loaded.lowerBound].contains("heat"), "typed keys inside the load: \(text)")
    #expect(!text[..<loaded.lowerBound].contains("pac"), "typed keys inside the load: \(text)")
    #expect(text[loaded.upperBound...].hasPrefix(" ("), "\(text)")
    #expect(
      text[loaded.upperBound...].contains("\nmovies> heat\n10 results for \"heat\""), "\(text)")
    #expect(text.hasSuffix("\nmovies> pac"), "the partial line after the next prompt: \(text)")
    terminal.type("ino\n")
    try #require(
      terminal.waitFor("for \"pacino\"", after: mark, timeout: Self.timeout), "\(terminal.output)")
    terminal.type(":quit\n")
    #expect(terminal.waitForExit(timeout: Self.timeout) == 0)
  }
}
