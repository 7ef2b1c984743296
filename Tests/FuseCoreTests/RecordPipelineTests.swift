import TestSupport
import Testing

@testable import FuseCore

/// A store built through the two-thread pipeline must equal the one a single thread builds, in
/// every table, whichever way the drain jobs are run (at once, on another thread, late, never).
@Suite struct RecordPipelineTests {
  static var keys: [FuseKey<JSONValue>] {
    get throws {
      [
        try FuseKey(path: "title", weight: 2), "tags", "author.name",
        try FuseKey<JSONValue>(name: "length") { document in
          guard case .object(let members) = document else { return .none }
          return members.isEmpty ? .none : .text(String(members.count))
        },
      ]
    }
  }

  /// Documents of every shape a slot can take (``SearcherIndexTests/documents``), mixed with
  /// random ones whose texts repeat, so texts are shared within and across chunks.
  static func documents(count: Int, seed: UInt64) -> [JSONValue] {
    var random = SplitMix64(seed: seed)
    let words = ["war", "Dune", "  ", "", "café", "İstanbul", "old man", "WAR", "ΣΑΣ", "🍕"]
    func text() -> JSONValue {
      .string(
        (0..<random.int(0...3)).map { _ in words[random.int(0...(words.count - 1))] }
          .joined(separator: " "))
    }
    return (0..<count).map { _ in
      if random.int(0...4) == 0 {
        return SearcherIndexTests.documents[
          random.int(0...(SearcherIndexTests.documents.count - 1))]
      }
      return [
        "title": text(), "tags": .array((0..<random.int(0...3)).map { _ in text() }),
        "author": ["name": text()],
      ]
    }
  }

  static func serialStore(_ documents: [JSONValue], caseSensitive: Bool = false) throws
    -> FieldStore
  {
    let options = try FuseOptions<JSONValue>(isCaseSensitive: caseSensitive, keys: keys)
    return FieldStore(
      documents: documents, reader: DocumentReader(keys: try keys, getFn: nil),
      normalization: options.normalization, fieldNormWeight: 1, threads: 1)
  }

  static func pipelinedStore(
    _ documents: [JSONValue], chunkSize: Int, caseSensitive: Bool = false
  ) throws -> FieldStore {
    let options = try FuseOptions<JSONValue>(isCaseSensitive: caseSensitive, keys: keys)
    let pipeline = RecordPipeline(
      store: FieldStore(empty: options.normalization, keyCount: try keys.count),
      norms: NormCache(weight: 1), expectedRecords: documents.count)
    return FieldStore.pipelined(
      documents, reader: DocumentReader(keys: try keys, getFn: nil), pipeline: pipeline,
      chunkSize: chunkSize)
  }

  @Test(arguments: [1, 3, 64, 10_000])
  func pipelinedBuildEqualsTheSerialBuild(chunkSize: Int) throws {
    let documents = Self.documents(count: 700, seed: UInt64(chunkSize))
    let serial = try Self.serialStore(documents)
    for _ in 0..<20 {
      expectSameStore(try Self.pipelinedStore(documents, chunkSize: chunkSize), serial)
    }
  }

  @Test func caseSensitiveStoresAgree() throws {
    let documents = Self.documents(count: 300, seed: 99)
    expectSameStore(
      try Self.pipelinedStore(documents, chunkSize: 7, caseSensitive: true),
      try Self.serialStore(documents, caseSensitive: true))
  }

  /// Chunks of random sizes, some empty, submitted by hand.
  @Test(arguments: 0..<40)
  func chunksOfAnySizeBuildTheSerialStore(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let documents = Self.documents(count: 120, seed: UInt64(seed) + 1_000)
    let options = try FuseOptions<JSONValue>(keys: Self.keys)
    let reader = DocumentReader(keys: try Self.keys, getFn: nil)
    let pipeline = RecordPipeline(
      store: FieldStore(empty: options.normalization, keyCount: try Self.keys.count),
      norms: NormCache(weight: 1))
    var first = 0
    while first < documents.count {
      let count = min(documents.count - first, random.int(0...9))
      var values: [FuseFieldValue] = []
      for document in documents[first..<(first + count)] {
        reader.forEachValue(of: document) { _, value in values.append(value) }
      }
      pipeline.submit(RecordPipeline.Chunk(firstDocument: first, count: count, values: values))
      first += count
    }
    expectSameStore(pipeline.finish(), try Self.serialStore(documents))
  }

  @Test func recordsWithoutKeysAreStillRecords() throws {
    let options = FuseOptions<JSONValue>()
    let pipeline = RecordPipeline(
      store: FieldStore(empty: options.normalization, keyCount: 0), norms: NormCache(weight: 1))
    pipeline.submit(RecordPipeline.Chunk(firstDocument: 0, count: 3, values: []))
    let store = pipeline.finish()
    #expect(store.recordDocIndex == [0, 1, 2])
    #expect(store.recordFieldStart == [0, 0, 0, 0])
  }

  @Test func searcherOverALargeCollectionKeepsTheEagerIndex() throws {
    let documents = Self.documents(count: FieldStore.pipelineThreshold + 333, seed: 3)
    let options = try FuseOptions<JSONValue>(includeScore: true, keys: Self.keys)
    let fuse = try Fuse.Search(documents, options: options)
    let eager = try Fuse.createIndex(keys: Self.keys, documents: documents)
    #expect(fuse.getIndex() == eager)
    let given = try Fuse.Search(documents, options: options, index: eager)
    for query in ["war", "dune cafe", "istanbul", "old mn"] {
      #expect(fuse.search(query) == given.search(query), "query \(query)")
    }
  }

  /// Every table of two stores is the same (a difference is reported by its first position).
  func expectSameStore(
    _ actual: FieldStore, _ expected: FieldStore,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    func same<T: Equatable>(_ name: String, _ actual: [T], _ expected: [T]) {
      guard actual != expected else { return }
      let first =
        actual.indices.first { $0 >= expected.count || actual[$0] != expected[$0] }
        ?? actual.count
      Issue.record(
        "\(name) differ at \(first) (\(actual.count) vs \(expected.count) entries)",
        sourceLocation: sourceLocation)
    }
    same("units", actual.units, expected.units)
    same("textStart", actual.textStart, expected.textStart)
    same("textLength", actual.textLength, expected.textLength)
    same("textMemoSlot", actual.textMemoSlot, expected.textMemoSlot)
    same("fieldTextID", actual.fieldTextID, expected.fieldTextID)
    same("fieldKey", actual.fieldKey, expected.fieldKey)
    same("fieldArrayIndexes", actual.fieldArrayIndexes, expected.fieldArrayIndexes)
    #expect(actual.otherArrayIndexes == expected.otherArrayIndexes, sourceLocation: sourceLocation)
    same("fieldNormThousandths", actual.fieldNormThousandths, expected.fieldNormThousandths)
    #expect(actual.otherNorms == expected.otherNorms, sourceLocation: sourceLocation)
    same("fieldOriginal", actual.fieldOriginal, expected.fieldOriginal)
    same("originals", actual.originals, expected.originals)
    same("fieldInList", actual.fieldInList, expected.fieldInList)
    same("recordFieldStart", actual.recordFieldStart, expected.recordFieldStart)
    same("recordDocIndex", actual.recordDocIndex, expected.recordDocIndex)
    same("recordIsString", actual.recordIsString, expected.recordIsString)
    same("index records", actual.indexRecords(), expected.indexRecords())
    #expect(actual.memoSlotCount == expected.memoSlotCount, sourceLocation: sourceLocation)
    #expect(actual.emptyListKeys == expected.emptyListKeys, sourceLocation: sourceLocation)
  }
}
