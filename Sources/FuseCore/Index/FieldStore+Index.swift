extension FieldStore {
  /// The index records this store was built from, in order: what
  /// ``FuseIndex/init(documents:reader:fieldNormWeight:)`` builds for the same documents (with
  /// the same mutations applied).
  ///
  /// Exact for a store built from documents
  /// (``init(documents:reader:normalization:fieldNormWeight:threads:)``, on one thread or two,
  /// and ``append(_:docIndex:asString:reader:norms:scratch:)``), whose slots have one key each,
  /// in key order, and never reach past the keys. A store built from a given index only drops what
  /// searching ignores; a searcher keeps such an index itself (see ``SearcherIndex``).
  ///
  /// - Complexity: O(*n*) in the number of fields.
  func indexRecords() -> [FuseIndex.Record] {
    var records: [FuseIndex.Record] = []
    records.reserveCapacity(recordCount)
    for record in 0..<recordCount {
      let start = recordFieldStart[record]
      let end = recordFieldStart[record + 1]
      let docIndex = recordDocIndex[record]
      if recordIsString[record] {
        records.append(
          FuseIndex.Record(
            docIndex: docIndex,
            content: .string(text: originalText(ofField: start), norm: norm(ofField: start))
          ))
        continue
      }
      records.append(
        FuseIndex.Record(
          docIndex: docIndex,
          content: .object(slots(fields: start..<end, emptyLists: emptyListKeys[record] ?? []))))
    }
    return records
  }

  /// The key slots of one object record: its fields grouped by slot, with its empty lists
  /// merged in by key position.
  private func slots(fields: Range<Int>, emptyLists: [Int]) -> [FuseIndex.KeyedSlot] {
    var slots: [FuseIndex.KeyedSlot] = []
    var nextEmpty = 0
    func addEmptyLists(before key: Int) {
      while nextEmpty < emptyLists.count && emptyLists[nextEmpty] < key {
        slots.append(FuseIndex.KeyedSlot(keyPosition: emptyLists[nextEmpty], slot: .list([])))
        nextEmpty += 1
      }
    }
    var field = fields.lowerBound
    while field < fields.upperBound {
      let keyPosition = key(ofField: field)
      addEmptyLists(before: keyPosition)
      guard fieldInList[field] else {
        slots.append(FuseIndex.KeyedSlot(keyPosition: keyPosition, slot: .single(entry(field))))
        field += 1
        continue
      }
      var entries: [FuseIndex.Entry] = []
      while field < fields.upperBound && key(ofField: field) == keyPosition && fieldInList[field] {
        entries.append(entry(field))
        field += 1
      }
      slots.append(FuseIndex.KeyedSlot(keyPosition: keyPosition, slot: .list(entries)))
    }
    addEmptyLists(before: Int.max)
    return slots
  }

  /// A field as an index entry: list items keep their array position, single texts have none.
  private func entry(_ field: Int) -> FuseIndex.Entry {
    FuseIndex.Entry(
      text: originalText(ofField: field),
      arrayIndex: fieldInList[field] ? arrayIndex(ofField: field) : nil,
      norm: norm(ofField: field))
  }
}
