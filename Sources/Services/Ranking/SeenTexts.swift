/// The kinds of text a ``RecordWordIndex`` build has already split, each with the index's texts
/// its split gave: a text that many records share (a genre, an actor's name, a publisher) is
/// split into words once, and later records copy its words and analysis.
///
/// A kind is remembered apart for each way it is read (as a person's name or not), since a
/// name list splits into several texts and a name's core differs from a title's.
struct SeenTexts {
  /// Per kind and reading (a kind's two slots side by side: as written, then as names): the
  /// first of the index's texts its split gave, or -1 when it was not split that way yet.
  private var first: [Int32]
  /// Per kind and reading: how many of the index's texts its split gave (0 when it has no
  /// words).
  private var count: [Int32]

  /// Nothing seen yet, with room for `kinds` kinds (`0..<kinds`; a later kind makes room
  /// for itself).
  init(kinds: Int) {
    first = [Int32](repeating: -1, count: 2 * kinds)
    count = [Int32](repeating: 0, count: 2 * kinds)
  }

  /// The index's texts that the first split of a text of kind `kind`, read as a name if
  /// `isName`, gave, or `nil` when no text of that kind was split that way before.
  @inline(__always)
  func texts(ofKind kind: Int, isName: Bool) -> Range<Int>? {
    let slot = 2 * kind + (isName ? 1 : 0)
    guard slot < first.count, first[slot] >= 0 else { return nil }
    return Int(first[slot])..<Int(first[slot] + count[slot])
  }

  /// Remembers that splitting a text of kind `kind`, read as a name if `isName`, gave the
  /// index's `texts`.
  @inline(__always)
  mutating func remember(_ texts: Range<Int>, ofKind kind: Int, isName: Bool) {
    let slot = 2 * kind + (isName ? 1 : 0)
    if slot >= first.count {
      // Kinds come in ascending order from a build that reads them as it goes: double the room.
      let room = max(slot + 1, 2 * first.count)
      first.append(contentsOf: repeatElement(-1, count: room - first.count))
      count.append(contentsOf: repeatElement(0, count: room - count.count))
    }
    first[slot] = Int32(texts.lowerBound)
    count[slot] = Int32(texts.count)
  }
}
