/// The search kernel's view of an index: every indexed text normalised once, into flat tables.
///
/// Non-generic on purpose. Distinct texts are stored once, back to back in one UTF-16 buffer;
/// fields point at them, so a text that many documents share (an author, a genre) is searched
/// once per query. Fields of a record are contiguous, ordered by key position and then array
/// order, which is the order Fuse.js visits them in.
struct FieldStore: Sendable {
  /// All distinct normalised texts, back to back.
  private(set) var units: [UInt16] = []
  /// Per distinct text: where it starts in ``units`` and how long it is.
  private(set) var textStart: [Int] = []
  private(set) var textLength: [Int] = []
  /// Per distinct text: its slot in a per-query memo when several fields share it, else -1.
  private(set) var textMemoSlot: [Int32] = []
  /// How many distinct texts are shared by more than one field.
  private(set) var memoSlotCount = 0
  /// Per field: its distinct text, key position (-1 for a string record), array position (-1
  /// for none), norm and original text.
  private(set) var fieldTextID: [Int32] = []
  private(set) var fieldKey: [Int] = []
  private(set) var fieldArrayIndex: [Int] = []
  private(set) var fieldNorm: [Double] = []
  private(set) var fieldText: [String] = []
  /// Per record: the first field (and a final end marker), the document position and whether it
  /// is a string record.
  private(set) var recordFieldStart: [Int] = [0]
  private(set) var recordDocIndex: [Int] = []
  private(set) var recordIsString: [Bool] = []
  /// Distinct normalised texts, for finding an id by text.
  private var textTable = TextTable()

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

  /// Appends one record's fields, normalising texts not seen before.
  mutating func append(_ record: FuseIndex.Record) {
    switch record.content {
    case .string(let text, let norm):
      addField(text: text, key: -1, arrayIndex: -1, norm: norm)
      recordIsString.append(true)
    case .object(let slots):
      for keyed in slots where keyed.keyPosition < keyCount {
        switch keyed.slot {
        case .single(let entry):
          addField(
            text: entry.text, key: keyed.keyPosition, arrayIndex: entry.arrayIndex ?? -1,
            norm: entry.norm)
        case .list(let entries):
          for entry in entries {
            addField(
              text: entry.text, key: keyed.keyPosition, arrayIndex: entry.arrayIndex ?? -1,
              norm: entry.norm)
          }
        }
      }
      recordIsString.append(false)
    }
    recordDocIndex.append(record.docIndex)
    recordFieldStart.append(fieldKey.count)
  }

  private mutating func addField(text: String, key: Int, arrayIndex: Int, norm: Double) {
    fieldTextID.append(textID(for: text))
    fieldKey.append(key)
    fieldArrayIndex.append(arrayIndex)
    fieldNorm.append(norm)
    fieldText.append(text)
  }

  /// The distinct-text id of `text`, normalising it and storing it the first time it is seen.
  private mutating func textID(for text: String) -> Int32 {
    let start = units.count
    normalization.appendUnits(of: text, to: &units)
    return settleText(start: start)
  }

  /// Settles the text just appended at `start`: returns an existing id (dropping the copy) or
  /// registers a new one.
  private mutating func settleText(start: Int) -> Int32 {
    let length = units.count - start
    let found = units.withUnsafeBufferPointer { all in
      textTable.id(
        of: UnsafeBufferPointer(rebasing: all[start..<(start + length)]), in: all,
        starts: textStart, lengths: textLength)
    }
    switch found {
    case .existing(let id):
      units.removeSubrange(start...)
      if textMemoSlot[Int(id)] < 0 {
        textMemoSlot[Int(id)] = Int32(memoSlotCount)
        memoSlotCount += 1
      }
      return id
    case .vacant(let slot, let hash):
      let id = Int32(textStart.count)
      textStart.append(start)
      textLength.append(length)
      textMemoSlot.append(-1)
      textTable.insert(id, hash: hash, at: slot)
      return id
    }
  }

  /// The normalised text of a field, as a string (token statistics use it).
  func normalizedText(ofField field: Int) -> String {
    let id = Int(fieldTextID[field])
    return String(decoding: units[textStart[id]..<(textStart[id] + textLength[id])], as: UTF16.self)
  }

  /// The normalised text of a field within the whole-buffer pointer `all`.
  @inline(__always)
  func text(ofField field: Int, in all: UnsafeBufferPointer<UInt16>) -> UnsafeBufferPointer<UInt16>
  {
    let id = Int(fieldTextID[field])
    let start = textStart[id]
    return UnsafeBufferPointer(rebasing: all[start..<(start + textLength[id])])
  }

  /// Drops the records of removed documents (given as sorted positions) and renumbers the
  /// rest, mirroring ``FuseIndex/removeDocuments(at:)``.
  mutating func removeDocuments(atSorted removed: [Int]) {
    guard !removed.isEmpty else { return }
    let removedSet = Set(removed)
    var kept = FieldStore(empty: normalization, keyCount: keyCount)
    kept.reserve(records: recordCount)
    for record in 0..<recordCount where !removedSet.contains(recordDocIndex[record]) {
      for field in recordFieldStart[record]..<recordFieldStart[record + 1] {
        kept.fieldTextID.append(
          kept.copyText(Int(fieldTextID[field]), from: self))
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

  /// Copies a distinct text from another store without normalising it again.
  private mutating func copyText(_ id: Int, from source: FieldStore) -> Int32 {
    let start = units.count
    units.append(
      contentsOf: source.units[
        source.textStart[id]..<(source.textStart[id] + source.textLength[id])])
    return settleText(start: start)
  }

  private init(empty normalization: TextNormalization, keyCount: Int) {
    self.normalization = normalization
    self.keyCount = keyCount
  }
}

/// An open-addressing hash table from a normalised text (UTF-16 units in the store's buffer)
/// to its distinct-text id: cheaper than hashing `String`s, and it never copies a text.
struct TextTable: Sendable {
  /// Ids by slot (-1 when empty); the capacity is a power of two, at most half full.
  private var slots = [Int32](repeating: -1, count: 1024)
  /// Each id's hash, so probes compare units only on a full hash match.
  private var hashes: [UInt64] = []

  enum Lookup {
    case existing(Int32)
    case vacant(slot: Int, hash: UInt64)
  }

  /// FNV-1a over UTF-16 units.
  static func hash(_ text: UnsafeBufferPointer<UInt16>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for unit in text {
      hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// Finds `text` among the stored texts (`starts`/`lengths` into `all`).
  func id(
    of text: UnsafeBufferPointer<UInt16>, in all: UnsafeBufferPointer<UInt16>, starts: [Int],
    lengths: [Int]
  ) -> Lookup {
    let hash = Self.hash(text)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let id = Int(slots[slot])
      if hashes[id] == hash && lengths[id] == text.count {
        let stored = UnsafeBufferPointer(rebasing: all[starts[id]..<(starts[id] + lengths[id])])
        if stored.elementsEqual(text) { return .existing(Int32(id)) }
      }
      slot = (slot + 1) & mask
    }
    return .vacant(slot: slot, hash: hash)
  }

  /// Stores a new id at the vacant slot `id(of:in:starts:lengths:)` returned.
  mutating func insert(_ id: Int32, hash: UInt64, at slot: Int) {
    slots[slot] = id
    hashes.append(hash)
    if hashes.count * 2 > slots.count { grow() }
  }

  private mutating func grow() {
    var bigger = [Int32](repeating: -1, count: slots.count * 2)
    let mask = bigger.count - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while bigger[slot] >= 0 { slot = (slot + 1) & mask }
      bigger[slot] = Int32(id)
    }
    slots = bigger
  }
}
