/// A searcher's index: the one it was given, kept as given (with mutations applied), or just the
/// keys and norm weight of the one it built itself.
///
/// A searcher that builds its own index keeps the records only in its ``FieldStore``, which gives
/// them back when ``Fuse/Search/getIndex()`` asks; so a collection is indexed once and held once.
/// A given index may hold what the store drops (slots at key positions past its keys), so it is
/// kept whole.
struct SearcherIndex: Sendable {
  /// The keys, in index order.
  let keys: [FuseIndex.Key]
  /// The norm weight for records added later.
  let fieldNormWeight: Double
  /// The index the searcher was given; `nil` when it built its own.
  private(set) var given: FuseIndex?
  /// The searcher's own reader when it built its index (handed on by ``materialized(from:)``, as
  /// Fuse.js's `getIndex()` hands on its key objects); `nil` for a given index.
  private let keyReader: (any Sendable)?

  /// The description of an index the searcher builds itself with `reader`.
  init<Element>(reader: DocumentReader<Element>, fieldNormWeight: Double) {
    self.keys = reader.keys.map(FuseIndex.Key.init)
    self.fieldNormWeight = fieldNormWeight
    self.given = nil
    self.keyReader = reader
  }

  /// A given index, kept whole.
  init(given: FuseIndex) {
    self.keys = given.keys
    self.fieldNormWeight = given.fieldNormWeight
    self.given = given
    self.keyReader = nil
  }

  /// The position of the key with this id (compared as JavaScript strings), if any (the last one
  /// wins, as in Fuse.js).
  func keyPosition(id: String) -> Int? {
    keys.lastIndex { JavaScriptString.equal($0.id, id) }
  }

  /// The index as Fuse.js's `getIndex()` returns it: the given one, or the store's records.
  ///
  /// - Complexity: O(*n*) in the size of the index when the searcher built it.
  func materialized(from store: FieldStore) -> FuseIndex {
    if let given { return given }
    var index = FuseIndex(
      keys: keys, records: store.indexRecords(), fieldNormWeight: fieldNormWeight)
    index.keyReader = keyReader
    return index
  }

  /// Adds the record of a document appended at `docIndex` (Fuse.js's `FuseIndex.add`: the
  /// document's own type decides the record kind) to the index and `store`.
  ///
  /// `reader` must read the index's keys: the searcher's own for an index it built, the given
  /// index's ``FuseIndex/recordReader(for:)`` otherwise.
  ///
  /// - Returns: Whether a record was added.
  mutating func append<Element>(
    _ document: Element, docIndex: Int, reader: DocumentReader<Element>,
    to store: inout FieldStore
  ) -> Bool {
    defer { store.dropNormalizedOriginals() }
    guard var index = given else {
      var norms = NormCache(weight: fieldNormWeight)
      return store.append(
        document, docIndex: docIndex,
        asString: DocumentReader<Element>.string(of: document) != nil, reader: reader,
        norms: &norms)
    }
    given = nil  // leaves `index` the only reference, so appending does not copy the records
    let added = index.append(document, docIndex: docIndex, reader: reader)
    if added, let record = index.records.last { store.append(record) }
    given = index
    return added
  }

  /// Drops the records of removed documents (sorted positions) from the index and `store`,
  /// renumbering the rest.
  mutating func removeDocuments(atSorted positions: [Int], from store: inout FieldStore) {
    if var index = given {
      given = nil
      index.removeDocuments(at: positions)
      given = index
    }
    store.removeDocuments(atSorted: positions)
  }
}
