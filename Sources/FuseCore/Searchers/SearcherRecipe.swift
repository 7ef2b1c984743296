/// How to build a string query's searcher: a `Sendable` value, so each scanning thread can
/// build its own searcher (searchers keep per-thread scratch buffers).
enum SearcherRecipe: Sendable {
  /// Fuzzy search (Bitap).
  case bitap(pattern: String, settings: BitapSettings)
  /// Extended search syntax.
  case extended(query: String, settings: BitapSettings)
  /// Token search with the collection's statistics.
  case token(
    query: String, settings: BitapSettings, tokenizer: FuseTokenizer, matchAll: Bool,
    statistics: TokenStatistics)

  /// Builds the searcher.
  func make() -> any TextSearcher {
    switch self {
    case .bitap(let pattern, let settings):
      BitapSearcher(pattern: pattern, settings: settings)
    case .extended(let query, let settings):
      ExtendedSearcher(query: query, settings: settings)
    case .token(let query, let settings, let tokenizer, let matchAll, let statistics):
      TokenSearcher(
        query: query, settings: settings, tokenizer: tokenizer, matchAll: matchAll,
        statistics: statistics)
    }
  }
}
