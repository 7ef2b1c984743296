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

  /// The lines: the rank and the order, then the evidence for each criterion the order
  /// compares, in its order (``SearchRanking/Criterion``).
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
    // One line per criterion the order compares, in its order (a rule switched off has none;
    // some say only where they hold).
    for criterion in SearchRanking.Criterion.compared(under: rules) {
      lines += self.lines(of: criterion)
    }
    lines.append("    then Fuse.js's order")
    return lines
  }

  /// The lines of one criterion: what the evidence is for it, if it says anything.
  private func lines(of criterion: SearchRanking.Criterion) -> [String] {
    let rules = ranking.rules
    let words = evidence.words
    switch criterion {
    case .phrase:
      let ranked =
        evidence.comparedPhrase != evidence.phrase
        ? " (ranked as a whole word while it is typed)" : ""
      let joined =
        rules.contains(.joinedWords) && evidence.joinsWords
        ? ["    joined words: yes, the query's letters are its words split at other places"] : []
      return ["    phrase: \(Self.text(of: evidence.phrase))\(ranked)"] + joined
    case .typos:
      let typos = words.map {
        "\($0.text) \(NumberText.compact($0.typos))" + ($0.isYear ? " as the year" : "")
      }
      return ["    typos: \(NumberText.compact(evidence.typos)) (\(typos.joined(separator: ", ")))"]
    case .personOverTitle:
      // Said only where it holds: one record at most is put before the titles.
      guard evidence.comesBeforeTitles else { return [] }
      return [
        "    person over title: yes, before the titles the query is: its person is the"
          + " likelier meaning"
      ]
    case .wholeText:
      return [wholeTextLine()]
    case .surnames:
      // A corpus that names no key as people's has no rule about them to explain.
      guard ranking.namesPeople else { return [] }
      let surnames = words.filter(\.isSurname).map(\.text)
      // Where only the first names of a list are the record's people, say so: a name billed
      // later is found but is no surname.
      let billing = ranking.billedNames.map { " (only the first \($0) names of a list count)" }
      return [
        "    surnames: "
          + (surnames.isEmpty
            ? "none" + (billing ?? "")
            : "\(surnames.count) (\(surnames.joined(separator: ", ")))")
      ]
    case .wholeOnceTyped:
      guard evidence.completesText else { return [] }
      return ["    whole once typed: yes, the query's last word begins the text's last word"]
    case .textStart:
      let afterArticle =
        rules.contains(.leadingArticle) && evidence.startsAfterArticle ? ", after its article" : ""
      return [
        "    text start: "
          + (evidence.startsText
            ? "yes, \(theQuery) \(evidence.typos > 0 ? "start" : "starts") a title or a name"
              + afterArticle
            : "no")
      ]
    case .length:
      let lengths = words.map { word in
        "\(word.text) " + (word.length.map(NumberText.compact) ?? "no text")
      }
      return [
        "    length: \(NumberText.compact(evidence.length)) words"
          + " (\(lengths.joined(separator: ", ")); a title's or name's words count half)"
      ]
    case .credits:
      // Said only where it counts: a query of surnames alone.
      guard ranking.namesPeople, evidence.credits > 0,
        let known = words.first(where: { $0.credits == evidence.credits })
      else { return [] }
      let records = evidence.credits == 1 ? "1 record" : "\(evidence.credits) records"
      return ["    better known: credited in \(records) (\(known.text))"]
    case .wordEnd:
      guard evidence.comparedPhrase != evidence.phrase else { return [] }
      return ["    last word: begun, so after records where it ends a word"]
    case .asTyped:
      // Said only where it holds: most queries are typed in lower case.
      guard evidence.piecesAsTyped > 0 else { return [] }
      let pieces = evidence.piecesAsTyped == 1 ? "1 piece" : "\(evidence.piecesAsTyped) pieces"
      return ["    as typed: \(pieces) of the query in its own title or name, case and accents too"]
    case .popularity:
      // Said only where the corpus declares a popularity and the record has one: a file
      // loaded with keys declares none, and the embedded samples carry none.
      guard let popularity = evidence.popularity, popularity.value != nil else { return [] }
      return ["    popularity: \(popularity) (declared by the corpus)"]
    }
  }

  /// The query as an explanation line names it: its words, with their typos, where it has
  /// any (the query itself is then not the text they fit).
  private var theQuery: String {
    evidence.typos > 0 ? "the query's words, with their typos," : "the query"
  }

  /// The line of ``SearchRanking/Criterion/wholeText``: whether the query is a title or name,
  /// or, when it ends after a word, whether one goes on after it.
  private func wholeTextLine() -> String {
    // The record's own title or name counts before one of its people's names.
    let fitted =
      evidence.fitsOwnText
      ? "its own title or name" : ranking.namesPeople ? "a person's name" : "one of its texts"
    // A title read without its leading article says so.
    let afterArticle =
      ranking.rules.contains(.leadingArticle) && evidence.fitsAfterArticle
      ? " after its article" : ""
    if evidence.expectsNextWord {
      return "    next word: "
        + (evidence.continuesText
          ? "yes, \(fitted)\(afterArticle) goes on after the query"
          : "no title or name goes on after it")
    }
    let whole =
      evidence.isWholeText
      ? "yes, \(theQuery) \(evidence.typos > 0 ? "are" : "is") \(fitted)"
        + (afterArticle.isEmpty ? "" : "," + afterArticle)
      : "no"
    return "    whole text: " + whole
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
