extension JSONValue {
  /// Compact JSON text for this value, with numbers written as JavaScript writes them.
  ///
  /// `JSON.parse` in JavaScript (and ``init(parsing:)-(String)``) reads it back unchanged.
  /// Non-finite numbers, which JSON cannot hold, are written as `null` (as `JSON.stringify` does).
  ///
  /// - Complexity: O(*n*) in the size of the value.
  public var jsonText: String {
    var output = ""
    write(to: &output)
    return output
  }

  func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      output += value.isFinite ? JavaScriptNumberFormat.string(value) : "null"
    case .string(let value): JSONValue.writeQuoted(value, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        JSONValue.writeQuoted(member.key, to: &output)
        output += ":"
        member.value.write(to: &output)
      }
      output += "}"
    }
  }

  static func writeQuoted(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}

extension JSONValue: CustomStringConvertible {
  /// The compact JSON text of the value (see ``jsonText``).
  public var description: String { jsonText }
}
