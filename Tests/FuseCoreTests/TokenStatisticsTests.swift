import TestSupport
import Testing

@testable import FuseCore

/// Token statistics (interned terms, flat per-document counts) must equal a straightforward
/// reference, built afresh from the searcher's current field store with `String` tokens and
/// dictionaries, after the initial build and after every `add`, `remove` and `removeAt`.
@Suite struct TokenStatisticsTests {
  /// Words that stress identity and the default pattern: NFC and NFD spellings, case, marks,
  /// digits, "_", astral scalars, CJK, and separators of several kinds.
  static let words = [
    "café", "cafe\u{301}", "CAFÉ", "über", "uber", "ΣΑΣ", "σας", "😀x", "x😀", "a_b", "x1", "1x",
    "İstanbul", "istanbul", "東京", "ß", "ss", "-", "—", "a-b", "a.b", "'", "the", "The", "war",
    "", "\u{301}", "ǅ", "½", "Ⅻ", "x\u{20DD}",
  ]
  static let separators = [" ", "  ", "\t", "\n", ", ", "·", "\u{00A0}"]

  /// The tokenizers to check: Fuse.js's default, a whitespace split, and one that keeps empty
  /// and repeated terms.
  static let tokenizers: [(name: String, tokenizer: FuseTokenizer)] = [
    ("default", .default),
    ("spaces", FuseTokenizer { $0.split(separator: " ").map(String.init) }),
    (
      "commas with empties",
      FuseTokenizer { text in
        text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) + [""]
      }
    ),
  ]

  /// Texts and documents drawn from the words and separators above, by the tests' seeded
  /// generator.
  struct Generator {
    var random: SplitMix64
    init(state seed: UInt64) {
      random = SplitMix64(seed: seed)
    }
    mutating func next(_ bound: Int) -> Int {
      random.below(bound)
    }
    mutating func text() -> String {
      (0..<next(6)).map { _ in
        TokenStatisticsTests.words[next(TokenStatisticsTests.words.count)]
          + TokenStatisticsTests.separators[next(TokenStatisticsTests.separators.count)]
      }.joined()
    }
    mutating func document() -> JSONValue {
      var members = [JSONValue.Member("title", .string(text()))]
      if next(4) > 0 {
        members.append(JSONValue.Member("tags", .array((0..<next(4)).map { _ in .string(text()) })))
      }
      return .object(members)
    }
  }

  /// Fuse.js's statistics the plain way: per field, the set of its terms' UTF-16 units.
  static func reference(_ store: FieldStore, tokenizer: FuseTokenizer) -> (
    fields: Int, frequency: [[UInt16]: Int]
  ) {
    var fields = 0
    var frequency: [[UInt16]: Int] = [:]
    for field in 0..<store.fieldTextID.count {
      let tokens = tokenizer.split(store.normalizedText(ofField: field))
      guard !tokens.isEmpty else { continue }
      fields += 1
      for term in Set(tokens.map { Array($0.utf16) }) { frequency[term, default: 0] += 1 }
    }
    return (fields, frequency)
  }

  static func check(_ fuse: Fuse.Search<JSONValue>, tokenizer: FuseTokenizer) throws {
    let statistics = try #require(fuse.statistics)
    let expected = reference(fuse.store, tokenizer: tokenizer)
    #expect(statistics.fieldCount == expected.fields)
    for (term, count) in expected.frequency {
      #expect(statistics.documentFrequency(of: String(decoding: term, as: UTF16.self)) == count)
    }
    // Terms no field holds any more (or never held) count 0.
    for word in words + ["absent", "caf", "Σ"]
    where expected.frequency[Array(word.utf16)] == nil {
      #expect(statistics.documentFrequency(of: word) == 0, "\(word)")
    }
  }

  @Test(arguments: 0..<tokenizers.count)
  func matchesTheReferenceThroughMutations(tokenizerIndex: Int) throws {
    let tokenizer = Self.tokenizers[tokenizerIndex].tokenizer
    for seed in UInt64(1)...6 {
      var generator = Generator(state: seed)
      let documents = (0..<(20 + generator.next(40))).map { _ in generator.document() }
      let options = try FuseOptions<JSONValue>(
        ignoreDiacritics: seed % 2 == 0, keys: ["title", "tags"], useTokenSearch: true,
        tokenize: tokenizer)
      let fuse = try Fuse.Search(documents, options: options)
      try Self.check(fuse, tokenizer: tokenizer)
      for _ in 0..<6 {
        fuse.remove { _, position in generator.next(5) == 0 || position == 0 }
        try Self.check(fuse, tokenizer: tokenizer)
        for _ in 0..<generator.next(5) { fuse.add(generator.document()) }
        try Self.check(fuse, tokenizer: tokenizer)
        if !fuse.documents.isEmpty {
          try fuse.removeAt(generator.next(fuse.documents.count))
          try Self.check(fuse, tokenizer: tokenizer)
        }
      }
    }
  }

  /// The default pattern over UTF-16 units finds exactly the terms the `String` tokenizer finds.
  @Test func defaultPatternOverUnitsMatchesTheStringTokenizer() {
    var generator = Generator(state: 42)
    for _ in 0..<500 {
      let text = generator.text()
      var found: [String] = []
      var units = Array(text.utf16)
      units.withUnsafeMutableBufferPointer { buffer in
        DefaultTokenizer.forEachToken(in: UnsafeBufferPointer(buffer)) { token in
          found.append(String(decoding: token, as: UTF16.self))
        }
      }
      #expect(found == DefaultTokenizer.tokens(text), "\(text.debugDescription)")
    }
  }

  /// A lone surrogate separates tokens, as the U+FFFD it decodes to does.
  @Test func loneSurrogateSeparatesTokens() {
    var units: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0x63, 0xD83D, 0xDE00, 0x64]
    var found: [[UInt16]] = []
    units.withUnsafeMutableBufferPointer { buffer in
      DefaultTokenizer.forEachToken(in: UnsafeBufferPointer(buffer)) { found.append(Array($0)) }
    }
    let viaString = DefaultTokenizer.tokens(String(decoding: units, as: UTF16.self)).map {
      Array($0.utf16)
    }
    #expect(found == viaString)
    #expect(found == [[0x61], [0x62], [0x63], [0x64]])
  }
}
