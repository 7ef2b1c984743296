import Foundation
import Models
import TestSupport
import Testing

@testable import BookShell

/// Output that reads right: what the score means where the order contradicts it, why a result
/// ranks where it does, at most two match lines per record, and the wording.
@MainActor @Suite struct ReadableOutputTests {
  /// When the relevance order puts a worse Fuse.js score first, the heading says what the
  /// order and the score are.
  @Test func theScoresMeaningIsStatedWhereTheOrderContradictsIt() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":set limit 8", "tolkein", ":set limit 2", "pride"])
    #expect(
      text.contains(
        "7 results for \"tolkein\" in books (0.0 ms) · relevance order; the score is Fuse.js's,"
          + " 0 = exact\n"), "\(text)")
    #expect(
      text.contains("2 results for \"pride\" in books (0.0 ms)\n"), "scores in order: \(text)")
  }

  /// In films, whose people are their first four billed cast members, `:explain` says why a
  /// surname further down the cast is none.
  @Test func explainSaysOnlyTheBilledNamesAreSurnames() async throws {
    let film =
      #"{"title": "Zzyzx Road", "year": 2006, "cast": ["Tom Sizemore", "Katherine Heigl", "#
      + #""Leo Grillo", "Rachel Blanchard", "Kyle Gass", "Cory Quarrington"], "#
      + #""genres": ["Thriller"]}"#
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":corpus movies", ":add \(film)", ":set limit 1", "quarrington", ":explain 1", "blanchard",
      ":explain 1",
    ])
    #expect(text.contains("result 1: Zzyzx Road (2006)"), "\(text)")
    #expect(
      text.contains("    surnames: none (only the first 4 names of a list count)"), "\(text)")
    #expect(text.contains("    surnames: 1 (blanchard)"), "the fourth is billed: \(text)")
  }

  /// `:explain N` says when a well-known person's record is put before the title the query is.
  @Test func explainSaysAPersonCameBeforeTheTitle() async throws {
    let title = #"{"title": "Lloyd", "year": 2001, "cast": ["Todd Stashwick"], "genres": []}"#
    let films = (1...8).map { number in
      #"{"title": "Speedy \#(number)", "year": 1928, "cast": ["Harold Lloyd"], "genres": []}"#
    }
    let harness = try ShellHarness()
    let text = await harness.transcript(
      [":corpus movies", ":add \(title)"] + films.map { ":add \($0)" } + [
        ":set limit 2", "lloyd", ":explain 1", ":explain 2",
      ])
    #expect(text.contains("result 1: Speedy 1 (1928)"), "\(text)")
    // The line comes from the rule that decided, in its place after the typos; the whole-text
    // line stays true (the film is no title "Lloyd"), and the title's own says nothing of it.
    let first = try #require(text.range(of: "result 1: Speedy 1 (1928)"))
    let second = try #require(text.range(of: "result 2: Lloyd (2001)"))
    let explained = [
      String(text[first.upperBound..<second.lowerBound]), String(text[second.upperBound...]),
    ]
    let personLine =
      "    person over title: yes, before the titles the query is: its person is the likelier meaning"
    #expect(explained[0].contains(personLine), "\(text)")
    #expect(explained[0].contains("    whole text: no\n"), "\(text)")
    #expect(!explained[1].contains("person over title"), "\(text)")
    let lines = explained[0].split(separator: "\n").map(String.init)
    let typos = try #require(lines.firstIndex { $0.hasPrefix("    typos:") })
    #expect(lines[typos + 1] == personLine, "\(text)")
    #expect(text.contains("    whole text: yes, the query is its own title or name"), "\(text)")
  }

  /// `:explain N` explains the rank (each rule's evidence: phrase, typos per word, whole text,
  /// surnames, text start, a prefix assigned to the record, length) and the score.
  @Test func explainTellsWhyTheRankAndTheScore() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":set limit 8", "tolkein", ":explain 7", ":explain 1", ":set limit 1", "pride",
      ":explain 1", ":set rank fuse", "pride", ":explain 1",
    ])
    #expect(
      text.contains(
        """
        result 7: Pippi Longstocking — Astrid Lindgren (1945)
          rank 7 of 7 in books, relevance order (each rule decides only where the ones before tie):
            phrase: not in any text
            typos: 4.5 (tolkein 4.5)
            whole text: no
            surnames: none
            text start: no
            length: 2 words (tolkein 2; a title's or name's words count half)
            then Fuse.js's order
          Fuse.js score 0.590499 (0 is an exact match, 1 no match), the product of its matched values:
          title: Pippi Longs[to]c[kin]g
              score 0.285714; weight 0.5, norm 0.841; 0.285714^0.4205 = 0.590499
          total = 0.590499 (the search reported 0.590499)

        """), "\(text)")
    #expect(text.contains("  rank 1 of 7 in books, relevance order"), "\(text)")
    #expect(text.contains("    typos: 1 (tolkein 1)"), "\(text)")
    #expect(text.contains("    surnames: 1 (tolkein)"), "Tolkien is the author's surname: \(text)")
    #expect(text.contains("  Fuse.js score 0.76844 "), "\(text)")
    #expect(text.contains("    phrase: the whole query is in a text\n    typos: 0 (pride 0)"))
    #expect(text.contains("    text start: yes, the query starts a title or a name"), "\(text)")
    // Said where it holds only: "pride" is a whole word of its title, which no word being
    // typed completes, so the length follows the start of the text.
    #expect(
      text.contains(
        "    text start: yes, the query starts a title or a name\n" + "    length: "),
      "\(text)")
    #expect(!text.contains("whole once typed: no"), "\(text)")
    #expect(
      text.contains(
        "  rank 1 of 1 in books, Fuse.js order: the lower the score, the higher the rank\n"),
      "\(text)")
  }

  /// `:explain N` says when the word being typed only begins a word (ranked as a whole word,
  /// then after one), after a comma, whether a title or name goes on after the query, and
  /// whether the text the query fits is the record's own or a person's name.
  @Test func explainTellsTheWordBeingTypedAndTheNextWord() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":set limit 1", "tolk", ":explain 1", "pride,", ":explain 1", "pride", ":explain 1",
      "frank herbert", ":explain 1", ":corpus movies", "alie", ":explain 1",
    ])
    #expect(
      text.contains(
        "    phrase: the query is in a text, its last word begun (ranked as a whole word while"
          + " it is typed)\n"), "\(text)")
    #expect(text.contains("    last word: begun, so after records where it ends a word\n"))
    #expect(text.contains("    next word: yes, its own title or name goes on after the query\n"))
    #expect(
      text.contains("    whole text: yes, the query is a person's name\n"),
      "Frank Herbert is Dune's author")
    #expect(text.contains("    whole text: no\n"), "without the comma, whole text again")
    #expect(
      text.contains(
        "    whole once typed: yes, the query's last word begins the text's last word\n"),
      "alie would be Alien's whole title once finished")
  }

  /// `:explain N` says when the query is a title without its leading article.
  @Test func explainSaysTheTitleIsWholeAfterItsArticle() async throws {
    let films = [
      #"{"title": "Quorlax Rising", "year": 2015, "cast": ["Ann Vale"], "genres": []}"#,
      #"{"title": "The Quorlax", "year": 1984, "cast": ["Bo Vale"], "genres": []}"#,
    ]
    let harness = try ShellHarness()
    let text = await harness.transcript(
      [":corpus movies"] + films.map { ":add \($0)" } + [
        ":set limit 2", "quorlax", ":explain 1", ":explain 2",
      ])
    #expect(text.contains("result 1: The Quorlax (1984)"), "\(text)")
    #expect(
      text.contains("    whole text: yes, the query is its own title or name, after its article\n"),
      "\(text)")
    #expect(
      text.contains("    text start: yes, the query starts a title or a name, after its article\n"),
      "\(text)")
    #expect(text.contains("result 2: Quorlax Rising (2015)"), "\(text)")
    #expect(
      text.contains("    text start: yes, the query starts a title or a name\n"), "\(text)")
  }

  /// `:explain N` does not say the query is a title it fits only with typos: its words, with
  /// their typos, are; and says when the query's pieces are in the title exactly as typed.
  @Test func explainSaysTheWordsFitWithTheirTypos() async throws {
    let film = #"{"title": "Quorlax", "year": 1984, "cast": ["Bo Vale"], "genres": []}"#
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":corpus movies", ":add \(film)", ":set limit 1", "qourlax", ":explain 1", "quorlax",
      ":explain 1", "Quorlax", ":explain 1",
    ])
    #expect(text.contains("    typos: 1 (qourlax 1)\n"), "\(text)")
    #expect(
      text.contains(
        "    whole text: yes, the query's words, with their typos, are its own title or name\n"),
      "\(text)")
    #expect(
      text.contains(
        "    text start: yes, the query's words, with their typos, start a title or a name\n"),
      "\(text)")
    #expect(text.contains("    whole text: yes, the query is its own title or name\n"), "\(text)")
    // Typed as the title writes it, its one piece is the title's: said only where it holds.
    #expect(
      text.components(separatedBy: "    as typed: 1 piece of the query in its own title or name")
        .count == 2, "\(text)")
  }

  /// At most two match lines per record: the best per key, then how many more.
  @Test func atMostTwoMatchLinesPerRecord() async throws {
    let harness = try ShellHarness(start: "movies")
    let text = await harness.transcript([":set limit 1", ":keys cast", "a"])
    let lines = text.split(separator: "\n")
    let matchLines = lines.filter { $0.hasPrefix("      ") }
    #expect(matchLines.count <= 2, "\(text)")
    #expect(matchLines.last?.contains(" more") == true, "\(text)")
  }

  @Test func theWordingItems() async throws {
    let harness = try ShellHarness(start: "people")
    let files = try TemporaryDirectory()
    let one = try files.write(
      #"[{"title": "Heat", "year": 1995, "cast": [], "genres": []}]"#, to: "one.json")
    let text = await harness.transcript([
      ":set limit 1",
      #":add {"name": "Albert Einstein", "role": "Nobel laureate", "knownFor": "for his services to Theoretical Physics"}"#,
      "einstein", ":remove 1", ":explain 1", ":load movies \(one)", ":load all \(one)",
      ":load movies /nonexistent/movies.json", #":add {"name": 3}"#,
    ])
    #expect(
      text.contains("added: Albert Einstein — Nobel laureate, for his services to"), "\(text)")
    #expect(!text.contains("known for for"), "\(text)")
    #expect(text.contains("parsed 1 record in"), "\(text)")
    #expect(text.contains("loaded 1 record into movies"), "\(text)")
    #expect(!text.contains(":load works on one corpus; switch to one with :corpus"), "\(text)")
    #expect(
      !text.contains("loading /nonexistent/movies.json into movies: parsing…"),
      "no progress for a missing file: \(text)")
    #expect(!text.contains("could not add the record: :add:"), "\(text)")
    #expect(!text.contains("search for something first"), "a search was made: \(text)")
    #expect(text.contains("there is no result 1: :remove changed the results"), "\(text)")
  }

  /// `:explain` gives the popularity the corpus declares where the record has one, after every
  /// other rule, and no such line where the rule is off or the corpus declares none.
  @Test func explainGivesTheDeclaredPopularity() async throws {
    let harness = try ShellHarness(start: "movies")
    let files = try TemporaryDirectory()
    let films = try files.write(
      """
      [{"title": "Rocky", "year": 1948, "cast": [], "genres": [], "leadLength": 176},
      {"title": "Rocky", "year": 1976, "cast": [], "genres": [], "leadLength": 4210}]
      """, to: "films.json")
    let text = await harness.transcript([
      ":load movies \(films)", ":set limit 2", "rocky", ":explain 1",
      ":load films \(films) --keys title", "rocky", ":explain 2",
    ])
    #expect(
      text.contains(
        "result 1: Rocky (1976)\n  rank 1 of 2 in movies, relevance order"), "\(text)")
    #expect(
      text.contains(
        "    popularity: article lead 4,210 characters (declared by the corpus)\n"
          + "    then Fuse.js's order"), "\(text)")
    #expect(text.components(separatedBy: "    popularity: ").count == 2, "\(text)")
  }

  /// `:explain` on one key prints its factor once, not `total = x = x`.
  @Test func explainOnOneKey() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":keys title", ":set limit 1", "dune", ":explain 1"])
    #expect(!text.contains(#/total = (\S+) = \1/#), "\(text)")
  }
}
