/// A JSON document that a searcher reads path keys from without getters: a ``JSONValue`` tree,
/// or a ``PackedJSON`` value.
///
/// Code that serves either (a corpus profile of any JSON records) is written once over it.
public protocol JSONDocument: Hashable, Sendable {
  /// The document as a tree.
  var jsonValue: JSONValue { get }

  /// What a path key reads from this document: Fuse.js's `get(doc, path)`, the default
  /// `getFn` (see ``JSONValue/value(atPath:)``).
  ///
  /// - Parameter path: The path's segments (a dotted key split on ".").
  /// - Returns: The value, or ``FuseFieldValue/none`` when the path leads nowhere.
  func value(atPath path: [String]) -> FuseFieldValue
}

extension JSONValue: JSONDocument {
  /// The document itself.
  public var jsonValue: JSONValue { self }
}

extension PackedJSON: JSONDocument {
  /// The document unpacked (see ``value``).
  public var jsonValue: JSONValue { value }

  /// What a path key reads from this document, the same as on its tree: the objects on the
  /// path are read in place, and only the value reached is unpacked.
  ///
  /// - Parameter path: The path's segments (a dotted key split on ".").
  /// - Returns: The value, or ``FuseFieldValue/none`` when the path leads nowhere.
  public func value(atPath path: [String]) -> FuseFieldValue {
    FusePathLookup.value(in: self, path: path)
  }
}
