/// The typos between each query word and the lexicon's words, computed once per pair and kept
/// for the next query while the query word stays the same (as it does while the user types the
/// following words).
///
/// A ``SearchService`` keeps one for its ``RecordWordIndex``; it starts afresh whenever the
/// index is rebuilt (word numbers then change).
struct WordDistanceMemo: Sendable {
  /// How many query words are remembered; later words are computed every time.
  static let slots = 12

  /// The query word each slot remembers distances for.
  private var slotWords: [[UInt32]] = []
  /// Slot *s*'s value for lexicon word *w* is at `s * stride + w`: `whole << 8 | prefix` in
  /// half typos (each capped at 254), or ``unknown``.
  private var values: [UInt16] = []
  /// How many lexicon words each slot has room for.
  private var stride = 0
  /// The rules that weighed the values' typos (``RelevanceQuery/typoWeights``).
  private var weights: SearchRanking.Rules = []
  static let unknown = UInt16.max

  /// An empty memo.
  init() {}

  /// Makes the slots hold `words` (the query's words, in order), keeping what a slot knew when
  /// its word is unchanged, for a lexicon of `lexiconCount` words, typos weighed by
  /// `typoWeights` (``RelevanceQuery/typoWeights``).
  ///
  /// - Complexity: O(*w*) per changed slot for a lexicon of *w* words.
  mutating func prepare(
    for words: [[UInt32]], lexiconCount: Int, typoWeights: SearchRanking.Rules
  ) {
    if lexiconCount > stride || typoWeights != weights {
      weights = typoWeights
      // Room for growth, so adding a few records does not reset every slot.
      stride = lexiconCount + lexiconCount / 8 + 64
      values = [UInt16](repeating: Self.unknown, count: Self.slots * stride)
      slotWords = []
    }
    for slot in 0..<min(words.count, Self.slots) {
      if slot == slotWords.count { slotWords.append([]) }
      if slotWords[slot] != words[slot] {
        slotWords[slot] = words[slot]
        let start = slot * stride
        assert(start + stride <= values.count, "a slot past the values")
        values.withUnsafeMutableBufferPointer { values in
          values[start..<(start + stride)].update(repeating: Self.unknown)
        }
      }
    }
  }

  /// Runs `body` with the values (slot *s*, word *w* at `s * stride + w`) and the stride.
  mutating func withValues<Result>(
    _ body: (UnsafeMutableBufferPointer<UInt16>, Int) -> Result
  ) -> Result {
    let stride = self.stride
    assert(values.count == Self.slots * stride, "values that are not slots of a stride")
    return values.withUnsafeMutableBufferPointer { body($0, stride) }
  }

  /// Packs distances as the memo stores them.
  @inline(__always)
  static func pack(whole: Int, prefix: Int) -> UInt16 {
    UInt16(min(whole, 254)) << 8 | UInt16(min(prefix, 254))
  }
}
