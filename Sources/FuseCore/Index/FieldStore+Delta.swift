extension FieldStore {
  /// How far a store has been built: its record, field and distinct-text counts.
  struct Mark: Sendable {
    let records: Int
    let fields: Int
    let texts: Int
  }

  /// What records added after a ``Mark`` brought: their fields' text ids and the distinct texts
  /// they added, copied out of the store (so another thread can read them while the store
  /// grows).
  ///
  /// Positions keep the store's numbering: field *f* of the store is `fieldTextID[f -
  /// fieldOffset]`, and the units of a new text start at `textStart[i] - unitOffset`.
  struct Delta: Sendable {
    /// The new distinct texts' units, back to back.
    let units: [UInt16]
    /// Where each new text starts in the store's buffer, and its length.
    let textStart: [Int32]
    let textLength: [Int32]
    let unitOffset: Int
    /// Per added record: where its fields start (plus the end).
    let recordFieldStart: [Int]
    /// Per added field: its distinct text.
    let fieldTextID: [Int32]
    let fieldOffset: Int
  }

  /// The store's counts now.
  var mark: Mark {
    Mark(records: recordCount, fields: fieldTextID.count, texts: textStart.count)
  }

  /// What the records added since `mark` brought.
  ///
  /// - Complexity: O(*m*) in the fields and the new texts' units added since `mark`.
  func delta(since mark: Mark) -> Delta {
    let unitOffset = mark.texts < textStart.count ? Int(textStart[mark.texts]) : units.count
    return Delta(
      units: Array(units[unitOffset...]),
      textStart: Array(textStart[mark.texts...]),
      textLength: Array(textLength[mark.texts...]),
      unitOffset: unitOffset,
      recordFieldStart: Array(recordFieldStart[mark.records...]),
      fieldTextID: Array(fieldTextID[mark.fields...]),
      fieldOffset: mark.fields)
  }

  /// The texts of the records added since `mark`, as a reader of the build sees them.
  ///
  /// - Complexity: O(*r* + *f*) in the records and fields added since `mark`.
  func indexedChunk(since mark: Mark) -> Fuse.IndexedChunk {
    Fuse.IndexedChunk(
      documentPositions: Array(recordDocIndex[mark.records...]),
      fieldStart: recordFieldStart[mark.records...].map { $0 - mark.fields },
      fieldKey: Array(fieldKey[mark.fields...]),
      fieldTextNumber: Array(fieldTextID[mark.fields...]),
      fieldText: Array(fieldText[mark.fields...]))
  }
}
