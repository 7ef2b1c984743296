extension JSONValue {
  /// Whether two values are the same JavaScript value tree: strings and member names compare
  /// code unit for code unit (NFC "café" and NFD "cafe\u{301}" differ, as they do in JavaScript),
  /// numbers as `Double`s, arrays and objects member by member, in order.
  ///
  /// - Complexity: O(*n*) in the size of the smaller value.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.string(let left), .string(let right)): JavaScriptString.equal(left, right)
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)): left == right
    default: false
    }
  }

  /// Hashes the value consistently with ``==(_:_:)``: strings and member names by their code
  /// units.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null:
      hasher.combine(0 as UInt8)
    case .bool(let flag):
      hasher.combine(1 as UInt8)
      hasher.combine(flag)
    case .number(let number):
      hasher.combine(2 as UInt8)
      hasher.combine(number)
    case .string(let text):
      hasher.combine(3 as UInt8)
      JavaScriptString.hash(text, into: &hasher)
    case .array(let elements):
      hasher.combine(4 as UInt8)
      hasher.combine(elements)
    case .object(let members):
      hasher.combine(5 as UInt8)
      hasher.combine(members)
    }
  }
}

extension JSONValue.Member {
  /// Whether two members have the same name (code unit for code unit) and equal values.
  ///
  /// - Complexity: O(*n*) in the size of the smaller value.
  public static func == (lhs: JSONValue.Member, rhs: JSONValue.Member) -> Bool {
    JavaScriptString.equal(lhs.key, rhs.key) && lhs.value == rhs.value
  }

  /// Hashes the member consistently with ``==(_:_:)``.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    JavaScriptString.hash(key, into: &hasher)
    hasher.combine(value)
  }
}
