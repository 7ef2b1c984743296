import Foundation
import FuseCore
import Models
import Services

/// A corpus of any JSON records (`:load NAME FILE --keys …`, `--data FILE --keys …`): a
/// ``RecordCorpus`` over `PackedJSON` documents (each record one compact buffer, not a tree),
/// made by the Services' document profile.
///
/// The fields are the keys given, in order (the first names each hit), and every other
/// string field of the first records, searchable on request with `:keys`; without keys, every
/// string field is a key, and the load says so.
enum DocumentCorpus {
  /// What a document corpus was made from.
  struct Made: Sendable {
    /// The corpus.
    var corpus: RecordCorpus<PackedJSON>
    /// The number of records.
    var count: Int
    /// The keys searched: the ones given, or every string field found.
    var keys: [KeySpec]
    /// Whether the keys were found in the records rather than given.
    var keysWereInferred: Bool
    /// Whether the records are strings (searched without keys).
    var isStringList: Bool
  }

  /// Parses a file of JSON records and indexes them, off the main actor.
  ///
  /// - Parameters:
  ///   - name: The corpus's name.
  ///   - data: The file's contents, given up once parsed (not held while indexing).
  ///   - source: The file's path, for errors.
  ///   - keys: The keys (`--keys`), or `nil` for every string field of the first records.
  ///   - order: The result order (`nil`: the profile's default).
  ///   - parsed: Told the number of records once they are parsed, before indexing.
  /// - Returns: The corpus and what it was made from.
  /// - Throws: ``ShellError/load(_:)`` for a file that is not a JSON array of objects or of
  ///   strings (with its line and column), ``ShellError/noStringFields(source:sampled:)`` for
  ///   objects without a string field and no keys, ``ShellError/invalidValue(what:value:allowed:)``
  ///   for a key no record has a value at, ``ShellError/fuse(_:)`` for keys FuseCore rejects,
  ///   ``ShellError/loadCancelled(_:isNew:)`` when the task was cancelled while the records
  ///   were read or indexed.
  @concurrent
  static func make(
    _ name: CorpusName, data: consuming Data, source: String, keys: [KeySpec]?,
    order: SearchRanking.Order? = nil, parsed: @escaping @MainActor @Sendable (Int) -> Void
  ) async throws(ShellError) -> Made {
    let records: [PackedJSON]
    do {
      records = try CorpusLoader.packedDocuments(from: data, source: source)
    } catch {
      // Reading stops when the task is cancelled, as indexing does.
      if error.reason == .cancelled { throw ShellError.loadCancelled(name) }
      throw ShellError.load(error)
    }
    // The bytes are not needed once parsed: freed before the index is built.
    _ = consume data
    await parsed(records.count)
    let isStringList = records.first?.stringValue != nil
    let found = CorpusProfile<PackedJSON>.stringFieldPaths(in: records)
    let chosen: [KeySpec]
    if isStringList {
      chosen = []
    } else if let keys {
      try checkPaths(keys, in: records, found: found)
      chosen = keys
    } else {
      guard !found.isEmpty || records.isEmpty else {
        throw ShellError.noStringFields(
          source: source, sampled: CorpusProfile<PackedJSON>.sampledRecords)
      }
      chosen = found.map { KeySpec(path: $0) }
    }
    let others = found.filter { path in !chosen.contains { $0.path == path } }
    let fields =
      chosen.map { CorpusField<PackedJSON>(path: $0.path, weight: $0.weight) }
      + others.map { CorpusField<PackedJSON>(path: $0) }
    var profile = CorpusProfile<PackedJSON>.documents(name: name.rawValue, fields: fields)
    if let order { profile.ranking.order = order }
    return Made(
      corpus: try RecordCorpus(profile, cancellablyIndexing: records), count: records.count,
      keys: chosen, keysWereInferred: keys == nil && !isStringList, isStringList: isStringList)
  }

  /// Checks that some record has a value at each key's path (a string, a number or a Boolean,
  /// or a list of them), as `:keys` accepts only the fields the records have; a file without
  /// records has nothing to check against.
  ///
  /// - Parameters:
  ///   - keys: The keys given.
  ///   - records: The records.
  ///   - found: The paths of the string fields of the first records, which the message lists
  ///     as `--keys` spells them.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` naming the first key no record
  ///   has.
  private static func checkPaths(
    _ keys: [KeySpec], in records: [PackedJSON], found: [[String]]
  ) throws(ShellError) {
    guard !records.isEmpty else { return }
    for key in keys {
      let isPresent = records.contains { record in
        if case .none = record.value(atPath: key.path) { return false }
        return true
      }
      guard isPresent else {
        let listed =
          found.isEmpty ? "" : ": " + found.map(KeySpec.spelling(of:)).joined(separator: ", ")
        throw ShellError.invalidValue(
          what: "key", value: key.field, allowed: "a path the records have\(listed)")
      }
    }
  }

  /// The line that tells which keys a document corpus searches, or `nil` when they were
  /// given and used.
  ///
  /// - Parameters:
  ///   - made: The corpus made.
  ///   - keysGiven: Whether `--keys` was given.
  /// - Returns: "keys: title, cast (every string field of the first 100 records; choose with
  ///   --keys)", or a note that a list of strings is searched without keys.
  static func keysNote(_ made: Made, keysGiven: Bool) -> String? {
    if made.isStringList {
      return keysGiven ? "note: the records are strings, searched without keys." : nil
    }
    guard made.keysWereInferred else { return nil }
    let sampled = CorpusProfile<PackedJSON>.sampledRecords
    let listed = made.keys.map(\.field).joined(separator: ", ")
    return
      "keys: \(listed) (every string field of the first \(sampled) records; choose with --keys)"
  }
}
