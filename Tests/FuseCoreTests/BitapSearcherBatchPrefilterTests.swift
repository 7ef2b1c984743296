import TestSupport
import Testing

@testable import FuseCore

/// The batched prefilter must say exactly what the one-text prefilter says, lane by lane, and
/// searches through it must return exactly what searches without it return.
@Suite struct BitapSearcherBatchPrefilterTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6])
  func batchEqualsOneTextAtATime(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var lanes = 0
    var passed = 0
    for _ in 0..<800 {
      let alphabet = BitapSearcherTests.alphabets[random.int(0...2)]
      var options = FuseOptions<String>()
      options.threshold = [0, 0.1, 0.3, 0.6, 0.8, 1][random.int(0...5)]
      options.location = [0, 0, 0, 2, 10, 40, Int.max, 1 << 62][random.int(0...7)]
      options.distance = [100, 0, 1, 10, 1000][random.int(0...4)]
      options.ignoreLocation = random.int(0...4) == 0
      options.isCaseSensitive = random.int(0...4) == 0
      let settings = BitapSettings(options)
      let pattern = random.text(maxLength: random.int(0...3) == 0 ? 80 : 32, alphabet: alphabet)
      let searcher = BitapSearcher(pattern: pattern, settings: settings)
      guard searcher.canPrefilterInBatches else { continue }
      // Several batches per searcher: its acceptance table grows between them.
      for _ in 0..<3 {
        let count = random.int(1...BitapSearcher.batchWidth)
        let texts: [[UInt16]] = (0..<count).map { _ in
          let maxLength = [4, 20, 90, 400][random.int(0...3)]
          return settings.normalization.units(
            random.text(maxLength: maxLength, alphabet: alphabet))
        }
        let batch = Self.withBuffers(texts) { searcher.mayMatchBatch($0) }
        for (lane, text) in texts.enumerated() {
          let single = text.withUnsafeBufferPointer { text in
            searcher.chunks.contains { searcher.mayMatch(text, $0) }
          }
          #expect(
            (batch >> lane) & 1 == (single ? 1 : 0),
            """
            pattern \(pattern.debugDescription) lane \(lane) of \(count), threshold \
            \(options.threshold) location \(options.location) distance \(options.distance)
            """)
          lanes += 1
          if single { passed += 1 }
        }
        // Lanes past the texts are never set.
        #expect(batch >> count == 0)
      }
    }
    // Both verdicts must be common for the comparison to mean anything.
    #expect(passed > lanes / 10)
    #expect(passed < lanes * 9 / 10)
  }

  @Test func emptyPatternsAndADisabledPrefilterDoNotBatch() {
    let settings = BitapSettings(FuseOptions<String>())
    #expect(
      BitapSearcher(pattern: String(repeating: "ab", count: 20), settings: settings)
        .canPrefilterInBatches)
    #expect(!BitapSearcher(pattern: "", settings: settings).canPrefilterInBatches)
    let exhaustive = BitapSearcher(pattern: "dune", settings: settings)
    exhaustive.usesPrefilter = false
    #expect(!exhaustive.canPrefilterInBatches)
  }

  /// Option sets for whole searches: the default, tight and loose thresholds, locations past
  /// short texts (with no distance at all, where a text equal to the query is the only
  /// acceptable one), ignored locations, matches and a minimum match length.
  static let searchSettings:
    [(threshold: Double, location: Int, distance: Int, ignoreLocation: Bool, matches: Bool)] = [
      (0.6, 0, 100, false, false), (0.2, 0, 100, false, true), (1, 0, 100, false, false),
      (0.6, 3, 0, false, false), (0.4, 12, 10, false, true), (0.6, 12, 0, true, false),
      (0.8, 3, 1, false, true), (0, 0, 100, false, false),
    ]

  /// Whole searches, batched or not: shared and unshared texts, texts equal to the query,
  /// texts shorter than the location, every key, parallel and in cancellable rounds.
  @Test(arguments: 0..<8)
  func searchesWithAndWithoutBatchesAgree(setting: Int) throws {
    var random = SplitMix64(seed: UInt64(setting) &+ 77)
    let words = ["war", "dune", "old", "man", "café", "İstanbul", "ab", "potter", "x", "🍕"]
    func text() -> JSONValue {
      .string(
        (0..<random.int(0...4)).map { _ in words[random.int(0...(words.count - 1))] }
          .joined(separator: " "))
    }
    let documents: [JSONValue] = (0..<3_000).map { _ in
      ["title": text(), "author": ["name": text()], "tags": [text(), text()]]
    }
    let setting = Self.searchSettings[setting]
    var options = FuseOptions<JSONValue>()
    options.keys = [try FuseKey(path: "title", weight: 2), "author.name", "tags"]
    options.includeScore = true
    options.includeMatches = setting.matches
    options.minMatchCharLength = setting.matches ? 2 : 1
    options.threshold = setting.threshold
    options.location = setting.location
    options.distance = setting.distance
    options.ignoreLocation = setting.ignoreLocation
    let batched = try Fuse.Search(documents, options: options)
    let single = try Fuse.Search(documents, options: options)
    let oneByOne = SearchSeams(allowsBatchPrefilter: false)
    var found = 0
    for query in [
      "war", "old man", "dune", "cafe potter", "xx", "istanbul war dune old man potter",
    ] {
      let expected = single.search(query, seams: oneByOne)
      found += expected.count
      #expect(batched.search(query) == expected, "query \(query)")
      #expect(
        try batched.search(query, cancellationCheckInterval: 61) == expected, "query \(query)")
      batched.maximumConcurrency = 1
      #expect(batched.search(query) == expected, "query \(query)")
      batched.maximumConcurrency = 4
    }
    #expect(found > 0)
  }

  /// Calls `body` with buffers over each array.
  static func withBuffers<Result>(
    _ arrays: [[UInt16]], _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt16>>) -> Result
  ) -> Result {
    var buffers: [UnsafeBufferPointer<UInt16>] = []
    func nest(_ index: Int) -> Result {
      guard index < arrays.count else { return buffers.withUnsafeBufferPointer(body) }
      return arrays[index].withUnsafeBufferPointer { buffer in
        buffers.append(buffer)
        return nest(index + 1)
      }
    }
    return nest(0)
  }
}
