/// Converts the standard library's scalar types to JSON values.
private enum ScalarBox {
  static func box(_ value: some BinaryInteger) -> JSONValue { .number(Double(value)) }
  static func box(_ value: some BinaryFloatingPoint) -> JSONValue { .number(Double(value)) }
}

/// An `Encoder` that writes a value into a ``PrunedTree``, keeping only the members on the
/// paths of an ``EncodablePathLookup/Plan``.
///
/// It is one class reference and two positions, so copying it (containers do, often) costs one
/// retain. It never throws itself; the value's own `encode(to:)` may.
struct PrunedEncoder: Encoder {
  let tree: PrunedTree
  /// The tree node this value goes into.
  let node: Int
  /// Where this value is in the paths' trie (-1: on no path).
  let trieNode: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The trie node of the member `key` of a keyed container here, or `nil` when it is dropped.
  ///
  /// Past the end of every path members are dropped: Fuse.js only needs to know that the value
  /// is an object there.
  func kept(_ key: String) -> Int? {
    tree.trieChild(of: trieNode, key: key)
  }

  /// An encoder for a child of this value.
  func child(_ node: Int, trieNode: Int) -> PrunedEncoder {
    PrunedEncoder(tree: tree, node: node, trieNode: trieNode)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    tree.mark(node, as: .keyed)
    return KeyedEncodingContainer(PrunedKeyedContainer<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    tree.mark(node, as: .unkeyed)
    return PrunedUnkeyedContainer(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    PrunedSingleValueContainer(encoder: self)
  }
}

private struct PrunedKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: PrunedEncoder
  var codingPath: [any CodingKey] { [] }

  @inline(__always)
  private func set(_ value: @autoclosure () -> JSONValue, forKey key: Key) {
    guard let trieNode = encoder.kept(key.stringValue) else { return }
    encoder.tree.addScalar(value(), to: encoder.node, kind: .keyed, member: trieNode)
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
    let member = encoder.tree.addChild(to: encoder.node, kind: .keyed, member: trieNode)
    try value.encode(to: encoder.child(member, trieNode: trieNode))
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
    encoder.child(encoder.tree.detached(), trieNode: -1)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    nestedEncoder(forKey: key)
  }

  /// An encoder for a nested container: the kept member, or a detached node when pruned.
  private func nestedEncoder(forKey key: Key) -> PrunedEncoder {
    guard let trieNode = encoder.kept(key.stringValue) else {
      return encoder.child(encoder.tree.detached(), trieNode: -1)
    }
    let member = encoder.tree.addChild(to: encoder.node, kind: .keyed, member: trieNode)
    return encoder.child(member, trieNode: trieNode)
  }
}

private struct PrunedUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: PrunedEncoder
  var codingPath: [any CodingKey] { [] }
  var count: Int { encoder.tree.elementCount(encoder.node) }

  /// Array elements stay at the same path depth: in Fuse.js the key that led to the array consumed
  /// the segment.
  private func elementEncoder() -> PrunedEncoder {
    encoder.child(
      encoder.tree.addChild(to: encoder.node, kind: .unkeyed, member: -1),
      trieNode: encoder.trieNode)
  }

  private func append(_ value: JSONValue) {
    encoder.tree.addScalar(value, to: encoder.node, kind: .unkeyed, member: -1)
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
    encoder.tree.setScalar(encoder.node, value)
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
