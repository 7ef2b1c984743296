import Foundation

extension Fuse {
  /// A fuzzy searcher over a collection: Fuse.js's `Fuse` class.
  ///
  /// ```swift
  /// let fuse = try Fuse.Search(books, options: FuseOptions(includeScore: true, keys: [FuseKey(\.title)]))
  /// for result in fuse.search("pride", limit: 5) { print(result.item.title, result.score ?? 1) }
  /// ```
  ///
  /// Every indexed text is normalised (lower-cased, stripped, decoded to UTF-16) once, when it
  /// is indexed; a query only normalises itself. The searcher owns mutable index state and a
  /// last-query cache, so it is deliberately **not** `Sendable`: keep it inside one actor (see
  /// the Services module) or one task.
  public final class Search<Element> {
    /// The options in force.
    public let options: FuseOptions<Element>
    /// The collection, in order; results' `refIndex` values point into it.
    public internal(set) var documents: [Element]
    /// The index's keys, and the index itself when it was given (see ``SearcherIndex``).
    var index: SearcherIndex
    var store: FieldStore
    var statistics: TokenStatistics?
    let reader: DocumentReader<Element>
    /// What documents added later are read with: ``reader`` when the searcher built its index, a
    /// given index's own keys otherwise (Fuse.js's `FuseIndex.add`).
    var addReader: DocumentReader<Element>
    let settings: BitapSettings
    /// Normalised key weights by id (Fuse.js's `KeyStore`): each weight over their sum; ids are
    /// JavaScript strings, and of two keys with one id the later one's weight is kept (the sum
    /// counts both).
    let keyWeights: [JavaScriptString: Double]
    /// How many index records the last string search examined: all of them unless it was
    /// cancelled (see ``search(_:limit:cancellationCheckInterval:)``).
    public internal(set) var lastSearchRecordsScanned = 0
    /// The last string query's compiled searcher (Fuse.js's `_lastQuery`/`_lastSearcher`), and
    /// whether it finds match ranges (see ``FuseOptions/includeMatches``).
    var cachedSearcher: (query: String, includesMatches: Bool, searcher: any TextSearcher)?
    /// The state of the collection: replaced at each change, so that candidates found before
    /// it are known to be stale (``Fuse/Candidates``).
    var collectionVersion = CollectionVersion()
    /// The score powers each scanning thread computed, kept from search to search (a power
    /// depends on nothing but its two operands, and the next query needs most of them again).
    var powerMemos: [JavaScriptPowMemo] = []
    /// The latest token searches' per-term matches, so a query that repeats the previous one's
    /// terms (as typing does) searches only its new terms.
    var termMatches = TermMatchCache()
    /// The most threads one search may use, the calling thread included.
    ///
    /// Collections of 4,096 records or more are scanned in chunks, by the calling thread and
    /// helper threads of the global dispatch queue; the calling thread never waits for a helper
    /// (it scans a late helper's chunk itself), and the results are the same. Default: the
    /// number of active processors; code that runs several searches at once gives each a share
    /// (the Services' catalog does).
    public var maximumConcurrency = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Creates a searcher over `documents`.
    ///
    /// - Parameters:
    ///   - documents: The collection: strings, ``JSONValue`` documents, `Encodable` values, or
    ///     any type when every key has a getter.
    ///   - options: The options (default: Fuse.js's defaults).
    ///   - index: A prebuilt index (from ``Fuse/createIndex(keys:documents:fieldNormWeight:getFn:)``
    ///     or ``FuseIndex/init(json:fieldNormWeight:)``); built from `documents` when `nil`.
    /// - Throws: ``FuseError`` for invalid options, a path key the documents cannot serve, or an
    ///   index that refers to documents that do not exist.
    /// - Complexity: O(*n*) in the total length of the indexed texts. On a machine with several
    ///   processors, a collection of 4,096 objects or more is indexed on two threads: this one
    ///   reads the documents (key getters, `getFn` and `encode(to:)` run on it only) while
    ///   another stores their texts; the index is the same.
    public convenience init(
      _ documents: [Element], options: FuseOptions<Element> = FuseOptions(), index: FuseIndex? = nil
    ) throws(FuseError) {
      try options.validate()
      let reader = DocumentReader(keys: options.keys, getFn: options.getFn)
      try Search.validate(documents, index: index, reader: reader)
      let state = Search.makeState(
        documents, index: index, options: options, reader: reader,
        checkpoint: BuildCheckpoint<Never>.never)
      self.init(documents, options: options, reader: reader, index: index, state: state)
    }

    /// Creates a searcher over `documents` as ``init(_:options:index:)`` does (building its
    /// index), but stops when the current task is cancelled.
    ///
    /// The build checks `Task.isCancelled` every `checkInterval` documents it reads, as a
    /// cancellable search (``search(_:limit:cancellationCheckInterval:)``) does while it scans,
    /// so a long build over a large collection ends promptly instead of finishing; what it
    /// built is dropped.
    ///
    /// - Parameters:
    ///   - documents: The collection, as for ``init(_:options:index:)``.
    ///   - options: The options (default: Fuse.js's defaults).
    ///   - checkInterval: How many documents to read between cancellation checks (at least 1).
    /// - Throws: ``FuseError`` as ``init(_:options:index:)`` does; `CancellationError` when the
    ///   task was cancelled before the index was built.
    /// - Complexity: That of ``init(_:options:index:)``.
    public convenience init(
      _ documents: [Element], options: FuseOptions<Element> = FuseOptions(),
      cancellationCheckInterval checkInterval: Int
    ) throws {
      try self.init(
        documents, options: options, cancellationCheckInterval: checkInterval,
        readingIndexedTexts: nil)
    }

    /// Creates a searcher over `documents` as ``init(_:options:index:)`` does (building its
    /// index), handing the texts it indexes to `textReader`, if any, as it stores them
    /// (``Fuse/IndexedChunkReader``): every record's, in document order, before this returns.
    ///
    /// - Parameters:
    ///   - documents: The collection, as for ``init(_:options:index:)``.
    ///   - options: The options.
    ///   - textReader: What reads the indexed texts (`nil`: nothing does).
    /// - Throws: ``FuseError`` as ``init(_:options:index:)`` does.
    package convenience init(
      _ documents: [Element], options: FuseOptions<Element>,
      readingIndexedTexts textReader: Fuse.IndexedChunkReader?
    ) throws(FuseError) {
      try options.validate()
      let reader = DocumentReader(keys: options.keys, getFn: options.getFn)
      try Search.validate(documents, index: nil, reader: reader)
      let state = Search.makeState(
        documents, index: nil, options: options, reader: reader, textReader: textReader,
        checkpoint: BuildCheckpoint<Never>.never)
      self.init(documents, options: options, reader: reader, index: nil, state: state)
    }

    /// Creates a searcher over `documents` as ``init(_:options:cancellationCheckInterval:)``
    /// does, handing the texts it indexes to `textReader`, if any, as it stores them
    /// (``Fuse/IndexedChunkReader``): every record's, in document order, before this returns.
    ///
    /// - Parameters:
    ///   - documents: The collection, as for ``init(_:options:index:)``.
    ///   - options: The options.
    ///   - checkInterval: How many documents to read between cancellation checks (at least 1).
    ///   - textReader: What reads the indexed texts (`nil`: nothing does).
    /// - Throws: As ``init(_:options:cancellationCheckInterval:)`` does.
    package convenience init(
      _ documents: [Element], options: FuseOptions<Element>,
      cancellationCheckInterval checkInterval: Int,
      readingIndexedTexts textReader: Fuse.IndexedChunkReader?
    ) throws {
      if Task.isCancelled { throw CancellationError() }
      try options.validate()
      let reader = DocumentReader(keys: options.keys, getFn: options.getFn)
      try Search.validate(documents, index: nil, reader: reader)
      let state = try Search.makeState(
        documents, index: nil, options: options, reader: reader, textReader: textReader,
        checkpoint: .taskCancellation(every: checkInterval))
      self.init(documents, options: options, reader: reader, index: nil, state: state)
    }

    /// A searcher over `documents` whose index, store and statistics are `state`.
    private init(
      _ documents: [Element], options: FuseOptions<Element>, reader: DocumentReader<Element>,
      index: FuseIndex?, state: State
    ) {
      self.options = options
      self.reader = reader
      self.settings = BitapSettings(options)
      var weights: [JavaScriptString: Double] = [:]
      let total = options.keys.reduce(0) { $0 + $1.weight }
      for key in options.keys { weights[JavaScriptString(key.id)] = key.weight / total }
      self.keyWeights = weights
      self.documents = documents
      self.addReader = index?.recordReader(for: Element.self) ?? reader
      self.index = state.index
      self.store = state.store
      self.statistics = state.statistics
    }

    /// A searcher's index, store and token statistics for one collection.
    typealias State = (index: SearcherIndex, store: FieldStore, statistics: TokenStatistics?)

    /// Checks that a searcher can be built over `documents`: that `index`, if given, refers
    /// only to documents that exist, and otherwise that `reader`'s keys can read them.
    static func validate(
      _ documents: [Element], index: FuseIndex?, reader: DocumentReader<Element>
    ) throws(FuseError) {
      if let index {
        if let record = index.records.first(where: { $0.docIndex >= documents.count }) {
          throw FuseError.invalidIndex(
            reason:
              "a record refers to document \(record.docIndex), but the collection has \(documents.count)"
          )
        }
      } else if documents.contains(where: { DocumentReader<Element>.string(of: $0) == nil }) {
        try reader.validate()
      }
    }

    /// The index, store and token statistics for a collection (checked with
    /// ``validate(_:index:reader:)``), built without touching `self` so that a failure leaves
    /// the searcher unchanged.
    ///
    /// A build from the documents calls `checkpoint` as it reads them, and stops with the error
    /// it throws. `textReader`, if given, reads the indexed texts (``Fuse/IndexedChunkReader``).
    static func makeState<Failure: Error>(
      _ documents: [Element], index: FuseIndex?, options: FuseOptions<Element>,
      reader: DocumentReader<Element>, textReader: Fuse.IndexedChunkReader? = nil,
      checkpoint: BuildCheckpoint<Failure>
    ) throws(Failure) -> State {
      let tokenizer = options.useTokenSearch ? options.tokenize : nil
      if let index {
        let store = FieldStore(index: index, normalization: options.normalization)
        textReader?(store.indexedChunk(since: FieldStore.Mark(records: 0, fields: 0, texts: 0)))
        return (
          SearcherIndex(given: index), store,
          tokenizer.map { TokenStatistics(store: store, tokenizer: $0) }
        )
      }
      // Straight from the documents into the store: the index's records are made only if
      // `getIndex()` asks for them.
      let (store, statistics) = try FieldStore.build(
        documents: documents, reader: reader, normalization: options.normalization,
        fieldNormWeight: options.fieldNormWeight,
        threads: ProcessInfo.processInfo.activeProcessorCount, tokenizer: tokenizer,
        textReader: textReader, checkpoint: checkpoint)
      return (
        SearcherIndex(reader: reader, fieldNormWeight: options.fieldNormWeight), store, statistics
      )
    }

    /// A copy of the current index (Fuse.js's `getIndex()`), for example to save with
    /// ``FuseIndex/toJSON()``.
    ///
    /// - Returns: The index as it is now; later mutations do not change the copy.
    /// - Complexity: O(*n*) in the size of the index, which the searcher keeps in its search
    ///   tables (unless it was given one) and puts together on each call.
    public func getIndex() -> FuseIndex {
      index.materialized(from: store)
    }

    /// The number of records in the index (Fuse.js's `getIndex().size()`), without putting the
    /// index together.
    public var indexSize: Int { store.recordCount }

    /// Normalised weight and id of the index key at `position` (Fuse.js's `_normalizedKeys`): the
    /// option key with the same id, else the index key's raw weight.
    func normalizedKey(at position: Int) -> (id: String, weight: Double) {
      let key = index.keys[position]
      return (key.id, keyWeights[JavaScriptString(key.id)] ?? key.weight)
    }

    /// Whether searches treat the collection as strings (decided by the first document, as in
    /// Fuse.js).
    var isStringCollection: Bool {
      documents.first.map { DocumentReader<Element>.string(of: $0) != nil } ?? false
    }
  }
}

/// `Fuse.Search` owns mutable index state and per-query scratch buffers; share it through an actor
/// (see the Services module), never across tasks.
@available(*, unavailable)
extension Fuse.Search: Sendable {}
