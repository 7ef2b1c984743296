/// One search result: the document, its position, and (if asked) its score and matches.
///
/// A result found by a search refers to the collection it was found in (the searcher's
/// ``Fuse/Search/documents`` at the time of the search) instead of copying its document: making
/// thousands of results then costs no per-document copying. The collection is shared, not
/// duplicated; while results are alive, the searcher's next mutation copies it once (copy on
/// write), as any Swift array shared by two owners would be.
public struct FuseResult<Element> {
  /// The matching document.
  public var item: Element { collection[position] }
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
  /// The collection holding ``item``, and where in it.
  private let collection: [Element]
  private let position: Int

  /// Creates a result (results are normally produced by ``Fuse/Search``).
  ///
  /// - Parameters:
  ///   - item: The document.
  ///   - refIndex: Its position in the collection.
  ///   - score: Its score, if reported.
  ///   - matches: Its matches, if reported.
  public init(item: Element, refIndex: Int, score: Double?, matches: [FuseMatch]?) {
    self.init(in: [item], at: 0, refIndex: refIndex, score: score, matches: matches)
  }

  /// Creates a result whose document is `collection[position]`, sharing the collection.
  @inline(__always)
  init(
    in collection: [Element], at position: Int, refIndex: Int, score: Double?, matches: [FuseMatch]?
  ) {
    self.collection = collection
    self.position = position
    self.refIndex = refIndex
    self.score = score
    self.matches = matches
  }
}

extension FuseResult: Sendable where Element: Sendable {}

extension FuseResult: Equatable where Element: Equatable {
  /// Whether two results have equal documents, positions, scores and matches (wherever their
  /// documents are stored).
  public static func == (lhs: FuseResult, rhs: FuseResult) -> Bool {
    lhs.refIndex == rhs.refIndex && lhs.score == rhs.score && lhs.matches == rhs.matches
      && lhs.item == rhs.item
  }
}

extension FuseResult: Hashable where Element: Hashable {
  /// Hashes the document, position, score and matches.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(item)
    hasher.combine(refIndex)
    hasher.combine(score)
    hasher.combine(matches)
  }
}

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
