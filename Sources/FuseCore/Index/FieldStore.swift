/// The search kernel's view of an index: every indexed text normalised once, into flat tables.
///
/// Non-generic on purpose. Distinct texts are stored once, back to back in one UTF-16 buffer;
/// fields point at them, so a text that many documents share (an author, a genre) is searched
/// once per query. Fields of a record are contiguous, ordered by key position and then array
/// order, which is the order Fuse.js visits them in. The store also keeps what it takes to give
/// back the ``FuseIndex`` it was built from (see `FieldStore+Index.swift`), so a searcher that
/// builds its own index never holds it twice.
struct FieldStore: Sendable {
  /// All distinct normalised texts, back to back.
  private(set) var units: [UInt16] = []
  /// Per distinct text: where it starts in ``units`` and how long it is.
  private(set) var textStart: [Int32] = []
  private(set) var textLength: [Int32] = []
  /// Per distinct text: its slot in a per-query memo when several fields share it, else -1.
  private(set) var textMemoSlot: [Int32] = []
  /// How many distinct texts are shared by more than one field.
  private(set) var memoSlotCount = 0
  /// Per field: its distinct text, key position (-1 for a string record), array position (-1
  /// for none), norm and original text.
  private(set) var fieldTextID: [Int32] = []
  private(set) var fieldKey: [Int32] = []
  private(set) var fieldArrayIndexes: [Int32] = []
  /// The array positions that do not fit 32 bits (a getter's own), by field; their
  /// ``fieldArrayIndexes`` entry is `Int32.min`.
  private(set) var otherArrayIndexes: [Int: Int] = [:]
  /// Per field: its norm in thousandths, which every norm Fuse.js computes is (see
  /// ``norm(ofField:)``); -1 for another value (a given index's), kept in ``otherNorms``.
  private(set) var fieldNormThousandths: [Int16] = []
  /// The norms that are not a whole number of thousandths, by field.
  private(set) var otherNorms: [Int: Double] = [:]
  /// Per field: where its original text is in ``originals``; ``fromUnits`` once it is dropped
  /// for being its distinct text's normalised units as they stand, which
  /// ``originalText(ofField:)`` (what reads a field's text) gives it back from; until then
  /// (the build has not yet handed it to its readers), `fromUnits - 1 - position`.
  ///
  /// So only the texts that normalising changed are held: in a file of lower-case texts (names,
  /// paths, identifiers), none is, and a field takes 4 bytes for its text.
  private(set) var fieldOriginal: [Int32] = []
  /// The original texts that normalising changed, in field order, and, after them, the texts
  /// of fields added since the last ``dropNormalizedOriginals()`` (which normalising may not
  /// have changed: the build hands those strings, as made, to a reader of the texts, see
  /// ``Fuse/IndexedChunk``).
  private(set) var originals: [String] = []
  /// How many fields and originals there were at the last ``dropNormalizedOriginals()``.
  private var settledFields = 0
  private var settledOriginals = 0
  /// Whether a field added since the last ``dropNormalizedOriginals()`` has a text to drop.
  private var hasNormalizedOriginals = false
  /// A ``fieldOriginal`` entry: the text is the field's normalised units.
  static let fromUnits: Int32 = -1
  /// Per field: whether it is an item of a list slot (rather than a single text), so the index
  /// can be given back exactly.
  private(set) var fieldInList: [Bool] = []
  /// Per record: the first field (and a final end marker), the document position and whether it
  /// is a string record.
  private(set) var recordFieldStart: [Int] = [0]
  private(set) var recordDocIndex: [Int] = []
  private(set) var recordIsString: [Bool] = []
  /// Key positions of list slots without any text (an empty array, or only blank texts), by
  /// record: the scan never sees them, the index keeps them.
  private(set) var emptyListKeys: [Int: [Int]] = [:]
  /// Distinct normalised texts, for finding an id by text.
  private var textTable = TextTable()

  let normalization: TextNormalization
  /// Slots at key positions past the index's keys are never searched (as in Fuse.js).
  let keyCount: Int

  init(index: FuseIndex, normalization: TextNormalization) {
    self.normalization = normalization
    self.keyCount = index.keys.count
    reserve(records: index.records.count, fields: index.records.count)
    for record in index.records { append(record) }
    dropNormalizedOriginals()
  }

  init(empty normalization: TextNormalization, keyCount: Int) {
    self.normalization = normalization
    self.keyCount = keyCount
  }

  var recordCount: Int { recordDocIndex.count }

  mutating func reserve(records: Int, fields: Int) {
    recordDocIndex.reserveCapacity(records)
    recordIsString.reserveCapacity(records)
    recordFieldStart.reserveCapacity(records + 1)
    fieldTextID.reserveCapacity(fields)
    fieldKey.reserveCapacity(fields)
    fieldArrayIndexes.reserveCapacity(fields)
    fieldNormThousandths.reserveCapacity(fields)
    fieldOriginal.reserveCapacity(fields)
    originals.reserveCapacity(fields)
    fieldInList.reserveCapacity(fields)
  }

  /// Appends one record's fields, normalising texts not seen before.
  mutating func append(_ record: FuseIndex.Record) {
    switch record.content {
    case .string(let text, let norm):
      addField(text: text, key: -1, arrayIndex: -1, inList: false, norm: norm)
      endRecord(docIndex: record.docIndex, isString: true)
    case .object(let slots):
      for keyed in slots where keyed.keyPosition < keyCount {
        switch keyed.slot {
        case .single(let entry):
          addField(
            text: entry.text, key: keyed.keyPosition, arrayIndex: entry.arrayIndex ?? -1,
            inList: false, norm: entry.norm)
        case .list(let entries):
          if entries.isEmpty { noteEmptyList(key: keyed.keyPosition) }
          for entry in entries {
            addField(
              text: entry.text, key: keyed.keyPosition, arrayIndex: entry.arrayIndex ?? -1,
              inList: true, norm: entry.norm)
          }
        }
      }
      endRecord(docIndex: record.docIndex, isString: false)
    }
  }

  /// Reserves room for the distinct texts and units that `expected` records will likely hold,
  /// at the rate of the records added so far (the first chunk of a two-thread build), so the
  /// text tables do not grow by doubling and leave each old buffer behind; capacity that is
  /// never written stays virtual.
  mutating func reserveTexts(forRecords expected: Int) {
    guard recordCount > 0, expected > recordCount else { return }
    let scale = Double(expected) / Double(recordCount)
    let texts = Int((Double(textStart.count) * scale).rounded(.up))
    textStart.reserveCapacity(texts)
    textLength.reserveCapacity(texts)
    textMemoSlot.reserveCapacity(texts)
    units.reserveCapacity(Int((Double(units.count) * scale).rounded(.up)))
  }

  /// Closes the record whose fields were just added.
  mutating func endRecord(docIndex: Int, isString: Bool) {
    recordIsString.append(isString)
    recordDocIndex.append(docIndex)
    recordFieldStart.append(fieldKey.count)
  }

  /// Notes an empty list slot at `key` in the record being added.
  mutating func noteEmptyList(key: Int) {
    emptyListKeys[recordCount, default: []].append(key)
  }

  private mutating func addField(
    text: String, key: Int, arrayIndex: Int, inList: Bool, norm: Double
  ) {
    let start = units.count
    appendNormalizedUnits(of: text)
    let isNormalized = spellsNormalizedUnits(text, from: start)
    let id = settleText(start: start)
    appendField(
      id: id, text: text, key: key, arrayIndex: arrayIndex, inList: inList, norm: norm,
      isNormalized: isNormalized)
  }

  /// Whether `text`'s UTF-16 units are the units appended from `start` on, its normalised
  /// form: then the store need not keep it (``dropNormalizedOriginals()``).
  func spellsNormalizedUnits(_ text: String, from start: Int) -> Bool {
    text.utf16.elementsEqual(units[start...])
  }

  /// Appends a field whose distinct text is `id`; `isNormalized` says that `text` is the
  /// text's normalised units, which ``dropNormalizedOriginals()`` then drops.
  mutating func appendField(
    id: Int32, text: String, key: Int, arrayIndex: Int, inList: Bool, norm: Double,
    isNormalized: Bool = false
  ) {
    precondition(originals.count < Int32.max, "more original texts than 32-bit positions hold")
    let position = Int32(originals.count)
    fieldOriginal.append(isNormalized ? Self.fromUnits - 1 - position : position)
    hasNormalizedOriginals = hasNormalizedOriginals || isNormalized
    originals.append(text)
    fieldTextID.append(id)
    fieldKey.append(Int32(key))
    if let small = Int32(exactly: arrayIndex), small != Int32.min {
      fieldArrayIndexes.append(small)
    } else {
      otherArrayIndexes[fieldArrayIndexes.count] = arrayIndex
      fieldArrayIndexes.append(Int32.min)
    }
    let thousandths = (norm * 1000).rounded()
    if thousandths >= 0, thousandths <= 1000,
      (Double(Int16(thousandths)) / 1000).bitPattern == norm.bitPattern
    {
      fieldNormThousandths.append(Int16(thousandths))
    } else {
      otherNorms[fieldNormThousandths.count] = norm
      fieldNormThousandths.append(-1)
    }
    fieldInList.append(inList)
  }

  /// Settles the text just appended at `start`: returns an existing id (dropping the copy) or
  /// registers a new one.
  mutating func settleText(start: Int) -> Int32 {
    let length = units.count - start
    let found = units.withUnsafeBufferPointer { all in
      let text = UnsafeBufferPointer(rebasing: all[start..<(start + length)])
      return textTable.find(hash: TextTable.hash(text)) { id in
        Int(textLength[id]) == length
          && UnsafeBufferPointer(
            rebasing: all[Int(textStart[id])..<(Int(textStart[id]) + length)]
          )
          .elementsEqual(text)
      }
    }
    switch found {
    case .existing(let id):
      units.removeSubrange(start...)
      return shared(id)
    case .vacant(let slot, let hash):
      return register(start: start, length: length, hash: hash, slot: slot)
    }
  }

  /// Marks an existing distinct text as shared by another field and returns its id.
  mutating func shared(_ id: Int32) -> Int32 {
    if textMemoSlot[Int(id)] < 0 {
      textMemoSlot[Int(id)] = Int32(memoSlotCount)
      memoSlotCount += 1
    }
    return id
  }

  /// Registers the units at `start..<start + length` as a new distinct text.
  mutating func register(start: Int, length: Int, hash: UInt64, slot: Int) -> Int32 {
    let id = Int32(textStart.count)
    textStart.append(Int32(start))
    textLength.append(Int32(length))
    textMemoSlot.append(-1)
    textTable.insert(id, hash: hash, at: slot)
    return id
  }

  /// Looks a text up in the distinct-text table; `equals` compares it with a stored text.
  func findText(hash: UInt64, equals: (Int) -> Bool) -> TextTable.Lookup {
    textTable.find(hash: hash, equals: equals)
  }

  /// Appends the normalised units of `text` to the text buffer (to be settled or registered
  /// as a distinct text afterwards).
  mutating func appendNormalizedUnits(of text: String) {
    normalization.appendUnits(of: text, to: &units)
  }

  /// Appends the normalised units of an ASCII text to the text buffer (to be registered as a
  /// distinct text afterwards).
  mutating func appendASCIIUnits(_ bytes: UnsafeBufferPointer<UInt8>, lowercase: Bool) {
    let start = units.count
    units.append(contentsOf: repeatElement(0, count: bytes.count))
    units.withUnsafeMutableBufferPointer { units in
      ASCIIScan.writeUnits(
        of: bytes, lowercase: lowercase,
        to: UnsafeMutableBufferPointer(rebasing: units[start...]))
    }
  }

  /// The key position of a field (-1 for a string record's field).
  @inline(__always)
  func key(ofField field: Int) -> Int { Int(fieldKey[field]) }

  /// The array position of a field (-1 for none).
  @inline(__always)
  func arrayIndex(ofField field: Int) -> Int {
    let small = fieldArrayIndexes[field]
    return small != Int32.min ? Int(small) : otherArrayIndexes[field] ?? -1
  }

  /// The norm of a field: thousandths as ``FieldNorm/value(tokenCount:weight:)`` divides them, so
  /// the same `Double`.
  @inline(__always)
  func norm(ofField field: Int) -> Double {
    let thousandths = fieldNormThousandths[field]
    return thousandths >= 0 ? Double(thousandths) / 1000 : otherNorms[field] ?? 0
  }

  /// The original text of a field, as given.
  func originalText(ofField field: Int) -> String {
    let position = fieldOriginal[field]
    if position >= 0 { return originals[Int(position)] }
    if position == Self.fromUnits { return normalizedText(ofField: field) }
    return originals[Int(Self.fromUnits - 1 - position)]
  }

  /// The original texts of `fields`, in order, in an array of their own.
  func originalTexts(ofFields fields: Range<Int>) -> [String] {
    fields.map(originalText(ofField:))
  }

  /// Drops the original texts that are their fields' normalised units as they stand.
  ///
  /// They were noted as the fields were added, and are dropped once the build has handed them
  /// to any reader of the texts: ``originalText(ofField:)`` gives them back from the units. The
  /// texts kept move down over the dropped ones.
  ///
  /// - Complexity: O(*f*) in the fields added since the last drop.
  mutating func dropNormalizedOriginals() {
    defer {
      settledFields = fieldOriginal.count
      settledOriginals = originals.count
      hasNormalizedOriginals = false
    }
    guard hasNormalizedOriginals else { return }
    var kept = settledOriginals
    for field in settledFields..<fieldOriginal.count {
      let position = fieldOriginal[field]
      if position >= 0 {
        assert(Int(position) >= kept, "a kept text moves down, never up")
        if Int(position) != kept { originals.swapAt(kept, Int(position)) }
        fieldOriginal[field] = Int32(kept)
        kept += 1
      } else if position != Self.fromUnits {
        fieldOriginal[field] = Self.fromUnits
      }
    }
    originals.removeSubrange(kept...)
  }

  /// The normalised text of a field, as a string (token statistics use it).
  func normalizedText(ofField field: Int) -> String {
    let id = Int(fieldTextID[field])
    let start = Int(textStart[id])
    return String(decoding: units[start..<(start + Int(textLength[id]))], as: UTF16.self)
  }

  /// The number of distinct texts.
  var textCount: Int { textStart.count }

  /// The length in units of distinct text `id`.
  @inline(__always)
  func textLength(_ id: Int) -> Int { Int(textLength[id]) }

  /// Distinct text `id` within the whole-buffer pointer `all`.
  @inline(__always)
  func text(_ id: Int, in all: UnsafeBufferPointer<UInt16>) -> UnsafeBufferPointer<UInt16> {
    let start = Int(textStart[id])
    return UnsafeBufferPointer(rebasing: all[start..<(start + Int(textLength[id]))])
  }

  /// The normalised text of a field within the whole-buffer pointer `all`.
  @inline(__always)
  func text(ofField field: Int, in all: UnsafeBufferPointer<UInt16>) -> UnsafeBufferPointer<UInt16>
  {
    let id = Int(fieldTextID[field])
    let start = Int(textStart[id])
    return UnsafeBufferPointer(rebasing: all[start..<(start + Int(textLength[id]))])
  }

  /// Drops the records of removed documents (given as sorted positions) and renumbers the
  /// rest, mirroring ``FuseIndex/removeDocuments(at:)``.
  mutating func removeDocuments(atSorted removed: [Int]) {
    guard !removed.isEmpty else { return }
    let removedSet = Set(removed)
    var kept = FieldStore(empty: normalization, keyCount: keyCount)
    kept.reserve(records: recordCount, fields: fieldKey.count)
    for record in 0..<recordCount where !removedSet.contains(recordDocIndex[record]) {
      if let keys = emptyListKeys[record] { kept.emptyListKeys[kept.recordCount] = keys }
      for field in recordFieldStart[record]..<recordFieldStart[record + 1] {
        let fromUnits = fieldOriginal[field] == Self.fromUnits
        kept.appendField(
          id: kept.copyText(Int(fieldTextID[field]), from: self),
          text: fromUnits ? "" : originalText(ofField: field),
          key: key(ofField: field), arrayIndex: arrayIndex(ofField: field),
          inList: fieldInList[field], norm: norm(ofField: field), isNormalized: fromUnits)
      }
      let docIndex = recordDocIndex[record]
      kept.endRecord(
        docIndex: docIndex - FuseIndex.countBelow(docIndex, in: removed),
        isString: recordIsString[record])
    }
    // The texts given back from the units are dropped before anything reads them.
    kept.dropNormalizedOriginals()
    self = kept
  }

  /// Copies a distinct text from another store without normalising it again.
  private mutating func copyText(_ id: Int, from source: FieldStore) -> Int32 {
    let start = units.count
    units.append(
      contentsOf: source.units[
        Int(source.textStart[id])..<Int(source.textStart[id] + source.textLength[id])])
    return settleText(start: start)
  }
}
