/// Path lookup on plain `Encodable` values without a JSON round trip.
///
/// The value is run through a small `Encoder` that keeps only the members on the keys' paths (a
/// keyed container keeps only the members some path continues with), so a document is encoded
/// once for all its path keys, and each key's value goes through the same walk as ``JSONValue``
/// documents. Members kept for one path never change another path's value: a walk only follows
/// members named by its own path, and an object at a path's end reads as `[object Object]`
/// whatever its members.
enum EncodablePathLookup {
  /// The paths to keep, as a trie of segments.
  struct Plan: Sendable {
    /// The paths, in key order.
    let paths: [[String]]
    /// Per trie node (the root is node 0): the segments that continue a path from it, with
    /// their nodes.
    let children: [[(segment: String, node: Int)]]

    init(paths: [[String]]) {
      self.paths = paths
      var children: [[(segment: String, node: Int)]] = [[]]
      for path in paths {
        var node = 0
        for segment in path {
          if let next = children[node].first(where: { $0.segment == segment })?.node {
            node = next
          } else {
            children.append([])
            children[node].append((segment, children.count - 1))
            node = children.count - 1
          }
        }
      }
      self.children = children
    }

    /// The node a member named `key` of an object at `node` continues to, if a path goes on
    /// through it; `nil` drops the member (as does a detached node, -1).
    func child(of node: Int, key: String) -> Int? {
      guard node >= 0 else { return nil }
      for entry in children[node] where entry.segment == key { return entry.node }
      return nil
    }

    /// Encodes `value` once, keeping the members on any of the paths.
    func encode(_ value: some Encodable) -> Encoded {
      let root = PrunedNode()
      do {
        try value.encode(to: PrunedEncoder(node: root, plan: self, trieNode: 0))
      } catch {
        return .failed
      }
      return .value(root.jsonValue)
    }

    /// The value at the path at `position` in an encoded document, with Fuse.js's `get`
    /// semantics (nothing when encoding failed).
    func value(in encoded: Encoded, at position: Int) -> FuseFieldValue {
      guard case .value(let json) = encoded else { return .none }
      return FusePathLookup.value(in: json, path: paths[position])
    }
  }

  /// A document encoded for a ``Plan``.
  enum Encoded {
    /// The pruned document.
    case value(JSONValue)
    /// Its `encode(to:)` threw: no path has a value.
    case failed
  }

  /// The value at `path` in `value`, with Fuse.js's `get` semantics.
  static func value(in value: some Encodable, path: [String]) -> FuseFieldValue {
    let plan = Plan(paths: [path])
    return plan.value(in: plan.encode(value), at: 0)
  }
}

/// A node of the pruned encoding tree (a class so nested containers can fill it in place).
private final class PrunedNode {
  enum Content {
    case empty
    case scalar(JSONValue)
    case keyed([(String, PrunedNode)])
    case unkeyed([PrunedNode])
  }

  var content = Content.empty

  var jsonValue: JSONValue {
    switch content {
    case .empty: .null
    case .scalar(let value): value
    case .keyed(let members): .object(members.map { JSONValue.Member($0.0, $0.1.jsonValue) })
    case .unkeyed(let elements): .array(elements.map(\.jsonValue))
    }
  }

  func addMember(_ key: String) -> PrunedNode {
    let child = PrunedNode()
    if case .keyed(var members) = content {
      members.append((key, child))
      content = .keyed(members)
    } else {
      content = .keyed([(key, child)])
    }
    return child
  }

  func appendElement() -> PrunedNode {
    let child = PrunedNode()
    if case .unkeyed(var elements) = content {
      elements.append(child)
      content = .unkeyed(elements)
    } else {
      content = .unkeyed([child])
    }
    return child
  }

  func markKeyed() {
    if case .empty = content { content = .keyed([]) }
  }

  func markUnkeyed() {
    if case .empty = content { content = .unkeyed([]) }
  }
}

/// Converts the standard library's scalar types to JSON values.
private enum ScalarBox {
  static func box(_ value: some BinaryInteger) -> JSONValue { .number(Double(value)) }
  static func box(_ value: some BinaryFloatingPoint) -> JSONValue { .number(Double(value)) }
}

private struct PrunedEncoder: Encoder {
  let node: PrunedNode
  let plan: EncodablePathLookup.Plan
  /// Where this value is in the plan's trie (-1: on no path).
  let trieNode: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The trie node of the member `key` of a keyed container here, or `nil` when it is dropped.
  ///
  /// Past the end of every path members are dropped: Fuse.js only needs to know that the value
  /// is an object there.
  func kept(_ key: String) -> Int? {
    plan.child(of: trieNode, key: key)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.markKeyed()
    return KeyedEncodingContainer(PrunedKeyedContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.markUnkeyed()
    return PrunedUnkeyedContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    PrunedSingleValueContainer(encoder: self)
  }
}

private struct PrunedKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: PrunedEncoder
  var codingPath: [any CodingKey] { [] }

  private func set(_ value: @autoclosure () -> JSONValue, forKey key: Key) {
    guard encoder.kept(key.stringValue) != nil else { return }
    encoder.node.addMember(key.stringValue).content = .scalar(value())
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, forKey: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), forKey: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), forKey: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(ScalarBox.box(value), forKey: key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    guard let trieNode = encoder.kept(key.stringValue) else { return }
    let child = encoder.node.addMember(key.stringValue)
    try value.encode(to: PrunedEncoder(node: child, plan: encoder.plan, trieNode: trieNode))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    nestedEncoder(forKey: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    nestedEncoder(forKey: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    PrunedEncoder(node: PrunedNode(), plan: encoder.plan, trieNode: -1)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    nestedEncoder(forKey: key)
  }

  /// An encoder for a nested container: the kept member, or a detached node when pruned.
  private func nestedEncoder(forKey key: Key) -> PrunedEncoder {
    guard let trieNode = encoder.kept(key.stringValue) else {
      return PrunedEncoder(node: PrunedNode(), plan: encoder.plan, trieNode: -1)
    }
    return PrunedEncoder(
      node: encoder.node.addMember(key.stringValue), plan: encoder.plan, trieNode: trieNode)
  }
}

private struct PrunedUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: PrunedEncoder
  var codingPath: [any CodingKey] { [] }
  var count: Int {
    if case .unkeyed(let elements) = encoder.node.content { return elements.count }
    return 0
  }

  /// Array elements stay at the same path depth: in Fuse.js the key that led to the array consumed
  /// the segment.
  private func elementEncoder() -> PrunedEncoder {
    PrunedEncoder(
      node: encoder.node.appendElement(), plan: encoder.plan, trieNode: encoder.trieNode)
  }

  private func append(_ value: JSONValue) {
    encoder.node.appendElement().content = .scalar(value)
  }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: Float) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: Int) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: Int8) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: Int16) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: Int32) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: Int64) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt8) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt16) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt32) throws { append(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt64) throws { append(ScalarBox.box(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try value.encode(to: elementEncoder())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    elementEncoder().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    elementEncoder().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    elementEncoder()
  }
}

private struct PrunedSingleValueContainer: SingleValueEncodingContainer {
  let encoder: PrunedEncoder
  var codingPath: [any CodingKey] { [] }

  private func set(_ value: JSONValue) {
    encoder.node.content = .scalar(value)
  }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: Float) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: Int) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: Int8) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: Int16) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: Int32) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: Int64) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt8) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt16) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt32) throws { set(ScalarBox.box(value)) }
  mutating func encode(_ value: UInt64) throws { set(ScalarBox.box(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try value.encode(to: encoder)
  }
}
