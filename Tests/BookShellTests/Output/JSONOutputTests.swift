import FuseCore
import Models
import Testing

@testable import BookShell

/// `--json` prints results in Fuse.js's result shape.
@MainActor @Suite struct JSONOutputTests {
  func corpora() throws -> ShellCorpora {
    try ShellCorpora(corpus: EmbeddedCorpus.all())
  }

  @Test func resultsHaveFuseJSMembersInFuseJSOrder() async throws {
    let output = BufferedOutput()
    try await OneShotQuery.run(
      "pride", corpora: corpora(), corpus: "books", limit: 2, json: true,
      style: TextStyle(colors: false),
      output: output)
    let json = try JSONValue(parsing: output.text)
    let results = try #require(json.arrayValue)
    #expect(results.count == 2)
    let first = try #require(results.first?.objectMembers)
    #expect(first.map(\.key) == ["item", "refIndex", "matches", "score"])
    #expect(first[0].value["title"] == "Pride and Prejudice")
    #expect(first[0].value.objectMembers?.map(\.key) == ["title", "author", "year"])
    let match = try #require(first[2].value.arrayValue?.first?.objectMembers)
    #expect(match.map(\.key) == ["indices", "value", "key"])
    #expect(match[0].value == [[0, 4]])
    #expect(match[1].value == "Pride and Prejudice")
    #expect(match[2].value == "title")
    #expect(
      output.text.hasPrefix(
        #"[{"item":{"title":"Pride and Prejudice","author":"Jane Austen","year":1813},"refIndex":"#)
    )
  }

  /// `--corpus all --json` prints one array, as `--help` says: the corpora's results in the
  /// ranking's order, each in Fuse.js's shape with a `corpus` member after Fuse.js's own.
  @Test func arrayMatchesCarryTheirRefIndexAndAllIsOneArrayLabelledByCorpus() async throws {
    let output = BufferedOutput()
    try await OneShotQuery.run(
      "kubrick", corpora: corpora(), corpus: .all, limit: 2, json: true,
      style: TextStyle(colors: false),
      output: output)
    let json = try JSONValue(parsing: output.text)
    let results = try #require(json.arrayValue, "\(output.text)")
    #expect(results.map { $0["corpus"] } == ["people", "movies"])
    #expect(
      results.first?.objectMembers?.map(\.key)
        == ["item", "refIndex", "matches", "score", "corpus"])
    #expect(results.first?["item"]?["name"] == "Stanley Kubrick")
    let castMatch = FuseResultJSON.json(
      FuseMatch(
        key: "cast", value: "Tom Hanks", refIndex: 2, indices: [0...2],
        normalization: TextNormalization()))
    #expect(
      castMatch.jsonText == #"{"indices":[[0,2]],"value":"Tom Hanks","key":"cast","refIndex":2}"#)
  }

  @Test func noMatchIsExitCodeOne() async throws {
    let output = BufferedOutput()
    await #expect(throws: ShellError.noMatch(query: "zzzzqqqq")) {
      try await OneShotQuery.run(
        "zzzzqqqq", corpora: corpora(), corpus: "books", limit: 2, json: true,
        style: TextStyle(colors: false),
        output: output)
    }
    #expect(output.text == "[]\n")
    #expect(ShellError.noMatch(query: "zzzzqqqq").report.exitCode == 1)
  }

  @Test func highlightingUsesOriginalRangesAndColoursOnlyWhenAsked() {
    let match = FuseMatch(
      key: "title", value: "İstanbul Café", refIndex: nil, indices: [0...1, 11...12],
      normalization: TextNormalization(isCaseSensitive: false, ignoreDiacritics: true))
    let plain = ResultPrinter(style: TextStyle(colors: false)).highlighted(match)
    let colored = ResultPrinter(style: TextStyle(colors: true)).highlighted(match)
    #expect(!plain.contains("\u{1B}"))
    #expect(colored.contains("\u{1B}[1;33m"))
    #expect(TextStyle.printable("a\u{1B}b\u{9B}c") == "a\u{FFFD}b\u{FFFD}c")
  }
}
