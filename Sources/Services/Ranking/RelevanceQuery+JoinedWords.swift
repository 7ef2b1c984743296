/// What the query's words joined tell about one record (``SearchRanking/Rules/joinedWords``).
struct JoinedWordsMatch {
  /// The best phrase class of a text whose consecutive whole words, joined, are the query's
  /// letters: ``PhraseMatch/whole`` in a core, ``PhraseMatch/inSuffix`` past it.
  var phrase = PhraseMatch.nowhere
  /// The shortest such text's length, counted as the evidence counts it (infinite: none).
  var length = Double.infinity
  /// Whether such words start the record's title or name or one of its people's names.
  var startsText = false
  /// Whether such words are the whole core of the record's own title or name (0), of one of
  /// its people's names (1), or of neither (2), as ``RelevanceEvidence/notWholeText`` reads
  /// it (a text that goes on after them, for a query on its way to the next word).
  var notWholeText = 2

  /// Whether any text matched.
  var isFound: Bool { length.isFinite }
}

extension RelevanceQuery.Scorer {
  /// Where the query's letters, its words joined, are the letters of consecutive whole words of
  /// one of record `record`'s texts joined: "spiderman" and *Spider-Man*, "ghost busters" and
  /// *Ghostbusters*, "walle" and *WALL-E*, "mash" and *M\*A\*S\*H* are the same letters
  /// split at other places.
  ///
  /// - Complexity: O(*w*·*q*) for *w* words of the record's texts and *q* query letters, most
  ///   starts ending at their first letter.
  func joinedWords(ofRecord record: Int) -> JoinedWordsMatch {
    var found = JoinedWordsMatch()
    let joined = query.joined
    guard !joined.isEmpty else { return found }
    let suffixes = query.rules.contains(.parentheticalSuffix)
    for text in index.texts(ofRecord: record) {
      let range = index.wordRange(ofText: text)
      let core = suffixes ? index.coreCount(ofText: text) : range.count
      let ofFirstKey = index.isOfFirstKey(text)
      let holdsNames = index.isName(text)
      for start in 0..<range.count {
        guard let end = wordsJoined(joined, from: start, in: range) else { continue }
        found.phrase = min(found.phrase, end <= core ? .whole : .inSuffix)
        let counted =
          holdsNames
          ? index.personWordCount(ofText: text)
          : suffixes ? core : range.count
        found.length = min(found.length, Double(counted) / (ofFirstKey ? 2 : 1))
        // Only the record's own title or name, or a person's name, is what the query starts or
        // is whole, as for the words one by one.
        guard start == 0, ofFirstKey || holdsNames else { continue }
        found.startsText = true
        let nameCore = suffixes && holdsNames ? index.nameCoreCount(ofText: text) : core
        let isWhole = query.expectsNextWord ? core > end : end == core || end == nameCore
        if isWhole { found.notWholeText = min(found.notWholeText, ofFirstKey ? 0 : 1) }
      }
    }
    return found
  }

  /// The end (a word offset in `range`, exclusive) of the text words from offset `start` on
  /// whose letters, joined, are `letters`, each word whole; `nil` when there are none.
  private func wordsJoined(_ letters: [UInt32], from start: Int, in range: Range<Int>) -> Int? {
    var matched = 0
    var offset = start
    while matched < letters.count, offset < range.count {
      let word = index.lexicon[textWords[range.lowerBound + offset]]
      guard word.count <= letters.count - matched,
        word.elementsEqual(letters[matched..<(matched + word.count)])
      else { return nil }
      matched += word.count
      offset += 1
    }
    return matched == letters.count ? offset : nil
  }
}
