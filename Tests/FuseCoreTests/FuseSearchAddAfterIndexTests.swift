import Testing

@testable import FuseCore

/// Adding after an index was given: the new record follows the index's keys.
///
/// Their order, their getters, or none after `toJSON`/`parseIndex`, as Fuse.js's `FuseIndex.add`
/// does. The expected
/// scores are Fuse.js 7.6's (Fixtures/identity-regressions.json, `identity/G*`).
@Suite struct FuseSearchAddAfterIndexTests {
  static func options(keys: [FuseKey<JSONValue>]) -> FuseOptions<JSONValue> {
    var options = FuseOptions<JSONValue>()
    options.keys = keys
    options.includeScore = true
    options.includeMatches = true
    return options
  }

  /// The `$` slots of the index's record for the document at `docIndex`, as JSON.
  static func slots(_ index: FuseIndex, docIndex: Int) -> JSONValue? {
    let records = index.toJSON()["records"]?.arrayValue ?? []
    return records.first { $0["i"] == .number(Double(docIndex)) }?["$"]
  }

  @Test func addFollowsAPrebuiltIndexsKeyOrder() throws {  // identity/G-index-add
    let options = Self.options(keys: ["title", "year"])
    let docs: [JSONValue] = [["title": "pear", "year": 1]]
    let index = try Fuse.createIndex(keys: ["year", "title"], documents: docs)
    let fuse = try Fuse.Search(docs, options: options, index: index)
    fuse.add(["title": "apple", "year": 2])
    let results = fuse.search("apple")
    #expect(results.map(\.refIndex) == [1, 0])
    #expect(results.first?.matches?.map(\.key) == ["title"])
    #expect(results.first?.score == 1.4901161193847656e-08)
    #expect(
      Self.slots(fuse.getIndex(), docIndex: 1) == [
        "0": ["v": "2", "n": 1], "1": ["v": "apple", "n": 1],
      ])
  }

  @Test func addFollowsAParsedIndexsKeyOrder() throws {  // identity/G2-index-add-capture
    var options = FuseOptions<JSONValue>()
    options.keys = ["title", "year"]
    let docs: [JSONValue] = [["title": "pear", "year": 1]]
    let built = try Fuse.createIndex(keys: ["year", "title"], documents: docs)
    let parsed = try FuseIndex(jsonText: built.toJSON().jsonText)
    let fuse = try Fuse.Search(docs, options: options, index: parsed)
    fuse.add(["title": "apple", "year": 2])
    let captured = fuse.getIndex()
    #expect(captured.keys.map(\.id) == ["year", "title"])
    #expect(
      Self.slots(captured, docIndex: 1) == ["0": ["v": "2", "n": 1], "1": ["v": "apple", "n": 1]])
    #expect(fuse.search("apple").map(\.refIndex) == [1, 0])
  }

  @Test func addAfterAReorderedIndexKeepsTheOptionsWeights() throws {  // identity/G3
    let options = Self.options(keys: [
      try FuseKey(path: "title", weight: 1), try FuseKey(path: "author", weight: 9),
    ])
    let docs: [JSONValue] = [["title": "pear", "author": "x"]]
    let index = try Fuse.createIndex(keys: ["author", "title"], documents: docs)
    let fuse = try Fuse.Search(docs, options: options, index: index)
    fuse.add(["title": "apple", "author": "zzz"])
    let results = fuse.search("apple")
    #expect(results.map(\.refIndex) == [1, 0])
    #expect(results.first?.matches?.map(\.key) == ["title"])
    #expect(results.first?.score == 0.027204705103003872)
  }

  @Test func addAfterAParsedIndexReadsGetterKeysByPath() throws {  // identity/G4
    let joined = try FuseKey<JSONValue>(name: "j") { document in
      [document["a"]?.stringValue, document["b"]?.stringValue].compactMap { $0 }.joined(
        separator: " ")
    }
    let options = Self.options(keys: [joined])
    let docs: [JSONValue] = [["a": "x", "b": "y"]]
    let built = try Fuse.createIndex(keys: options.keys, documents: docs)
    let parsed = try FuseIndex(jsonText: built.toJSON().jsonText)
    let fuse = try Fuse.Search(docs, options: options, index: parsed)
    fuse.add(["a": "p", "b": "q", "j": "zzz"])
    let results = fuse.search("zzz")
    #expect(results.map(\.refIndex) == [1])
    #expect(results.first?.matches?.map(\.value) == ["zzz"])
  }

  @Test func addAfterABuiltIndexKeepsItsGetters() throws {
    let joined = try FuseKey<JSONValue>(name: "j") { document in
      [document["a"]?.stringValue, document["b"]?.stringValue].compactMap { $0 }.joined(
        separator: " ")
    }
    let options = Self.options(keys: [joined])
    let docs: [JSONValue] = [["a": "x", "b": "y"]]
    let built = try Fuse.createIndex(keys: options.keys, documents: docs)
    let fuse = try Fuse.Search(docs, options: options, index: built)
    fuse.add(["a": "p", "b": "q", "j": "zzz"])
    #expect(fuse.search("p q").first?.refIndex == 1)
    #expect(fuse.search("zzz").isEmpty)
    // getIndex() hands the getters on, as Fuse.js's getIndex() hands on its key objects.
    let handedOn = try Fuse.Search(docs, options: options).getIndex()
    let next = try Fuse.Search(docs, options: options, index: handedOn)
    next.add(["a": "r", "b": "s"])
    #expect(next.search("r s").first?.refIndex == 1)
  }
}
