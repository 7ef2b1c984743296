import Foundation
import FuseCore
import Models
import Services
import Testing

@testable import BookShell

/// The relevance ranking's examples through the built executable: `--json` keeps Fuse.js's result shape and
/// scores in the relevance order, and the shipped books corpus lists Tolkien's books first.
@Suite(.serialized) struct RelevanceEndToEndTests {
  @Test func jsonKeepsFuseJSsShapeAndScoresInTheRelevanceOrder() throws {
    let outcome = try Executable.run(["--query", "stve", "--json"])
    #expect(outcome.status == 0)
    let printed = try #require(try JSONValue(parsing: outcome.stdout).arrayValue)

    // Fuse.js's results, as a plain searcher with the service's defaults gives them.
    var options = try BookSearchService.defaultOptions
    options.includeScore = true
    options.includeMatches = true
    let books = try EmbeddedCorpus.books()
    let searcher = try Fuse.Search(books, options: options)
    let fuse = searcher.search("stve")
    let ranked = BookSearchService.defaultRanking.ordered(
      fuse, query: "stve", limit: ShellSettings().limit, keys: options.keys.map(\.id)
    ) { searcher.indexedTexts(refIndex: $0.refIndex) }

    #expect(printed.count == ranked.count)
    #expect(printed.first?["item"]?["title"] == "Steve Jobs")
    #expect(fuse.first?.item.title == "Steppenwolf", "Fuse.js's own order starts elsewhere")
    for (element, result) in zip(printed, ranked) {
      #expect(element.objectMembers?.map(\.key) == ["item", "refIndex", "matches", "score"])
      #expect(
        element == FuseResultJSON.json(ShellHit(result, in: Book.profile)), "\(result.item.title)")
      #expect(element["score"]?.numberValue?.bitPattern == result.score?.bitPattern)
    }
  }

  @Test func theShippedBooksCorpusListsTolkiensBooksFirst() throws {
    let books = Executable.packageRoot.appendingPathComponent("Data/books.json").path
    let outcome = try Executable.run(
      ["--corpus", "books", "--data", books, "--query", "tolkein"])
    #expect(outcome.status == 0)
    // Result lines: " 1. TITLE — AUTHOR (YEAR)  score S".
    let authors = outcome.stdout.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /^ *\d+\. .* — (.*) \(\d+\)  score/).map { String($0.1) }
    }
    #expect(authors.count == ShellSettings().limit, "\(outcome.stdout)")
    #expect(authors.allSatisfy { $0.contains("J.R.R. Tolkien") }, "\(outcome.stdout)")
  }
}
