public import FuseCore
public import Models

/// A ``SearchService`` over `Person` records: the people corpus's actor.
///
/// ```swift
/// let people = try PersonSearchService(people: EmbeddedCorpus.people())
/// let hits = try await people.search("kubrik")   // Stanley Kubrick
/// ```
///
/// Use it like any ``SearchService``: one actor per corpus, shared by its callers; queries sent
/// to it run one at a time (see ``SearchService`` for why, and ``SearchCatalog`` for searching
/// the three corpora in parallel).
public typealias PersonSearchService = SearchService<Person>

extension SearchService where Record == Person {
  /// The default keys for people: name (weight 2), known-for and role.
  ///
  /// Scores are included and the threshold is 0.4 (stricter than Fuse.js's 0.6: a typo such as
  /// "tolkein" still matches, most unrelated texts do not); the other options are Fuse.js's
  /// defaults.
  ///
  /// - Throws: `FuseError` (not expected: the keys' weights are fixed and positive).
  public static var defaultOptions: FuseOptions<Person> {
    get throws(FuseError) {
      var options = FuseOptions<Person>()
      options.keys = [try FuseKey(\.name, weight: 2), try FuseKey(\.knownFor), try FuseKey(\.role)]
      options.includeScore = true
      options.threshold = 0.4
      return options
    }
  }

  /// Creates a people service with `defaultOptions`.
  ///
  /// - Parameter people: The people to search.
  /// - Throws: `FuseError` (not expected with the default options).
  public init(people: [Person]) throws(FuseError) {
    try self.init(people, options: Self.defaultOptions)
  }
}
