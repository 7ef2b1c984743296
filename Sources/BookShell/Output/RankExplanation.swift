import Services

/// Why a result ranks where it does, as `:explain` prints it: in the relevance order, the
/// evidence each rule in force compares, in the rules' order; in Fuse.js's order, the score.
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
    let rules = ranking.rules
    var lines = [place + ", relevance order (each rule decides only where the ones before tie):"]
    let words = evidence.words
    if rules.contains(.phrase) {
      let ranked =
        evidence.comparedPhrase != evidence.phrase
        ? " (ranked as a whole word while it is typed)" : ""
      lines.append("    phrase: \(Self.text(of: evidence.phrase))\(ranked)")
    }
    if rules.contains(.joinedWords) && evidence.joinsWords {
      lines.append("    joined words: yes, the query's letters are its words split at other places")
    }
    if rules.contains(.typos) {
      let typos = words.map {
        "\($0.text) \(NumberText.compact($0.typos))" + ($0.isYear ? " as the year" : "")
      }
      lines.append(
        "    typos: \(NumberText.compact(evidence.typos)) (\(typos.joined(separator: ", ")))")
    }
    // The record's own title or name counts before one of its people's names.
    let fitted =
      evidence.fitsOwnText
      ? "its own title or name" : ranking.namesPeople ? "a person's name" : "one of its texts"
    // A title read without its leading article says so.
    let afterArticle =
      rules.contains(.leadingArticle) && evidence.fitsAfterArticle ? " after its article" : ""
    if rules.contains(.wholeText) && evidence.expectsNextWord {
      lines.append(
        "    next word: "
          + (evidence.continuesText
            ? "yes, \(fitted)\(afterArticle) goes on after the query"
            : "no title or name goes on after it"))
    } else if rules.contains(.wholeText) {
      let whole =
        evidence.isWholeText
        ? "yes, the query is \(fitted)" + (afterArticle.isEmpty ? "" : "," + afterArticle)
        : evidence.comesBeforeTitles
          ? "as good as the titles the query is: its person is the likelier meaning" : "no"
      lines.append("    whole text: " + whole)
    }
    // A corpus that names no key as people's has no rule about them to explain.
    if rules.contains(.surname) && ranking.namesPeople {
      let surnames = words.filter(\.isSurname).map(\.text)
      // Where only the first names of a list are the record's people, say so: a name billed
      // later is found but is no surname.
      let billing = ranking.billedNames.map { " (only the first \($0) names of a list count)" }
      lines.append(
        "    surnames: "
          + (surnames.isEmpty
            ? "none" + (billing ?? "")
            : "\(surnames.count) (\(surnames.joined(separator: ", ")))"))
    }
    if rules.contains(.wholeText) && evidence.completesText {
      lines.append("    whole once typed: yes, the query's last word begins the text's last word")
    }
    if rules.contains(.textStart) {
      lines.append(
        "    text start: "
          + (evidence.startsText
            ? "yes, the query starts a title or a name"
              + (rules.contains(.leadingArticle) && evidence.startsAfterArticle
                ? ", after its article" : "")
            : "no"))
    }
    if rules.contains(.fewestKeystrokes) && evidence.claimsPrefix {
      // Said only where it holds: most queries begin no title at all.
      lines.append("    fewest keystrokes: yes, this prefix of its title or name is assigned to it")
    }
    if rules.contains(.length) {
      let lengths = words.map { word in
        "\(word.text) " + (word.length.map(NumberText.compact) ?? "no text")
      }
      lines.append(
        "    length: \(NumberText.compact(evidence.length)) words"
          + " (\(lengths.joined(separator: ", ")); a title's or name's words count half)")
    }
    if rules.contains(.credits), ranking.namesPeople, evidence.credits > 0,
      let known = words.first(where: { $0.credits == evidence.credits })
    {
      // Said only where it counts: a query of surnames alone.
      let records = evidence.credits == 1 ? "1 record" : "\(evidence.credits) records"
      lines.append("    better known: credited in \(records) (\(known.text))")
    }
    if rules.contains(.phrase) && evidence.comparedPhrase != evidence.phrase {
      lines.append("    last word: begun, so after records where it ends a word")
    }
    if rules.contains(.popularity), let popularity = evidence.popularity, popularity.value != nil {
      // Said only where the corpus declares a popularity and the record has one: a file
      // loaded with keys declares none, and the embedded samples carry none.
      lines.append("    popularity: \(popularity) (declared by the corpus)")
    }
    lines.append("    then Fuse.js's order")
    return lines
  }

  /// How the query appears as a phrase, in words.
  private static func text(of phrase: RelevanceExplanation.Phrase) -> String {
    switch phrase {
    case .whole: "the whole query is in a text"
    case .endingInWord: "the query is in a text, its last word begun"
    case .inSuffix: "the whole query is in a text's parenthetical only"
    case .inSuffixEndingInWord: "the query is in a text's parenthetical only, its last word begun"
    case .absent: "not in any text"
    }
  }
}
