/// What the relevance ranking knows about one record for one query: whether the query appears
/// as a phrase in its texts, and how many typos its words need.
struct RelevanceEvidence: Comparable {
  /// 0: the query's words appear whole, in order, in one text; 1: the query starts a word of one
  /// text; 2: neither.
  var phrase: Int
  /// The typos the query's words need, summed (half a typo for a word typed only in part).
  var typos: Double
  /// For each query word, the number of words in the text where it was found best (halved for
  /// the record's first text, its title or name), summed: the fewer, the more of its texts the
  /// query fills.
  var length: Double

  static func < (lhs: RelevanceEvidence, rhs: RelevanceEvidence) -> Bool {
    (lhs.phrase, lhs.typos, lhs.length) < (rhs.phrase, rhs.typos, rhs.length)
  }
}
