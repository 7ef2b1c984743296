/// Why the relevance order (``SearchRanking/Order-swift.enum/relevance``) places a record where
/// it does for a query: the evidence its rules compare, with each query word's part.
///
/// ```swift
/// let why = await books.relevanceExplanation("tolkein", refIndex: 0)
/// why?.phrase  // .absent: "tolkein" is not in The Hobbit's texts, not even as a word's start
/// why?.words   // [Word(text: "tolkein", typos: 1, length: 4)]: one swap from "tolkien"
/// ```
///
/// The rules, in order, each deciding only when the ones before tie: the query as a phrase
/// (``phrase``), fewer ``typos``, a shorter ``length``, then Fuse.js's order. The numbers are
/// those the ranking sorts by, so a record with a smaller (phrase, typos, length) ranks first.
public struct RelevanceExplanation: Sendable, Hashable {
  /// How the query appears, word for word, in one of the record's searched texts.
  public enum Phrase: Sendable, Hashable {
    /// The query's words appear whole, in order, in one text (rule 1's best).
    case whole
    /// The query begins a word of a text ("tolk" in "Tolkien").
    case startsWord
    /// Neither.
    case absent
  }

  /// One query word's evidence.
  public struct Word: Sendable, Hashable {
    /// The word, as the rules compare it: lower-cased, without diacritics.
    public var text: String
    /// The typos it needs in the record's closest word: edits (a wrong, missing, extra or
    /// swapped letter), and half a typo more when it only begins that word; at most its own
    /// length (a word found nowhere).
    public var typos: Double
    /// The number of words of the shortest text where it came closest (halved for the first
    /// key's texts, the title or name), or `nil` when the record has no searched text.
    public var length: Double?

    /// A word's evidence.
    ///
    /// - Parameters:
    ///   - text: The word, normalised.
    ///   - typos: Its typos.
    ///   - length: The length of the text where it came closest, or `nil`.
    public init(text: String, typos: Double, length: Double?) {
      self.text = text
      self.typos = typos
      self.length = length
    }
  }

  /// Rule 1: how the query appears as a phrase.
  public var phrase: Phrase
  /// Each query word's typos and length.
  public var words: [Word]

  /// An explanation.
  ///
  /// - Parameters:
  ///   - phrase: How the query appears as a phrase.
  ///   - words: Each query word's evidence.
  public init(phrase: Phrase, words: [Word]) {
    self.phrase = phrase
    self.words = words
  }

  /// Rule 2: the typos of every word, summed.
  public var typos: Double { words.reduce(0) { $0 + $1.typos } }

  /// Rule 3: the lengths of every word found, summed.
  public var length: Double { words.reduce(0) { $0 + ($1.length ?? 0) } }
}
