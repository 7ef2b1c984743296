/// Fuse.js's index: the keys and, per document, the texts to search with their norms.
///
/// Build one with ``Fuse/createIndex(keys:documents:fieldNormWeight:getFn:)``, save it with
/// ``toJSON()`` (the same JSON Fuse.js's `index.toJSON()` writes) and load one with
/// ``init(json:fieldNormWeight:)`` (Fuse.js's `parseIndex`). Records keep the *original* texts;
/// normalisation happens when a ``Fuse/Search`` takes the index in.
public struct FuseIndex: Sendable, Hashable {
  /// A key as the index stores it: raw weight, no getter.
  public struct Key: Sendable, Hashable {
    /// The path segments.
    public var path: [String]
    /// The key's id.
    public var id: String
    /// The raw (not normalised) weight.
    public var weight: Double
    /// What the key was made from (`src` in the JSON).
    public var source: JSONValue
  }

  /// One indexed text: the original text, its array position (if it came from an array) and
  /// its field-length norm.
  public struct Entry: Sendable, Hashable {
    /// The original text (`v`).
    public var text: String
    /// The position in the innermost array (`i`), for array items.
    public var arrayIndex: Int?
    /// The field-length norm (`n`).
    public var norm: Double
  }

  /// A key's value in an object record: one text or a list of them.
  public enum Slot: Sendable, Hashable {
    /// A single text.
    case single(Entry)
    /// An array's texts (possibly none).
    case list([Entry])
  }

  /// A key's slot in an object record, tagged with the key's position.
  public struct KeyedSlot: Sendable, Hashable {
    /// The key's position in ``FuseIndex/keys``.
    public var keyPosition: Int
    /// The key's value.
    public var slot: Slot

    /// Creates a keyed slot.
    ///
    /// - Parameters:
    ///   - keyPosition: The key's position.
    ///   - slot: The key's value.
    public init(keyPosition: Int, slot: Slot) {
      self.keyPosition = keyPosition
      self.slot = slot
    }
  }

  /// The indexed form of one document.
  public struct Record: Sendable, Hashable {
    /// The document's position in the collection (`i`).
    public var docIndex: Int
    /// The record's content.
    public var content: Content

    /// A record's content: a string document's text, or an object document's key slots.
    public enum Content: Sendable, Hashable {
      /// A string document (`v`, `n`).
      case string(text: String, norm: Double)
      /// An object document: its slots (`$`), in ascending key position; keys without a value
      /// have none.
      case object([KeyedSlot])
    }
  }

  /// The keys, in index order.
  public internal(set) var keys: [Key]
  /// The records, in index order (document order unless the index was loaded otherwise).
  public internal(set) var records: [Record]
  /// The norm weight used for this index's norms.
  public let fieldNormWeight: Double
  /// How the index reads documents, or `nil` for a loaded index.
  ///
  /// A `DocumentReader<Element>`: its keys' getters and the `getFn` it was built with, kept as
  /// Fuse.js's index keeps its key objects until `toJSON`. Documents added to a searcher over this index are read with it
  /// (see ``recordReader(for:)``). Not part of the index's value (``==(_:_:)`` ignores it).
  var keyReader: (any Sendable)?

  /// The number of records (Fuse.js's `size()`).
  public var size: Int { records.count }

  init(keys: [Key], records: [Record], fieldNormWeight: Double) {
    self.keys = keys
    self.records = records
    self.fieldNormWeight = fieldNormWeight
  }

  /// The position of the key with this id (compared as JavaScript strings), if any (the last one
  /// wins, as in Fuse.js).
  func keyPosition(id: String) -> Int? {
    keys.lastIndex { JavaScriptString.equal($0.id, id) }
  }
}

extension FuseIndex.Key {
  init<Element>(_ key: FuseKey<Element>) {
    self.init(path: key.path, id: key.id, weight: key.weight, source: key.source)
  }
}
