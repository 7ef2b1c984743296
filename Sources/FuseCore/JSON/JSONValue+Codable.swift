extension JSONValue: Codable {
  /// Decodes any JSON value.
  ///
  /// Object member order is whatever order the decoder's `allKeys` reports; use
  /// ``init(parsing:)-(String)`` when order matters (logical queries).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the input is not JSON-shaped.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: JSONValueCodingKey.self) {
      var members: [Member] = []
      for key in container.allKeys {
        members.append(Member(key.stringValue, try container.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !container.isAtEnd {
        elements.append(try container.decode(JSONValue.self))
      }
      self = .array(elements)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes the value; object members are written in order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let members):
      var container = encoder.container(keyedBy: JSONValueCodingKey.self)
      for member in members {
        try container.encode(member.value, forKey: JSONValueCodingKey(stringValue: member.key))
      }
    }
  }
}

/// A coding key for arbitrary object member names.
struct JSONValueCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}
