/// Everything FuseCore can reject, with the facts a caller needs: which option, key, query
/// part or position was wrong, and why.
///
/// ``fuseJSMessage`` gives the message Fuse.js throws for the same mistake, where it has one.
public enum FuseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option value is out of range: the option's name, the value given and what is allowed.
  case invalidOption(name: String, value: String, reason: String)
  /// A key's weight is not a positive, finite number.
  case invalidKeyWeight(keyID: String, weight: Double)
  /// A key given as a JSON object has no `name`.
  case missingKeyName
  /// A key description could not be understood (for keys given as JSON).
  case invalidKey(reason: String)
  /// A path key is used on documents that are neither ``JSONValue`` nor `Encodable`.
  case keyNeedsGetter(keyID: String)
  /// `removeAt` got a position outside the collection.
  case invalidDocIndex(index: Int, count: Int)
  /// A logical query gave a key a value that is neither a string nor an operator object.
  case invalidLogicalValue(key: String)
  /// An object query used an operator Fuse.js does not know.
  case unknownQueryOperator(String)
  /// An object query operator's value is empty (possibly only after normalisation).
  case emptyQueryValue(operator: String, key: String)
  /// An object query is malformed; `reason` says how (Fuse.js's wording).
  case invalidFieldQuery(key: String, reason: String)
  /// A logical query is not a JSON object or string.
  case invalidLogicalQuery(reason: String)
  /// Two features were combined that Fuse.js cannot run together.
  case unsupported(reason: String)
  /// A serialised index could not be read: what was wrong and where.
  case invalidIndex(reason: String)
  /// Candidates (``Fuse/Candidates``) no longer describe the searcher's collection: it changed
  /// after they were found, or they come from another searcher. Search again.
  case staleCandidates(reason: String)
  /// A result given as one of a search's candidates (``Fuse/Candidates``) is not one of them:
  /// no candidate has its position and score.
  case notACandidate(refIndex: Int)

  /// The message Fuse.js 7.6 throws for the same mistake, or `nil` where Fuse.js has none.
  public var fuseJSMessage: String? {
    switch self {
    case .invalidKeyWeight(let keyID, _):
      "Property 'weight' in key '\(keyID)' must be a positive integer"
    case .missingKeyName: "Missing name property in key"
    case .invalidDocIndex:
      "Invalid doc index: must be a non-negative integer within the bounds of the docs array"
    case .invalidLogicalValue(let key): "Invalid value for key \(key)"
    case .unknownQueryOperator(let name): "Unknown query operator '\(name)'"
    case .emptyQueryValue(let name, let key): "Empty value for operator '\(name)' on key '\(key)'"
    case .invalidFieldQuery(let key, let reason): "Invalid field query for key '\(key)': \(reason)"
    case .unsupported(let reason) where reason == FuseError.matchTokenSearchReason:
      "Fuse.match does not support useTokenSearch: token search requires corpus-level statistics "
        + "(df, fieldCount) that a one-off string comparison does not have. Use new "
        + "Fuse(...).search(...) instead."
    default: nil
    }
  }

  static let matchTokenSearchReason = "Fuse.match does not support useTokenSearch"

  /// A human-readable message: what was wrong and where.
  public var description: String {
    switch self {
    case .invalidOption(let name, let value, let reason):
      "invalid option '\(name)': \(value) (\(reason))"
    case .invalidKeyWeight(let keyID, let weight):
      "invalid weight \(weight) for key '\(keyID)': weights must be positive, finite numbers"
    case .missingKeyName: "a key object has no 'name' property"
    case .invalidKey(let reason): "invalid key: \(reason)"
    case .keyNeedsGetter(let keyID):
      "key '\(keyID)' is a path, but the documents are neither JSONValue nor Encodable; give the key a getter"
    case .invalidDocIndex(let index, let count):
      "invalid document index \(index): the collection has \(count) document(s)"
    case .invalidLogicalValue(let key):
      "invalid value for key \(key) in a logical query: expected a string or an operator object"
    case .unknownQueryOperator(let name): "unknown query operator '\(name)'"
    case .emptyQueryValue(let name, let key): "empty value for operator '\(name)' on key '\(key)'"
    case .invalidFieldQuery(let key, let reason): "invalid field query for key '\(key)': \(reason)"
    case .invalidLogicalQuery(let reason): "invalid logical query: \(reason)"
    case .unsupported(let reason): "unsupported: \(reason)"
    case .invalidIndex(let reason): "invalid index: \(reason)"
    case .staleCandidates(let reason): "stale candidates: \(reason); search again"
    case .notACandidate(let refIndex):
      "the result of document \(refIndex) is not one of the candidates"
    }
  }
}
