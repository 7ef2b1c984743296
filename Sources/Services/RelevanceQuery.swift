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

  /// The evidence a record with `texts` gives for this query.
  ///
  /// - Complexity: O(*q*·*t*) for *q* query letters and *t* letters of text.
  func evidence(in texts: [String]) -> RelevanceEvidence {
    guard words.count > 0 else { return RelevanceEvidence(phrase: 2, typos: 0, length: 0) }
    var phraseLevel = 2
    // Per query word: its fewest typos, and the (weighted) word count of the shortest text
    // giving them.
    var best = words.ranges.map { (typos: Double($0.count), length: Double.infinity) }
    for (textPosition, text) in texts.enumerated() {
      let textWords = TextWords(text)
      if textWords.count == 0 { continue }
      if phraseLevel > 0 {
        phraseLevel = min(phraseLevel, Self.phraseLevel(of: phrase, in: textWords.joined))
      }
      for position in 0..<words.count {
        let word = words[position]
        var typos = Double(word.count)
        for textPosition in 0..<textWords.count where typos > 0 {
          let (whole, prefix) = WordEdits.distances(word, textWords[textPosition])
          typos = min(typos, Double(whole), Double(prefix) + 0.5)
        }
        // The first text (the record's title or name) counts its words at half.
        let length = Double(textWords.count) / (textPosition == 0 ? 2 : 1)
        if (typos, length) < best[position] {
          best[position] = (typos, length)
        }
      }
    }
    return RelevanceEvidence(
      phrase: phraseLevel, typos: best.reduce(0) { $0 + $1.typos },
      length: best.reduce(0) { $0 + ($1.length.isFinite ? $1.length : 0) })
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
