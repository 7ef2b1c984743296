import Foundation
import Testing

/// The built executable, run with piped input: output and exit codes.
@Suite(.serialized) struct EndToEndTests {
  @Test func pipedQueryShowsPrideAndPrejudice() throws {
    let outcome = try Executable.run([], input: "pride\n")
    #expect(outcome.status == 0)
    #expect(outcome.stdout.hasPrefix("10 results for \"pride\" in books"), "no banner for a script")
    #expect(outcome.stdout.contains(" 1. Pride and Prejudice — Jane Austen (1813)"))
    #expect(
      outcome.stdout.contains("title: [Pride] and Prejudice"), "brackets, no colour, on a pipe")
    #expect(!outcome.stdout.contains("\u{1B}"))
    #expect(outcome.stderr.isEmpty)
  }

  @Test func scriptWithCommandsRunsToTheEnd() throws {
    let script = """
      :set limit 1
      :corpus movies
      shining
      :explain 1
      :corpus all
      shining
      :nope
      :stats
      :quit
      never read
      """
    let outcome = try Executable.run([], input: script)
    #expect(outcome.status == 2, "a command failed")
    #expect(outcome.stdout.contains("1 result for \"shining\" in movies"))
    #expect(outcome.stdout.contains("result 1: The Shining (1980)"))
    #expect(outcome.stdout.contains("1 result for \"shining\" in all corpora"))
    #expect(outcome.stdout.contains(" 1. The Shining — Stephen King (1977)  (books)"))
    #expect(outcome.stderr.contains("unknown command :nope."), "\(outcome.stderr)")
    #expect(outcome.stdout.contains("searches: 2, p50 "))
    #expect(!outcome.stdout.contains("never read"))
  }

  @Test func jsonQueryPrintsFuseJSShapeAndExitsZero() throws {
    let outcome = try Executable.run(["--query", "kubrick", "--corpus", "movies", "--json"])
    #expect(outcome.status == 0)
    #expect(
      outcome.stdout.hasPrefix(
        #"[{"item":{"title":"2001: A Space Odyssey","year":1968,"director":"Stanley Kubrick","#))
    #expect(
      outcome.stdout.contains(
        #""matches":[{"indices":[[8,14]],"value":"Stanley Kubrick","key":"director"}],"score":"#))
  }

  /// U+FEFF alone is blank for Fuse.js: the records come back unscored, and the shell prints no
  /// score for them (not "score 0.000", which would read as perfect hits).
  @Test func aBlankQueryListsRecordsWithoutScores() throws {
    let text = try Executable.run(["--query", "\u{FEFF}", "--corpus", "books"])
    #expect(text.status == 0)
    #expect(text.stdout.contains(" 1. "))
    #expect(!text.stdout.contains("score"))
    let json = try Executable.run(["--query", "\u{FEFF}", "--corpus", "books", "--json"])
    #expect(json.stdout.hasPrefix(#"[{"item":"#))
    #expect(!json.stdout.contains(#""score""#))
  }

  @Test func noMatchExitsOneAndUsageErrorsExitTwo() throws {
    let none = try Executable.run(["--query", "qqqqzzzzxxxx"])
    #expect(none.status == 1)
    #expect(none.stderr == "no match for \"qqqqzzzzxxxx\"\n")
    let unknown = try Executable.run(["--colour"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("unknown argument '--colour'"))
    let live = try Executable.run(["--live"])
    #expect(live.status == 2)
    #expect(live.stderr.hasPrefix("--live needs a terminal, but stdin is not a TTY"))
    let data = try Executable.run(["--corpus", "movies", "--data", "/nonexistent.json"])
    #expect(data.status == 2)
    #expect(data.stderr.hasPrefix("could not load /nonexistent.json: file not found"))
    let help = try Executable.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("usage: BookShell"))
  }

  @Test func dataFlagLoadsTheShippedMoviesCorpus() throws {
    let movies = Executable.packageRoot.appendingPathComponent("Data/movies.json").path
    let outcome = try Executable.run(
      ["--corpus", "movies", "--data", movies, "--query", "casablanca"],
      // 36,266 films parsed and indexed: slow in a sanitizer build on a busy machine.
      timeout: .seconds(180))
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("Casablanca (1942)"))
  }

  @Test func hostileInputIsSurvived() throws {
    var input = Data("\u{1}\u{1B}[2J:set limit 1\n".utf8)
    input.append(contentsOf: [0xFF, 0xC0, 0x0A])
    input.append(Data(String(repeating: "z", count: 1 << 20).utf8))
    input.append(Data("\n\n:type hobb".utf8))
    let outcome = try Executable.run([], input: String(decoding: input, as: UTF8.self))
    #expect(outcome.status == 2, "the query too long failed")
    #expect(outcome.stderr.contains("query too long: 1048576 characters"))
    #expect(outcome.stdout.contains("results published for \"hobb\""))
  }
}
