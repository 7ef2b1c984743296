import Testing

@testable import FuseCore

/// A plain value type with the shapes keys must read: a string, an optional, an array.
struct Album: Sendable, Hashable, Codable {
  var title: String
  var artist: String?
  var tracks: [String]
}

@Suite struct FuseKeyTests {
  let albums = [
    Album(title: "Abbey Road", artist: "The Beatles", tracks: ["Come Together", "Something"]),
    Album(title: "Blue", artist: nil, tracks: ["River", "Carey"]),
  ]

  @Test func stringListsAreTheListsOfTheirOptionalForm() throws {
    for strings in [[], ["a"], ["Come Together", "", "  ", "Something"]] {
      #expect(FuseFieldValue.list(of: strings) == FuseFieldValue.strings(strings.map { $0 }))
    }
    #expect(
      try FuseKey<Album>(\.tracks).getter?(albums[0])
        == .list([
          .init(text: "Come Together", arrayIndex: 0), .init(text: "Something", arrayIndex: 1),
        ]))
  }

  @Test func keyPathKeysTakeTheirNameFromTheProperty() throws {
    #expect(try FuseKey<Album>(\.title).id == "title")
    #expect(try FuseKey<Album>(\.artist).id == "artist")
    #expect(try FuseKey<Album>(\.tracks, name: "songs").id == "songs")
  }

  @Test func stringKeyPathFindsTheDocument() throws {
    let fuse = try Fuse.Search(
      albums, options: FuseOptions(keys: [FuseKey(\.title)], includeMatches: true))
    let results = fuse.search("abey")
    #expect(results.map(\.refIndex) == [0])
    #expect(results.first?.matches?.first?.key == "title")
  }

  @Test func optionalKeyPathSkipsMissingValues() throws {
    let fuse = try Fuse.Search(albums, options: FuseOptions(keys: [FuseKey(\.artist)]))
    #expect(fuse.search("beatles").map(\.refIndex) == [0])
    #expect(fuse.getIndex().records[1].content == .object([]))
  }

  @Test func arrayKeyPathSearchesEachElementAndReportsItsPosition() throws {
    let fuse = try Fuse.Search(
      albums, options: FuseOptions(keys: [FuseKey(\.tracks)], includeMatches: true))
    let result = try #require(fuse.search("carey").first)
    #expect(result.refIndex == 1)
    #expect(result.matches?.first?.refIndex == 1)
    #expect(result.matches?.first?.value == "Carey")
  }

  @Test func getterClosureKeys() throws {
    let upper = try FuseKey<Album>(name: "shout") { $0.title.uppercased() }
    let fuse = try Fuse.Search(albums, options: FuseOptions(keys: [upper], includeMatches: true))
    let result = try #require(fuse.search("blue").first)
    #expect(result.matches?.first?.value == "BLUE")
  }

  @Test func pathKeysReadEncodableValuesWithoutConformances() throws {
    let fuse = try Fuse.Search(
      albums, options: FuseOptions(keys: ["artist", "tracks"], includeMatches: true))
    let result = try #require(fuse.search("something").first)
    #expect(result.refIndex == 0)
    let exact = try #require(result.matches?.first { $0.value == "Something" })
    #expect(exact.key == "tracks")
    #expect(exact.refIndex == 1)
  }

  @Test func weightsScaleScoresAndAreNormalised() throws {
    let docs: [JSONValue] = [["a": "hello", "b": "world"], ["a": "world", "b": "hello"]]
    let fuse = try Fuse.Search(
      docs,
      options: FuseOptions(
        includeScore: true, keys: [FuseKey(path: "a", weight: 3), FuseKey(path: "b", weight: 1)]))
    let results = fuse.search("hello")
    #expect(results.map(\.refIndex) == [0, 1])
    let scaled = try Fuse.Search(
      docs,
      options: FuseOptions(
        includeScore: true, keys: [FuseKey(path: "a", weight: 30), FuseKey(path: "b", weight: 10)]))
    #expect(scaled.search("hello").map(\.score) == results.map(\.score))
  }

  @Test func jsonKeyDescriptions() throws {
    #expect(try FuseKey<JSONValue>(json: "author.name").path == ["author", "name"])
    let arrayKey = try FuseKey<JSONValue>(json: ["author", "first.name"])
    #expect(arrayKey.path == ["author", "first.name"])
    #expect(arrayKey.id == "author.first.name")
    let weighted = try FuseKey<JSONValue>(json: ["name": "title", "weight": 2])
    #expect(weighted.weight == 2)
    #expect(throws: FuseError.missingKeyName) { try FuseKey<JSONValue>(json: ["weight": 2]) }
    #expect(throws: FuseError.self) { try FuseKey<JSONValue>(json: 5) }
  }

  /// Like Fuse.js's `createKey`, every initialiser that takes a weight rejects one that is not a
  /// positive number, naming the key.
  @Test(arguments: [0.0, -1.0, -.infinity, .infinity, .nan])
  func everyInitialiserRejectsAWeightThatIsNotPositive(_ weight: Double) {
    func rejects(_ keyID: String, _ make: () throws(FuseError) -> FuseKey<Album>) {
      #expect {
        try make()
      } throws: { error in
        guard case FuseError.invalidKeyWeight(let id, let given) = error else { return false }
        return id == keyID && (given == weight || (given.isNaN && weight.isNaN))
      }
    }
    rejects("title") { () throws(FuseError) in try FuseKey(path: "title", weight: weight) }
    rejects("a.b.c") { () throws(FuseError) in try FuseKey(path: ["a", "b.c"], weight: weight) }
    rejects("n") { () throws(FuseError) in
      try FuseKey(name: "n", weight: weight, value: { _ in .none })
    }
    rejects("t") { () throws(FuseError) in try FuseKey(name: "t", weight: weight) { $0.title } }
    rejects("s") { () throws(FuseError) in
      try FuseKey(name: "s", weight: weight, texts: { $0.tracks })
    }
    rejects("title") { () throws(FuseError) in try FuseKey(\.title, weight: weight) }
    rejects("artist") { () throws(FuseError) in try FuseKey(\.artist, weight: weight) }
    rejects("songs") { () throws(FuseError) in
      try FuseKey(\.tracks, name: "songs", weight: weight)
    }
    #expect(throws: FuseError.self) {
      try FuseKey<JSONValue>(json: ["name": "title", "weight": .number(weight)])
    }
  }

  @Test func positiveWeightsAreKept() throws {
    #expect(try FuseKey<Album>(path: "title", weight: 0.25).weight == 0.25)
    #expect(try FuseKey<Album>(\.tracks, weight: 1e-9).weight == 1e-9)
    #expect(try FuseKey<Album>(name: "t", weight: 3) { $0.title }.weight == 3)
    let literal: FuseKey<Album> = "title"
    #expect(literal.weight == 1)
  }

  @Test func pathKeysOnNonEncodableDocumentsAreRejected() {
    struct Opaque { var name: String }
    #expect(throws: FuseError.keyNeedsGetter(keyID: "name")) {
      try Fuse.Search([Opaque(name: "x")], options: FuseOptions(keys: ["name"]))
    }
  }

  /// Key paths to stored properties are read at their offset, others through the key path:
  /// both must read the same values (nested structs, a class in between, computed properties).
  @Test func everyKindOfKeyPathReadsItsValue() throws {
    final class Label: Sendable {
      let name: String
      init(name: String) { self.name = name }
    }
    struct Inner: Sendable {
      var code: Int
      var name: String?
      var aliases: [String]
    }
    struct Shelf: Sendable {
      var id: Int
      var inner: Inner
      var label: Label
      var title: String
      var shout: String { title.uppercased() }
    }
    let shelves = [
      Shelf(
        id: 1, inner: Inner(code: 7, name: "Inner One", aliases: ["a1", " ", "b1"]),
        label: Label(name: "Label One"), title: "Title One"),
      Shelf(
        id: 2, inner: Inner(code: 8, name: nil, aliases: []), label: Label(name: "Label Two"),
        title: "Title Two"),
    ]
    let keys: [FuseKey<Shelf>] = [
      try FuseKey(\.title), try FuseKey(\.inner.name, name: "innerName"),
      try FuseKey(\.inner.aliases, name: "aliases"), try FuseKey(\.label.name, name: "label"),
      try FuseKey(\.shout),
    ]
    #expect(FuseKey<Shelf>.storedOffset(of: \Shelf.inner.name) != nil)
    #expect(FuseKey<Shelf>.storedOffset(of: \Shelf.label.name) == nil)
    #expect(FuseKey<Shelf>.storedOffset(of: \Shelf.shout) == nil)
    let index = try Fuse.createIndex(keys: keys, documents: shelves)
    let expected: [[String]] = [
      ["Title One", "Inner One", "a1", "b1", "Label One", "TITLE ONE"],
      ["Title Two", "Label Two", "TITLE TWO"],
    ]
    let texts = index.records.map { record -> [String] in
      guard case .object(let slots) = record.content else { return [] }
      return slots.flatMap { keyed -> [String] in
        switch keyed.slot {
        case .single(let entry): [entry.text]
        case .list(let entries): entries.map(\.text)
        }
      }
    }
    #expect(texts == expected)
  }

  struct Person: Sendable {
    var name: String
  }
  struct Novel: Sendable {
    var title: String
    var author: Person
    var publisher: Person
    var editor: Person?
  }

  @Test func keyPathIdsAreTheWholeDottedPath() throws {
    #expect(try FuseKey(\Novel.title).id == "title")
    #expect(try FuseKey(\Novel.author.name).id == "author.name")
    #expect(try FuseKey(\Novel.publisher.name).id == "publisher.name")
    #expect(try FuseKey(\Novel.author.name).path == ["author", "name"])
    #expect(try FuseKey(\Novel.editor?.name).id == "editor.name")
    #expect(try FuseKey(\Novel.author.name, name: "writer").id == "writer")
  }

  @Test func twoKeyPathsEndingAlikeKeepTheirOwnWeights() throws {
    let novels = [
      Novel(title: "A", author: Person(name: "ann"), publisher: Person(name: "bob"), editor: nil)
    ]
    var options = FuseOptions<Novel>()
    options.keys = [
      try FuseKey(\Novel.author.name, weight: 1), try FuseKey(\Novel.publisher.name, weight: 3),
    ]
    options.includeScore = true
    options.includeMatches = true
    let fuse = try Fuse.Search(novels, options: options)
    // "ann" matches author.name only, with that key's own weight 1/4: ε^(1/4).
    let result = try #require(fuse.search("ann").first)
    #expect(result.matches?.map(\.key) == ["author.name"])
    #expect(result.score == 0.0001220703125)
  }

  /// Fuse.js 7.6: two keys named "x" are both indexed and searched, both take the later key's
  /// weight (3 of 4), and a logical query on "x" searches the later key only.
  @Test func twoKeysWithOneIdBehaveAsInFuseJS() throws {
    struct Pair: Sendable {
      var a: String
      var b: String
    }
    let docs = [Pair(a: "apple", b: "banana"), Pair(a: "cherry", b: "apple pie")]
    var options = FuseOptions<Pair>()
    options.keys = [
      try FuseKey(name: "x", weight: 1) { $0.a }, try FuseKey(name: "x", weight: 3) { $0.b },
    ]
    options.includeScore = true
    options.includeMatches = true
    let fuse = try Fuse.Search(docs, options: options)
    let results = fuse.search("apple")
    #expect(results.map(\.refIndex) == [0, 1])
    #expect(results.map(\.score) == [1.8189894035458565e-12, 0.02565960697172469])
    #expect(results.flatMap { $0.matches ?? [] }.map(\.value) == ["apple", "apple pie"])
    #expect(try fuse.search(["x": "banana"]).map(\.score) == [1.8189894035458565e-12])
    #expect(try fuse.search(["x": "cherry"]).isEmpty)
  }
}
