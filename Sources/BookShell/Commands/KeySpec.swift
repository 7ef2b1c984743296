import Foundation

/// A searchable field with its weight, as `:keys` sets it (`title:2`).
struct KeySpec: Sendable, Hashable, CustomStringConvertible {
  /// The field name.
  var field: String
  /// The relative weight (positive).
  var weight: Double

  /// `title:2`, or just `author` for weight 1.
  var description: String {
    weight == 1 ? field : "\(field):\(NumberText.compact(weight))"
  }

  /// Parses `field` or `field:weight` against the fields a record type has.
  ///
  /// - Parameters:
  ///   - text: The typed spec.
  ///   - fields: The allowed field names.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for an unknown field or a weight
  ///   that is not a positive number.
  init(parsing text: String, fields: [String]) throws(ShellError) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard fields.contains(name) else {
      throw ShellError.invalidValue(
        what: "key", value: name, allowed: fields.joined(separator: ", "))
    }
    var weight = 1.0
    if parts.count == 2 {
      guard let parsed = Double(parts[1]), parsed.isFinite, parsed > 0 else {
        throw ShellError.invalidValue(
          what: "weight of key '\(name)'", value: String(parts[1]), allowed: "a positive number")
      }
      weight = parsed
    }
    self.field = name
    self.weight = weight
  }

  /// Creates a spec.
  ///
  /// - Parameters:
  ///   - field: The field name.
  ///   - weight: The weight.
  init(_ field: String, weight: Double = 1) {
    self.field = field
    self.weight = weight
  }
}

extension KeySpec {
  /// Parses `--keys`' list: dotted paths separated by commas, each with an optional `^WEIGHT`
  /// (`title^2,author.name,tags`).
  ///
  /// - Parameter text: The list as typed (spaces around the entries are ignored).
  /// - Returns: The keys, in order.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for an empty entry or segment,
  ///   a weight that is not a positive number, or a path given twice.
  static func list(parsing text: String) throws(ShellError) -> [KeySpec] {
    let allowed = "paths separated by commas, each with an optional ^WEIGHT (title^2,author.name)"
    var specs: [KeySpec] = []
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = entry.split(separator: "^", maxSplits: 1, omittingEmptySubsequences: false)
      let path = parts[0].trimmingCharacters(in: .whitespaces)
      guard !path.isEmpty,
        !path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
      else {
        throw ShellError.invalidValue(what: "keys", value: text, allowed: allowed)
      }
      var weight = 1.0
      if parts.count == 2 {
        let typed = parts[1].trimmingCharacters(in: .whitespaces)
        guard let parsed = Double(typed), parsed.isFinite, parsed > 0 else {
          throw ShellError.invalidValue(
            what: "weight of key '\(path)'", value: typed, allowed: "a positive number")
        }
        weight = parsed
      }
      guard !specs.contains(where: { $0.field == path }) else {
        throw ShellError.invalidValue(what: "keys", value: text, allowed: "each path once")
      }
      specs.append(KeySpec(path, weight: weight))
    }
    return specs
  }
}
