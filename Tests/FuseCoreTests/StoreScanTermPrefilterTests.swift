import TestSupport
import Testing

@testable import FuseCore

/// Token searches through the batched per-term prefilter must return exactly what token
/// searches prefiltering each text on their own return.
@Suite struct StoreScanTermPrefilterTests {
  static let settings:
    [(threshold: Double, matches: Bool, diacritics: Bool, tokenMatch: FuseTokenMatch)] = [
      (0.4, false, true, .any), (0.6, true, false, .any), (0, false, false, .all),
      (1, false, false, .any), (0.2, true, true, .all), (0.4, false, false, .all),
    ]

  /// Whole token searches, batched or not, over 4,200 records (parallel, single-threaded and
  /// in cancellable rounds): shared and unshared texts, texts equal to a term, long texts,
  /// terms longer than a Bitap chunk, case and diacritic variants.
  @Test(arguments: 0..<6)
  func tokenSearchesWithAndWithoutBatchesAgree(setting: Int) throws {
    var random = SplitMix64(seed: UInt64(setting) &+ 1_601)
    let vocabulary = [
      "the", "war", "dune", "old", "man", "café", "Cafe\u{301}", "İstanbul", "ab", "potter", "x",
      "🍕", "of", "tolkien", "supercalifragilisticexpialidocious-and-more-words",
    ]
    func words(_ count: ClosedRange<Int>) -> String {
      (0..<random.int(count)).map { _ in vocabulary[random.int(0...(vocabulary.count - 1))] }
        .joined(separator: " ")
    }
    let documents: [JSONValue] = (0..<4_200).map { _ in
      [
        "title": .string(words(0...3)), "cast": [.string(words(1...2)), .string(words(1...2))],
        "plot": .string(words(0...9)),
      ]
    }
    let setting = Self.settings[setting]
    var options = FuseOptions<JSONValue>()
    options.keys = [try FuseKey(path: "title", weight: 2), "cast", "plot"]
    options.includeScore = true
    options.includeMatches = setting.matches
    options.threshold = setting.threshold
    options.ignoreDiacritics = setting.diacritics
    options.useTokenSearch = true
    options.tokenMatch = setting.tokenMatch
    options.fieldNormWeight = 0.5
    let batched = try Fuse.Search(documents, options: options)
    let single = try Fuse.Search(documents, options: options)
    let oneByOne = SearchSeams(allowsBatchPrefilter: false)
    var found = 0
    for query in [
      "old man", "cafe potter", "istanbul war dune x", "supercalifragilisticexpialidocious",
      "tolkein of the 🍕",
    ] {
      let expected = single.search(query, seams: oneByOne)
      found += expected.count
      // Compared by value, not with `#expect(a == b)`: a failure would describe 4,200 results.
      let parallel = batched.search(query) == expected
      #expect(parallel, "query \(query)")
      let inRounds = try batched.search(query, cancellationCheckInterval: 61) == expected
      #expect(inRounds, "query \(query)")
      batched.maximumConcurrency = 1
      let oneThread = batched.search(query) == expected
      #expect(oneThread, "query \(query)")
      batched.maximumConcurrency = 4
    }
    #expect(found > 0)
  }
}
