/// What the relevance ranking knows about one record for one query, compared field by field in
/// the order of the rules (see ``SearchRanking``): the smaller, the better.
struct RelevanceEvidence: Comparable {
  /// Whether and how the query appears as a phrase (``PhraseMatch``).
  var phrase: PhraseMatch
  /// The typos the query's words need, summed (half a typo for a finished word typed only in
  /// part; a word found nowhere costs its length).
  var typos: Double
  /// 0 when the query's words, with their fewest typos, are in order the core of the record's
  /// title or name or of one of its people's names; 1 otherwise.
  var notWholeText: Int
  /// How many query words were found whole as the last word of a text of several words
  /// (surnames), negated so that more is better.
  var surnames: Int
  /// 0 when the query's words, with their fewest typos, start a text in order; 1 otherwise.
  var notTextStart: Int
  /// For each query word, the number of words in the text where it was found best (halved for
  /// the record's first key, its title or name), summed: the fewer, the more of its texts the
  /// query fills.
  var length: Double

  /// Evidence that decides nothing: every record ties.
  static let none = RelevanceEvidence(
    phrase: .nowhere, typos: 0, notWholeText: 1, surnames: 0, notTextStart: 1, length: 0)

  static func < (lhs: RelevanceEvidence, rhs: RelevanceEvidence) -> Bool {
    (lhs.phrase.rawValue, lhs.typos, lhs.notWholeText, lhs.surnames, lhs.notTextStart, lhs.length)
      < (
        rhs.phrase.rawValue, rhs.typos, rhs.notWholeText, rhs.surnames, rhs.notTextStart,
        rhs.length
      )
  }
}

/// Whether the query appears as a phrase in a record's texts (its words in order, the first
/// starting a word, every word but the last whole), best first.
enum PhraseMatch: Int, Comparable {
  /// In a text's core, ending at a word's end.
  case whole = 0
  /// In a text's core, ending inside a word (its last word typed in part).
  case endingInWord
  /// Only in a text's trailing parenthetical, ending at a word's end.
  case inSuffix
  /// Only in a text's trailing parenthetical, ending inside a word.
  case inSuffixEndingInWord
  /// Nowhere.
  case nowhere

  static func < (lhs: PhraseMatch, rhs: PhraseMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}
