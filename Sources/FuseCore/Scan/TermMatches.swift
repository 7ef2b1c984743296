/// One token-search term's matches over every distinct text of a store: the texts it matches,
/// in text order, and its Bitap score in each.
///
/// A term's outcome on a text depends on nothing else (token search runs each term with
/// `ignoreLocation`), so the matches found for one query serve every later query with the same
/// term: while a person types, every term but the last stays the same (see
/// ``TermMatchCache``).
struct TermMatches: Sendable {
  /// The distinct texts (their ids in the store) the term matches, ascending.
  var texts: [Int32] = []
  /// The term's score in each of ``texts``.
  var scores: [Double] = []

  /// Appends another range's matches (of texts after these).
  mutating func append(_ other: TermMatches) {
    texts += other.texts
    scores += other.scores
  }
}

/// The term matches of the latest token searches, by normalised term, so that a query
/// differing from the previous one in its last term searches that term alone.
///
/// Kept by a ``Fuse/Search`` and emptied whenever its store changes (text ids would no longer
/// match). After each search only that search's terms are kept, so its memory stays that of
/// one query's matches.
struct TermMatchCache {
  private var entries: [[UInt16]: TermMatches] = [:]

  /// The matches remembered for `pattern`, if any.
  func matches(of pattern: [UInt16]) -> TermMatches? { entries[pattern] }

  /// Keeps exactly `current`: the terms of the search just made.
  mutating func keep(_ current: [(pattern: [UInt16], matches: TermMatches)]) {
    entries = [:]
    for (pattern, matches) in current { entries[pattern] = matches }
  }

  /// Forgets every term.
  mutating func removeAll() { entries = [:] }

  /// How many terms are remembered.
  var count: Int { entries.count }
}
