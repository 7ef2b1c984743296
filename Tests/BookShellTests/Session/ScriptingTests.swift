import Foundation
import TestSupport
import Testing

/// BookShell as a script interpreter, as sqlite3 and psql are: piped input, output for the
/// next program, errors apart, an exit status that tells.
@Suite(.serialized) struct ScriptingTests {
  /// Every piped line is answered, in order, not only the last one.
  @Test func everyPipedQueryIsAnswered() throws {
    for script in ["pride\nhobbit\n", ":set debounce 0\npride\nhobbit\n"] {
      let outcome = try Executable.run([], input: script)
      #expect(outcome.status == 0)
      let pride = try #require(outcome.stdout.range(of: "results for \"pride\""), "\(outcome)")
      let hobbit = try #require(outcome.stdout.range(of: "results for \"hobbit\""), "\(outcome)")
      #expect(pride.lowerBound < hobbit.lowerBound)
    }
  }

  /// No banner and no prompt for a script: stdout holds the results only.
  @Test func aScriptGetsNoBanner() throws {
    let outcome = try Executable.run([], input: "pride\n")
    #expect(!outcome.stdout.contains("BookShell"), "\(outcome.stdout)")
    #expect(outcome.stdout.hasPrefix("10 results for \"pride\""), "\(outcome.stdout)")
  }

  /// Errors go to stderr, not stdout, and a failed command makes the exit status 2, not 0.
  @Test func aFailedCommandGoesToStandardErrorAndExitsTwo() throws {
    let outcome = try Executable.run([], input: ":load movies /nope\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("could not load /nope"), "\(outcome.stderr)")
    #expect(!outcome.stdout.contains("could not load"), "\(outcome.stdout)")
  }

  /// A script whose commands all work exits 0, warnings included.
  @Test func aScriptWithoutFailuresExitsZero() throws {
    let outcome = try Executable.run(
      [], inputBytes: Array(":set limit 1\nzzqxzzqx\npr\u{7}ide\n".utf8))
    #expect(outcome.status == 0, "\(outcome)")
    #expect(outcome.stderr == "note: control characters were removed from the query.\n")
  }

  /// `--bail` stops at the first failed command, with exit status 2.
  @Test func bailStopsAtTheFirstFailure() throws {
    let script = ":set limit 1\npride\n:set limit x\nhobbit\n"
    let outcome = try Executable.run(["--bail"], input: script)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.contains("1 result for \"pride\""), "\(outcome.stdout)")
    #expect(!outcome.stdout.contains("hobbit"), "stopped: \(outcome.stdout)")
    #expect(outcome.stderr.hasPrefix("invalid limit 'x'"), "\(outcome.stderr)")
    let without = try Executable.run([], input: script)
    #expect(without.status == 2)
    #expect(without.stdout.contains("1 result for \"hobbit\""), "goes on: \(without.stdout)")
  }

  /// `--json` prints one JSON array per search, one per line (JSON Lines); the rest goes to
  /// stderr, so stdout parses line by line.
  @Test func jsonPrintsOneArrayPerQuery() throws {
    let outcome = try Executable.run(
      ["--json"], input: ":set limit 2\npride\n:corpus people\n:corpus movies\nalien\nzzqxzzqx\n")
    #expect(outcome.status == 0, "\(outcome)")
    let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4 && lines.last == "", "\(outcome.stdout)")
    for line in lines.dropLast() {
      let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(value is [Any], "\(line)")
    }
    #expect(lines[0].hasPrefix(#"[{"item":{"title":"Pride and Prejudice""#), "\(lines[0])")
    #expect(lines[1].contains(#""title":"Alien""#), "\(lines[1])")
    #expect(lines[2] == "[]")
    #expect(
      outcome.stderr
        == "limit = 2\nsearching people (317 records)\nsearching movies (388 records)\n",
      "\(outcome.stderr)")
  }

  /// In a script, `:corpus`, `:set` and `:keys` print their own line on stderr and search
  /// nothing: one JSON array per query typed.
  @Test func commandsAfterAQuerySearchNothing() throws {
    for command in [":corpus movies", ":set limit 3", ":keys title"] {
      let outcome = try Executable.run(["--json"], input: "dune\n\(command)\n")
      #expect(outcome.status == 0, "\(command): \(outcome)")
      let lines = outcome.stdout.split(separator: "\n")
      #expect(lines.count == 1, "\(command): \(outcome.stdout)")
      #expect(lines.first?.contains(#""title":"Dune""#) == true, "\(command): \(outcome.stdout)")
      #expect(outcome.stderr.split(separator: "\n").count == 1, "\(command): \(outcome.stderr)")
    }
  }

  /// `--json` prints one array for all corpora too, from `--query` and from a script, each
  /// result labelled with its corpus.
  @Test func jsonForAllCorporaIsOneArray() throws {
    let once = try Executable.run(["--corpus", "all", "--query", "dune", "--json"])
    let piped = try Executable.run(["--json"], input: ":corpus all\ndune\n")
    for outcome in [once, piped] {
      #expect(outcome.status == 0, "\(outcome)")
      let lines = outcome.stdout.split(separator: "\n")
      #expect(lines.count == 1, "\(outcome.stdout)")
      let value = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
      let results = try #require(value as? [[String: Any]], "\(outcome.stdout)")
      let corpora = results.compactMap { $0["corpus"] as? String }
      #expect(corpora.count == results.count && corpora.contains("books"), "\(outcome.stdout)")
      #expect(corpora.contains("movies"), "\(outcome.stdout)")
    }
  }

  /// In a script a line whose first character other than a space is `#` is a comment: not
  /// searched, nothing printed.
  @Test func aScriptsCommentLinesAreSkipped() throws {
    let outcome = try Executable.run(
      [], input: "# the classics\n:set limit 1\npride\n  # indented\n#hobbit\n")
    #expect(outcome.status == 0, "\(outcome)")
    #expect(
      outcome.stdout.split(separator: "\n").filter { $0.contains("results for") }.isEmpty,
      "\(outcome.stdout)")
    #expect(outcome.stdout.hasPrefix("limit = 1\n1 result for \"pride\" in books"), "\(outcome)")
    #expect(!outcome.stdout.contains("hobbit") && !outcome.stdout.contains("classics"))
    #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
  }

  /// `--help` documents the exit codes and the flags for scripts.
  @Test func helpDocumentsTheExitCodes() throws {
    let help = try Executable.run(["--help"]).stdout
    #expect(help.contains("--bail"), "\(help)")
    #expect(
      help.contains(
        "Exit codes: 0 success; 1 no match for --query (or at Enter with --live); 2 a usage or\n"
          + "data error, or, for a script, a command that failed"), "\(help)")
    #expect(help.contains("JSON Lines"), "\(help)")
  }

  /// On a terminal the session is interactive: a banner and a prompt.
  ///
  /// With stdout sent to a file, they go to the terminal (stderr) and the file holds the
  /// results only.
  @Test func aTerminalGetsTheBannerAndThePrompt() throws {
    let terminal = try PseudoTerminal.lineMode()
    #expect(terminal.screen.lines[0].hasPrefix("BookShell — fuzzy search over"))
    terminal.quit()

    let directory = try TemporaryDirectory()
    let results = directory.url.path + "/results.txt"
    let redirected = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: ["-c", "exec '\(try Executable.path())' > '\(results)'"], columns: 80, rows: 24,
      environment: ["BOOKSHELL_HISTORY": ""])
    let timeout = PseudoTerminal.lineModeTimeout
    try #require(redirected.waitFor("books> ", timeout: timeout), "\(redirected.output)")
    #expect(redirected.output.hasPrefix("BookShell — fuzzy search over"), "\(redirected.output)")
    redirected.type("dune\r")
    try redirected.requireScreen("the next prompt, the results in the file") {
      $0.lines.contains("books> dune") && $0.cursorLine == "books> "
    }
    redirected.type(":quit\n")
    #expect(redirected.waitForExit(timeout: timeout) == 0)
    let written = try String(contentsOfFile: results, encoding: .utf8)
    #expect(written.hasPrefix("5 results for \"dune\" in books"), "\(written)")
    #expect(!written.contains("books>") && !written.contains("BookShell"), "\(written)")
    #expect(!written.contains("\u{1B}"), "no colours in a file")
  }
}
