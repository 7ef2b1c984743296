extension BitapSearcher {
  /// Whether this searcher's outcome on any text follows from where its pattern first occurs
  /// in it (``outcomeOfFirstOccurrence(in:)``), so Bitap need not run.
  ///
  /// That holds for a pattern of one chunk that accepts no error (one or two letters at the
  /// product's threshold: a token search's every new word starts so) when the match is
  /// expected at the start of the text or anywhere (`ignoreLocation`), and when no ranges are
  /// asked for and `minMatchCharLength` is at most the pattern's length.
  ///
  /// Bitap then runs level 0 only (one error would cost `1 / length`, above the threshold),
  /// and with the match expected at 0 every exact occurrence's score grows with its position:
  /// the last candidate its backward scan visits is the first occurrence, which decides both
  /// the match and the score (Fuse.js's `finalScore` is the last score computed). The match
  /// covers the pattern, so `minMatchCharLength` cannot undo it.
  var isDecidedByFirstOccurrence: Bool {
    usesFirstOccurrence && chunks.count == 1 && chunks[0].maxErrors == 0
      && (settings.ignoreLocation || settings.location <= 0) && !settings.includeMatches
      && settings.minMatchCharLength <= pattern.count
  }

  /// The outcome of a searcher that ``isDecidedByFirstOccurrence``, from where its pattern
  /// first occurs in `text` (a text that is not the pattern itself; see ``search(_:)``).
  ///
  /// - Parameter text: A normalised text.
  /// - Returns: A match scored as Bitap scores its first occurrence, or no match when the
  ///   pattern does not occur within the threshold's reach of the start.
  /// - Complexity: O(*n*) for the first *n* units of `text`, up to its first occurrence.
  func outcomeOfFirstOccurrence(in text: UnsafeBufferPointer<UInt16>) -> SearchOutcome {
    let chunk = chunks[0]
    let position = text.firstIndex(of: chunk.units, from: 0, startingAtMost: chunk.reach[0])
    guard position >= 0 else { return .noMatch }
    let score = Self.score(
      errors: 0, patternLength: chunk.units.count, proximity: position, settings: settings)
    return SearchOutcome(isMatch: true, score: max(0.001, score), indices: nil)
  }
}
