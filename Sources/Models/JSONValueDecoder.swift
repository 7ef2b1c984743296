import FuseCore

/// A `Decoder` over a parsed `JSONValue`: how ``CorpusLoader`` decodes record types other than
/// the package's own, after FuseCore's reader has parsed (and located every syntax problem in)
/// the text.
///
/// It decodes as `JSONDecoder` does with its default strategies: keys as written, numbers into
/// any numeric type that holds them exactly, unknown keys ignored, a repeated key's first value. Its errors are
/// `DecodingError`s with the full coding path.
struct JSONValueDecoder: Decoder {
  /// The value being decoded.
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Creates a decoder for `value` at `codingPath`.
  init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
    self.value = value
    self.codingPath = codingPath
  }

  /// Decodes a value of `type` from `value`.
  static func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue) throws -> Value {
    try JSONValueDecoder(value).decode(type)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw mismatch([String: JSONValue].self)
    }
    var byKey: [String: JSONValue] = [:]
    // A repeated key keeps its first value, as `JSONDecoder` keeps it.
    for member in members where byKey[member.key] == nil { byKey[member.key] = member.value }
    return KeyedDecodingContainer(KeyedContainer<Key>(members: byKey, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([JSONValue].self) }
    return UnkeyedContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(decoder: self)
  }

  /// Decodes `type` from this decoder's value: a scalar directly, anything else through its
  /// own `init(from:)`.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    switch type {
    case is String.Type:
      guard case .string(let string) = value else { throw mismatch(type) }
      return try cast(string)
    case is Bool.Type:
      guard case .bool(let bool) = value else { throw mismatch(type) }
      return try cast(bool)
    case is Double.Type:
      return try cast(try number(type))
    case is Float.Type:
      return try cast(Float(try number(type)))
    case is Int.Type: return try cast(try integer(Int.self))
    case is Int8.Type: return try cast(try integer(Int8.self))
    case is Int16.Type: return try cast(try integer(Int16.self))
    case is Int32.Type: return try cast(try integer(Int32.self))
    case is Int64.Type: return try cast(try integer(Int64.self))
    case is UInt.Type: return try cast(try integer(UInt.self))
    case is UInt8.Type: return try cast(try integer(UInt8.self))
    case is UInt16.Type: return try cast(try integer(UInt16.self))
    case is UInt32.Type: return try cast(try integer(UInt32.self))
    case is UInt64.Type: return try cast(try integer(UInt64.self))
    case is JSONValue.Type: return try cast(value)
    default:
      if case .null = value { throw valueNotFound(type) }
      return try Value(from: self)
    }
  }

  /// The value as a number.
  private func number(_ type: Any.Type) throws -> Double {
    guard case .number(let number) = value else { throw mismatch(type) }
    return number
  }

  /// The value as an integer of `type`, when it is one exactly.
  private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    let number = try number(type)
    guard number.rounded() == number, let exact = Integer(exactly: number),
      abs(number) <= 9_007_199_254_740_992
    else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription:
            "the number \(Self.text(of: number)) is not an integer in the supported range"
        ))
    }
    return exact
  }

  /// A number as a person wrote it: an integral value without a fraction.
  private static func text(of number: Double) -> String {
    guard number.rounded() == number, abs(number) < 1e15 else { return "\(number)" }
    return String(Int(number))
  }

  /// `value` as `Value`, which the caller has checked it is.
  private func cast<Scalar, Value>(_ value: Scalar) throws -> Value {
    guard let typed = value as? Value else { throw mismatch(Value.self) }
    return typed
  }

  /// The error for a value of the wrong JSON type (or `null`) where `type` was expected.
  func mismatch(_ type: Any.Type) -> DecodingError {
    if case .null = value { return valueNotFound(type) }
    return DecodingError.typeMismatch(
      type, DecodingError.Context(codingPath: codingPath, debugDescription: "wrong type"))
  }

  /// The error for `null` where `type` was expected.
  private func valueNotFound(_ type: Any.Type) -> DecodingError {
    DecodingError.valueNotFound(
      type, DecodingError.Context(codingPath: codingPath, debugDescription: "null"))
  }
}

/// A coding key for an array index.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(intValue: Int) {
    self.intValue = intValue
  }

  init?(stringValue: String) {
    nil
  }
}

/// The members of a JSON object, by key.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSONValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool {
    members[key.stringValue] != nil
  }

  /// The decoder for the member at `key`.
  private func decoder(for key: Key) throws -> JSONValueDecoder {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
    }
    return JSONValueDecoder(value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard case .null = try decoder(for: key).value else { return false }
    return true
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try decoder(for: key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    JSONValueDecoder(members["super"] ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try decoder(for: key)
  }
}

/// The elements of a JSON array, in order.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  init(elements: [JSONValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  /// The decoder for the next element, which it then moves past.
  private mutating func next(_ type: Any.Type) throws -> JSONValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath + [IndexKey(intValue: currentIndex)],
          debugDescription: "the array has no more elements"))
    }
    let decoder = JSONValueDecoder(
      elements[currentIndex], codingPath: codingPath + [IndexKey(intValue: currentIndex)])
    currentIndex += 1
    return decoder
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = elements[currentIndex] else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try next(type).decode(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next(type).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next([JSONValue].self).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    try next(JSONValue.self)
  }
}

/// The one value of a decoder.
private struct SingleValueContainer: SingleValueDecodingContainer {
  let decoder: JSONValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    if case .null = decoder.value { return true }
    return false
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try decoder.decode(type)
  }
}
