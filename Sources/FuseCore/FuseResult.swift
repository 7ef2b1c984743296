/// One search result: the document, its position, and (if asked) its score and matches.
public struct FuseResult<Element> {
  /// The matching document.
  public let item: Element
  /// The document's position in the collection.
  public let refIndex: Int
  /// The score, 0 for a perfect match; present when ``FuseOptions/includeScore`` is set.
  ///
  /// Scores stay within 0...1 except where Fuse.js itself exceeds 1: it reports the last
  /// candidate score its Bitap computed, even a rejected one, which can pass 1 with a high
  /// threshold and a short distance.
  public let score: Double?
  /// The matched fields; present when ``FuseOptions/includeMatches`` is set.
  public let matches: [FuseMatch]?

  /// Creates a result (results are normally produced by ``Fuse/Search``).
  ///
  /// - Parameters:
  ///   - item: The document.
  ///   - refIndex: Its position in the collection.
  ///   - score: Its score, if reported.
  ///   - matches: Its matches, if reported.
  public init(item: Element, refIndex: Int, score: Double?, matches: [FuseMatch]?) {
    self.item = item
    self.refIndex = refIndex
    self.score = score
    self.matches = matches
  }
}

extension FuseResult: Sendable where Element: Sendable {}
extension FuseResult: Equatable where Element: Equatable {}
extension FuseResult: Hashable where Element: Hashable {}

/// What a custom sort function sees of a result.
public struct FuseSortEntry: Sendable, Hashable {
  /// The document's position in the collection.
  public let refIndex: Int
  /// The result's score (0 is perfect).
  public let score: Double
  /// The result's matches (all of them, whether or not ``FuseOptions/includeMatches`` is set).
  public let matches: [FuseMatch]
}

/// A custom result order: returns `true` when the first entry sorts before the second.
///
/// Entries that neither precede each other keep position order for string queries.
public typealias FuseSortFunction = @Sendable (FuseSortEntry, FuseSortEntry) -> Bool
