import TestSupport
import Testing

@testable import FuseCore

/// Token statistics counted on their own thread, chunk by chunk while the store is built, must
/// equal the statistics of the finished store counted in one go, in every table (term ids
/// included), whatever the chunking and the tokenizer.
@Suite struct StoredChunkPipelineTests {
  /// Documents whose texts share words within and across chunks (``TokenStatisticsTests``'s
  /// generator: NFC and NFD spellings, marks, astral scalars, empty and blank texts).
  static func documents(count: Int, seed: UInt64) -> [JSONValue] {
    var generator = TokenStatisticsTests.Generator(state: seed)
    return (0..<count).map { _ in generator.document() }
  }

  static let keys: [FuseKey<JSONValue>] = ["title", "tags"]

  /// The serial store of `documents` and its statistics counted afterwards.
  static func serial(
    _ documents: [JSONValue], tokenizer: FuseTokenizer, ignoreDiacritics: Bool
  ) -> (store: FieldStore, statistics: TokenStatistics) {
    let store = FieldStore(
      documents: documents, reader: DocumentReader(keys: keys, getFn: nil),
      normalization: TextNormalization(ignoreDiacritics: ignoreDiacritics), fieldNormWeight: 1,
      threads: 1)
    return (store, TokenStatistics(store: store, tokenizer: tokenizer))
  }

  @Test(arguments: 0..<TokenStatisticsTests.tokenizers.count, [1, 7, 512])
  func chunkedCountingEqualsCountingTheFinishedStore(tokenizerIndex: Int, chunkSize: Int) {
    let tokenizer = TokenStatisticsTests.tokenizers[tokenizerIndex].tokenizer
    for seed in UInt64(1)...4 {
      let documents = Self.documents(count: 300 + Int(seed) * 37, seed: seed)
      let expected = Self.serial(documents, tokenizer: tokenizer, ignoreDiacritics: seed % 2 == 0)
      let statistics = StoredChunkPipeline(tokenizer: tokenizer)
      let pipeline = RecordPipeline(
        store: FieldStore(
          empty: TextNormalization(ignoreDiacritics: seed % 2 == 0), keyCount: Self.keys.count),
        norms: NormCache(weight: 1), follower: statistics)
      let store = FieldStore.pipelined(
        documents, reader: DocumentReader(keys: Self.keys, getFn: nil), pipeline: pipeline,
        chunkSize: chunkSize)
      #expect(store.fieldTextID == expected.store.fieldTextID)
      #expect(statistics.finish() == expected.statistics, "seed \(seed)")
    }
  }

  /// Deltas of random sizes (some empty) submitted by hand, as the storing thread makes them.
  @Test(arguments: 0..<20)
  func deltasOfAnySizeCountTheSerialStatistics(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let documents = Self.documents(count: 150, seed: UInt64(seed) + 100)
    let expected = Self.serial(documents, tokenizer: .default, ignoreDiacritics: true)
    let reader = DocumentReader(keys: Self.keys, getFn: nil)
    var store = FieldStore(
      empty: TextNormalization(ignoreDiacritics: true), keyCount: Self.keys.count)
    var norms = NormCache(weight: 1)
    let statistics = StoredChunkPipeline(tokenizer: .default)
    var next = 0
    while next < documents.count {
      let mark = store.mark
      for _ in 0..<min(documents.count - next, random.int(0...9)) {
        store.append(
          documents[next], docIndex: next, asString: false, reader: reader, norms: &norms)
        next += 1
      }
      statistics.submit(from: store, since: mark)
    }
    #expect(statistics.finish() == expected.statistics)
  }

  /// A searcher over a collection large enough for the two-thread build counts the same
  /// statistics as the serial build, and finds the same results as a searcher given the eager
  /// index (whose statistics are counted from its store).
  @Test func searcherOverALargeCollectionCountsTheSerialStatistics() throws {
    let documents = Self.documents(count: FieldStore.pipelineThreshold + 500, seed: 7)
    let options = try FuseOptions<JSONValue>(
      ignoreDiacritics: true, includeScore: true, keys: Self.keys, useTokenSearch: true)
    let fuse = try Fuse.Search(documents, options: options)
    let expected = Self.serial(documents, tokenizer: .default, ignoreDiacritics: true)
    #expect(fuse.statistics == expected.statistics)
    try TokenStatisticsTests.check(fuse, tokenizer: .default)
    let given = try Fuse.Search(
      documents, options: options,
      index: try Fuse.createIndex(keys: Self.keys, documents: documents))
    for query in ["cafe", "uber war", "istanbul the", "σας 東京"] {
      #expect(fuse.search(query) == given.search(query), "query \(query)")
    }
  }

  /// What a chunk hands over is the chunk's own: the first chunk covers the whole of the
  /// store's arrays, and sharing them would make the store's next append copy each one whole.
  @Test func theFirstChunkSharesNoBufferWithTheStore() {
    let documents = Self.documents(count: 40, seed: 3)
    let reader = DocumentReader(keys: Self.keys, getFn: nil)
    var store = FieldStore(
      empty: TextNormalization(ignoreDiacritics: true), keyCount: Self.keys.count)
    var norms = NormCache(weight: 1)
    let mark = store.mark
    for (position, document) in documents.enumerated() {
      store.append(document, docIndex: position, asString: false, reader: reader, norms: &norms)
    }
    func address<Element>(_ array: [Element]) -> UnsafeRawPointer? {
      array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
    let delta = store.delta(since: mark)
    let chunk = store.indexedChunk(since: mark)
    #expect(!store.units.isEmpty && !store.fieldTextID.isEmpty)
    #expect(delta.units == store.units && delta.fieldTextID == store.fieldTextID)
    #expect(address(delta.units) != address(store.units))
    #expect(address(delta.fieldTextID) != address(store.fieldTextID))
    #expect(address(delta.textStart) != address(store.textStart))
    #expect(address(chunk.fieldText) != address(store.originals))
    #expect(address(chunk.fieldKey) != address(store.fieldKey))
    #expect(address(chunk.documentPositions) != address(store.recordDocIndex))
  }
}
