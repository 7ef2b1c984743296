/// The search kernel's view of an index: every indexed text normalised once and laid out in one flat UTF-16 buffer, with flat per-field and per-record tables.
///
/// Non-generic on purpose.
///
/// Fields of a record are contiguous, ordered by key position and then array order, which is
/// the order Fuse.js visits them in.
struct FieldStore: Sendable {
  /// All normalised texts, back to back.
  private(set) var units: [UInt16] = []
  /// Per field: where its text starts in ``units`` and how long it is.
  private(set) var fieldStart: [Int] = []
  private(set) var fieldLength: [Int] = []
  /// Per field: the key position (-1 for a string record), the array position (-1 for none), the
  /// norm and the original text.
  private(set) var fieldKey: [Int] = []
  private(set) var fieldArrayIndex: [Int] = []
  private(set) var fieldNorm: [Double] = []
  private(set) var fieldText: [String] = []
  /// Per record: the first field (and a final end marker), the document position and whether it is
  /// a string record.
  private(set) var recordFieldStart: [Int] = [0]
  private(set) var recordDocIndex: [Int] = []
  private(set) var recordIsString: [Bool] = []

  let normalization: TextNormalization
  /// Slots at key positions past the index's keys are never searched (as in Fuse.js).
  let keyCount: Int

  init(index: FuseIndex, normalization: TextNormalization) {
    self.normalization = normalization
    self.keyCount = index.keys.count
    reserve(records: index.records.count)
    for record in index.records { append(record) }
  }

  var recordCount: Int { recordDocIndex.count }

  private mutating func reserve(records: Int) {
    recordDocIndex.reserveCapacity(records)
    recordIsString.reserveCapacity(records)
    recordFieldStart.reserveCapacity(records + 1)
  }

  /// Appends one record's fields, normalising their texts.
  mutating func append(_ record: FuseIndex.Record) {
    switch record.content {
    case .string(let text, let norm):
      addField(text: text, key: -1, arrayIndex: -1, norm: norm)
      recordIsString.append(true)
    case .object(let slots):
      for position in slots.keys.sorted() where position < keyCount {
        switch slots[position] {
        case .single(let entry)?:
          addField(
            text: entry.text, key: position, arrayIndex: entry.arrayIndex ?? -1, norm: entry.norm)
        case .list(let entries)?:
          for entry in entries {
            addField(
              text: entry.text, key: position, arrayIndex: entry.arrayIndex ?? -1, norm: entry.norm)
          }
        case nil:
          break
        }
      }
      recordIsString.append(false)
    }
    recordDocIndex.append(record.docIndex)
    recordFieldStart.append(fieldKey.count)
  }

  private mutating func addField(text: String, key: Int, arrayIndex: Int, norm: Double) {
    let normalized = normalization.normalize(text)
    fieldStart.append(units.count)
    units.append(contentsOf: normalized.utf16)
    fieldLength.append(units.count - fieldStart[fieldStart.count - 1])
    fieldKey.append(key)
    fieldArrayIndex.append(arrayIndex)
    fieldNorm.append(norm)
    fieldText.append(text)
  }

  /// The normalised text of a field, as a string (token statistics use it).
  func normalizedText(ofField field: Int) -> String {
    String(
      decoding: units[fieldStart[field]..<(fieldStart[field] + fieldLength[field])], as: UTF16.self)
  }

  /// Drops the records of removed documents (given as sorted positions) and renumbers the rest,
  /// mirroring ``FuseIndex/removeDocuments(at:)``.
  mutating func removeDocuments(atSorted removed: [Int]) {
    guard !removed.isEmpty else { return }
    let removedSet = Set(removed)
    var kept = FieldStore(empty: normalization, keyCount: keyCount)
    kept.reserve(records: recordCount)
    kept.units.reserveCapacity(units.count)
    for record in 0..<recordCount where !removedSet.contains(recordDocIndex[record]) {
      for field in recordFieldStart[record]..<recordFieldStart[record + 1] {
        kept.fieldStart.append(kept.units.count)
        kept.units.append(
          contentsOf: units[fieldStart[field]..<(fieldStart[field] + fieldLength[field])])
        kept.fieldLength.append(fieldLength[field])
        kept.fieldKey.append(fieldKey[field])
        kept.fieldArrayIndex.append(fieldArrayIndex[field])
        kept.fieldNorm.append(fieldNorm[field])
        kept.fieldText.append(fieldText[field])
      }
      let docIndex = recordDocIndex[record]
      kept.recordDocIndex.append(docIndex - FuseIndex.countBelow(docIndex, in: removed))
      kept.recordIsString.append(recordIsString[record])
      kept.recordFieldStart.append(kept.fieldKey.count)
    }
    self = kept
  }

  private init(empty normalization: TextNormalization, keyCount: Int) {
    self.normalization = normalization
    self.keyCount = keyCount
  }
}
