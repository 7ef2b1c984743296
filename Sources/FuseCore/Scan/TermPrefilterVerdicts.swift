/// What the batched prefilter said, term by term, about the texts of one scanned record range
/// in a token search: per text, bit *i* is set when query term *i* may match it.
struct TermPrefilterVerdicts {
  /// The first field of the range.
  let firstField: Int
  /// Per field of the range whose text no other field shares.
  private var fieldMasks: [UInt64]
  /// Per memo slot (a text several fields share); valid for the slots the prefilter marked
  /// "passed" in the memo.
  private var slotMasks: [UInt64]

  /// All terms rejected, for `fieldCount` fields from `firstField` and `slotCount` memo slots.
  init(firstField: Int, fieldCount: Int, slotCount: Int) {
    self.firstField = firstField
    fieldMasks = [UInt64](repeating: 0, count: fieldCount)
    slotMasks = [UInt64](repeating: 0, count: slotCount)
  }

  /// The terms that may match the text of `field` (its text shared by no other field).
  @inline(__always)
  func mask(ofField field: Int) -> UInt64 { fieldMasks[field - firstField] }

  /// The terms that may match the shared text of memo slot `slot`.
  @inline(__always)
  func mask(ofSlot slot: Int) -> UInt64 { slotMasks[slot] }

  /// Records the terms that may match `field`'s text.
  @inline(__always)
  mutating func set(_ mask: UInt64, ofField field: Int) { fieldMasks[field - firstField] = mask }

  /// Records the terms that may match memo slot `slot`'s text.
  @inline(__always)
  mutating func set(_ mask: UInt64, ofSlot slot: Int) { slotMasks[slot] = mask }
}
