import TestSupport
import Testing

@testable import FuseCore

@Suite struct PackedJSONTests {
  /// Random documents shaped like records: objects nesting objects and arrays, with member
  /// names drawn from a few (so paths meet them, twice in one object at times), strings with
  /// escapes and text beyond ASCII, numbers of every kind JSON has.
  struct Documents {
    var random: SplitMix64
    static let names = ["title", "cast", "meta", "0", "length", "", "n", "é"]
    static let texts = [
      "Dune", "", "Ágota Kristóf", "a \"quoted\"\nline", "🍕 pizza", "x", "0", "long text ".repeated,
    ]
    static let numbers: [Double] = [
      0, -0.0, 1, -7, 2_147_483_647, -2_147_483_648, 2_147_483_648, 0.5, 1e21, -1e-7,
    ]

    mutating func value(depth: Int) -> JSONValue {
      let kinds = depth >= 4 ? 5 : 7
      switch random.below(kinds) {
      case 0: return .null
      case 1: return .bool(random.bool())
      case 2: return .number(Self.numbers[random.below(Self.numbers.count)])
      case 3, 4: return .string(Self.texts[random.below(Self.texts.count)])
      case 5:
        return .array((0..<random.below(4)).map { _ in value(depth: depth + 1) })
      default:
        return object(depth: depth + 1)
      }
    }

    mutating func object(depth: Int) -> JSONValue {
      .object(
        (0..<random.below(5)).map { _ in
          JSONValue.Member(Self.names[random.below(Self.names.count)], value(depth: depth))
        })
    }

    mutating func path() -> [String] {
      (0..<random.int(1...3)).map { _ in Self.names[random.below(Self.names.count)] }
    }
  }

  /// Whether two trees are the same, numbers compared by their bits (`-0` is not `0`).
  static func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left, right) {
    case (.number(let a), .number(let b)): a.bitPattern == b.bitPattern
    case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy(same)
    case (.object(let a), .object(let b)):
      a.count == b.count
        && zip(a, b).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
    default: left == right
    }
  }

  @Test func aRecordTakesNoMoreThanItsText() throws {
    let text = #"""
      {"name":"git-key","section":"7","summary":"print format permissions","source":{"package":"tar","path":"man7/git-key.7.gz","size":53450,"gz":true},"see":["get","dirgrepre"],"lines":1333,"lang":null}
      """#
    let packed = PackedJSON(try JSONValue(parsing: text))
    #expect(packed.packedCount <= text.utf8.count)
  }

  @Test func aValueUnpacksToTheTreeItWasPackedFrom() {
    var documents = Documents(random: SplitMix64(seed: 41))
    for _ in 0..<2_000 {
      let tree = documents.value(depth: 0)
      let packed = PackedJSON(tree)
      #expect(Self.same(packed.value, tree), "\(tree)")
    }
  }

  @Test func readingATextPacksWhatParsingItBuilds() throws {
    var documents = Documents(random: SplitMix64(seed: 42))
    var texts = [
      #"{"a": "\u00e9\ud83c\udf55\n", "b": "\ud800", "c": [1e400, -0, 0.1, 12345678901234567890]}"#,
      #"{"k": 1, "k": 2, "long": "\#(String(repeating: "y", count: 300))"}"#,
      "  [ ]  ", "{}", "\"x\"", "-0", "true",
    ]
    for _ in 0..<500 { texts.append(documents.value(depth: 0).jsonText) }
    for text in texts {
      let bytes = Array(text.utf8)
      let packed = try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
        var reader = JSONReader(bytes: buffer)
        let packed = try reader.readPacked()
        try reader.finish()
        return packed
      }
      #expect(packed == PackedJSON(try JSONValue(parsingUTF8: bytes)), "\(text)")
    }
  }

  @Test func readingAMalformedTextFailsAsParsingItDoes() {
    let texts = [
      "{\n  \"a\": 1,\n  \"b\" 2\n}", "[1, 2", "01", "\"a\u{1}\"", "{\"a\" 1}", "[1,]", "{\"a\":}",
      #""\x""#, #""\u12""#, "nul", "[\"é\", 1.]", String(repeating: "[", count: 600),
    ]
    var inputs = texts.map { Array($0.utf8) }
    inputs.append([0x5B, 0x22, 0xFF, 0x22, 0x5D])
    inputs.append([0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D])
    for bytes in inputs {
      let parsed = Result { () throws(JSONParseError) in try JSONValue(parsingUTF8: bytes) }
      let packed = bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(JSONParseError) in
          var reader = JSONReader(bytes: buffer)
          _ = try reader.readPacked()
          try reader.finish()
        }
      }
      guard case .failure(let expected) = parsed, case .failure(let error) = packed else {
        Issue.record("both should fail: \(String(decoding: bytes, as: UTF8.self))")
        continue
      }
      #expect(error == expected)
    }
  }

  @Test func aPathReadsTheSameFromThePackedValueAsFromItsTree() {
    var documents = Documents(random: SplitMix64(seed: 43))
    var reached = 0
    for _ in 0..<3_000 {
      let tree = documents.object(depth: 0)
      let packed = PackedJSON(tree)
      for _ in 0..<4 {
        let path = documents.path()
        let expected = FusePathLookup.value(in: tree, path: path)
        #expect(packed.value(atPath: path) == expected, "\(tree) at \(path)")
        if expected != .none { reached += 1 }
      }
    }
    // The paths reach values often enough for the comparison to mean something.
    #expect(reached > 500)
  }

  @Test func aStringOrOtherValueAtTheTopIsReadAsItsTreeIs() {
    for tree: JSONValue in ["Dune", 7, [["title": "x"]], nil, true] {
      let packed = PackedJSON(tree)
      for path in [["length"], ["0"], ["title"], [""]] {
        #expect(packed.value(atPath: path) == tree.value(atPath: path))
      }
      #expect(packed.stringValue == tree.stringValue)
      #expect(packed.isObject == (tree.objectMembers != nil))
      #expect(packed.isNull == tree.isNull)
    }
  }

  @Test func searchingPackedRecordsGivesWhatSearchingTheirTreesGives() throws {
    var documents = Documents(random: SplitMix64(seed: 44))
    let trees: [JSONValue] = (0..<300).map { index in
      var members: [JSONValue.Member] = [
        .init("title", .string(Documents.texts[index % Documents.texts.count] + " \(index)")),
        .init("meta", documents.object(depth: 2)),
      ]
      if index % 3 == 0 { members.append(.init("cast", ["Ann Lee", .string("Bo \(index)")])) }
      return .object(members)
    }
    func options<Element>() throws -> FuseOptions<Element> {
      try FuseOptions(
        includeScore: true,
        keys: ["title", "cast", "meta.title", "meta.cast"].map { try FuseKey(path: $0) },
        includeMatches: true)
    }
    let fromTrees = try Fuse.Search(trees, options: options())
    let fromPacked = try Fuse.Search(trees.map(PackedJSON.init), options: options())
    for query in ["dune", "ann", "pizza 12", "quoted", "1", "kristof"] {
      let expected = fromTrees.search(query)
      let found = fromPacked.search(query)
      #expect(found.map(\.refIndex) == expected.map(\.refIndex), "\(query)")
      #expect(found.map(\.score) == expected.map(\.score), "\(query)")
      #expect(found.map(\.matches) == expected.map(\.matches), "\(query)")
      #expect(found.map { $0.item.value } == expected.map(\.item), "\(query)")
    }
  }

  @Test func packedStringsAreSearchedWithoutKeys() throws {
    let texts: [JSONValue] = ["Old Man's War", "The Martian", "Dune", "Dune Messiah"]
    let fromTrees = try Fuse.Search(texts, options: FuseOptions(includeScore: true))
    let fromPacked = try Fuse.Search(
      texts.map(PackedJSON.init), options: FuseOptions(includeScore: true))
    let expected = fromTrees.search("dune")
    #expect(!expected.isEmpty)
    #expect(fromPacked.search("dune").map(\.refIndex) == expected.map(\.refIndex))
    #expect(fromPacked.search("dune").map(\.score) == expected.map(\.score))
  }
}

extension String {
  /// The string 14 times over: 140 bytes for a text of 10, longer than a small string's 15
  /// bytes and than a one-byte packed length.
  fileprivate var repeated: String { String(repeating: self, count: 14) }
}
