/// The lexicon words within reach of query words (``RelevanceQuery/Scorer/wordCandidates(postings:limit:reach:)``),
/// kept between searches: while a person types, the finished words of the query stay the same,
/// and their reach need not be looked for in the whole lexicon again.
///
/// A ``SearchService`` keeps one beside its ``WordDistanceMemo`` and starts afresh whenever the
/// index is rebuilt (word numbers then change). Records added later only add words at the end
/// of the lexicon, so a remembered reach notes the lexicon's size and only the newer words are
/// looked at.
struct WordReachMemo: Sendable {
  /// What a reach depends on besides the lexicon.
  struct Key: Hashable, Sendable {
    /// The query word.
    var word: [UInt32]
    /// Whether it is the word being typed.
    var isOpen: Bool
    /// The rules that weigh its typos (``RelevanceQuery/typoWeights``).
    var typoWeights: SearchRanking.Rules
  }

  /// A lexicon word within reach.
  struct Entry: Sendable {
    /// Its number in the lexicon.
    var number: Int32
    /// The query word's typos against it.
    var typos: Float
    /// Whether they are typos against the whole word (not as its start).
    var isWhole: Bool
  }

  /// How many query words are remembered; the memo starts afresh beyond.
  static let capacity = 64

  /// The remembered reaches, each with the lexicon size it covers.
  private var reaches: [Key: (entries: [Entry], lexiconCount: Int)] = [:]

  /// An empty memo.
  init() {}

  /// The reach remembered for `key`, and how many of the lexicon's first words it covers.
  subscript(key: Key) -> (entries: [Entry], lexiconCount: Int)? { reaches[key] }

  /// Remembers `entries` as `key`'s reach over the lexicon's first `lexiconCount` words.
  mutating func remember(_ entries: [Entry], for key: Key, lexiconCount: Int) {
    if reaches[key] == nil && reaches.count >= Self.capacity { reaches.removeAll() }
    reaches[key] = (entries, lexiconCount)
  }
}
