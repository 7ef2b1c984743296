import Services

/// Why a result ranks where it does, as `:explain` prints it: in the relevance order, the
/// evidence its rules compare (the phrase, each query word's typos, the length of the texts
/// where they were found); in Fuse.js's order, the score.
struct RankExplanation: Sendable {
  /// The result's rank among its corpus's results, from 1.
  var rank: Int
  /// The number of results of its corpus.
  var count: Int
  /// Its corpus.
  var corpus: CorpusName
  /// The corpus's order.
  var ranking: SearchRanking
  /// The relevance order's evidence for the result.
  var evidence: RelevanceExplanation

  /// A rank and its reasons.
  ///
  /// - Parameters:
  ///   - rank: The rank among the corpus's results, from 1.
  ///   - count: The number of the corpus's results.
  ///   - corpus: The corpus.
  ///   - ranking: The corpus's order.
  ///   - evidence: The relevance order's evidence for the result.
  init(
    rank: Int, of count: Int, corpus: CorpusName, ranking: SearchRanking,
    evidence: RelevanceExplanation
  ) {
    self.rank = rank
    self.count = count
    self.corpus = corpus
    self.ranking = ranking
    self.evidence = evidence
  }

  /// The lines: the rank and the order, then the relevance rules' evidence in rule order.
  func lines() -> [String] {
    let place = "  rank \(rank) of \(count) in \(corpus.rawValue)"
    guard ranking.order == .relevance else {
      return [place + ", Fuse.js order: the lower the score, the higher the rank"]
    }
    guard rank <= ranking.candidates else {
      return [
        place + ", relevance order: past the top \(ranking.candidates) it re-ranks,"
          + " Fuse.js's order"
      ]
    }
    let phrase =
      switch evidence.phrase {
      case .whole: "the whole query is in a text"
      case .startsWord: "the query starts a word of a text"
      case .absent: "not in any text"
      }
    let words = evidence.words
    let typos = words.map { "\($0.text) \(NumberText.compact($0.typos))" }
    let lengths = words.map { word in
      "\(word.text) " + (word.length.map(NumberText.compact) ?? "no text")
    }
    return [
      place + ", relevance order (each rule decides only where the ones before tie):",
      "    phrase: \(phrase)",
      "    typos: \(NumberText.compact(evidence.typos)) (\(typos.joined(separator: ", ")))",
      "    length: \(NumberText.compact(evidence.length)) words (\(lengths.joined(separator: ", "))"
        + "; a title's or name's words count half)",
      "    then Fuse.js's order",
    ]
  }
}
