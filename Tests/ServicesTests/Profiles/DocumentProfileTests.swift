import Foundation
import FuseCore
import Models
import Services
import Testing

/// A corpus of any JSON records, profiled at run time: its fields at dotted paths, the keys
/// found when none are given, its title lines, and searches that give the typed corpus's hits.
@Suite struct DocumentProfileTests {
  /// Books as a file of any JSON would hold them: nested objects, arrays of strings and of
  /// objects, and a record without some fields.
  static let library: [JSONValue] = {
    let text = """
      [
        {"title": "Dune", "author": {"name": "Frank Herbert", "born": 1920}, "tags": ["sf", "desert"]},
        {"title": "Emma", "author": {"name": "Jane Austen"}, "tags": ["romance"],
         "editions": [{"publisher": "John Murray"}, {"publisher": "Penguin"}]},
        {"author": {"name": "Anonymous"}, "tags": []}
      ]
      """
    return (try? JSONValue(parsing: text).arrayValue) ?? []
  }()

  @Test func theStringFieldsOfTheFirstRecordsAreFoundInOrder() {
    #expect(
      CorpusProfile<JSONValue>.stringFields(in: Self.library)
        == ["title", "author.name", "tags", "editions.publisher"])
    #expect(CorpusProfile<JSONValue>.stringFields(in: [.string("a"), .string("b")]).isEmpty)
    // Only the first records are looked at.
    let late =
      Array(repeating: JSONValue.object([.init("a", "x")]), count: 100)
      + [.object([.init("b", "y")])]
    #expect(CorpusProfile<JSONValue>.stringFields(in: late) == ["a"])
    // A member whose name has a dot cannot be named by a dotted path.
    #expect(
      CorpusProfile<JSONValue>.stringFields(in: [.object([.init("a.b", "x"), .init("c", "y")])])
        == ["c"])
  }

  /// Members whose names have a dot are found as paths of segments, and a field made from
  /// segments reads them, names the record, and has a name of its own.
  @Test func membersWithDotsAreFoundAndReadAsSegments() throws {
    let records: [JSONValue] = [
      .object([.init("meta.title", "Dune"), .init("meta", .object([.init("title", "Arrakis")]))])
    ]
    #expect(
      CorpusProfile<JSONValue>.stringFieldPaths(in: records) == [
        ["meta.title"], ["meta", "title"],
      ])
    #expect(CorpusProfile<JSONValue>.stringFields(in: records) == ["meta.title"])
    let flat = CorpusField<JSONValue>(path: ["meta.title"], weight: 1)
    let nested = CorpusField<JSONValue>(path: ["meta", "title"], weight: 1)
    #expect(flat.name == "meta\\.title")
    #expect(nested.name == "meta.title")
    #expect(CorpusField<JSONValue>.name(ofPath: ["a\\b", "c.d"]) == "a\\\\b.c\\.d")
    #expect(try flat.key(weight: 1).path == ["meta.title"])
    #expect(
      CorpusProfile<JSONValue>.documents(name: "n", fields: [flat]).titleLine(records[0]) == "Dune")
    #expect(
      CorpusProfile<JSONValue>.documents(name: "n", fields: [nested]).titleLine(records[0])
        == "Arrakis")
  }

  @Test func aRecordIsNamedByItsFirstKeyThatHasAText() throws {
    let profile = CorpusProfile<JSONValue>.documents(
      name: "library",
      fields: [
        CorpusField(path: "title", weight: 2), CorpusField(path: "tags", weight: 1),
        CorpusField(path: "author.name"),
      ])
    #expect(
      Self.library.map(profile.titleLine) == [
        "Dune", "Emma", #"{"author":{"name":"Anonymous"},"tags":[]}"#,
      ])
    let tagsFirst = CorpusProfile<JSONValue>.documents(
      name: "library", fields: [CorpusField(path: "tags", weight: 1)])
    #expect(tagsFirst.titleLine(Self.library[0]) == "sf, desert")
    #expect(profile.titleLine(.string("a song")) == "a song")
    #expect(profile.json(Self.library[1]) == Self.library[1])
    #expect(try profile.defaultKeys.map(\.id) == ["title", "tags"])
    #expect(profile.fieldNames == ["title", "tags", "author.name"])
  }

  @Test func aServiceSearchesTheDocumentsAtTheirPaths() async throws {
    let profile = CorpusProfile<JSONValue>.documents(
      name: "library",
      fields: [CorpusField(path: "title", weight: 2), CorpusField(path: "author.name", weight: 1)])
    let service = try SearchService(Self.library, profile: profile)
    let found = try await service.search("herbert")
    #expect(found.map(\.refIndex) == [0])
    let decoded = try profile.decode(Data(#"[{"title": "x"}]"#.utf8), "added")
    #expect(decoded == [.object([.init("title", "x")])])
  }

  /// The shipped films as documents, searched at `title` (weight 2) and `cast`, give exactly
  /// the hits (records, scores, matches, order) of the typed films corpus with those keys.
  @Test func theFilmsAsDocumentsGiveTheTypedCorpussHits() async throws {
    let path = ServicesFixtures.packageRoot.appendingPathComponent("Data/movies.json").path
    let movies = try CorpusLoader.load(Movie.self, fromFile: path)
    let documents = try CorpusLoader.documents(fromFile: path)
    var typed = Movie.profile
    typed.fields = [
      CorpusField("title", \.title, weight: 2), CorpusField("cast", \.cast, weight: 1),
    ]
    let generic = CorpusProfile<JSONValue>.documents(
      name: "movies",
      fields: [CorpusField(path: "title", weight: 2), CorpusField(path: "cast", weight: 1)])
    var typedOptions = try typed.options
    typedOptions.includeMatches = true
    var genericOptions = try generic.options
    genericOptions.includeMatches = true
    let typedService = try SearchService(movies, options: typedOptions, ranking: typed.ranking)
    // The same ranking too: the typed corpus names its people's keys (cast, director).
    let genericService = try SearchService(
      documents, options: genericOptions, ranking: typed.ranking)
    // And the same records packed, as the shell holds a file's records.
    let packed = CorpusProfile<PackedJSON>.documents(
      name: "movies",
      fields: [CorpusField(path: "title", weight: 2), CorpusField(path: "cast", weight: 1)])
    var packedOptions = try packed.options
    packedOptions.includeMatches = true
    let packedService = try SearchService(
      CorpusLoader.packedDocuments(fromFile: path), options: packedOptions,
      ranking: typed.ranking)
    for query in ["godfathr", "pacino", "star wars", "the", "marlon brando", "casablanca"] {
      let expected = try await typedService.search(query, limit: 10)
      let found = try await genericService.search(query, limit: 10)
      #expect(!expected.isEmpty, "\(query)")
      #expect(found.map(\.refIndex) == expected.map(\.refIndex), "\(query)")
      #expect(found.map(\.score) == expected.map(\.score), "\(query)")
      #expect(found.map(\.matches) == expected.map(\.matches), "\(query)")
      let foundPacked = try await packedService.search(query, limit: 10)
      #expect(foundPacked.map(\.refIndex) == expected.map(\.refIndex), "\(query)")
      #expect(foundPacked.map(\.score) == expected.map(\.score), "\(query)")
      #expect(foundPacked.map(\.matches) == expected.map(\.matches), "\(query)")
      #expect(foundPacked.map { packed.json($0.item) } == found.map(\.item), "\(query)")
    }
  }
}
