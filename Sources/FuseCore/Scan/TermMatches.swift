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
  /// What the term's prefilter let through, when a longer term may search only those texts
  /// (see ``Narrowing``); `nil` when it cannot.
  var narrowing: Narrowing?

  /// The texts a term's prefilter let through, and the bound it tested them against.
  ///
  /// With `ignoreLocation` (as every token-search term has) and one chunk, the prefilter lets a
  /// text through exactly when some substring of it is within `maxErrors` edits of the term
  /// (Myers' distance). Adding units to the end of a term never brings a substring closer, so
  /// for a longer term with the same `maxErrors`, every text its prefilter lets through is
  /// among these: it need search only them.
  struct Narrowing: Sendable {
    /// The term's normalised units.
    var pattern: [UInt16]
    /// The most errors the term's single chunk accepts.
    var maxErrors: Int
    /// The texts let through, ascending.
    var passed: [Int32] = []

    /// Whether a term of `pattern` whose single chunk accepts `maxErrors` errors lets through
    /// only texts among ``passed``.
    func covers(_ pattern: [UInt16], maxErrors: Int) -> Bool {
      maxErrors == self.maxErrors && pattern.count > self.pattern.count
        && pattern.starts(with: self.pattern)
    }
  }

  /// Appends another range's matches (of texts after these).
  mutating func append(_ other: TermMatches) {
    texts += other.texts
    scores += other.scores
    if let passed = other.narrowing?.passed { narrowing?.passed += passed }
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

  /// The texts a term of `pattern`, whose single chunk accepts `maxErrors` errors, need
  /// search: those a remembered shorter term's prefilter let through (see
  /// ``TermMatches/Narrowing``), the fewest of them; `nil` when no remembered term covers it.
  func narrowing(for pattern: [UInt16], maxErrors: Int) -> [Int32]? {
    var best: [Int32]?
    for entry in entries.values {
      guard let narrowing = entry.narrowing,
        narrowing.covers(pattern, maxErrors: maxErrors),
        narrowing.passed.count < best?.count ?? Int.max
      else { continue }
      best = narrowing.passed
    }
    return best
  }

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
