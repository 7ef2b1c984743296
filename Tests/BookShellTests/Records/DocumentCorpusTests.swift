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
          == "could not load \(path): malformed JSON at line 3, column 12: unexpected character '\"' after an object key, expected ':'.\n"
      )
    }
  }

  /// A `--data` file that does not load stops the start, saying what failed: no corpus
  /// existed before, so nothing is "unchanged".
  @Test func aDataFileThatDoesNotLoadSaysWhatFailed() throws {
    let files = try TemporaryDirectory()
    let numbers = try files.write(#"[{"year": 1}]"#, to: "numbers.json")
    let missing = files.url.appendingPathComponent("missing.json").path
    let cases = [
      (["--data", missing], "could not load \(missing): file not found.\n"),
      (["--data", missing, "--corpus", "movies"], "could not load \(missing): file not found.\n"),
      (["--data", missing, "--keys", "title"], "could not load \(missing): file not found.\n"),
      (
        ["--data", numbers],
        "could not load \(numbers): its first 100 records have no string field; "
          + "name the fields to search with --keys.\n"
      ),
    ]
    for (arguments, message) in cases {
      let outcome = try Executable.run(arguments + ["--query", "x"])
      #expect(outcome.status == 2, "\(arguments): \(outcome)")
      #expect(outcome.stdout.isEmpty, "\(arguments): \(outcome.stdout)")
      #expect(outcome.stderr == message, "\(arguments)")
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
    #expect(
      try KeySpec.list(parsing: "title:2,tags") == [KeySpec("title", weight: 2), KeySpec("tags")])
    for text in [
      "", "title,,tags", "author..name", "title,title", "title^x", "title^-1", "title:0",
      "title:2,title^3",
    ] {
      #expect(throws: ShellError.self, "\(text)") { try KeySpec.list(parsing: text) }
    }
  }

  /// A file named after a declared corpus but holding other records says that its name chose
  /// the corpus, and how to choose another; with `--corpus` it loads as any records.
  @Test func aFileNamedLikeADeclaredCorpusSaysHowToNameAnother() throws {
    let files = try TemporaryDirectory()
    let path = try files.write(#"[{"name": "Kettle", "price": 30}]"#, to: "books.json")
    let named = try Executable.run(["--data", path, "--query", "kettle"])
    #expect(named.status == 2)
    #expect(named.stderr.contains(#"is missing the required field "title""#), "\(named.stderr)")
    #expect(
      named.stderr.contains(
        "the file's name made it the books corpus: name another (--corpus NAME)"),
      "\(named.stderr)")
    let other = try Executable.run(["--data", path, "--corpus", "shop", "--query", "kettle"])
    #expect(other.status == 0, "\(other.stderr)")
    #expect(other.stdout.contains(" 1. Kettle"), "\(other.stdout)")
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

  /// A `--keys` path no record has is refused, as `:keys` refuses a field the records lack:
  /// the message names the path and the records' fields, the exit code is 2, and nothing is
  /// searched; `:load … --keys` refuses it the same way and the corpora stay as they were.
  @MainActor @Test func keysNoRecordHasAreRejected() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.library, to: "library.json")
    for keys in ["nmae", "title,author.nmae", "title^2,isbn"] {
      let outcome = try Executable.run(["--data", path, "--keys", keys, "--query", "dune"])
      #expect(outcome.status == 2, "\(keys): \(outcome)")
      #expect(outcome.stdout.isEmpty, "\(keys): \(outcome.stdout)")
      let unknown = keys.split(separator: ",").last?.split(separator: "^").first ?? ""
      #expect(
        outcome.stderr.hasPrefix(
          "invalid key '\(unknown)': allowed is a path the records have: title, author.name, "
            + "tags, editions.publisher"), "\(keys): \(outcome.stderr)")
    }
    // A path whose values are numbers is searched, as Fuse.js searches them.
    let year = try Executable.run(["--data", path, "--keys", "editions.year", "--query", "1965"])
    #expect(year.status == 0, "\(year)")
    let harness = try ShellHarness()
    let text = await harness.transcript([":load library \(path) --keys nmae"])
    #expect(
      text.hasSuffix(
        "\ninvalid key 'nmae': allowed is a path the records have: title, author.name, tags, "
          + "editions.publisher.\n"), "\(text)")
    #expect(harness.shell.corpora.names == ["books", "movies", "people"])
    #expect(harness.shell.hadFailure)
  }

  /// A weight comes after `^` or `:` in `--keys`, `:load --keys` and `:keys` alike, and the
  /// keys `:show` prints, pasted into `--keys`, search the same fields.
  @MainActor @Test func weightsTakeEitherSeparatorEverywhere() async throws {
    let files = try TemporaryDirectory()
    let path = try files.write(Self.library, to: "library.json")
    let harness = try ShellHarness()
    let text = await harness.transcript([
      ":load library \(path) --keys 'title:2,author.name^3'", ":show", ":keys tags^2 title:4",
    ])
    #expect(text.contains("library: 3 records; keys title:2 author.name:3\n"), "\(text)")
    #expect(text.contains("keys for library: tags:2 title:4\n"), "\(text)")
    for keys in ["title:2,author.name:3", "title^2,author.name^3"] {
      let outcome = try Executable.run(["--data", path, "--keys", keys, "--query", "herbert"])
      #expect(outcome.status == 0, "\(keys): \(outcome)")
      #expect(
        outcome.stdout.hasPrefix("1 result for \"herbert\" in library\n 1. Dune"), "\(outcome)")
    }
  }

  /// The shipped films with `--keys 'title^2,cast'` give exactly the typed films corpus's hits
  /// with the keys `title:2 cast` and a document's ranking (no keys named as people's, no
  /// popularity declared): the same records, scores and matches, in the same order.
  @Test func theShippedFilmsAsDocumentsGiveTheTypedCorpussHits() async throws {
    let path = Executable.packageRoot.appendingPathComponent("Data/movies.json").path
    let outcome = try Executable.run(
      ["--data", path, "--keys", "title^2,cast", "--query", "godfathr", "--json"],
      timeout: .seconds(120))
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let results = try #require(try JSONValue(parsing: outcome.stdout).arrayValue)
    var profile = Movie.profile
    profile.ranking = .relevance()
    profile.popularity = nil
    let typed = try RecordCorpus(profile, records: CorpusLoader.load(Movie.self, fromFile: path))
    try await typed.setKeys([KeySpec("title", weight: 2), KeySpec("cast")])
    let expected = try await typed.search("godfathr", limit: 10).hits
    #expect(results.count == 10)
    #expect(results.map { $0["refIndex"] } == expected.map { .number(Double($0.refIndex)) })
    #expect(results.map { $0["score"] } == expected.map { $0.score.map(JSONValue.number) })
    #expect(
      results.map { $0["matches"] } == expected.map { FuseResultJSON.json($0)["matches"] })
    #expect(results.map { $0["item"]?["title"] } == expected.map { $0.json["title"] })
  }
}
