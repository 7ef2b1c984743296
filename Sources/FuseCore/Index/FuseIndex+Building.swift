extension FuseIndex {
  /// Builds the index of `documents` (Fuse.js's `createIndex`): a string collection (decided by the
  /// first document) gets one record per non-blank string, an object collection one record per
  /// document.
  init<Element>(
    documents: [Element], reader: DocumentReader<Element>, fieldNormWeight: Double
  ) {
    self.init(keys: reader.keys.map(Key.init), records: [], fieldNormWeight: fieldNormWeight)
    keyReader = reader
    guard let first = documents.first else { return }
    let asStrings = DocumentReader<Element>.string(of: first) != nil
    var norms = NormCache(weight: fieldNormWeight)
    records.reserveCapacity(documents.count)
    // Index loops, not `enumerated()`: this code is generic, and unspecialised tuple iteration
    // looks type metadata up for every document.
    for position in 0..<documents.count {
      if let record = makeRecord(
        documents[position], docIndex: position, asString: asStrings, reader: reader, norms: &norms)
      {
        records.append(record)
      }
    }
  }

  /// The record for one document, or `nil` for a blank (or non-string) document in a string
  /// collection.
  func makeRecord<Element>(
    _ document: Element, docIndex: Int, asString: Bool, reader: DocumentReader<Element>,
    norms: inout NormCache
  ) -> Record? {
    if asString {
      guard let text = DocumentReader<Element>.string(of: document), !JavaScriptText.isBlank(text)
      else {
        return nil
      }
      return Record(docIndex: docIndex, content: .string(text: text, norm: norms.norm(of: text)))
    }
    var slots: [KeyedSlot] = []
    reader.forEachValue(of: document) { position, value in
      switch value {
      case .none:
        break
      case .text(let text):
        guard !JavaScriptText.isBlank(text) else { return }
        slots.append(
          KeyedSlot(
            keyPosition: position,
            slot: .single(Entry(text: text, arrayIndex: nil, norm: norms.norm(of: text)))))
      case .list(let items):
        let entries = items.compactMap { item in
          JavaScriptText.isBlank(item.text)
            ? nil
            : Entry(text: item.text, arrayIndex: item.arrayIndex, norm: norms.norm(of: item.text))
        }
        slots.append(KeyedSlot(keyPosition: position, slot: .list(entries)))
      }
    }
    return Record(docIndex: docIndex, content: .object(slots))
  }

  /// The reader for documents added to a searcher over this index (Fuse.js's `FuseIndex.add`).
  ///
  /// It reads the index's own keys, in the index's order, not the searcher's options. An index built here keeps its keys' getters and `getFn`; a loaded
  /// one (Fuse.js's `parseIndex`, whose keys lost their `getFn` in `toJSON`) reads every key by
  /// its path.
  ///
  /// - Complexity: O(*k*) in the number of keys.
  func recordReader<Element>(for _: Element.Type) -> DocumentReader<Element> {
    if let reader = keyReader as? DocumentReader<Element>, reader.keys.count == keys.count {
      return reader
    }
    return DocumentReader(keys: keys.map(FuseKey<Element>.init(indexKey:)), getFn: nil)
  }

  /// Appends the record for a document added at `docIndex` (Fuse.js's `FuseIndex.add`: the document's own type decides the record kind).
  ///
  /// Returns whether a record was added.
  mutating func append<Element>(_ document: Element, docIndex: Int, reader: DocumentReader<Element>)
    -> Bool
  {
    var norms = NormCache(weight: fieldNormWeight)
    let asString = DocumentReader<Element>.string(of: document) != nil
    guard
      let record = makeRecord(
        document, docIndex: docIndex, asString: asString, reader: reader, norms: &norms)
    else { return false }
    records.append(record)
    return true
  }

  /// Drops the records of the removed documents and renumbers the rest, as Fuse.js's `removeAll`:
  /// each surviving record's position drops by the removed positions below it.
  mutating func removeDocuments(at removed: [Int]) {
    let sorted = Array(Set(removed)).sorted()
    guard !sorted.isEmpty else { return }
    let removedSet = Set(sorted)
    records.removeAll { removedSet.contains($0.docIndex) }
    for position in records.indices {
      records[position].docIndex -= FuseIndex.countBelow(records[position].docIndex, in: sorted)
    }
  }

  /// The number of values in `sorted` that are less than `value`.
  static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

/// Field norms cached by token count (Fuse.js caches the same way).
struct NormCache {
  let weight: Double
  /// Norms of small token counts, by count.
  private var small = [Double?](repeating: nil, count: 64)
  private var large: [Int: Double] = [:]

  init(weight: Double) {
    self.weight = weight
  }

  mutating func norm(of text: String) -> Double {
    norm(tokenCount: FieldNorm.tokenCount(text))
  }

  mutating func norm(tokenCount count: Int) -> Double {
    if count < small.count {
      if let cached = small[count] { return cached }
      let value = FieldNorm.value(tokenCount: count, weight: weight)
      small[count] = value
      return value
    }
    if let cached = large[count] { return cached }
    let value = FieldNorm.value(tokenCount: count, weight: weight)
    large[count] = value
    return value
  }
}

extension Fuse {
  /// Builds an index for `documents` (Fuse.js's `Fuse.createIndex`), to save with
  /// ``FuseIndex/toJSON()`` or pass to ``Fuse/Search/init(_:options:index:)``.
  ///
  /// - Parameters:
  ///   - keys: The keys to index (ignored for string collections).
  ///   - documents: The collection.
  ///   - fieldNormWeight: The norm weight (default 1).
  ///   - getFn: A getter for keys without their own.
  /// - Returns: The index.
  /// - Throws: ``FuseError`` for an invalid key weight or a path key on documents that cannot
  ///   be read by path.
  /// - Complexity: O(*n*) in the total size of the indexed texts.
  public static func createIndex<Element>(
    keys: [FuseKey<Element>], documents: [Element], fieldNormWeight: Double = 1,
    getFn: (@Sendable (Element, [String]) -> FuseFieldValue)? = nil
  ) throws(FuseError) -> FuseIndex {
    for key in keys where !(key.weight.isFinite && key.weight > 0) {
      throw FuseError.invalidKeyWeight(keyID: key.id, weight: key.weight)
    }
    guard fieldNormWeight.isFinite, fieldNormWeight >= 0 else {
      throw FuseError.invalidOption(
        name: "fieldNormWeight", value: "\(fieldNormWeight)", reason: "must be a finite number ≥ 0")
    }
    let reader = DocumentReader(keys: keys, getFn: getFn)
    if documents.contains(where: { DocumentReader<Element>.string(of: $0) == nil }) {
      try reader.validate()
    }
    return FuseIndex(documents: documents, reader: reader, fieldNormWeight: fieldNormWeight)
  }
}
