/// Why the relevance order (``SearchRanking/Order-swift.enum/relevance``) places a record where
/// it does for a query: the evidence its rules compare, with each query word's part.
///
/// ```swift
/// let why = await books.relevanceExplanation("tolkein", refIndex: 0)
/// why?.phrase  // .absent: "tolkein" is not in The Hobbit's texts, not even as a word's start
/// why?.words   // [Word(text: "tolkein", typos: 1, length: 4, isSurname: true)]
/// ```
///
/// The numbers are those the ranking sorts by (see ``SearchRanking/Rules`` for the rules and
/// their order), worked out by the same code; a rule switched off in the ranking is not worked
/// out, and its part here says so (``phrase`` is ``Phrase/absent``, ``isWholeText`` and
/// ``startsText`` are `false`).
public struct RelevanceExplanation: Sendable, Hashable {
  /// How the query appears as a phrase in one of the record's searched texts (its words in
  /// order, the first starting a word, every word but the last whole), best first.
  public enum Phrase: Int, Sendable, Hashable, Comparable {
    /// In a text, ending at a word's end.
    case whole = 0
    /// In a text, ending inside a word (the last word typed in part).
    case endingInWord
    /// Only in a text's trailing parenthetical ("(Series, #1)"), ending at a word's end.
    case inSuffix
    /// Only in a text's trailing parenthetical, ending inside a word.
    case inSuffixEndingInWord
    /// Nowhere.
    case absent

    /// Whether `lhs` is the better match.
    public static func < (lhs: Phrase, rhs: Phrase) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One query word's evidence.
  public struct Word: Sendable, Hashable {
    /// The word, as the rules compare it: lower-cased, without diacritics.
    public var text: String
    /// The typos it needs in the record's closest word: edits (a wrong, missing, extra or
    /// swapped letter), and half a typo more when it only begins that word (none for the word
    /// still being typed; a whole typo for a finished word that stops two letters or more
    /// before that word's end); at most its own length (a word found nowhere).
    public var typos: Double
    /// The number of words of the shortest text where it came closest (halved for the first
    /// key's texts, the title or name; a trailing parenthetical, or a name's generational
    /// suffix, not counted), or `nil` when the record has no searched text.
    public var length: Double?
    /// Whether it was found whole as the last word of a name of several words (a surname; a
    /// generational suffix such as "Jr." is not the last word).
    public var isSurname: Bool
    /// How many records credit the best-known person whose surname it was found as, with at
    /// most one typo (two from seven letters on; ``SearchRanking/Rules/credits``): 0 when it
    /// is no such surname, or when the rule is off.
    public var credits: Int
    /// Whether it is the record's year, which it matches with no typo
    /// (``SearchRanking/Rules/year``).
    public var isYear: Bool

    /// A word's evidence.
    ///
    /// - Parameters:
    ///   - text: The word, normalised.
    ///   - typos: Its typos.
    ///   - length: The length of the text where it came closest, or `nil`.
    ///   - isSurname: Whether it was found as a surname.
    ///   - credits: How many records credit the person whose surname it was found as.
    ///   - isYear: Whether it is the record's year.
    public init(
      text: String, typos: Double, length: Double?, isSurname: Bool = false, credits: Int = 0,
      isYear: Bool = false
    ) {
      self.text = text
      self.typos = typos
      self.length = length
      self.isSurname = isSurname
      self.credits = credits
      self.isYear = isYear
    }
  }

  /// A record's popularity as its corpus declares it (``CorpusPopularity``), which breaks ties
  /// between equally good matches (``SearchRanking/Rules/popularity``).
  public struct Popularity: Sendable, Hashable, CustomStringConvertible {
    /// What the number measures: "article lead".
    public var name: String
    /// The record's value, or `nil` when it declares none.
    public var value: Double?
    /// The unit after the number ("characters"), or empty.
    public var unit: String

    /// A popularity.
    ///
    /// - Parameters:
    ///   - name: What the number measures.
    ///   - value: The record's value, or `nil`.
    ///   - unit: The unit after the number.
    public init(name: String, value: Double?, unit: String = "") {
      self.name = name
      self.value = value
      self.unit = unit
    }

    /// The name, the value with its thousands grouped and the unit: "article lead 4,210
    /// characters" (or "article lead unknown").
    public var description: String {
      guard let value else { return "\(name) unknown" }
      return [name, Self.grouped(value), unit].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A number with its thousands grouped by commas when it is a whole number ("4,780,653").
    static func grouped(_ value: Double) -> String {
      guard value.rounded() == value, abs(value) < 1e15 else { return "\(value)" }
      let digits = String(Int64(abs(value)))
      var text = ""
      for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
        text.append(digit)
      }
      return value < 0 ? "-" + text : text
    }
  }

  /// How the query appears as a phrase.
  public var phrase: Phrase
  /// The phrase class the ranking compares first: while the last word is being typed, a phrase
  /// ending inside a word counts as one ending at a word's end (which then wins only where
  /// every other rule ties).
  public var comparedPhrase: Phrase
  /// Each query word's evidence.
  public var words: [Word]
  /// Whether the query's words, each with its fewest typos, are the whole of one of the
  /// record's texts, in order (not worked out, so `false`, when the query ``expectsNextWord``).
  public var isWholeText: Bool
  /// Whether they start, in order, the record's title or name or one of its people's names.
  public var startsText: Bool
  /// Whether the query ended inside its last word, which was taken as still being typed
  /// (``SearchRanking/Rules/openLastWord``).
  public var lastWordIsOpen: Bool
  /// Whether the query ended after a word and was taken as on its way to another
  /// (``SearchRanking/Rules/nextWord``): then ``continuesText``, not ``isWholeText``, counts.
  public var expectsNextWord: Bool
  /// Whether the query's words, each with its fewest typos, start the record's title or name
  /// (or one of its people's names), in order, and that text goes on after them.
  public var continuesText: Bool
  /// Whether the query's words would be the whole of the record's title or name (or of one of
  /// its people's names) once the word being typed, which begins that text's last word, is
  /// finished ("austen" and *Austenland*): it counts after surnames, where ``isWholeText``
  /// counts before them.
  public var completesText: Bool
  /// Whether the text the query fits (``fitsText``) is the record's own title or name, which
  /// counts before one of its people's names: "the game" is *The Game* before the films of
  /// the rapper The Game.
  public var fitsOwnText: Bool
  /// Whether the record is put before the records whose own title or name the query is.
  ///
  /// It is the best record of the best-known person the query names by surname alone, who is
  /// the likelier meaning (``SearchRanking/Rules/personOverTitle``); its own keys stay as they
  /// are (it is no whole title).
  public var comesBeforeTitles: Bool
  /// Whether the query's words matched one of the record's texts only with their letters split
  /// at other places ("spiderman" and *Spider-Man*; ``SearchRanking/Rules/joinedWords``): then
  /// they count no typo there.
  public var joinsWords: Bool
  /// The record's popularity as its corpus declares it (``SearchRanking/Rules/popularity``), or
  /// `nil` when the corpus declares none or the rule is off.
  public var popularity: Popularity?
  /// Whether the title the query fits (``fitsText``) fits without its leading article ("the",
  /// "a", "an"; ``SearchRanking/Rules/leadingArticle``): "terminator" and *The Terminator*.
  public var fitsAfterArticle: Bool
  /// Whether the title the query starts (``startsText``) starts after its leading article
  /// (``SearchRanking/Rules/leadingArticle``).
  public var startsAfterArticle: Bool
  /// How many of the query's pieces, exactly as typed (split at white space; case, accents and
  /// punctuation kept), the record's own title or name has (``SearchRanking/Rules/asTyped``):
  /// 0 when the rule is off.
  public var piecesAsTyped: Int

  /// An explanation.
  ///
  /// - Parameters:
  ///   - phrase: How the query appears as a phrase.
  ///   - words: Each query word's evidence.
  ///   - isWholeText: Whether the query is a whole text.
  ///   - startsText: Whether the query starts the record's title or name or one of its
  ///     people's names.
  ///   - lastWordIsOpen: Whether the last word was taken as still being typed.
  ///   - expectsNextWord: Whether the query was taken as on its way to another word.
  ///   - continuesText: Whether the query starts a title or name that goes on after it.
  ///   - completesText: Whether the query would be a title or name once its last word is
  ///     finished.
  ///   - comparedPhrase: The phrase class the ranking compares (`nil`: `phrase`).
  ///   - fitsOwnText: Whether the text the query fits is the record's own title or name.
  ///   - comesBeforeTitles: Whether the record is put before the titles the query is.
  ///   - joinsWords: Whether the query's words matched a text only split at other places.
  ///   - popularity: The record's declared popularity, if the corpus declares one.
  ///   - fitsAfterArticle: Whether the title the query fits fits without its leading article.
  ///   - startsAfterArticle: Whether the title the query starts starts after its leading
  ///     article.
  ///   - piecesAsTyped: How many of the query's pieces as typed the record's own title or
  ///     name has.
  public init(
    phrase: Phrase, words: [Word], isWholeText: Bool = false, startsText: Bool = false,
    lastWordIsOpen: Bool = false, expectsNextWord: Bool = false, continuesText: Bool = false,
    completesText: Bool = false, comparedPhrase: Phrase? = nil, fitsOwnText: Bool = false,
    comesBeforeTitles: Bool = false, joinsWords: Bool = false,
    popularity: Popularity? = nil, fitsAfterArticle: Bool = false,
    startsAfterArticle: Bool = false, piecesAsTyped: Int = 0
  ) {
    self.phrase = phrase
    self.comparedPhrase = comparedPhrase ?? phrase
    self.words = words
    self.isWholeText = isWholeText
    self.startsText = startsText
    self.lastWordIsOpen = lastWordIsOpen
    self.expectsNextWord = expectsNextWord
    self.continuesText = continuesText
    self.completesText = completesText
    self.fitsOwnText = fitsOwnText
    self.comesBeforeTitles = comesBeforeTitles
    self.joinsWords = joinsWords
    self.popularity = popularity
    self.fitsAfterArticle = fitsAfterArticle
    self.startsAfterArticle = startsAfterArticle
    self.piecesAsTyped = piecesAsTyped
  }

  /// Whether the query's fit to a title or name counts for the record: it ``continuesText``
  /// when the query ``expectsNextWord``, it ``isWholeText`` otherwise.
  public var fitsText: Bool { expectsNextWord ? continuesText : isWholeText }

  /// The typos of every word, summed.
  public var typos: Double { words.reduce(0) { $0 + $1.typos } }

  /// The number of words found as surnames.
  public var surnames: Int { words.reduce(0) { $0 + ($1.isSurname ? 1 : 0) } }

  /// The credits the ranking compares (``SearchRanking/Rules/credits``): the most of any word
  /// when every word was found as a surname, 0 otherwise.
  public var credits: Int {
    guard !words.isEmpty, words.allSatisfy(\.isSurname) else { return 0 }
    return words.map(\.credits).max() ?? 0
  }

  /// The lengths of every word found, summed.
  public var length: Double { words.reduce(0) { $0 + ($1.length ?? 0) } }
}

extension RelevanceExplanation.Phrase {
  /// The phrase match the ranking compares, for a person to read.
  init(_ match: PhraseMatch) {
    switch match {
    case .whole: self = .whole
    case .endingInWord: self = .endingInWord
    case .inSuffix: self = .inSuffix
    case .inSuffixEndingInWord: self = .inSuffixEndingInWord
    case .nowhere: self = .absent
    }
  }
}
