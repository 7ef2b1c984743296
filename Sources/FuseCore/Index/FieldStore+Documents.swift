extension FieldStore {
  /// Builds the store of `documents` directly, without a ``FuseIndex`` in between: the same
  /// store as building the index (``FuseIndex/init(documents:reader:fieldNormWeight:)``) and
  /// then the store from it.
  ///
  /// A string collection (decided by the first document) gets one record per non-blank string,
  /// an object collection one record per document. With `threads` above 1, an object collection
  /// of at least ``pipelineThreshold`` documents is built through a ``RecordPipeline``: this
  /// thread reads the documents, another adds their texts.
  init<Element>(
    documents: [Element], reader: DocumentReader<Element>, normalization: TextNormalization,
    fieldNormWeight: Double, threads: Int = 1
  ) {
    self =
      Self.build(
        documents: documents, reader: reader, normalization: normalization,
        fieldNormWeight: fieldNormWeight, threads: threads, tokenizer: nil
      ).store
  }

  /// Builds the store of `documents` as ``init(documents:reader:normalization:fieldNormWeight:threads:)``
  /// does and, given a tokenizer, its token statistics (``TokenStatistics/init(store:tokenizer:)``).
  ///
  /// When the store is built through a ``RecordPipeline``, the statistics are counted by the
  /// reading thread (``StoredChunkPipeline``), chunk by chunk while the other thread stores,
  /// rather than after the store is finished.
  static func build<Element>(
    documents: [Element], reader: DocumentReader<Element>, normalization: TextNormalization,
    fieldNormWeight: Double, threads: Int, tokenizer: FuseTokenizer?
  ) -> (store: FieldStore, statistics: TokenStatistics?) {
    build(
      documents: documents, reader: reader, normalization: normalization,
      fieldNormWeight: fieldNormWeight, threads: threads, tokenizer: tokenizer,
      checkpoint: BuildCheckpoint<Never>.never)
  }

  /// Builds the store and statistics as
  /// ``build(documents:reader:normalization:fieldNormWeight:threads:tokenizer:)`` does, calling
  /// `checkpoint` every ``BuildCheckpoint/interval`` documents read; an error it throws stops
  /// the build (after the storing thread, if any, has set down the chunk it was adding) and is
  /// rethrown, and nothing built is kept.
  ///
  /// `textReader`, if given, reads every record's texts as they are stored, chunk after chunk
  /// (``Fuse/IndexedChunkReader``): through a ``RecordPipeline``, on this thread while the
  /// other stores the next chunks; otherwise after every ``readerChunkSize`` records.
  static func build<Element, Failure: Error>(
    documents: [Element], reader: DocumentReader<Element>, normalization: TextNormalization,
    fieldNormWeight: Double, threads: Int, tokenizer: FuseTokenizer?,
    textReader: Fuse.IndexedChunkReader? = nil, checkpoint: BuildCheckpoint<Failure>
  ) throws(Failure) -> (store: FieldStore, statistics: TokenStatistics?) {
    var store = FieldStore(empty: normalization, keyCount: reader.keys.count)
    guard let first = documents.first else {
      return (store, tokenizer.map { TokenStatistics(store: store, tokenizer: $0) })
    }
    let asStrings = DocumentReader<Element>.string(of: first) != nil
    // Room for two fields per key (list keys such as a film's cast add several): capacity that
    // is never written stays virtual, while growing past a short reserve copies every field array
    // (36k films: 6.5 MB more at the peak).
    store.reserve(
      records: documents.count,
      fields: asStrings ? documents.count : documents.count * reader.keys.count * 2)
    var norms = NormCache(weight: fieldNormWeight)
    if !asStrings, threads > 1, documents.count >= Self.pipelineThreshold {
      let follower =
        tokenizer == nil && textReader == nil
        ? nil : StoredChunkPipeline(tokenizer: tokenizer, textReader: textReader)
      let store = try Self.pipelined(
        documents, reader: reader,
        pipeline: RecordPipeline(
          store: consume store, norms: norms, follower: follower,
          expectedRecords: documents.count),
        checkpoint: checkpoint)
      return (store, follower?.finish())
    }
    let scratch = PrunedTree()
    // Index loops over a buffer, not `enumerated()`: this code is generic, and unspecialised
    // tuple iteration looks type metadata up for every document.
    var read = store.mark
    try documents.withUnsafeBufferPointer { (documents) throws(Failure) in
      var untilCheck = checkpoint.interval
      for position in 0..<documents.count {
        untilCheck -= 1
        if untilCheck == 0 {
          try checkpoint.check()
          untilCheck = checkpoint.interval
        }
        store.append(
          documents[position], docIndex: position, asString: asStrings, reader: reader,
          norms: &norms, scratch: scratch)
        if store.recordCount - read.records >= Self.readerChunkSize {
          textReader?(store.indexedChunk(since: read))
          store.dropNormalizedOriginals()
          read = store.mark
        }
      }
    }
    try checkpoint.check()
    if let textReader, store.recordCount > read.records {
      textReader(store.indexedChunk(since: read))
    }
    store.dropNormalizedOriginals()
    return (store, tokenizer.map { TokenStatistics(store: store, tokenizer: $0) })
  }

  /// Object collections smaller than this are built on the calling thread only.
  static let pipelineThreshold = 4_096

  /// How many records a reader of the texts (``Fuse/IndexedChunkReader``) is given at a time
  /// by a build on one thread (a pipelined build gives it the pipeline's chunks).
  static let readerChunkSize = 512

  /// Reads the key values of `documents` (objects) on this thread, in chunks of `chunkSize`
  /// records, into `pipeline`, and returns the store it built.
  ///
  /// When the pipeline counts token statistics, this thread counts them too: between chunks,
  /// and while the last ones are stored.
  static func pipelined<Element>(
    _ documents: [Element], reader: DocumentReader<Element>, pipeline: RecordPipeline,
    chunkSize: Int = 512
  ) -> FieldStore {
    pipelined(
      documents, reader: reader, pipeline: pipeline, chunkSize: chunkSize,
      checkpoint: BuildCheckpoint<Never>.never)
  }

  /// Reads `documents` into `pipeline` as ``pipelined(_:reader:pipeline:chunkSize:)`` does,
  /// calling `checkpoint` every ``BuildCheckpoint/interval`` documents read; when it throws,
  /// the pipeline is abandoned (``RecordPipeline/abandon()``) and the error rethrown.
  static func pipelined<Element, Failure: Error>(
    _ documents: [Element], reader: DocumentReader<Element>, pipeline: RecordPipeline,
    chunkSize: Int = 512, checkpoint: BuildCheckpoint<Failure>
  ) throws(Failure) -> FieldStore {
    let scratch = PrunedTree()
    let capacity = max(1, chunkSize) * pipeline.keyCount
    var values: [FuseFieldValue] = []
    values.reserveCapacity(capacity)
    var first = 0
    var chunks = 0
    var untilCheck = checkpoint.interval
    try documents.withUnsafeBufferPointer { (documents) throws(Failure) in
      for position in 0..<documents.count {
        untilCheck -= 1
        if untilCheck == 0 {
          do throws(Failure) {
            try checkpoint.check()
          } catch {
            pipeline.abandon()
            throw error
          }
          untilCheck = checkpoint.interval
        }
        reader.forEachValue(of: documents[position], scratch: scratch) { _, value in
          values.append(value)
        }
        let count = position + 1 - first
        guard count >= chunkSize || position + 1 == documents.count else { continue }
        pipeline.submit(RecordPipeline.Chunk(firstDocument: first, count: count, values: values))
        chunks += 1
        pipeline.follower?.countHandedOver()
        values = []
        values.reserveCapacity(capacity)
        first = position + 1
      }
    }
    // Count the statistics of the chunks still being stored while the storing thread works.
    pipeline.follower?.count(upTo: chunks)
    return pipeline.finish()
  }

  /// Appends the record of one document, as ``FuseIndex/makeRecord(_:docIndex:asString:reader:norms:)``
  /// builds it; returns whether there is one (a blank or non-string document in a string
  /// collection has none).
  @discardableResult
  @inline(__always)
  mutating func append<Element>(
    _ document: Element, docIndex: Int, asString: Bool, reader: DocumentReader<Element>,
    norms: inout NormCache, scratch: PrunedTree? = nil
  ) -> Bool {
    if asString {
      guard let text = DocumentReader<Element>.string(of: document),
        addField(text, key: -1, arrayIndex: -1, inList: false, norms: &norms)
      else { return false }
      endRecord(docIndex: docIndex, isString: true)
      return true
    }
    reader.forEachValue(of: document, scratch: scratch) { position, value in
      add(value, key: position, norms: &norms)
    }
    endRecord(docIndex: docIndex, isString: false)
    return true
  }

  /// Adds the fields of one key's value to the record being added: a text unless it is blank, a
  /// list's non-blank items (or an empty list slot when none is left).
  mutating func add(_ value: FuseFieldValue, key: Int, norms: inout NormCache) {
    switch value {
    case .none:
      break
    case .text(let text):
      addField(text, key: key, arrayIndex: -1, inList: false, norms: &norms)
    case .list(let items):
      var added = false
      for item in items
      where addField(
        item.text, key: key, arrayIndex: item.arrayIndex, inList: true, norms: &norms)
      {
        added = true
      }
      if !added { noteEmptyList(key: key) }
    }
  }

  /// Adds a field for `text` unless it is blank (JavaScript's `trim()` leaves nothing); returns
  /// whether it did.
  ///
  /// ASCII text (the common case) is checked, counted for its norm, hashed and compared with
  /// the known texts straight from its UTF-8 bytes in one pass, and copied into the text buffer
  /// only when it is new; anything else takes the general path.
  @discardableResult
  mutating func addField(
    _ text: String, key: Int, arrayIndex: Int, inList: Bool, norms: inout NormCache
  ) -> Bool {
    var text = text
    let ascii = text.withUTF8 { bytes -> (id: Int32, tokenCount: Int, isNormalized: Bool)?? in
      guard let scan = ASCIIScan(bytes, lowercase: !normalization.isCaseSensitive) else {
        return nil
      }
      guard scan.tokenCount > 0 else { return .some(nil) }
      return (asciiTextID(bytes, scan: scan), scan.tokenCount, !scan.changesCase)
    }
    let norm: Double
    let id: Int32
    let isNormalized: Bool
    switch ascii {
    case .some(.some(let stored)):
      id = stored.id
      norm = norms.norm(tokenCount: stored.tokenCount)
      isNormalized = stored.isNormalized
    case .some(.none):
      return false
    case .none:
      guard !JavaScriptText.isBlank(text) else { return false }
      norm = norms.norm(tokenCount: FieldNorm.tokenCount(text))
      let start = units.count
      appendNormalizedUnits(of: text)
      isNormalized = spellsNormalizedUnits(text, from: start)
      id = settleText(start: start)
    }
    appendField(
      id: id, text: text, key: key, arrayIndex: arrayIndex, inList: inList, norm: norm,
      isNormalized: isNormalized)
    return true
  }

  /// The distinct-text id of an ASCII text, storing its units if it is new.
  private mutating func asciiTextID(_ bytes: UnsafeBufferPointer<UInt8>, scan: ASCIIScan) -> Int32 {
    let lowercase = scan.lowercase
    let found = units.withUnsafeBufferPointer { all in
      findText(hash: scan.hash) { id in
        guard Int(textLength[id]) == bytes.count else { return false }
        var offset = Int(textStart[id])
        for byte in bytes {
          guard all[offset] == ASCIIScan.unit(byte, lowercase: lowercase) else { return false }
          offset += 1
        }
        return true
      }
    }
    switch found {
    case .existing(let id):
      return shared(id)
    case .vacant(let slot, let hash):
      let start = units.count
      appendASCIIUnits(bytes, lowercase: lowercase)
      return register(start: start, length: bytes.count, hash: hash, slot: slot)
    }
  }
}
