import Services
import Testing

@testable import BookShell

/// The picker's flags: `--live` with `--query` (its starting text), `--json` and `--height`.
@Suite struct LaunchOptionsTests {
  /// The package's corpora, as the launcher passes them.
  static let corpora: [CorpusName] = ["books", "movies", "people"]

  @Test func livePickerFlagsCombine() throws {
    let options = try LaunchOptions(
      parsing: ["--live", "--query", "pride", "--json", "--height", "12"], corpora: Self.corpora)
    #expect(options.live && options.json)
    #expect(options.query == "pride")
    #expect(options.height == .rows(12))
    #expect(
      try LaunchOptions(parsing: ["--live", "--height", "40%"], corpora: Self.corpora).height
        == .percent(40))
    #expect(try LaunchOptions(parsing: ["--live"], corpora: Self.corpora).height == nil)
  }

  /// `--rank` names the order every corpus starts with, as `:set rank` spells it.
  @Test func rankNamesTheStartingOrder() throws {
    #expect(try LaunchOptions(parsing: [], corpora: Self.corpora).rank == nil)
    #expect(try LaunchOptions(parsing: ["--rank", "fuse"], corpora: Self.corpora).rank == .fuse)
    #expect(
      try LaunchOptions(parsing: ["--rank", "Relevance"], corpora: Self.corpora).rank
        == .relevance)
  }

  @Test func theHeightIsOfTheWindow() {
    #expect(LiveHeight.rows(12).rows(inWindowOf: 24) == 12)
    #expect(LiveHeight.rows(40).rows(inWindowOf: 24) == 24)
    #expect(LiveHeight.percent(50).rows(inWindowOf: 25) == 12)
    #expect(LiveHeight.percent(100).rows(inWindowOf: 24) == 24)
    #expect(LiveHeight.percent(1).rows(inWindowOf: 24) == 3, "at least the query, status and a row")
    #expect(LiveHeight.rows(1).rows(inWindowOf: 2) == 2)
  }

  @Test(arguments: [
    (["--height", "10"], "--height needs --live"),
    (["--live", "--height"], "--height needs a value"),
    (["--live", "--height", "0"], "invalid height '0'"),
    (["--live", "--height", "ten"], "invalid height 'ten'"),
    (["--live", "--height", "101%"], "invalid height '101%'"),
    (["--live", "--height", "-3"], "invalid height '-3'"),
    (["--rank"], "--rank needs a value"),
    (["--rank", "best"], "invalid --rank 'best': allowed is fuse or relevance"),
  ])
  func badPickerFlagsAreUsageErrors(arguments: [String], message: String) {
    #expect {
      try LaunchOptions(parsing: arguments, corpora: Self.corpora)
    } throws: { error in
      guard let error = error as? ShellError else { return false }
      return error.report.exitCode == 2 && error.report.message.hasPrefix(message)
    }
  }
}
