/// A JSON value packed into one compact buffer: how a large collection of records is held.
///
/// A ``JSONValue`` tree allocates each object's members, each array's elements and each long
/// string on its own; a record of a dozen values then takes several times its size in the file.
/// A packed value is one allocation holding the value's whole structure, about the size of its
/// JSON text. Fuse.Search reads path keys from it directly (the members on the way are found in
/// place), and ``value`` unpacks it into a tree when a record is shown.
///
/// ```swift
/// let record = PackedJSON(["title": "Dune", "tags": ["sf", "classic"]])
/// let search = try Fuse.Search([record], options: FuseOptions(keys: ["title", "tags"]))
/// record.value   // ["title": "Dune", "tags": ["sf", "classic"]]
/// ```
///
/// Models reads a file's records straight into packed values, without building the trees.
///
/// Two packed values are equal when they pack the same JSON: the same members in the same
/// order, numbers compared by their bits (so `0` and `-0` differ, as their texts do).
public struct PackedJSON: Sendable, Hashable {
  /// The packed value (see ``PackedJSON/Tag`` for the layout).
  let bytes: [UInt8]

  /// Wraps bytes a ``Writer`` produced for exactly one value.
  init(packed bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Packs a value.
  ///
  /// - Parameter value: The value.
  /// - Complexity: O(*n*) in the size of the value.
  public init(_ value: JSONValue) {
    var writer = Writer()
    writer.write(value)
    self.init(packed: writer.packed())
  }

  /// The value as a tree.
  ///
  /// - Complexity: O(*n*) in the size of the value.
  public var value: JSONValue {
    bytes.withUnsafeBytes { Cursor(bytes: $0, offset: 0).unpacked() }
  }

  /// The string when the value is one, otherwise `nil`.
  public var stringValue: String? {
    bytes.withUnsafeBytes { raw in
      let cursor = Cursor(bytes: raw, offset: 0)
      return cursor.tag == .string ? cursor.string : nil
    }
  }

  /// Whether the value is an object.
  public var isObject: Bool { bytes.first == Tag.object.rawValue }

  /// Whether the value is `null`.
  public var isNull: Bool { bytes.first == Tag.null.rawValue }

  /// How many bytes the packed value takes (its buffer's header aside).
  public var packedCount: Int { bytes.count }
}

extension PackedJSON: CustomStringConvertible {
  /// The compact JSON text of the value (see ``JSONValue/jsonText``).
  public var description: String { value.jsonText }
}

extension PackedJSON: Codable {
  /// Decodes any JSON value and packs it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the input is not JSON-shaped.
  public init(from decoder: any Decoder) throws {
    self.init(try JSONValue(from: decoder))
  }

  /// Encodes the value as its tree encodes.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }
}

extension PackedJSON {
  /// The byte that begins each packed value, and what follows it.
  ///
  /// Counts and lengths are little-endian; a string's length is a variable-length integer (7
  /// bits a byte, the high bit set on all but the last), a container's count and content length
  /// 4 bytes each, so that a container's length can be written once its content is.
  enum Tag: UInt8 {
    /// `null`; nothing follows.
    case null = 0
    /// `false`; nothing follows.
    case `false` = 1
    /// `true`; nothing follows.
    case `true` = 2
    /// A number: the 8 bytes of its `Double`'s bit pattern.
    case double = 3
    /// A number that is an integer of 32 bits (not `-0`): its 4 bytes.
    case integer = 4
    /// A string: its UTF-8 length, then its UTF-8 bytes.
    case string = 5
    /// An array: its element count, the length of its elements, then each element.
    case array = 6
    /// An object: its member count, the length of its members, then each member: the key's
    /// UTF-8 length and bytes (no tag), then the value.
    case object = 7
  }

  /// The bytes of a container's header after its tag: count and content length.
  static let containerHeader = 8
}
