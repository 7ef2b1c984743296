/// The order a ``SearchService`` returns its results in: Fuse.js's own, or a relevance order
/// that re-ranks Fuse.js's best candidates by what a person would take as evidence.
///
/// ```swift
/// let books = try BookSearchService(books: EmbeddedCorpus.books())
/// await books.setRanking(.fuse)                       // Fuse.js's order, exactly
/// await books.setRanking(.relevance())                // the product order (the default)
/// ```
///
/// Either way the results are Fuse.js's: the same records with the same scores (`FuseResult`'s
/// `score` is untouched); only their order differs. ``Order-swift.enum/relevance`` takes the
/// first ``candidates`` results Fuse.js returns (best first) and sorts them by these rules, each
/// deciding only when the ones before it tie:
///
/// 1. **The query as a phrase.** A record with a searched text that contains the whole query,
///    word for word, comes first; one where the query only starts a word ("tolk" in "Tolkien")
///    comes next; records without the phrase come last.
/// 2. **Fewer typos.** Each query word is compared with every word of the record's searched texts
///    (an edit — a wrong, missing, extra or swapped letter — is one typo; a query word that only
///    begins a longer word costs half a typo more than its edits); the record whose words need the
///    fewest typos in total comes first. A query word found nowhere costs its length.
/// 3. **Shorter texts.** For each query word, the text where it was found best counts its words
///    (a text of the first key, the record's title or name, at half); the record with the fewer words in
///    total comes first: "munro" ranks *Alice Munro*'s books above *The Death of Bunny Munro*,
///    and "stve" ranks the book *Steve Jobs* above books by authors called Steve.
/// 4. **Fuse.js's order.**
///
/// The searched texts are the ones the service's searcher indexed for the record under its
/// current keys (`Fuse.Search.indexedTexts(refIndex:)`), so the rules follow a change of keys.
/// Texts are compared lower-cased, without diacritics, and split into words at anything that is
/// not a letter or a digit. Results beyond the candidates keep Fuse.js's order after them.
public struct SearchRanking: Sendable, Hashable, CustomStringConvertible {
  /// How results are ordered.
  public enum Order: String, Sendable, Hashable, CaseIterable {
    /// Fuse.js's order, exactly.
    case fuse
    /// Fuse.js's first candidates re-ordered by the phrase, typo and length rules.
    case relevance
  }

  /// How results are ordered.
  public var order: Order
  /// How many of Fuse.js's best results the relevance order re-ranks (at least 1).
  ///
  /// ``Order-swift.enum/fuse`` ignores it. A search asks Fuse.js for at least this many results,
  /// so a larger set finds more but costs a little sorting.
  public var candidates: Int

  /// Creates a ranking.
  ///
  /// - Parameters:
  ///   - order: How results are ordered.
  ///   - candidates: How many Fuse.js results the relevance order re-ranks (values below 1
  ///     count as 1).
  public init(order: Order, candidates: Int = SearchRanking.defaultCandidates) {
    self.order = order
    self.candidates = max(1, candidates)
  }

  /// The candidate-set size the relevance order uses unless told otherwise: 200, measured on
  /// labelled queries (50 leaves right answers outside the set; 400 finds few more).
  public static let defaultCandidates = 200

  /// Fuse.js's order, exactly.
  public static let fuse = SearchRanking(order: .fuse)

  /// The relevance order over Fuse.js's first `candidates` results.
  ///
  /// - Parameter candidates: How many of Fuse.js's best results to re-rank.
  /// - Returns: The ranking.
  public static func relevance(candidates: Int = defaultCandidates) -> SearchRanking {
    SearchRanking(order: .relevance, candidates: candidates)
  }

  /// `fuse`, or `relevance (top N)`.
  public var description: String {
    switch order {
    case .fuse: "fuse"
    case .relevance: "relevance (top \(candidates))"
    }
  }

  /// How many results to ask Fuse.js for so that `limit` ranked results can be returned.
  func fuseLimit(for limit: Int?) -> Int? {
    guard order == .relevance, let limit else { return limit }
    return limit == 0 ? 0 : max(limit, candidates)
  }
}
