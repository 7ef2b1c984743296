extension Fuse.Search {
  /// Appends a document (Fuse.js's `add`); a ``JSONValue/null`` document is ignored.
  ///
  /// The new record follows the index's keys, as in Fuse.js: a searcher given an index (at
  /// creation or by ``setCollection(_:index:)``) reads the document with that index's keys, in
  /// its order; an index from ``Fuse/createIndex(keys:documents:fieldNormWeight:getFn:)`` keeps
  /// its keys' getters, a loaded one (``FuseIndex/init(json:fieldNormWeight:)``) reads each key
  /// by its path.
  ///
  /// - Parameter document: The document to add; it gets the next position.
  /// - Complexity: O(*m*) in the length of the document's indexed texts.
  public func add(_ document: Element) {
    if let json = document as? JSONValue, json.isNull { return }
    if let packed = document as? PackedJSON, packed.isNull { return }
    documents.append(document)
    let docIndex = documents.count - 1
    if index.append(document, docIndex: docIndex, reader: addReader, to: &store) {
      statistics?.ingest(record: store.recordCount - 1, of: store, tokenizer: options.tokenize)
    }
    collectionDidChange()
  }

  /// Removes every document for which `predicate` returns `true` (Fuse.js's `remove`); later
  /// documents move down to close the gaps.
  ///
  /// - Parameter predicate: Receives each document and its current position.
  /// - Returns: The removed documents, in collection order.
  /// - Complexity: O(*n*) in the size of the collection and its index.
  @discardableResult
  public func remove(where predicate: (Element, Int) throws -> Bool) rethrows -> [Element] {
    var removed: [Element] = []
    var positions: [Int] = []
    for position in 0..<documents.count where try predicate(documents[position], position) {
      removed.append(documents[position])
      positions.append(position)
    }
    guard !positions.isEmpty else { return [] }
    removeDocuments(atSorted: positions)
    return removed
  }

  /// Removes the document at `position` (Fuse.js's `removeAt`).
  ///
  /// - Parameter position: A position in ``documents``.
  /// - Returns: The removed document.
  /// - Throws: ``FuseError/invalidDocIndex(index:count:)`` when `position` is out of range;
  ///   the searcher is then unchanged.
  /// - Complexity: O(*n*) in the size of the collection and its index.
  @discardableResult
  public func removeAt(_ position: Int) throws(FuseError) -> Element {
    guard documents.indices.contains(position) else {
      throw FuseError.invalidDocIndex(index: position, count: documents.count)
    }
    let document = documents[position]
    removeDocuments(atSorted: [position])
    return document
  }

  /// Replaces the whole collection (Fuse.js's `setCollection`), optionally with a prebuilt
  /// index.
  ///
  /// - Parameters:
  ///   - documents: The new collection.
  ///   - index: A prebuilt index for it, or `nil` to build one.
  /// - Throws: ``FuseError`` as ``init(_:options:index:)`` does; the searcher is then unchanged.
  public func setCollection(_ documents: [Element], index: FuseIndex? = nil) throws(FuseError) {
    try Self.validate(documents, index: index, reader: reader)
    let state = Self.makeState(
      documents, index: index, options: options, reader: reader,
      checkpoint: BuildCheckpoint<Never>.never)
    self.documents = documents
    self.addReader = index?.recordReader(for: Element.self) ?? reader
    self.index = state.index
    self.store = state.store
    self.statistics = state.statistics
    collectionDidChange()
  }

  private func removeDocuments(atSorted positions: [Int]) {
    statistics?.removeDocuments(at: positions, of: store, tokenizer: options.tokenize)
    let removedSet = Set(positions)
    var kept: [Element] = []
    kept.reserveCapacity(documents.count - removedSet.count)
    for position in 0..<documents.count where !removedSet.contains(position) {
      kept.append(documents[position])
    }
    documents = kept
    index.removeDocuments(atSorted: positions, from: &store)
    collectionDidChange()
  }

  /// Records a change of the collection: a new ``collectionVersion``, and the caches of
  /// earlier searches dropped.
  func collectionDidChange() {
    collectionVersion = CollectionVersion()
    cachedSearcher = nil
    termMatches.removeAll()
  }
}
