import Foundation
import FuseCore
import Models
import Services
import TestSupport
import Testing
import ViewModels

@testable import BookShell

/// Whole sessions run in-process against golden transcripts (the manual clock makes every
/// latency 0.0 ms and every `:type` timestamp exact).
@MainActor @Suite struct TranscriptTests {
  static let smallMovies = """
    [
    {"title":"The Matrix","year":1999,"cast":["Keanu Reeves","Laurence Fishburne"],"genres":["Science Fiction"]},
    {"title":"Heat","year":1995,"cast":["Al Pacino","Robert De Niro"],"genres":["Crime"]}
    ]
    """

  static let brokenMovies = """
    [
    {"title":"The Matrix","year":1999,"cast":[],"genres":[]},
    {"title":"Heat","year":1995,"cast":[],"genres":[] oops}
    ]
    """

  @Test func pipedQueryIsSearchedAtEndOfInput() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 2", "pride"])
    #expect(
      text == """
        limit = 2
        2 results for "pride" in books (0.0 ms)
         1. Pride and Prejudice — Jane Austen (1813)  score 0.072
              title: [Pride] and Prejudice
         2. The Prime of Miss Jean Brodie — Muriel Spark (1961)  score 0.493
              title: The [Pri]m[e] of Miss Jean Brodie
              author: Mu[rie]l Spark

        """)
  }

  @Test func bannerCountsEveryCorpus() async throws {
    let harness = try ShellHarness(showsPrompt: true)
    _ = await harness.transcript([])
    #expect(
      harness.output.text.hasPrefix(
        """
        BookShell — fuzzy search over 516 books, 388 movies and 317 people.
        Type a query and press Enter; :help lists the commands, :quit leaves.

        """))
  }

  /// A line is a submitted query, as a search field's Enter is: every line is answered, in
  /// order, however fast lines come (piped, pasted or typed ahead).
  @Test func everyLineIsAnsweredInOrder() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 1", "p", "pr", "pri", "prid", "pride"])
    #expect(
      text.components(separatedBy: "1 result for").map { $0.prefix(8) }.dropFirst() == [
        " \"p\" in ", " \"pr\" in", " \"pri\" i", " \"prid\" ", " \"pride\"",
      ], "\(text)")
    #expect(harness.shell.viewModel.latencyStatistics.count == 5)
  }

  /// A line does not wait out the debounce: the view-model searches it at once (the debounce
  /// shows in live mode and `:type`).
  @Test func aLineIsAnsweredWithoutWaitingForTheDebounce() async throws {
    let harness = try ShellHarness()
    _ = await harness.send(":set limit 1")
    harness.output.clear()
    _ = await harness.send("hobit")
    #expect(
      harness.output.text == """
        1 result for "hobit" in books (0.0 ms)
         1. The Hobbit — J.R.R. Tolkien (1937)  score 0.397
              title: The [Hobbit]
              originalTitle: The [Hobbit], or There and Back Again

        """)
  }

  @Test func typeShowsDebounceCancellationAndTheSearch() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 1", ":set typeInterval 50ms", ":type dune"])
    #expect(
      text == """
        limit = 1
        typeInterval = 50ms
        typing "dune" one character every 50ms (debounce 200ms)
          [+0ms] debounce started for "d" (200ms)
          [+50ms] debounce cancelled for "d"
          [+50ms] debounce started for "du" (200ms)
          [+100ms] debounce cancelled for "du"
          [+100ms] debounce started for "dun" (200ms)
          [+150ms] debounce cancelled for "dun"
          [+150ms] debounce started for "dune" (200ms)
          [+350ms] search started for "dune"
          [+350ms] results published for "dune": 1 in 0.0 ms
        1 result for "dune" in books (0.0 ms)
         1. Dune — Frank Herbert (1965)  score 0.032
              title: [Dune]

        """)
  }

  @Test func typeSlowerThanTheDebounceSearchesEveryPrefix() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":set limit 1", ":set debounce 100ms", ":set typeInterval 150ms", ":type du",
    ])
    #expect(text.contains("[+100ms] search started for \"d\""))
    #expect(text.contains("[+150ms] debounce started for \"du\" (100ms)"))
    #expect(text.contains("[+250ms] results published for \"du\""))
  }

  /// `:corpus all` ranks the corpora's results as one list, each naming its corpus: the
  /// director before the films that name him only as their director, the limit counting them all.
  @Test func corpusAllRanksTheCorporaAsOneList() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 3", ":corpus all", "kubrick"])
    #expect(
      text == """
        limit = 3
        searching all corpora at once (books, movies and people, concurrently)
        3 results for "kubrick" in all corpora (0.0 ms)
         1. Stanley Kubrick — director, known for 2001: A Space Odyssey  (people)  score 0.055
              name: Stanley [Kubrick]
         2. 2001: A Space Odyssey (1968) — dir. Stanley Kubrick  (movies)  score 0.313
              director: Stanley [Kubrick]
         3. Dr. Strangelove (1964) — dir. Stanley Kubrick  (movies)  score 0.313
              director: Stanley [Kubrick]

        """)
  }

  /// `:corpus` switches the corpus the next query searches, and, as `:set`, `:keys` and
  /// `:load` do (and as psql's and sqlite3's commands do), searches nothing itself: in a
  /// script and on a terminal alike.
  @Test(arguments: [false, true])
  func corpusSwitchSearchesNothingItself(showsPrompt: Bool) async throws {
    let harness = try ShellHarness(showsPrompt: showsPrompt)
    let text = await harness.transcript([
      ":set limit 1", "shining", ":corpus movies", ":corpus zoo", "shining",
    ])
    let prompt = showsPrompt ? "books> " : ""
    let moviesPrompt = showsPrompt ? "movies> " : ""
    #expect(
      text == """
        \(prompt)limit = 1
        \(prompt)1 result for "shining" in books (0.0 ms)
         1. The Shining — Stephen King (1977)  score 0.055
              title: The [Shining]
        \(prompt)searching movies (388 records)
        \(moviesPrompt)invalid corpus 'zoo': allowed is books, movies, people, all.
        \(moviesPrompt)1 result for "shining" in movies (0.0 ms)
         1. The Shining (1980) — dir. Stanley Kubrick  score 0.098
              title: The [Shining]
        \(moviesPrompt)\((showsPrompt ? "\n" : ""))
        """, "\(text)")
  }

  /// The engine's explanation of a published hit.
  func engineExplanation(
    _ harness: ShellHarness, query: String, hit: ShellHit
  ) async throws -> Fuse.ScoreExplanation {
    let corpus = try #require(harness.shell.corpora.table[hit.corpus])
    return try #require(await corpus.explain(query, refIndex: hit.refIndex))
  }

  @Test func explainShowsTheEnginesFactorsAndTheirProduct() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":corpus people", ":set limit 1", "austen", ":explain 1"])
    #expect(text.contains("result 1: Jane Austen — author, known for Pride and Prejudice"))
    #expect(text.contains("  name: Jane [Austen]\n      score "), "\(text)")
    #expect(text.contains("weight 0.5, norm 0.841; "), "\(text)")
    #expect(!text.contains("  role: "), "only matched values are factors")
    let hit = try #require(harness.shell.lastResults.first)
    let explanation = try await engineExplanation(harness, query: "austen", hit: hit)
    let searchScore = try #require(hit.score)
    #expect(explanation.score.bitPattern == searchScore.bitPattern)
    let score = NumberText.precise(searchScore)
    #expect(text.contains("= \(score) (the search reported \(score))"), "\(text)")
  }

  @Test func explainIsExactUnderTokenSearch() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":set useTokenSearch true", ":set limit 3", "war peace", ":explain 1",
    ])
    #expect(text.contains("result 1: War and Peace"))
    let hit = try #require(harness.shell.lastResults.first)
    let explanation = try await engineExplanation(harness, query: "war peace", hit: hit)
    let searchScore = try #require(hit.score)
    #expect(explanation.score.bitPattern == searchScore.bitPattern)
    let score = NumberText.precise(searchScore)
    #expect(text.contains("= \(score) (the search reported \(score))"), "\(text)")
  }

  @Test func explainMatchesTheSearchScoreForEveryResult() async throws {
    let harness = try ShellHarness()
    _ = await harness.transcript([
      ":corpus movies", ":set limit 20", ":set ignoreLocation true", "star",
    ])
    let hits = harness.shell.lastResults
    #expect(hits.count == 20)
    for hit in hits {
      let explanation = try await engineExplanation(harness, query: "star", hit: hit)
      #expect(
        explanation.score.bitPattern == (try #require(hit.score)).bitPattern, "\(hit.titleLine)")
    }
  }

  @Test func keysSetAddRemoveStatsAndShow() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":keys", ":keys author:3 year", ":keys isbn", ":set limit 1", "herbert",
      #":add {"title": "Dune Messiah", "author": "Frank Herbert", "year": 1969}"#,
      ":add {\"title\": 3}", "herbert", ":remove 1", ":remove 9", ":stats",
    ])
    #expect(
      text == """
        keys for books: title:2 author originalTitle
        fields: title, author, originalTitle, year; set them with :keys FIELD[:WEIGHT] …
        keys for books: author:3 year
        invalid key 'isbn': allowed is title, author, originalTitle, year.
        limit = 1
        1 result for "herbert" in books (0.0 ms)
         1. Dune — Frank Herbert (1965)  score 0.013
              author: Frank [Herbert]
        added: Dune Messiah — Frank Herbert (1969)
        books now has 517 records
        could not add the record: record at index 0 has the wrong type in field "title" (expected a string); nothing was added.
        1 result for "herbert" in books (0.0 ms)
         1. Dune — Frank Herbert (1965)  score 0.013
              author: Frank [Herbert]
        removed: Dune — Frank Herbert (1965)
        books now has 516 records
        there is no result 9: :remove changed the results; search again.
        searches: 2, p50 0.0 ms, p95 0.0 ms, max 0.0 ms

        """)
  }

  /// `:explain` and `:remove` after a search that found nothing say so, naming the query;
  /// before any search they ask for one.
  @Test func resultNumbersAfterASearchWithoutResultsNameThatSearch() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":explain 1", "zzqxzzqx", ":explain 1", ":remove 2"])
    #expect(
      text == """
        there is no result 1: search for something first.
        0 results for "zzqxzzqx" in books (0.0 ms)
        there is no result 1: the last search, for "zzqxzzqx", found nothing.
        there is no result 2: the last search, for "zzqxzzqx", found nothing.

        """, "\(text)")
  }

  /// `:q!` leaves, as `:q` does (vi's habit): nothing after it is read.
  @Test func quitWithABangLeaves() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 1", ":q!", "dune"])
    #expect(text == "limit = 1\n", "\(text)")
    #expect(!harness.shell.hadFailure)
  }

  /// `:corpus` without a name says which corpus is searched, as it says it after a switch.
  @Test func corpusWithoutANameNamesTheCorpusSearched() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":corpus", ":corpus movies", ":corpus", ":co all", ":co"])
    #expect(
      text == """
        searching books (516 records)
        searching movies (388 records)
        searching movies (388 records)
        searching all corpora at once (books, movies and people, concurrently)
        searching all corpora at once (books, movies and people, concurrently)

        """, "\(text)")
    #expect(!harness.shell.hadFailure)
  }

  /// `:set OPTION` without a value prints the option's value and changes nothing (as psql's
  /// `\set` and sqlite3's `.show` show settings).
  @Test func setWithoutAValueShowsTheValue() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":set limit", ":set threshold 0.3", ":set Threshold", ":set rank", ":set limt",
    ])
    #expect(
      text == """
        limit = 10
        threshold = 0.3
        threshold = 0.3
        rank = relevance (top 200)
        unknown option 'limt'. Did you mean limit? Options: \(ShellOptions.names.joined(separator: ", ")).

        """, "\(text)")
    #expect(harness.shell.settings.limit == 10)
  }

  @Test func showListsEveryOption() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set threshold 0.3", ":show"])
    #expect(text.contains("corpus: books"))
    #expect(text.contains("  books: 516 records; keys title:2 author originalTitle"))
    for option in ShellOptions.names {
      #expect(text.contains("  " + option), "\(option) missing from :show")
    }
    #expect(text.contains("threshold           0.3  (a number from 0 to 1)"))
  }

  @Test func loadReplacesTheCorpusAndErrorsLeaveItUntouched() async throws {
    let harness = try ShellHarness(start: "movies")
    let files = try TemporaryDirectory()
    let good = try files.write(Self.smallMovies, to: "movies-small.json")
    let broken = try files.write(Self.brokenMovies, to: "movies-broken.json")
    let text = await harness.transcript([
      ":load movies \(broken)", ":load movies /nonexistent/movies.json",
      ":load movies \(good)", "matrix", ":load movies \(broken)", "heat",
    ])
    #expect(
      text == """
        loading \(broken) into movies: parsing…
        could not load \(broken): malformed JSON at line 3, column 51: unexpected character 'o' inside an object, expected ',' or '}'; the corpus is unchanged.
        could not load /nonexistent/movies.json: file not found; the corpus is unchanged.
        loading \(good) into movies: parsing…
          parsed 2 records in 0.0 ms; indexing…
        loaded 2 records into movies (0.0 ms in all)
        1 result for "matrix" in movies (0.0 ms)
         1. The Matrix (1999)  score 0.098
              title: The [Matrix]
        loading \(broken) into movies: parsing…
        could not load \(broken): malformed JSON at line 3, column 51: unexpected character 'o' inside an object, expected ',' or '}'; the corpus is unchanged.
        1 result for "heat" in movies (0.0 ms)
         1. Heat (1995)  score 0.063
              title: [Heat]

        """)
    #expect(await harness.shell.corpora.catalog[Movie.profile]?.count == 2)
  }

  @Test func liveModeNeedsATerminal() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":live"])
    #expect(text == "live mode needs a terminal, but stdin is not a TTY; staying in line mode.\n")
  }

  @Test func quitStopsReadingAndUnknownCommandsSuggest() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":hlep", ":quit", ":help"])
    #expect(text == "unknown command :hlep. Did you mean :help? Type :help for the list.\n")
  }
}
