import Foundation
import Testing

/// BookShell as a script interpreter, as sqlite3 and psql are: piped input, output for the
/// next program, errors apart, an exit status that tells.
@Suite(.serialized) struct ScriptingTests {
  /// Every piped line is answered, in order; only the last one used to be.
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

  /// Errors go to stderr, and a failed command makes the exit status 2; it used to print the
  /// error on stdout and exit 0.
  @Test func aFailedCommandGoesToStandardErrorAndExitsTwo() throws {
    let outcome = try Executable.run([], input: ":load movies /nope\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("could not load /nope"), "\(outcome.stderr)")
    #expect(!outcome.stdout.contains("could not load"), "\(outcome.stdout)")
  }
}
