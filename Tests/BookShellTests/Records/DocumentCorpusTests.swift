import Foundation
import FuseCore
import Models
import Services
import TestSupport
import Testing

@testable import BookShell

/// `BookShell --data FILE --keys …` on files of any JSON records, through the built executable:
/// objects with nested objects and arrays, a list of strings, a malformed file, and the
/// shipped films, which must give the typed films corpus's hits.
@Suite struct DocumentCorpusTests {
  /// Books with nested objects, arrays of strings and an array of objects.
  static let library = """
    [
      {"title": "Dune", "author": {"name": "Frank Herbert"}, "tags": ["sf", "desert"],
       "editions": [{"publisher": "Chilton", "year": 1965}]},
      {"title": "Emma", "author": {"name": "Jane Austen"}, "tags": ["romance", "regency"]},
      {"title": "The Hobbit", "author": {"name": "J. R. R. Tolkien"}, "tags": ["fantasy", "dragons"]}
    ]
    """

  @Test func objectsWithNestedArraysAreSearchedAtTheirPaths() throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.library, to: "library.json")
    let text = try Executable.run(
      ["--data", path, "--keys", "title^2,author.name,tags", "--query", "dargons"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stderr.isEmpty, "keys given: no note")
    #expect(
      text.stdout == """
        1 result for "dargons" in library
         1. The Hobbit  score 0.731
              tags[1]: [dragons]

        """)
    // `--json` gives the file's own objects, members in file order.
    let json = try Executable.run(
      ["--data", path, "--keys", "title^2,author.name,tags", "--query", "herbert", "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    let results = try #require(try JSONValue(parsing: json.stdout).arrayValue)
    let library = try #require(try JSONValue(parsing: Self.library).arrayValue)
    #expect(results.first?["item"] == library[0])
    #expect(results.first?["refIndex"] == 0)
    let match = try #require(results.first?["matches"]?.arrayValue?.first)
    #expect(match["key"] == "author.name")
    #expect(match["value"] == "Frank Herbert")
  }

  @Test func withoutKeysEveryStringFieldIsSearchedAndTheShellSaysSo() throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.library, to: "library.json")
    let outcome = try Executable.run(["--data", path, "--query", "chilton"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stderr
        == "keys: title, author.name, tags, editions.publisher (every string field of the first 100 records; choose with --keys)\n"
    )
    #expect(outcome.stdout.contains(" 1. Dune  score"))
    #expect(outcome.stdout.contains("editions.publisher[0]: [Chilton]"))
  }

  @Test func aListOfStringsIsSearchedWithoutKeys() throws {
    let files = try TemporaryDirectory()
    let path = try files.write(#"["apple", "orange", "mango", "banana"]"#, to: "fruit.json")
    let outcome = try Executable.run(["--data", path, "--query", "ange", "--json"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let results = try #require(try JSONValue(parsing: outcome.stdout).arrayValue)
    #expect(results.map { $0["item"] } == ["orange", "mango"])
    #expect(results.first?["matches"]?.arrayValue?.first?["key"] == nil)
    let text = try Executable.run(["--data", path, "--query", "ange"])
    #expect(text.stdout.hasPrefix("2 results for \"ange\" in fruit\n 1. orange  score 0.001\n"))
  }

  @Test func aMalformedFileIsReportedWithItsLineAndColumn() throws {
    let files = try TemporaryDirectory()
    let path = try files.write(
      "[\n  {\"title\": \"x\"},\n  {\"title\" \"y\"}\n]\n", to: "broken.json")
    for arguments in [["--keys", "title"], []] {
      let outcome = try Executable.run(["--data", path, "--query", "x"] + arguments)
      #expect(outcome.status == 2)
      #expect(outcome.stdout.isEmpty)
      #expect(
        outcome.stderr
          == "could not load \(path): malformed JSON at line 3, column 12: unexpected character '\"' after an object key, expected ':'; the corpus is unchanged.\n"
      )
    }
  }

  @Test func keysAndNamesAreChecked() throws {
    let bad = try Executable.run(["--data", "x.json", "--keys", "title^0", "--query", "x"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix("invalid weight of key 'title' '0': allowed is a positive number."))
    let alone = try Executable.run(["--keys", "title"])
    #expect(alone.stderr.hasPrefix("--keys needs --data FILE"))
    #expect(
      try KeySpec.list(parsing: " title^2 , author.name,tags^0.5") == [
        KeySpec("title", weight: 2), KeySpec("author.name"), KeySpec("tags", weight: 0.5),
      ])
    for text in ["", "title,,tags", "author..name", "title,title", "title^x", "title^-1"] {
      #expect(throws: ShellError.self, "\(text)") { try KeySpec.list(parsing: text) }
    }
  }

  /// Manual pages, as `man -k` lists them: no field is declared as people's names.
  static let manualPages = """
    [
      {"page": "bash-builtins", "summary": "bash built-in commands, see bash(1)"},
      {"page": "bashbug", "summary": "report a bug in bash"},
      {"page": "bash", "summary": "GNU Bourne-Again SHell"},
      {"page": "rbash", "summary": "restricted bash, see bash(1)"},
      {"page": "systemd", "summary": "systemd system and service manager"},
      {"page": "systemctl", "summary": "Control the systemd system and service manager"}
    ]
    """

  @Test func aQueryThatIsARecordsWholeNameComesFirstAndNoPersonRuleSpeaks() throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.manualPages, to: "man.json")
    let outcome = try Executable.run(
      ["--data", path, "--keys", "page^2,summary"],
      input: "bash\n:explain 1\nsystemctl\n:explain 1\n")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n")
    let firsts = lines.filter { $0.hasPrefix(" 1. ") }
    #expect(firsts.map { $0.split(separator: " ")[1] } == ["bash", "systemctl"])
    #expect(outcome.stdout.contains("whole text: yes, the query is its own title or name"))
    for personal in ["surname", "better known", "person"] {
      #expect(!outcome.stdout.contains(personal), "\(personal) in \(outcome.stdout)")
    }
  }

  /// The shipped films with `--keys 'title^2,cast'` give exactly the typed films corpus's hits
  /// with the keys `title:2 cast` and a document's ranking (no keys named as people's): the
  /// same records, scores and matches, in the same order.
  @Test func theShippedFilmsAsDocumentsGiveTheTypedCorpussHits() async throws {
    let path = Executable.packageRoot.appendingPathComponent("Data/movies.json").path
    let outcome = try Executable.run(
      ["--data", path, "--keys", "title^2,cast", "--query", "godfathr", "--json"],
      timeout: .seconds(120))
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let results = try #require(try JSONValue(parsing: outcome.stdout).arrayValue)
    var profile = Movie.profile
    profile.ranking = .relevance()
    let typed = try RecordCorpus(profile, records: CorpusLoader.load(Movie.self, fromFile: path))
    try await typed.setKeys([KeySpec("title", weight: 2), KeySpec("cast")])
    let expected = try await typed.search("godfathr", limit: 10)
    #expect(results.count == 10)
    #expect(results.map { $0["refIndex"] } == expected.map { .number(Double($0.refIndex)) })
    #expect(results.map { $0["score"] } == expected.map { $0.score.map(JSONValue.number) })
    #expect(
      results.map { $0["matches"] } == expected.map { FuseResultJSON.json($0)["matches"] })
    #expect(results.map { $0["item"]?["title"] } == expected.map { $0.json["title"] })
  }
}
