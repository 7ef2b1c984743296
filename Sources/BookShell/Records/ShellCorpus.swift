import FuseCore
import Services

/// One corpus as the shell drives it, whatever its record type: search, explain, load, add,
/// remove, reconfigure and count.
///
/// ``RecordCorpus`` is the one implementation, generic over the record type and made from the
/// corpus's `CorpusProfile`; the shell holds one per corpus in ``ShellCorpora``'s table and never
/// switches on the corpus name.
protocol ShellCorpus: Sendable {
  /// The corpus's name.
  var name: CorpusName { get }
  /// The fields a key may name.
  var fieldNames: [String] { get }
  /// The corpus as a member of the Services catalog that searches every corpus at once.
  var member: SearchCatalog.Member { get }
  /// This corpus's part of a catalog search, as shell hits.
  ///
  /// - Parameter found: The catalog's results.
  /// - Returns: The hits, best first.
  func hits(in found: SearchCatalog.Results) -> [ShellHit]
  /// The number of records.
  func count() async -> Int
  /// Searches the corpus.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - limit: The most results.
  /// - Returns: The hits, best first.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(_ query: String, limit: Int) async throws -> [ShellHit]
  /// The engine's own breakdown of a hit's score.
  ///
  /// - Parameters:
  ///   - query: The query the hit answered.
  ///   - refIndex: The hit's record position.
  /// - Returns: The explanation, or `nil` when the record no longer matches.
  func explain(_ query: String, refIndex: Int) async -> Fuse.ScoreExplanation?
  /// Replaces the records with a corpus file's; on any error the corpus keeps its data.
  ///
  /// - Parameters:
  ///   - path: The JSON file.
  ///   - parsed: Told the number of records once the file is parsed, before indexing.
  /// - Returns: The number of records loaded.
  /// - Throws: ``ShellError/load(_:)`` or ``ShellError/fuse(_:)``.
  func load(fromFile path: String, parsed: @escaping @MainActor @Sendable (Int) -> Void)
    async throws(ShellError) -> Int
  /// Decodes one record (a JSON object) or several (an array) and appends them.
  ///
  /// - Parameter json: The JSON text.
  /// - Returns: The added records' title lines.
  /// - Throws: ``ShellError/invalidRecord(_:)``.
  func add(json: String) async throws(ShellError) -> [String]
  /// Removes a hit's record if it is still where the search found it.
  ///
  /// - Parameter hit: A hit from this corpus.
  /// - Returns: Whether it was removed.
  func remove(_ hit: ShellHit) async -> Bool
  /// Rebuilds the searcher with the settings' options and keys.
  ///
  /// - Parameter settings: The settings.
  /// - Throws: ``ShellError/fuse(_:)``; the corpus then keeps its searcher.
  func reconfigure(_ settings: ShellSettings) async throws(ShellError)
  /// Sets the order results come in from the settings' ranking (no re-indexing).
  ///
  /// - Parameter settings: The settings.
  func rerank(_ settings: ShellSettings) async
  /// The keys the settings give this corpus.
  ///
  /// - Parameter settings: The settings.
  /// - Returns: The key specs, in order.
  func keySpecs(in settings: ShellSettings) -> [KeySpec]
  /// An option's value for this corpus, as `:show` prints it.
  ///
  /// - Parameters:
  ///   - option: The option.
  ///   - settings: The settings.
  /// - Returns: The value's text.
  func value(of option: ShellOption, in settings: ShellSettings) -> String
}
