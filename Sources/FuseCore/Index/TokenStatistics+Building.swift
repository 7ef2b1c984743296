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
    store.units.withUnsafeBufferPointer { units in
      store.textStart.withUnsafeBufferPointer { starts in
        store.textLength.withUnsafeBufferPointer { lengths in
          listTexts(
            units: units, starts: starts, lengths: lengths, unitOffset: 0, tokenizer: tokenizer,
            into: &cache)
        }
      }
    }
    store.recordFieldStart.withUnsafeBufferPointer { fieldStarts in
      store.fieldTextID.withUnsafeBufferPointer { textIDs in
        countRecords(fieldStarts: fieldStarts, fieldOffset: 0, textIDs: textIDs, cache: cache)
      }
    }
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
    delta.units.withUnsafeBufferPointer { units in
      delta.textStart.withUnsafeBufferPointer { starts in
        delta.textLength.withUnsafeBufferPointer { lengths in
          listTexts(
            units: units, starts: starts, lengths: lengths, unitOffset: delta.unitOffset,
            tokenizer: tokenizer, into: &cache)
        }
      }
    }
    delta.recordFieldStart.withUnsafeBufferPointer { fieldStarts in
      delta.fieldTextID.withUnsafeBufferPointer { textIDs in
        countRecords(
          fieldStarts: fieldStarts, fieldOffset: delta.fieldOffset, textIDs: textIDs,
          cache: cache)
      }
    }
  }
}
