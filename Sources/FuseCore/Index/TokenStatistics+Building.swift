extension TokenStatistics {
  /// The statistics of every record of `store`, each distinct text tokenised once.
  ///
  /// The texts are tokenised in id order, then the records' fields counted; a store built in
  /// chunks and counted chunk by chunk (``add(_:tokenizer:cache:)``) gets equal statistics.
  ///
  /// - Complexity: O(*n*) in the total length of the store's distinct texts plus the number of
  ///   (field, term) pairs.
  init(store: FieldStore, tokenizer: FuseTokenizer) {
    self.init()
    var cache = TextTermCache()
    add(
      units: store.units, textStart: store.textStart, textLength: store.textLength, unitOffset: 0,
      recordFieldStart: store.recordFieldStart, fieldTextID: store.fieldTextID, fieldOffset: 0,
      tokenizer: tokenizer, cache: &cache)
  }

  /// Adds what one chunk added to a store: tokenises its new distinct texts, then counts its
  /// records' fields.
  ///
  /// - Parameters:
  ///   - delta: The chunk; chunks must come in the order they were added to the store.
  ///   - tokenizer: The tokenizer.
  ///   - cache: The terms of the store's texts so far (start with an empty one).
  mutating func add(_ delta: FieldStore.Delta, tokenizer: FuseTokenizer, cache: inout TextTermCache)
  {
    add(
      units: delta.units, textStart: delta.textStart, textLength: delta.textLength,
      unitOffset: delta.unitOffset, recordFieldStart: delta.recordFieldStart,
      fieldTextID: delta.fieldTextID, fieldOffset: delta.fieldOffset, tokenizer: tokenizer,
      cache: &cache)
  }

  /// Tokenises the texts given by `textStart` and `textLength` (offset by `unitOffset` into
  /// `units`), then counts the records whose fields start at `recordFieldStart` (offset by
  /// `fieldOffset` into `fieldTextID`): a whole store, or what one chunk added to it.
  // swift-format-ignore: FunctionParameterCount
  private mutating func add(
    units: [UInt16], textStart: [Int32], textLength: [Int32], unitOffset: Int,
    recordFieldStart: [Int], fieldTextID: [Int32], fieldOffset: Int, tokenizer: FuseTokenizer,
    cache: inout TextTermCache
  ) {
    units.withUnsafeBufferPointer { units in
      textStart.withUnsafeBufferPointer { starts in
        textLength.withUnsafeBufferPointer { lengths in
          listTexts(
            units: units, starts: starts, lengths: lengths, unitOffset: unitOffset,
            tokenizer: tokenizer, into: &cache)
        }
      }
    }
    recordFieldStart.withUnsafeBufferPointer { fieldStarts in
      fieldTextID.withUnsafeBufferPointer { textIDs in
        countRecords(
          fieldStarts: fieldStarts, fieldOffset: fieldOffset, textIDs: textIDs, cache: cache)
      }
    }
  }
}
