import Testing

@testable import FuseCore

/// A searcher that builds its own index keeps the records only in its field store and puts the
/// index together when asked: that index must equal the one built eagerly
/// (`Fuse.createIndex`, `FuseIndex.append`, `FuseIndex.removeDocuments`) in every detail.
@Suite struct SearcherIndexTests {
  /// Documents with every shape a slot can take: single texts, arrays, empty arrays, arrays of
  /// blank texts only, blank texts, nested arrays, numbers, Booleans, nulls and objects.
  static let documents: [JSONValue] = [
    ["title": "Old Man's War", "tags": ["sf", "war"], "author": ["name": "John Scalzi"]],
    ["title": "   ", "tags": [], "author": ["name": ""]],
    ["title": "Dune", "tags": ["", " \t"], "author": [["name": "Frank"], ["name": "Herbert"]]],
    ["title": 1965, "tags": [["nested", "deep"], [], ["x"]], "author": .null],
    ["tags": [.null, true, 2.5, ["a": "b"]], "author": ["name": ["first", "", "last"]]],
    ["title": "Crème Brûlée İstanbul ΣΑΣ", "tags": "single"],
    [:],
    ["title": .null, "tags": .null],
  ]

  static var keys: [FuseKey<JSONValue>] {
    get throws {
      [
        try FuseKey(path: "title", weight: 2), "tags", "author.name",
        try FuseKey(path: ["author", "name"]),
      ]
    }
  }

  static let strings = ["apple", "", "  ", "Banana bread", "\u{00A0}", "cherry pie", "Ünïcödé"]

  @Test(arguments: [1.0, 0.5, 0])
  func builtIndexEqualsTheEagerIndex(fieldNormWeight: Double) throws {
    let options = try FuseOptions<JSONValue>(keys: Self.keys, fieldNormWeight: fieldNormWeight)
    let fuse = try Fuse.Search(Self.documents, options: options)
    let eager = try Fuse.createIndex(
      keys: Self.keys, documents: Self.documents, fieldNormWeight: fieldNormWeight)
    #expect(fuse.getIndex() == eager)
    #expect(fuse.getIndex().toJSON().jsonText == eager.toJSON().jsonText)
    #expect(fuse.indexSize == eager.size)
  }

  @Test func stringCollectionIndexEqualsTheEagerIndex() throws {
    let fuse = try Fuse.Search(Self.strings)
    let eager = try Fuse.createIndex(keys: [FuseKey<String>](), documents: Self.strings)
    #expect(fuse.getIndex() == eager)
    #expect(fuse.indexSize == 4)
  }

  @Test func getterListsKeepTheirPositionsAndEmptyLists() throws {
    struct Shelf: Sendable {
      var items: [FuseFieldValue.Item]
      var label: String?
    }
    let keys = [
      try FuseKey<Shelf>(name: "items", value: { .list($0.items) }),
      try FuseKey<Shelf>(name: "label") { $0.label },
    ]
    let shelves = [
      Shelf(
        items: [.init(text: "a", arrayIndex: -1), .init(text: "b", arrayIndex: 7)], label: "x"),
      Shelf(items: [.init(text: " ", arrayIndex: 0)], label: nil),
      Shelf(items: [], label: "  "),
      Shelf(items: [.init(text: "c", arrayIndex: Int.max)], label: "y"),
    ]
    let fuse = try Fuse.Search(shelves, options: FuseOptions(keys: keys))
    #expect(fuse.getIndex() == (try Fuse.createIndex(keys: keys, documents: shelves)))
  }

  /// The same mutations on a searcher that built its index and on one given the eager index
  /// (which the searcher keeps and mutates as a `FuseIndex`) give equal indexes and results.
  @Test func mutationsKeepTheIndexAndTheStoreTogether() throws {
    let options = try FuseOptions<JSONValue>(
      includeScore: true, keys: Self.keys, includeMatches: true)
    let built = try Fuse.Search(Self.documents, options: options)
    let given = try Fuse.Search(
      Self.documents, options: options,
      index: Fuse.createIndex(keys: Self.keys, documents: Self.documents))
    func check(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(built.getIndex() == given.getIndex(), "\(step)", sourceLocation: sourceLocation)
      #expect(built.indexSize == given.indexSize, "\(step)", sourceLocation: sourceLocation)
      for query in ["war", "nested", "frank", "1965", "a"] {
        #expect(
          built.search(query) == given.search(query), "\(step): \(query)",
          sourceLocation: sourceLocation)
      }
    }
    check("initial")
    for fuse in [built, given] { fuse.add(["title": "Added War", "tags": []]) }
    check("add object")
    for fuse in [built, given] { fuse.add("a string document") }
    check("add string to an object collection")
    for fuse in [built, given] { fuse.add(.null) }
    check("add null")
    for fuse in [built, given] { _ = try fuse.removeAt(1) }
    check("removeAt")
    for fuse in [built, given] { fuse.remove { _, position in position.isMultiple(of: 2) } }
    check("remove where")
    for fuse in [built, given] { fuse.add(["tags": [["war", " "]]]) }
    check("add after remove")
  }

  @Test func stringCollectionMutationsMatchTheEagerIndex() throws {
    let documents = Self.strings.map(JSONValue.string)
    let built = try Fuse.Search(documents)
    let given = try Fuse.Search(
      documents, index: Fuse.createIndex(keys: [FuseKey<JSONValue>](), documents: documents))
    for fuse in [built, given] {
      fuse.add("   ")
      fuse.add(["title": "object"])
      fuse.add("date")
      _ = try fuse.removeAt(0)
    }
    #expect(built.getIndex() == given.getIndex())
    #expect(built.search("date") == given.search("date"))
  }

  @Test func setCollectionRebuildsTheIndex() throws {
    let fuse = try Fuse.Search(Self.documents, options: FuseOptions(keys: Self.keys))
    try fuse.setCollection(Array(Self.documents.reversed()))
    #expect(
      fuse.getIndex()
        == (try Fuse.createIndex(keys: Self.keys, documents: Array(Self.documents.reversed()))))
  }

  /// A given index may hold slots past its keys: never searched, but given back as they were.
  @Test func givenIndexRoundTripsWhole() throws {
    let text = """
      {"keys":[{"path":["title"],"id":"title","weight":1,"src":"title"}],
       "records":[{"i":0,"$":{"0":{"v":"Dune","n":1},"3":[{"v":"extra","i":2,"n":0.5}]}},
                  {"i":1,"$":{"0":[]}}]}
      """
    let index = try FuseIndex(jsonText: text)
    let documents: [JSONValue] = [["title": "Dune"], ["title": []]]
    let fuse = try Fuse.Search(documents, options: FuseOptions(keys: ["title"]), index: index)
    #expect(fuse.getIndex() == index)
    fuse.add(["title": "Arrakis"])
    #expect(fuse.getIndex().records.dropLast() == index.records[...])
  }
}
