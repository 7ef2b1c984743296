extension JSONValue {
  /// The object's properties as JavaScript sees them after `JSON.parse`: duplicate keys keep their first position and last value, and integer-like keys come first in ascending order (`Object.keys` order).
  ///
  /// Empty for non-objects.
  var javaScriptProperties: [(key: String, value: JSONValue)] {
    guard case .object(let members) = self else { return [] }
    var order: [String] = []
    var values: [JavaScriptString: JSONValue] = [:]
    for member in members {
      if values.updateValue(member.value, forKey: JavaScriptString(member.key)) == nil {
        order.append(member.key)
      }
    }
    let integerKeys = order.compactMap { key -> (UInt32, String)? in
      guard let number = UInt32(key), number != UInt32.max,
        JavaScriptString.equal(String(number), key)
      else {
        return nil
      }
      return (number, key)
    }
    let integerKeySet = Set(integerKeys.map { JavaScriptString($0.1) })
    let sortedIntegers = integerKeys.sorted { $0.0 < $1.0 }.map(\.1)
    return (sortedIntegers + order.filter { !integerKeySet.contains(JavaScriptString($0)) })
      .compactMap { key in values[JavaScriptString(key)].map { (key, $0) } }
  }

  /// `obj[key]` for a JavaScript object parsed from JSON (the last duplicate wins).
  func javaScriptProperty(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { JavaScriptString.equal($0.key, key) }?.value
  }

  /// JavaScript truthiness: `null`, `false`, `0`, `NaN` and `""` are falsy.
  var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let flag): flag
    case .number(let number): number != 0 && !number.isNaN
    case .string(let text): !text.isEmpty
    case .array, .object: true
    }
  }

  /// JavaScript `String(value)` (arrays join with ",", objects are "[object Object]").
  var javaScriptString: String {
    switch self {
    case .number(let number): JavaScriptNumberFormat.string(number)
    default: FusePathLookup.javaScriptString(self, topLevel: true)
    }
  }
}
