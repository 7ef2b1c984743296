import FuseCore

/// A result's place in a ``SearchRanking``'s order, comparable with the places of results from
/// other corpora searched with the same ranking: how several corpora's results make one list
/// (``SearchCatalog/Results/merged(limit:)``).
///
/// Only what means the same in every corpus is compared: first how the query's words appear in
/// the text (as a phrase, with how many typos, as the whole text), which the relevance order
/// weighs for the results it ranks; then Fuse.js's score. What depends on a corpus's other
/// records (how often a name is credited, which record a prefix leads to) orders the results of
/// one corpus, not those of different ones. A result the relevance order did not weigh (the
/// Fuse.js order, a corpus's only result, or a result past its candidates) compares by its score
/// alone.
public struct SearchRank: Sendable, Comparable {
  /// How the query's words appear in the text, best first, or `nil` for a result the relevance
  /// order did not weigh.
  let text: TextFit?
  /// Fuse.js's score (0 when the search gave none).
  let score: Double

  /// The corpus-independent part of a result's relevance evidence.
  struct TextFit: Comparable {
    /// How the query appears as a phrase (``PhraseMatch``'s raw value).
    var phrase: Int
    /// The typos of the query's words.
    var typos: Double
    /// Whether the query is not the whole text (0 when it is).
    var notWholeText: Int

    static func < (lhs: TextFit, rhs: TextFit) -> Bool {
      (lhs.phrase, lhs.typos, lhs.notWholeText) < (rhs.phrase, rhs.typos, rhs.notWholeText)
    }
  }

  /// The place of a result with `evidence` (`nil` when the relevance order did not weigh it)
  /// and Fuse.js's `score`.
  init(evidence: RelevanceEvidence?, score: Double) {
    text = evidence.map {
      TextFit(phrase: $0.phrase.rawValue, typos: $0.typos, notWholeText: $0.notWholeText)
    }
    self.score = score
  }

  /// Whether `lhs` comes before `rhs` in the ranking's order.
  public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool {
    if let left = lhs.text, let right = rhs.text, left != right { return left < right }
    return lhs.score < rhs.score
  }
}

/// A search result with its place in the ranking's order.
struct RankedResult<Record> {
  /// The result, with Fuse.js's score.
  var result: FuseResult<Record>
  /// Its place in the order, comparable across corpora.
  var rank: SearchRank

  /// Pairs a result with its place.
  init(_ result: FuseResult<Record>, evidence: RelevanceEvidence?) {
    self.result = result
    rank = SearchRank(evidence: evidence, score: result.score ?? 0)
  }
}

extension RankedResult: Sendable where Record: Sendable {}
