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
    let textByText = SearchSeams(allowsTermMatchCache: false)
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
      let expected = textwise.search(query, seams: textByText)
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
      let same =
        termwise.search(query)
        == fresh.search(query, seams: SearchSeams(allowsTermMatchCache: false))
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

  /// Words typed letter by letter over texts of near-miss words (a four-letter alphabet), so
  /// that each longer term meets texts one more edit away: a term searched only among the
  /// texts its shorter form's prefilter let through must still find exactly what a full pass
  /// finds, whether the errors it accepts stayed the same (it is narrowed) or grew (it is not).
  @Test(arguments: [0.25, 0.4, 0.6])
  func wordsTypedLetterByLetterMatchFullPasses(threshold: Double) throws {
    var random = SplitMix64(seed: 2_504)
    func word(_ length: ClosedRange<Int>) -> String {
      String((0..<random.int(length)).map { _ in Array("abcd")[random.int(0...3)] })
    }
    let documents: [JSONValue] = (0..<2_500).map { _ in
      [
        "title": .string((0..<random.int(1...3)).map { _ in word(2...12) }.joined(separator: " ")),
        "cast": [.string(word(3...8)), .string(word(3...8))], "plot": .string(word(1...14)),
      ]
    }
    let options = try Self.options(threshold: threshold, diacritics: false)
    let termwise = try Fuse.Search(documents, options: options)
    let textwise = try Fuse.Search(documents, options: options)
    let textByText = SearchSeams(allowsTermMatchCache: false)
    var termSettings = termwise.settings
    termSettings.ignoreLocation = true
    var narrowed = 0
    for _ in 0..<4 {
      let typed = "\(word(3...6)) \(word(10...16))"
      var prefix = ""
      for letter in typed {
        prefix.append(letter)
        let searcher = BitapSearcher(
          pattern: String(prefix.split(separator: " ").last ?? ""), settings: termSettings)
        if let errors = searcher.narrowingMaxErrors,
          termwise.termMatches.narrowing(for: searcher.pattern, maxErrors: errors) != nil
        {
          narrowed += 1
        }
        termwise.maximumConcurrency = narrowed % 2 == 0 ? 1 : 4
        let same = termwise.search(prefix) == textwise.search(prefix, seams: textByText)
        #expect(same, "query \(prefix)")
      }
    }
    // Most letters extend a word without changing the errors it accepts.
    #expect(narrowed > 20)
  }
}
