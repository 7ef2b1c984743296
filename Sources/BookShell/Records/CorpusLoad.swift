import Foundation

/// A file's records loaded into a named corpus: the one path shared by `--data` at launch and
/// by `:load`.
///
/// A corpus built by the load starts in the table's result order (``ShellCorpora/order``).
/// A corpus the package declares is read as its records (unless keys are given), in place when
/// the shell has it; any other name, or keys, make a corpus of any JSON records. The corpora
/// handed in are not changed: the outcome holds the table to use from now on.
enum CorpusLoad {
  /// What a load made.
  struct Outcome: Sendable {
    /// The corpora with the loaded one in its place (added last when it is new).
    var corpora: ShellCorpora
    /// The number of records loaded.
    var count: Int
    /// A note on the keys a corpus of JSON records searches, when they were found rather than
    /// given (see ``DocumentCorpus/keysNote(_:keysGiven:)``).
    var note: String?
  }

  /// Loads a file's bytes into the corpus `name`.
  ///
  /// - Parameters:
  ///   - data: The file's bytes, given up once parsed (not held while the records are indexed).
  ///   - source: The file, as messages name it.
  ///   - name: The corpus loaded into.
  ///   - keys: The keys given (`--keys`), or `nil` to use the declared corpus's records and keys,
  ///     or to infer them.
  ///   - corpora: The corpora before the load.
  ///   - parsed: Told the number of records once they are parsed (indexing follows).
  ///   - isCancelled: Whether the load was cancelled; a corpus built meanwhile is then dropped,
  ///     never added to the table.
  /// - Returns: The new table, the count and the note.
  /// - Throws: ``ShellError`` for a file that does not load as the corpus's records, or
  ///   ``ShellError/loadCancelled(_:isNew:)``.
  @MainActor
  static func load(
    _ data: consuming Data, source: String, into name: CorpusName, keys: [KeySpec]?,
    corpora: ShellCorpora, parsed: @escaping @MainActor @Sendable (Int) -> Void,
    isCancelled: () -> Bool = { false }
  ) async throws(ShellError) -> Outcome {
    if keys == nil, let records = corpora.recordCorpus(named: name) {
      // A cancelled load puts the corpus's old records back itself.
      let count = try await records.corpus.load(consume data, source: source, parsed: parsed)
      guard records.isNew else { return Outcome(corpora: corpora, count: count) }
      guard !isCancelled() else { throw ShellError.loadCancelled(name) }
      return Outcome(corpora: corpora.replacing(records.corpus), count: count)
    }
    let made = try await DocumentCorpus.make(
      name, data: consume data, source: source, keys: keys, order: corpora.order, parsed: parsed)
    guard !isCancelled() else { throw ShellError.loadCancelled(name) }
    return Outcome(
      corpora: corpora.replacing(made.corpus), count: made.count,
      note: DocumentCorpus.keysNote(made, keysGiven: keys != nil))
  }
}
