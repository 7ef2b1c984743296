import Testing

@testable import FuseCore

/// Results left in their threads' buffers read back in record order, whole or as sort keys.
@Suite struct ScoredPartsTests {
  /// A store of 20 documents with two keys: document *d*'s fields are 2*d* and 2*d* + 1.
  static let store: FieldStore = {
    let documents: [JSONValue] = (0..<20).map {
      ["title": .string("title \($0)"), "author": "author"]
    }
    var options = FuseOptions<JSONValue>()
    options.keys = ["title", "author"]
    return (try? Fuse.Search(documents, options: options))?.store
      ?? FieldStore(
        empty: TextNormalization(), keyCount: 0)
  }()

  /// A part holding one result (with `matches` matches) per document index.
  static func part(_ docIndices: [Int], matches: Int = 2) -> ScoredResults {
    var results = ScoredResults()
    var powers = JavaScriptPowMemo()
    for docIndex in docIndices {
      let found = (0..<matches).map { key in
        ScoredMatch(
          field: docIndex * 2 + key, score: Double(docIndex % 7) / 10, weight: 1,
          reportsKey: true, details: nil)
      }
      results.append(
        docIndex: docIndex, matches: found, store: store, ignoreFieldNorm: false, powers: &powers)
    }
    return results
  }

  @Test func chunksFromSeveralThreadsReadBackInRecordOrder() {
    // One part per chunk, as a parallel scan leaves them: in chunk (record) order.
    let chunks = [Self.part([1, 2]), Self.part([4, 5]), Self.part([]), Self.part([7, 8, 9])]
    let parts = ScoredParts(
      parts: chunks,
      runs: chunks.indices.map { ScoredParts.Run(part: $0, results: 0..<chunks[$0].count) })
    #expect(parts.count == 7)
    let keys = parts.orderKeys()
    #expect(keys.map(\.docIndex) == [1, 2, 4, 5, 7, 8, 9])
    #expect(keys.map(\.position) == Array(0..<7))
    let merged = parts.merged()
    #expect(merged.results.map(\.docIndex) == [1, 2, 4, 5, 7, 8, 9])
    for position in 0..<merged.count {
      let docIndex = merged.results[position].docIndex
      #expect(merged.matches(of: position).map(\.field) == [docIndex * 2, docIndex * 2 + 1])
      #expect(merged.results[position].score == keys[position].score)
    }
  }

  @Test func roundsAppendAfterEachOther() {
    var all = ScoredParts()
    all.append(contentsOf: ScoredParts(Self.part([0, 3])))
    all.append(contentsOf: ScoredParts(Self.part([])))
    all.append(contentsOf: ScoredParts(Self.part([5, 6, 8], matches: 1)))
    #expect(all.count == 5)
    #expect(all.orderKeys().map(\.docIndex) == [0, 3, 5, 6, 8])
    #expect(all.merged().results.map(\.docIndex) == [0, 3, 5, 6, 8])
    #expect(all.merged().matches(of: 4).map(\.field) == [16])
  }

  @Test func oneWholePartIsItsOwnMerge() {
    let part = Self.part([2, 4, 6])
    let merged = ScoredParts(part).merged()
    #expect(merged.results.map(\.docIndex) == [2, 4, 6])
    #expect(ScoredParts().orderKeys().isEmpty)
    #expect(ScoredParts().merged().count == 0)
  }
}
