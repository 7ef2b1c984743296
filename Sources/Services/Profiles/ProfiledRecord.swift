public import FuseCore

/// A record type with a corpus profile of its own: the package's `Book`, `Movie` and `Person`.
///
/// It gives the record type's service its defaults:
///
/// ```swift
/// let options = try BookSearchService.defaultOptions   // Book.profile.options
/// ```
public protocol ProfiledRecord: Hashable, Sendable {
  /// The record type's corpus.
  static var profile: CorpusProfile<Self> { get }
}

extension SearchService where Record: ProfiledRecord {
  /// The options the record type's corpus is searched with: its profile's tuning
  /// (``CorpusProfile/productTuning``) with its default keys.
  ///
  /// - Throws: `FuseError` (not expected: the profiles' weights are fixed and positive).
  public static var defaultOptions: FuseOptions<Record> {
    get throws(FuseError) { try Record.profile.options }
  }

  /// The order the record type's corpus returns results in: its profile's ranking,
  /// ``SearchRanking/relevance(candidates:wordCandidates:rules:nameKeys:billedNames:)`` over Fuse.js's best
  /// ``SearchRanking/defaultCandidates`` (200) results.
  public static var defaultRanking: SearchRanking { Record.profile.ranking }
}
