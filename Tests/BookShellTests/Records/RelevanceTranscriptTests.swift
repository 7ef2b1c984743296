import Foundation
import FuseCore
import Models
import Services
import Testing

@testable import BookShell

/// The relevance ranking's examples on the embedded corpus, in-process.
///
/// The relevance order puts what a person means first (`tolkein` finds Tolkien's books, `stve`
/// the book *Steve Jobs*), `:set rank fuse` gives back Fuse.js's own order, and `:show` lists
/// the ranking.
@MainActor @Suite struct RelevanceTranscriptTests {
  /// Fuse.js's results for `query` over `records`: a plain searcher with `options` (a
  /// service's defaults), with scores and matches included as the shell includes them, in
  /// Fuse.js's order, all of them.
  func fuseResults<Record>(
    _ records: [Record], options: FuseOptions<Record>, query: String
  ) throws -> [FuseResult<Record>] {
    var options = options
    options.includeScore = true
    options.includeMatches = true
    return try Fuse.Search(records, options: options).search(query)
  }

  /// Sends `query` to the session and lets its debounce pass; returns the hits published.
  func search(_ harness: ShellHarness, _ query: String) async -> [ShellHit] {
    _ = await harness.send(query)
    await harness.advance(by: .milliseconds(200))
    return harness.shell.lastResults
  }

  /// Whether `hits` are `results` exactly: same records, same order, same scores (bit for
  /// bit) and the same matches.
  func same<Record>(_ hits: [ShellHit], _ results: [FuseResult<Record>]) -> Bool {
    hits.map(\.refIndex) == results.map(\.refIndex)
      && hits.map { $0.score?.bitPattern } == results.map { $0.score?.bitPattern }
      && hits.map(\.matches) == results.map { $0.matches ?? [] }
  }

  @Test func tolkeinListsTolkiensBooksFirst() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 8", "tolkein"])
    #expect(
      text == """
        limit = 8
        7 results for "tolkein" in books (0.0 ms) · relevance order; the score is Fuse.js's, 0 = exact
         1. The Hobbit — J.R.R. Tolkien (1937)  score 0.768
              author: J.R.R. [Tolkien]
         2. The Lord of the Rings — J.R.R. Tolkien (1954)  score 0.768
              author: J.R.R. [Tolkien]
         3. The Fellowship of the Ring — J.R.R. Tolkien (1954)  score 0.768
              author: J.R.R. [Tolkien]
         4. The Two Towers — J.R.R. Tolkien (1954)  score 0.768
              author: J.R.R. [Tolkien]
         5. The Return of the King — J.R.R. Tolkien (1955)  score 0.768
              author: J.R.R. [Tolkien]
         6. The Silmarillion — J.R.R. Tolkien (1977)  score 0.768
              author: J.R.R. [Tolkien]
         7. Pippi Longstocking — Astrid Lindgren (1945)  score 0.590
              title: Pippi Longs[to]c[kin]g

        """)
    // Every Tolkien book of the corpus, before anything else.
    let books = try EmbeddedCorpus.books()
    let tolkiens = Set(books.indices.filter { books[$0].author == "J.R.R. Tolkien" })
    #expect(tolkiens.count == 6)
    let hits = harness.shell.lastResults
    #expect(Set(hits.prefix(tolkiens.count).map(\.refIndex)) == tolkiens)
  }

  @Test func stveListsTheBookSteveJobsFirst() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 3", "stve"])
    #expect(
      text == """
        limit = 3
        3 results for "stve" in books (0.0 ms) · relevance order; the score is Fuse.js's, 0 = exact
         1. Steve Jobs — Walter Isaacson (2011)  score 0.558
              title: [Steve] Jobs
         2. Becoming Steve Jobs — Brent Schlender, Rick Tetzeli (2015)  score 0.590
              title: Becoming [Steve] Jobs
         3. Steppenwolf — Hermann Hesse (1927)  score 0.374
              title: [Ste]ppenwolf
              originalTitle: Der [Ste]ppenwolf

        """)
  }

  @Test func rankFuseGivesFuseJSsOrderAndRelevanceReordersTheSameResults() async throws {
    let books = try EmbeddedCorpus.books()
    let harness = try ShellHarness()
    _ = await harness.send(":set limit 1000")
    for query in ["tolkein", "stve", "pride", "dune", "hobit", "austen emma"] {
      let fuse = try fuseResults(
        books, options: try BookSearchService.defaultOptions, query: query)
      #expect(!fuse.isEmpty, "\(query)")

      // The default order: Fuse.js's results, with their scores and matches, re-ordered by
      // the Services' ranking.
      let relevance = await search(harness, query)
      let searcher = try Fuse.Search(books, options: try BookSearchService.defaultOptions)
      let ranked = BookSearchService.defaultRanking.ordered(
        fuse, query: query, limit: nil, keys: searcher.options.keys.map(\.id)
      ) { searcher.indexedTexts(refIndex: $0.refIndex) }
      #expect(same(relevance, ranked), "\(query)")

      _ = await harness.send(":set rank fuse")
      #expect(same(await search(harness, query), fuse), "\(query): Fuse.js's order")
      _ = await harness.send(":set rank relevance")
      #expect(same(await search(harness, query), ranked), "\(query): relevance again")
    }
  }

  @Test func rankFuseGivesFuseJSsOrderInEveryCorpus() async throws {
    let corpus = try EmbeddedCorpus.all()
    let harness = try ShellHarness()
    let commands = [":set rank fuse", ":set limit 1000", ":corpus movies"]
    for command in commands { _ = await harness.send(command) }
    let movies = try fuseResults(
      corpus.movies, options: try MovieSearchService.defaultOptions, query: "kubrik")
    #expect(movies.count > 1)
    #expect(same(await search(harness, "kubrik"), movies))
    _ = await harness.send(":corpus people")
    let people = try fuseResults(
      corpus.people, options: try PersonSearchService.defaultOptions, query: "kubrik")
    #expect(people.count > 1)
    #expect(same(await search(harness, "kubrik"), people))
  }

  /// `:set rules` switches the relevance order's rules, as `SearchRanking.Rules(list:)` reads
  /// them: a rule switched off decides nothing and `:explain` has no line for it; the order is
  /// that of a ranking built with those rules.
  @Test func setRulesSwitchesRulesOffAndExplainFollows() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":set limit 1", "tolkein", ":explain 1", ":set rules -surname,-length", "tolkein",
      ":explain 1", ":set rules all", ":show",
    ])
    #expect(text.components(separatedBy: "    surnames: ").count == 2, "\(text)")
    #expect(text.components(separatedBy: "    length: ").count == 2, "\(text)")
    #expect(text.contains("rules = -surname,-length\n"), "\(text)")
    #expect(text.contains("rules = all\n"), "\(text)")
    #expect(text.contains("  rules "), ":show lists the rules: \(text)")

    var rules = SearchRanking.Rules.all
    rules.subtract([.surname, .length])
    var ranking = BookSearchService.defaultRanking
    ranking.rules = rules
    let books = try EmbeddedCorpus.books()
    let searcher = try Fuse.Search(books, options: try BookSearchService.defaultOptions)
    let fuse = searcher.search("tolkein", limit: ranking.candidates)
    let expected = ranking.ordered(
      fuse, query: "tolkein", limit: 1, keys: searcher.options.keys.map(\.id)
    ) { searcher.indexedTexts(refIndex: $0.refIndex) }
    let title = try #require(expected.first?.item.title)
    let afterSwitch = text.components(separatedBy: "rules = -surname").dropFirst().joined()
    #expect(afterSwitch.contains(" 1. \(title)"), "\(title): \(text)")
  }

  @Test func rankFuseShowsPippiLongstockingFirstAsFuseJSDoes() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 2", ":set rank fuse", "tolkein"])
    #expect(
      text == """
        limit = 2
        rank = fuse
        2 results for "tolkein" in books (0.0 ms)
         1. Pippi Longstocking — Astrid Lindgren (1945)  score 0.590
              title: Pippi Longs[to]c[kin]g
         2. The Hobbit — J.R.R. Tolkien (1937)  score 0.768
              author: J.R.R. [Tolkien]

        """)
  }

  @Test func showListsTheRankingAndSetRankChangesIt() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":show", ":set rank fuse", ":show", ":set rank smart", ":set rank relevance",
    ])
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("  rank ") }
    #expect(
      rows == [
        "  rank                relevance (top 200)  (fuse or relevance)",
        "  rank                fuse  (fuse or relevance)",
      ])
    #expect(text.contains("\nrank = fuse\n"))
    #expect(text.contains("\ninvalid rank 'smart': allowed is fuse or relevance.\n"))
    #expect(text.hasSuffix("\nrank = relevance (top 200)\n"))
  }
}
