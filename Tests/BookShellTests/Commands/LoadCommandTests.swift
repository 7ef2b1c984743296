import Foundation
import FuseCore
import Models
import TestSupport
import Testing

@testable import BookShell

/// `:load`'s habits, in-process: it switches to the corpus it loads, loads the shipped file
/// when given none, takes quoted paths and `~`, names the absolute path in its errors (and
/// prints nothing before the file is read), counts in the singular for one, and adds a corpus
/// of any JSON records under a new name.
@MainActor
@Suite struct LoadCommandTests {
  /// One film.
  static let oneMovie =
    #"[{"title": "Heat", "year": 1995, "director": "Michael Mann", "cast": ["Al Pacino"], "genres": ["Crime"]}]"#

  /// Songs, with nested objects and arrays.
  static let songs = """
    [
      {"title": "Bohemian Rhapsody", "artist": {"name": "Queen"}, "tags": ["rock", "opera"]},
      {"title": "Respect", "artist": {"name": "Aretha Franklin"}, "tags": ["soul"]}
    ]
    """

  @Test func loadingSwitchesToTheCorpusAndCountsInTheSingularForOne() async throws {
    let harness = try ShellHarness()
    let files = try TemporaryDirectory()
    let path = try files.write(Self.oneMovie, to: "one.json")
    let text = await harness.transcript([":load movies \(path)", "heat", ":load movies \(path)"])
    #expect(
      text == """
        loading \(path) into movies: parsing…
          parsed 1 record in 0.0 ms; indexing…
        loaded 1 record into movies (0.0 ms in all); searching movies now
        1 result for "heat" in movies (0.0 ms)
         1. Heat (1995) — dir. Michael Mann  score 0.063
              title: [Heat]
        loading \(path) into movies: parsing…
          parsed 1 record in 0.0 ms; indexing…
        loaded 1 record into movies (0.0 ms in all)

        """)
    #expect(harness.shell.corpus == "movies")
  }

  @Test func aMissingFileIsOneLineNamingItsAbsolutePath() async throws {
    let harness = try ShellHarness()
    let directory = FileManager.default.currentDirectoryPath
    let text = await harness.transcript([
      ":load movies no/such/../file.json", #":load people "not here.json""#,
    ])
    let first = URL(fileURLWithPath: directory).appendingPathComponent("no/file.json").path
    let second = URL(fileURLWithPath: directory).appendingPathComponent("not here.json").path
    #expect(
      text == """
        could not load \(first): file not found; the corpus is unchanged.
        could not load \(second): file not found; the corpus is unchanged.

        """)
    #expect(harness.shell.corpus == "books", "a failed load does not switch")
  }

  @Test func quotedPathsWithSpacesLoad() async throws {
    let harness = try ShellHarness()
    let files = try TemporaryDirectory()
    let path = try files.write(Self.oneMovie, to: "my films.json")
    let text = await harness.transcript([#":load movies "\#(path)""#, ":load movies '\(path)'"])
    #expect(text.components(separatedBy: "loaded 1 record into movies").count == 3, "\(text)")
  }

  @Test func pathsAreMadeAbsolute() throws {
    #expect(CorpusFile.resolve("~/x.json", in: "/tmp", home: "/home/ada") == "/home/ada/x.json")
    #expect(CorpusFile.resolve("~", in: "/tmp", home: "/home/ada") == "/home/ada")
    #expect(CorpusFile.resolve("~root/x.json", in: "/tmp", home: "/home/ada") == "/root/x.json")
    // No such user: the name is a file's, as in a shell.
    #expect(CorpusFile.resolve("~nosuchuser", in: "/tmp", home: "/home/ada") == "/tmp/~nosuchuser")
    #expect(CorpusFile.resolve("a~/b", in: "/tmp", home: "/home/ada") == "/tmp/a~/b")
    #expect(CorpusFile.resolve("a/../b.json", in: "/data/in") == "/data/in/b.json")
    #expect(CorpusFile.resolve("./b.json", in: "/data/in/") == "/data/in/b.json")
    #expect(CorpusFile.resolve("/abs/./c.json", in: "/data") == "/abs/c.json")
    #expect(CorpusFile.shipped("movies").hasSuffix("/Data/movies.json"))
    #expect(
      CorpusFile.shipped("movies")
        == Executable.packageRoot.appendingPathComponent("Data/movies.json").path)
  }

  @Test func withoutAFileTheShippedCorpusLoads() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":load books", ":load songs"])
    let shipped = Executable.packageRoot.appendingPathComponent("Data/books.json").path
    #expect(
      text == """
        loading \(shipped) into books: parsing…
          parsed 10000 records in 0.0 ms; indexing…
        loaded 10000 records into books (0.0 ms in all)
        :load songs needs a FILE: only books, movies and people ship with the shell.

        """)
    #expect(await harness.shell.corpora.count(of: "books") == 10_000)
  }

  @Test func allIsNotACorpusToLoadInto() async throws {
    let harness = try ShellHarness()
    let text = await harness.transcript([":load all Data/movies.json"])
    #expect(
      text
        == ":load loads one corpus: name it, as in :load movies or :load songs FILE (all is every corpus, not one).\n"
    )
  }

  @Test func aNewNameAddsACorpusOfAnyJSONRecords() async throws {
    let harness = try ShellHarness()
    let files = try TemporaryDirectory()
    let path = try files.write(Self.songs, to: "songs.json")
    let text = await harness.transcript([
      ":load songs \(path)", "aretha", ":keys", ":keys title:2", ":corpus all", "respect",
    ])
    #expect(
      text.hasPrefix(
        """
        loading \(path) into songs: parsing…
          parsed 2 records in 0.0 ms; indexing…
        keys: title, artist.name, tags (every string field of the first 100 records; choose with --keys)
        loaded 2 records into songs (0.0 ms in all); searching songs now
        1 result for "aretha" in songs (0.0 ms)
         1. Respect  score 0.144
              artist.name: [Aretha] Franklin
        keys for songs: title artist.name tags
        fields: title, artist.name, tags; set them with :keys FIELD[:WEIGHT] …
        keys for songs: title:2
        searching all corpora at once (books, movies, people and songs, concurrently)
        """), "\(text)")
    #expect(text.contains("\n 1. Respect  (songs)  score 0.001\n"), "\(text)")
    #expect(harness.shell.corpora.names == ["books", "movies", "people", "songs"])
  }

  @Test func keysMakeADeclaredCorpusOneOfDocumentsUntilItsFileLoadsAgain() async throws {
    let harness = try ShellHarness(start: "movies")
    let files = try TemporaryDirectory()
    let path = try files.write(Self.oneMovie, to: "one.json")
    let text = await harness.transcript([
      ":load movies \(path) --keys 'cast^3'", "pacino", ":load movies \(path)", "pacino",
    ])
    #expect(
      text.contains("1 result for \"pacino\" in movies (0.0 ms)\n 1. Al Pacino  score"), "\(text)")
    #expect(
      text.hasSuffix(
        "\n 1. Heat (1995) — dir. Michael Mann  score 0.313\n      cast[0]: Al [Pacino]\n"),
      "\(text)")
    #expect(!(harness.shell.corpora.table["movies"] is RecordCorpus<PackedJSON>))
  }

  @Test func aBadFileOfAnyRecordsLeavesTheCorporaAsTheyWere() async throws {
    let harness = try ShellHarness()
    let files = try TemporaryDirectory()
    let broken = try files.write("[\n {\"title\": 1,\n", to: "broken.json")
    let numbers = try files.write("[1, 2]", to: "numbers.json")
    let empty = try files.write(#"[{"year": 1}]"#, to: "empty.json")
    let text = await harness.transcript([
      ":load songs \(broken)", ":load songs \(numbers)", ":load songs \(empty)",
      ":load songs \(empty) --keys title^x",
    ])
    #expect(
      text == """
        loading \(broken) into songs: parsing…
        could not load \(broken): malformed JSON at line 3, column 1: unexpected end of input inside an object, expected a quoted key; no corpus songs was added.
        loading \(numbers) into songs: parsing…
        could not load \(numbers): record at index 0 is not an object or a string; no corpus songs was added.
        loading \(empty) into songs: parsing…
          parsed 1 record in 0.0 ms; indexing…
        could not load \(empty): its first 100 records have no string field; name the fields to search with --keys; no corpus songs was added.
        invalid weight of key 'title' 'x': allowed is a positive number.

        """)
    #expect(harness.shell.corpora.names == ["books", "movies", "people"])
    #expect(harness.shell.corpus == "books")
  }
}
