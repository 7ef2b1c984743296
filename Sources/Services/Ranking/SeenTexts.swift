/// The kinds of text a ``RecordWordIndex`` build has already split, each with the index's texts
/// its split gave: a text that many records share (a genre, an actor's name, a publisher) is
/// split into words once, and later records copy its words and analysis.
///
/// A kind is remembered apart for each way it is read (as a person's name or not), since a
/// name list splits into several texts and a name's core differs from a title's. A kind whose
/// split gave one text (nearly every kind) is remembered by that text's run, so that a copy
/// reads one value here and nothing of the index: over a large collection, the kinds and the
/// texts before are too many to stay in the cache.
struct SeenTexts {
  /// What the first split of a kind, read one way, gave.
  enum Earlier: Equatable {
    /// One text, whose words and analysis are this run of the index.
    case run(Int32)
    /// These texts of the index (none, when the text has no words; several for a name list).
    case texts(Range<Int>)
  }

  /// Per kind and reading (a kind's two slots side by side: as written, then as names), packed
  /// in one value so that a look-up reads one: 0 when it was not split that way yet;
  /// ``soleRun`` and the run in the low 32 bits for one text; otherwise ``textsSeen``, the first
  /// text in the low 32 bits and the count in the 30 bits above.
  private var slots: [UInt64]
  /// The mark of a slot holding one text's run.
  private static let soleRun: UInt64 = 1 << 63
  /// The mark of a slot holding a range of texts.
  private static let textsSeen: UInt64 = 1 << 62

  /// Nothing seen yet, with room for `kinds` kinds (`0..<kinds`; a later kind makes room
  /// for itself).
  init(kinds: Int) {
    slots = [UInt64](repeating: 0, count: 2 * kinds)
  }

  /// What the first split of a text of kind `kind`, read as a name if `isName`, gave, or `nil`
  /// when no text of that kind was split that way before.
  @inline(__always)
  func earlier(ofKind kind: Int, isName: Bool) -> Earlier? {
    let slot = 2 * kind + (isName ? 1 : 0)
    guard slot < slots.count else { return nil }
    let value = slots[slot]
    if value & Self.soleRun != 0 { return .run(Int32(truncatingIfNeeded: value)) }
    guard value & Self.textsSeen != 0 else { return nil }
    let first = Int(UInt32(truncatingIfNeeded: value))
    let count = Int((value & ~Self.textsSeen) >> 32)
    return .texts(first..<first + count)
  }

  /// Remembers that splitting a text of kind `kind`, read as a name if `isName`, gave the
  /// index's `texts`, whose run is `run` when they are one text.
  @inline(__always)
  mutating func remember(_ texts: Range<Int>, run: Int32?, ofKind kind: Int, isName: Bool) {
    let slot = 2 * kind + (isName ? 1 : 0)
    if slot >= slots.count {
      // Kinds come in ascending order from a build that reads them as it goes: double the room.
      let room = max(slot + 1, 2 * slots.count)
      slots.append(contentsOf: repeatElement(0, count: room - slots.count))
    }
    if texts.count == 1, let run {
      slots[slot] = Self.soleRun | UInt64(UInt32(bitPattern: run))
    } else {
      assert(
        texts.lowerBound >= 0 && texts.lowerBound <= Int(UInt32.max) && texts.count < 1 << 30,
        "texts past what a slot holds")
      slots[slot] = Self.textsSeen | UInt64(texts.count) << 32 | UInt64(texts.lowerBound)
    }
  }
}
