import TestSupport
import Testing

@testable import FuseCore

/// Token searches that go term by term (each term's matches over the distinct texts, kept
/// between searches) must return exactly what token searches text by text return, whatever the
/// previous queries were and after every kind of mutation.
@Suite struct TermMatchesTests {
  static let vocabulary = [
    "the", "war", "dune", "old", "man", "café", "Cafe\u{301}", "İstanbul", "ab", "potter", "x",
    "🍕", "of", "tolkien", "supercalifragilisticexpialidocious-and-more-words", "magician",
  ]

  /// Records with shared and unshared texts, texts equal to a term, long texts.
  static func documents(count: Int, seed: UInt64) -> [JSONValue] {
    var random = SplitMix64(seed: seed)
    func words(_ range: ClosedRange<Int>) -> String {
      (0..<random.int(range)).map { _ in vocabulary[random.int(0...(vocabulary.count - 1))] }
        .joined(separator: " ")
    }
    return (0..<count).map { _ in
      [
        "title": .string(words(0...3)), "cast": [.string(words(1...2)), .string(words(1...2))],
        "plot": .string(words(0...9)),
      ]
    }
  }

  static func options(threshold: Double, diacritics: Bool) throws -> FuseOptions<JSONValue> {
    var options = FuseOptions<JSONValue>()
    options.keys = [try FuseKey(path: "title", weight: 2), "cast", "plot"]
    options.includeScore = true
    options.threshold = threshold
    options.ignoreDiacritics = diacritics
    options.useTokenSearch = true
    options.fieldNormWeight = 0.5
    return options
  }

  /// Every prefix of a few queries, typed one after the other (so each search finds most of
  /// its terms cached), then out of order, in parallel, in cancellable rounds and on one thread.
  @Test(arguments: [(0.4, true), (0.6, false), (0.0, false), (1.0, true)])
  func typedPrefixesMatchTextByTextSearches(threshold: Double, diacritics: Bool) throws {
    let documents = Self.documents(count: 4_200, seed: 2_501)
    let options = try Self.options(threshold: threshold, diacritics: diacritics)
    let termwise = try Fuse.Search(documents, options: options)
    let textwise = try Fuse.Search(documents, options: options)
    textwise.allowsTermMatchCache = false
    var queries: [String] = []
    for (typed, step) in [
      ("the old magician of dune", 1), ("istanbul war cafe x 🍕 tolkein", 3),
      ("supercalifragilisticexpialidocious of the", 5), ("man man the", 4),
    ] {
      let scalars = Array(typed.unicodeScalars)
      for end in stride(from: 2, through: scalars.count, by: step) {
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[0..<end])
        queries.append(String(prefix))
      }
    }
    var found = 0
    for (position, query) in (queries + queries.reversed().prefix(8)).enumerated() {
      let expected = textwise.search(query)
      found += expected.count
      termwise.maximumConcurrency = position % 3 == 0 ? 1 : 4
      // Compared by value, not with `#expect(a == b)`: a failure would describe every result.
      let same =
        position % 2 == 0
        ? termwise.search(query) == expected
        : try termwise.search(query, cancellationCheckInterval: 97) == expected
      #expect(same, "query \(query)")
    }
    #expect(found > 0)
  }

  /// Adding, removing and replacing records forgets the cached terms: the next search of the
  /// same query sees the new texts.
  @Test func mutationsForgetTheCachedTerms() throws {
    let options = try Self.options(threshold: 0.4, diacritics: true)
    let documents = Self.documents(count: 4_200, seed: 2_502)
    let termwise = try Fuse.Search(documents, options: options)
    let query = "old magician"
    _ = termwise.search(query)
    func expectFresh(_ note: Comment) throws {
      let fresh = try Fuse.Search(termwise.documents, options: options)
      fresh.allowsTermMatchCache = false
      let same = termwise.search(query) == fresh.search(query)
      #expect(same, note)
    }
    termwise.add(["title": "The Old Magician", "cast": ["magician"], "plot": "old"])
    try expectFresh("after add")
    _ = termwise.remove { _, position in position % 7 == 0 }
    try expectFresh("after remove")
    _ = try termwise.removeAt(3)
    try expectFresh("after removeAt")
    try termwise.setCollection(Self.documents(count: 4_100, seed: 2_503))
    try expectFresh("after setCollection")
  }
}
