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
      units: Self.copy(units[unitOffset...]),
      textStart: Self.copy(textStart[mark.texts...]),
      textLength: Self.copy(textLength[mark.texts...]),
      unitOffset: unitOffset,
      recordFieldStart: Self.copy(recordFieldStart[mark.records...]),
      fieldTextID: Self.copy(fieldTextID[mark.fields...]),
      fieldOffset: mark.fields)
  }

  /// The texts of the records added since `mark`, as a reader of the build sees them.
  ///
  /// - Complexity: O(*r* + *f*) in the records and fields added since `mark`.
  func indexedChunk(since mark: Mark) -> Fuse.IndexedChunk {
    Fuse.IndexedChunk(
      documentPositions: Self.copy(recordDocIndex[mark.records...]),
      fieldStart: recordFieldStart[mark.records...].map { $0 - mark.fields },
      fieldKey: Self.copy(fieldKey[mark.fields...]),
      fieldTextNumber: Self.copy(fieldTextID[mark.fields...]),
      fieldText: originalTexts(ofFields: mark.fields..<fieldKey.count))
  }

  /// A copy of `slice` in storage of its own.
  ///
  /// `Array(slice)` shares the store's buffer when the slice is all of it (the first chunk's),
  /// and the store's next append then copies the whole buffer, at its reserved capacity, while
  /// the old one lives on with the chunk. An empty slice gives `[]`, not an array made with
  /// capacity 0: that is the shared empty-array storage, whose count the initialiser writes
  /// (Thread Sanitizer reports it as a race with any other thread reading an empty array).
  private static func copy<Element>(_ slice: ArraySlice<Element>) -> [Element] {
    guard !slice.isEmpty else { return [] }
    return [Element](unsafeUninitializedCapacity: slice.count) { buffer, count in
      count = buffer.initialize(fromContentsOf: slice)
    }
  }
}
