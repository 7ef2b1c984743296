/// A query prepared for the relevance ranking: its words, normalised as the record texts are.
struct RelevanceQuery {
  /// The query's words.
  let words: TextWords
  /// The words joined by single spaces, with a leading space (a word-start anchor).
  let phrase: [UInt32]

  /// Prepares `query`.
  init(_ query: String) {
    words = TextWords(query)
    phrase = words.joined
  }

  /// The evidence a record gives for this query, from its searched texts grouped by key (the
  /// first key's texts are its title or name).
  ///
  /// - Complexity: O(*q*·*t*) for *q* query letters and *t* letters of text.
  func evidence(in textsByKey: [[String]]) -> RelevanceEvidence {
    guard words.count > 0 else { return RelevanceEvidence(phrase: 2, typos: 0, length: 0) }
    let (phraseLevel, best) = bestWords(in: textsByKey)
    return RelevanceEvidence(
      phrase: phraseLevel, typos: best.reduce(0) { $0 + $1.typos },
      length: best.reduce(0) { $0 + ($1.length.isFinite ? $1.length : 0) })
  }

  /// The same evidence word by word, for a person to read.
  ///
  /// - Parameter textsByKey: The record's searched texts, grouped by key.
  /// - Returns: The explanation.
  func explanation(in textsByKey: [[String]]) -> RelevanceExplanation {
    let (phraseLevel, best) = bestWords(in: textsByKey)
    let phrase: RelevanceExplanation.Phrase =
      switch phraseLevel {
      case 0: .whole
      case 1: .startsWord
      default: .absent
      }
    let explained = best.indices.map { position in
      let scalars = words[position].compactMap(Unicode.Scalar.init)
      return RelevanceExplanation.Word(
        text: String(String.UnicodeScalarView(scalars)), typos: best[position].typos,
        length: best[position].length.isFinite ? best[position].length : nil)
    }
    return RelevanceExplanation(phrase: phrase, words: explained)
  }

  /// The phrase level, and each query word's fewest typos with the (weighted) word count of
  /// the shortest text giving them (infinite when the word is found nowhere).
  private func bestWords(in textsByKey: [[String]]) -> (
    phraseLevel: Int, best: [(typos: Double, length: Double)]
  ) {
    var phraseLevel = 2
    var best = words.ranges.map { (typos: Double($0.count), length: Double.infinity) }
    for (keyPosition, texts) in textsByKey.enumerated() {
      for text in texts {
        consider(
          TextWords(text), isPrimary: keyPosition == 0, phraseLevel: &phraseLevel, best: &best)
      }
    }
    return (phraseLevel, best)
  }

  /// Folds one text's words into the phrase level and each query word's best (typos, length).
  private func consider(
    _ textWords: TextWords, isPrimary: Bool, phraseLevel: inout Int,
    best: inout [(typos: Double, length: Double)]
  ) {
    guard textWords.count > 0 else { return }
    if phraseLevel > 0 {
      phraseLevel = min(phraseLevel, Self.phraseLevel(of: phrase, in: textWords.joined))
    }
    // The first key's texts (the record's title or name) count their words at half.
    let length = Double(textWords.count) / (isPrimary ? 2 : 1)
    for position in 0..<words.count {
      let word = words[position]
      var typos = Double(word.count)
      for textPosition in 0..<textWords.count where typos > 0 {
        let (whole, prefix) = WordEdits.distances(word, textWords[textPosition])
        typos = min(typos, Double(whole), Double(prefix) + 0.5)
      }
      if (typos, length) < best[position] {
        best[position] = (typos, length)
      }
    }
  }

  /// 0 when `phrase` occurs in `text` ending at a word end, 1 when it occurs only ending inside
  /// a word, 2 when it does not occur (both start with a space, so matches start at a word).
  static func phraseLevel(of phrase: [UInt32], in text: [UInt32]) -> Int {
    let m = phrase.count
    guard m > 1, text.count >= m else { return 2 }
    var level = 2
    for start in 0...(text.count - m)
    where text[start] == phrase[0] && text[start..<(start + m)].elementsEqual(phrase) {
      let end = start + m
      if end == text.count || text[end] == TextWords.space { return 0 }
      level = 1
    }
    return level
  }
}
