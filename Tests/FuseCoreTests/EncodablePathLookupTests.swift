import Testing

@testable import FuseCore

/// Path keys on `Encodable` documents share one encoding pass per document: each key must still
/// read exactly what it reads on the same document as JSON.
@Suite struct EncodablePathLookupTests {
  struct Person: Codable, Sendable {
    var name: String
    var age: Int
    var nickname: String?
  }

  struct Record: Codable, Sendable {
    var title: String
    var author: Person
    var coauthors: [Person]
    var tags: [String]
    var grid: [[String]]
    var score: Double
    var flag: Bool
    var notes: [String?]
  }

  static let records = [
    Record(
      title: "Dune", author: Person(name: "Frank Herbert", age: 65, nickname: nil),
      coauthors: [
        Person(name: "Brian", age: 1, nickname: "B"), Person(name: " ", age: 2, nickname: nil),
      ],
      tags: ["sf", "", "desert"], grid: [["a", "b"], [], ["c"]], score: -0.0, flag: true,
      notes: [nil, "note", " "]),
    Record(
      title: "  ", author: Person(name: "", age: 0, nickname: "x"), coauthors: [], tags: [],
      grid: [], score: 1e21, flag: false, notes: []),
  ]

  /// Keys that share prefixes, cross arrays, end at objects and arrays, and use `length` and
  /// array positions.
  static let paths: [[String]] = [
    ["title"], ["author", "name"], ["author", "age"], ["author"], ["author", "nickname"],
    ["coauthors", "name"], ["coauthors", "age"], ["coauthors"], ["tags"], ["tags", "length"],
    ["grid"], ["grid", "0"], ["score"], ["flag"], ["notes"], ["missing"], ["title", "length"],
    ["title", "0"], ["author", ""], ["coauthors", "0", "name"],
  ]

  /// The records as JSON documents (what Fuse.js would index).
  static func json(_ record: Record) -> JSONValue {
    func person(_ person: Person) -> JSONValue {
      var members: [JSONValue.Member] = [
        .init("name", .string(person.name)), .init("age", .number(Double(person.age))),
      ]
      if let nickname = person.nickname { members.append(.init("nickname", .string(nickname))) }
      return .object(members)
    }
    return .object([
      .init("title", .string(record.title)), .init("author", person(record.author)),
      .init("coauthors", .array(record.coauthors.map(person))),
      .init("tags", .array(record.tags.map(JSONValue.string))),
      .init("grid", .array(record.grid.map { .array($0.map(JSONValue.string)) })),
      .init("score", .number(record.score)), .init("flag", .bool(record.flag)),
      .init("notes", .array(record.notes.map { $0.map(JSONValue.string) ?? .null })),
    ])
  }

  @Test func oneEncodingPassReadsWhatEachPathReadsOnJSON() {
    let plan = EncodablePathLookup.Plan(paths: Self.paths)
    let tree = PrunedTree()  // one tree for every document, as an index build uses it
    for record in Self.records {
      #expect(plan.encode(record, in: tree))
      for (position, path) in Self.paths.enumerated() {
        let expected = FusePathLookup.value(in: Self.json(record), path: path)
        #expect(plan.value(in: tree, at: position) == expected, "\(path)")
        #expect(EncodablePathLookup.value(in: record, path: path) == expected, "\(path)")
      }
    }
  }

  @Test func pathKeysOnStructsIndexLikeJSONDocuments() throws {
    let structKeys = try Self.paths.map { try FuseKey<Record>(path: $0) }
    let jsonKeys = try Self.paths.map { try FuseKey<JSONValue>(path: $0) }
    let fromStructs = try Fuse.Search(Self.records, options: FuseOptions(keys: structKeys))
    let fromJSON = try Fuse.Search(
      Self.records.map(Self.json), options: FuseOptions(keys: jsonKeys))
    #expect(fromStructs.getIndex().records == fromJSON.getIndex().records)
  }

  /// Encodes a member twice and turns a nested value from an object into an array and back.
  struct Unusual: Encodable, Sendable {
    enum CodingKeys: String, CodingKey { case title, nested, name }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("first", forKey: .title)
      try container.encode("second", forKey: .title)
      var nested = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .nested)
      try nested.encode("inner", forKey: .name)
      var list = container.nestedUnkeyedContainer(forKey: .name)
      try list.encode("a")
      try list.encode(1)
    }

    static let json: JSONValue = .object([
      .init("title", "first"), .init("title", "second"), .init("nested", ["name": "inner"]),
      .init("name", ["a", 1]),
    ])
  }

  @Test func duplicateMembersAndNestedContainersReadAsJSON() {
    let paths = [["title"], ["nested", "name"], ["name"], ["nested"], ["title", "length"]]
    let plan = EncodablePathLookup.Plan(paths: paths)
    let tree = PrunedTree()
    #expect(plan.encode(Unusual(), in: tree))
    for (position, path) in paths.enumerated() {
      #expect(
        plan.value(in: tree, at: position) == FusePathLookup.value(in: Unusual.json, path: path),
        "\(path)")
    }
  }

  /// Member names spelled differently from the paths but canonically equivalent (as Swift and
  /// ``FusePathLookup`` compare them), encoded twice, through arrays, and a scalar that replaces
  /// an object: the tree names members by the paths' trie, which must read the same.
  struct Spellings: Encodable, Sendable {
    struct Key: CodingKey {
      let stringValue: String
      var intValue: Int? { nil }
      init(_ name: String) { stringValue = name }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("decomposed", forKey: Key("cafe\u{301}"))
      try container.encode("precomposed", forKey: Key("caf\u{E9}"))
      var list = container.nestedUnkeyedContainer(forKey: Key("list"))
      var item = list.nestedContainer(keyedBy: Key.self)
      try item.encode("in list", forKey: Key("cafe\u{301}"))
      try list.encode(7)
      var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("nested"))
      try nested.encode("gone", forKey: Key("caf\u{E9}"))
      try container.encode(true, forKey: Key("nested"))
      try container.encode(1.5, forKey: Key("number"))
    }

    static let json: JSONValue = .object([
      .init("cafe\u{301}", "decomposed"), .init("caf\u{E9}", "precomposed"),
      .init("list", [.object([.init("cafe\u{301}", "in list")]), 7]),
      .init("nested", .object([.init("caf\u{E9}", "gone")])), .init("nested", true),
      .init("number", 1.5),
    ])
  }

  @Test func equivalentMemberNamesReadAsJSON() {
    let paths = [
      ["caf\u{E9}"], ["cafe\u{301}"], ["list", "caf\u{E9}"], ["list"], ["nested"],
      ["nested", "cafe\u{301}"], ["number"], ["list", "length"], ["caf\u{E9}", "length"],
    ]
    let plan = EncodablePathLookup.Plan(paths: paths)
    let tree = PrunedTree()
    for _ in 0..<2 {  // the second pass reuses the tree's nodes and stale scalars
      #expect(plan.encode(Spellings(), in: tree))
      for (position, path) in paths.enumerated() {
        #expect(
          plan.value(in: tree, at: position)
            == FusePathLookup.value(in: Spellings.json, path: path), "\(path)")
      }
    }
  }

  /// Getter keys before, between and after path keys: each key keeps its own value and position
  /// (the path keys share one encoding, read at the first of them).
  @Test func getterKeysAroundPathKeysKeepTheirPlaces() throws {
    let structKeys: [FuseKey<Record>] = [
      try FuseKey(name: "first") { $0.author.name }, try FuseKey(path: "title"),
      try FuseKey(name: "middle") { $0.author.nickname }, try FuseKey(path: ["author", "name"]),
      try FuseKey(name: "last") { $0.title },
    ]
    let jsonKeys: [FuseKey<JSONValue>] = [
      try FuseKey(path: ["author", "name"]), try FuseKey(path: "title"),
      try FuseKey(path: ["author", "nickname"]),
      try FuseKey(path: ["author", "name"]), try FuseKey(path: "title"),
    ]
    let fromStructs = try Fuse.Search(Self.records, options: FuseOptions(keys: structKeys))
    let fromJSON = try Fuse.Search(
      Self.records.map(Self.json), options: FuseOptions(keys: jsonKeys))
    #expect(fromStructs.getIndex().records == fromJSON.getIndex().records)
  }

  /// Optional JSON documents are read as JSON (an `Optional` may wrap a `JSONValue`), plain
  /// structs through their encoding: both give what the same JSON documents give.
  @Test func optionalJSONDocumentsReadAsJSON() throws {
    let json = Self.records.map(Self.json)
    let keys = try Self.paths.map { try FuseKey<JSONValue>(path: $0) }
    let optionalKeys = try Self.paths.map { try FuseKey<JSONValue?>(path: $0) }
    let plain = try Fuse.Search(json, options: FuseOptions(keys: keys))
    let optional = try Fuse.Search(
      json.map(Optional.some), options: FuseOptions(keys: optionalKeys))
    #expect(optional.getIndex().records == plain.getIndex().records)
    #expect(DocumentReader<JSONValue?>(keys: optionalKeys, getFn: nil).mayBeJSON)
    #expect(!DocumentReader<Record>(keys: [], getFn: nil).mayBeJSON)
  }

  struct Failing: Encodable, Sendable {
    struct Refusal: Error {}
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("text", forKey: .title)
      throw Refusal()
    }
    enum CodingKeys: CodingKey { case title }
  }

  @Test func aFailingEncodingGivesNoValueForAnyPath() throws {
    let fuse = try Fuse.Search([Failing()], options: FuseOptions(keys: ["title", "other"]))
    #expect(fuse.getIndex().records == [FuseIndex.Record(docIndex: 0, content: .object([]))])
  }
}
