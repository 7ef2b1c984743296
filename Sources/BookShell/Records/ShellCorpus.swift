import Foundation
import FuseCore
import Services

/// One corpus as the shell drives it, whatever its record type: search, explain, load, add,
/// remove, set options and keys, and count.
///
/// ``RecordCorpus`` is the one implementation, generic over the record type and made from the
/// corpus's `CorpusProfile`; the shell holds one per corpus in ``ShellCorpora``'s table and never
/// switches on the corpus name.
protocol ShellCorpus: Sendable {
  /// The corpus's name.
  var name: CorpusName { get }
  /// The fields a key may name, as `--keys` and `:keys` spell them (`author.name`, `meta\.title`).
  var fieldNames: [String] { get }
  /// The corpus as a member of the Services catalog that searches every corpus at once.
  var member: SearchCatalog.Member { get }
  /// This corpus's part of a catalog search, as shell hits with the corpus's match count.
  ///
  /// - Parameter found: The catalog's results.
  /// - Returns: The hits, best first, and how many records match in all.
  func group(in found: SearchCatalog.Results) -> ShellResultGroup
  /// The number of records.
  func count() async -> Int
  /// Searches the corpus.
  ///
  /// - Parameters:
  ///   - query: The query; a blank one lists the records in order (all of them match).
  ///   - limit: The most results.
  /// - Returns: The hits, best first, and how many records match in all.
  /// - Throws: `CancellationError` when the calling task is cancelled.
  func search(_ query: String, limit: Int) async throws -> ShellResultGroup
  /// The engine's own breakdown of a hit's score.
  ///
  /// - Parameters:
  ///   - query: The query the hit answered.
  ///   - refIndex: The hit's record position.
  /// - Returns: The explanation, or `nil` when the record no longer matches.
  func explain(_ query: String, refIndex: Int) async -> Fuse.ScoreExplanation?
  /// Why the relevance order places a hit where it does (whatever the order in force).
  ///
  /// - Parameters:
  ///   - query: The query the hit answered.
  ///   - refIndex: The hit's record position.
  /// - Returns: The explanation, or `nil` when no record is there any more.
  func relevanceExplanation(_ query: String, refIndex: Int) async -> RelevanceExplanation?
  /// The order results come in.
  func ranking() async -> SearchRanking
  /// Replaces the records with a corpus file's; on any error, and when the calling task is
  /// cancelled, the corpus keeps its data.
  ///
  /// - Parameters:
  ///   - data: The file's contents (a JSON array of records), given up once parsed so that the
  ///     bytes are not held while the records are indexed.
  ///   - source: The file's path, which errors name.
  ///   - parsed: Told the number of records once the file is parsed, before indexing.
  /// - Returns: The number of records loaded.
  /// - Throws: ``ShellError/load(_:)``, ``ShellError/fuse(_:)``, or
  ///   ``ShellError/loadCancelled(_:isNew:)`` when the task was cancelled.
  func load(
    _ data: consuming Data, source: String, parsed: @escaping @MainActor @Sendable (Int) -> Void
  )
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
  /// The keys the corpus searches now, as `:keys` shows them.
  ///
  /// - Returns: The key specs, in order.
  func keySpecs() async -> [KeySpec]
  /// Rebuilds the searcher with other keys.
  ///
  /// - Parameter specs: Field names from ``fieldNames`` with weights.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for two keys Fuse.js names alike
  ///   with different weights (``KeySpec/checkSharedIDs(_:typed:)``), ``ShellError/fuse(_:)``;
  ///   the corpus then keeps its searcher.
  func setKeys(_ specs: [KeySpec]) async throws(ShellError)
  /// Sets a search or ranking option (``OptionScope/search``, ``OptionScope/ranking``) from
  /// typed text: re-indexes or re-ranks.
  ///
  /// - Parameters:
  ///   - option: The option's name, as ``ShellOptions`` spells it.
  ///   - text: The typed value.
  ///   - session: The session's settings.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for a value the option does not
  ///   allow; the corpus is then unchanged.
  func set(_ option: String, to text: String, session: ShellSettings) async throws(ShellError)
  /// An option's value for this corpus, as `:show` prints it.
  ///
  /// - Parameters:
  ///   - option: The option's name, as ``ShellOptions`` spells it.
  ///   - session: The session's settings.
  /// - Returns: The value's text.
  func value(of option: String, session: ShellSettings) async -> String
}
