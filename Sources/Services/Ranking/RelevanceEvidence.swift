/// What the relevance ranking knows about one record for one query: a key per criterion
/// (``key(_:)``), which ``EvidenceOrder`` compares in the criteria's order (the smaller, the
/// better).
struct RelevanceEvidence: Sendable, Equatable {
  /// Whether and how the query appears as a phrase (``PhraseMatch``), as the ranking compares
  /// it: while the last word is being typed, a phrase ending inside a word counts as one ending
  /// at a word's end (``PhraseMatch/ranked(lastWordIsOpen:)``).
  var phrase: PhraseMatch
  /// The typos the query's words need, summed (half a typo for a finished word typed only in
  /// part, a whole one when it stops two letters or more short; a word found nowhere costs its
  /// length).
  var typos: Double
  /// 0 for the one candidate ``SearchRanking/Rules/personOverTitle`` puts before the titles
  /// the query is, 1 for every other: set, once every candidate's evidence is known, by
  /// ``SearchRanking/putPersonBeforeTitles(_:perRecord:order:)``.
  var notPersonOverTitle = 1
  /// Whether the query fits a title or name: 0 for the record's own (its first key's), 1 for
  /// one of its people's names, 2 for none.
  ///
  /// It fits when the query's words, with their fewest typos, are in order the core of the
  /// record's title or name or of one of its people's names; when the query ends after a word
  /// under ``SearchRanking/Rules/nextWord``, when they start such a core that goes on after
  /// them instead. Words naming one of the record's people may come before its title or name,
  /// and a name may be typed surname first.
  var notWholeText: Int
  /// How many query words were found whole as the last word of a text of several words
  /// (surnames), negated so that more is better.
  var surnames: Int
  /// When every query word was found as a surname, the most records crediting a person of one
  /// of those surnames found within the typos the word may have (``NameCredits``), negated so
  /// that more is better; 0 otherwise.
  var credits: Int
  /// The most records crediting a person of the query's surnames, as in ``credits`` but
  /// positive, and counted whether or not ``SearchRanking/Rules/credits`` compares them
  /// (``SearchRanking/Rules/personOverTitle`` reads them too); not compared.
  var personCredits = 0
  /// Whether the query's words matched one of the record's texts only with their letters
  /// split at other places (``SearchRanking/Rules/joinedWords``); not compared.
  var joinsWords = false
  /// Whether the title or name the query's words fit (as in ``notWholeText``) is read without
  /// its leading article (``SearchRanking/Rules/leadingArticle``); not compared.
  var wholeAfterArticle = false
  /// Whether the title or name the query's words start (as in ``notTextStart``) is read
  /// without its leading article (``SearchRanking/Rules/leadingArticle``); not compared.
  var startAfterArticle = false
  /// 0 when the query's words would fit a title or name (as in ``notWholeText``) once the word
  /// being typed, which begins the text's last word, is finished; 1 otherwise.
  var notBegunWholeText: Int
  /// 0 when the query's words, with their fewest typos, start in order the record's title or
  /// name or one of its people's names; 1 otherwise.
  var notTextStart: Int
  /// For each query word, the number of words in the text where it was found best (halved for
  /// the record's first key, its title or name), summed: the fewer, the more of its texts the
  /// query fills.
  var length: Double
  /// 1 when the phrase ends inside a word while the last word is being typed (ranked with
  /// phrases that end at a word's end, and after them only where everything else ties); 0
  /// otherwise.
  var endsInWord: Int
  /// How many of the query's pieces as typed the record's own title or name has, case, accents
  /// and punctuation and all (``SearchRanking/Rules/asTyped``), negated so that more is
  /// better.
  var notAsTyped: Int
  /// The record's popularity as its corpus declares it (``SearchRanking/Rules/popularity``),
  /// negated so that more is better: infinity for a record that declares none, 0 for every
  /// record where no popularity is compared.
  var unpopularity: Double = 0

  /// Evidence that decides nothing: every record ties.
  static let none = RelevanceEvidence(
    phrase: .nowhere, typos: 0, notWholeText: 2, surnames: 0, credits: 0, notBegunWholeText: 1,
    notTextStart: 1, length: 0, endsInWord: 0, notAsTyped: 0)

  /// The key this evidence gives `criterion`: the smaller, the better.
  ///
  /// - Parameter criterion: A criterion of the relevance order.
  /// - Returns: Its key for this record.
  func key(_ criterion: SearchRanking.Criterion) -> Double {
    switch criterion {
    case .phrase: Double(phrase.rawValue)
    case .typos: typos
    case .personOverTitle: Double(notPersonOverTitle)
    case .wholeText: Double(notWholeText)
    case .surnames: Double(surnames)
    case .wholeOnceTyped: Double(notBegunWholeText)
    case .textStart: Double(notTextStart)
    case .length: length
    case .credits: Double(credits)
    case .wordEnd: Double(endsInWord)
    case .asTyped: Double(notAsTyped)
    case .popularity: unpopularity
    }
  }
}

/// Whether the query appears as a phrase in a record's texts (its words in order, the first
/// starting a word, every word but the last whole), best first.
enum PhraseMatch: Int, Comparable, Sendable {
  /// In a text's core, ending at a word's end.
  case whole = 0
  /// In a text's core, ending inside a word (its last word typed in part).
  case endingInWord
  /// Only in a text's trailing parenthetical, ending at a word's end.
  case inSuffix
  /// Only in a text's trailing parenthetical, ending inside a word.
  case inSuffixEndingInWord
  /// Nowhere.
  case nowhere

  static func < (lhs: PhraseMatch, rhs: PhraseMatch) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The class the ranking compares.
  ///
  /// While the last word is being typed, a phrase ending inside a word is as good as one
  /// ending at a word's end: "emil" begins *Emily Climbs* as well as it is a word of *Demian.
  /// Die Geschichte von Emil Sinclairs Jugend*.
  ///
  /// - Parameter lastWordIsOpen: Whether the query ends inside its last word (and
  ///   ``SearchRanking/Rules/openLastWord`` is in force).
  /// - Returns: The class to compare.
  func ranked(lastWordIsOpen: Bool) -> PhraseMatch {
    guard lastWordIsOpen else { return self }
    switch self {
    case .endingInWord: return .whole
    case .inSuffixEndingInWord: return .inSuffix
    default: return self
    }
  }
}
