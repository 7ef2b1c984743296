import Foundation

/// A searchable field with its weight, as `:keys` and `--keys` set it (`title:2` or `title^2`).
struct KeySpec: Sendable, Hashable, CustomStringConvertible {
  /// The field name.
  var field: String
  /// The relative weight (positive).
  var weight: Double

  /// `title:2`, or just `author` for weight 1.
  var description: String {
    weight == 1 ? field : "\(field):\(NumberText.compact(weight))"
  }

  /// Parses `field`, `field:weight` or `field^weight` against the fields a record type has.
  ///
  /// - Parameters:
  ///   - text: The typed spec.
  ///   - fields: The allowed field names.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for an unknown field or a weight
  ///   that is not a positive number.
  init(parsing text: String, fields: [String]) throws(ShellError) {
    let (name, typedWeight) = Self.split(text[...])
    guard fields.contains(name) else {
      throw ShellError.invalidValue(
        what: "key", value: name, allowed: fields.joined(separator: ", "))
    }
    var weight = 1.0
    if let typedWeight { weight = try Self.weight(typedWeight, of: name) }
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
  /// The characters a weight comes after: `title^2` and `title:2` are the same key.
  static let weightSeparators: Set<Character> = ["^", ":"]

  /// Splits a typed key at its last ``weightSeparators`` character.
  ///
  /// - Parameter text: The key as typed (`title^2`, `title:2`, `title`).
  /// - Returns: The path, and the weight as typed (`nil` when none is given).
  static func split(_ text: Substring) -> (path: String, weight: String?) {
    guard let separator = text.lastIndex(where: weightSeparators.contains) else {
      return (String(text), nil)
    }
    return (String(text[..<separator]), String(text[text.index(after: separator)...]))
  }

  /// A typed weight as a number.
  ///
  /// - Parameters:
  ///   - typed: The weight as typed.
  ///   - path: The key it weighs, for the message.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` unless it is a positive number.
  static func weight(_ typed: String, of path: String) throws(ShellError) -> Double {
    guard let parsed = Double(typed), parsed.isFinite, parsed > 0 else {
      throw ShellError.invalidValue(
        what: "weight of key '\(path)'", value: typed, allowed: "a positive number")
    }
    return parsed
  }

  /// Parses `--keys`' list: dotted paths separated by commas, each with an optional weight
  /// after `^` or `:` (`title^2,author.name,tags`, `title:2,author.name`: what `:show` and
  /// `:keys` print).
  ///
  /// - Parameter text: The list as typed (spaces around the entries are ignored).
  /// - Returns: The keys, in order.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for an empty entry or segment,
  ///   a weight that is not a positive number, or a path given twice.
  static func list(parsing text: String) throws(ShellError) -> [KeySpec] {
    let allowed =
      "paths separated by commas, each with an optional ^WEIGHT or :WEIGHT (title^2,author.name)"
    var specs: [KeySpec] = []
    for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
      let (typedPath, typedWeight) = split(entry)
      let path = typedPath.trimmingCharacters(in: .whitespaces)
      guard !path.isEmpty,
        !path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
      else {
        throw ShellError.invalidValue(what: "keys", value: text, allowed: allowed)
      }
      var weight = 1.0
      if let typedWeight {
        weight = try Self.weight(typedWeight.trimmingCharacters(in: .whitespaces), of: path)
      }
      guard !specs.contains(where: { $0.field == path }) else {
        throw ShellError.invalidValue(what: "keys", value: text, allowed: "each path once")
      }
      specs.append(KeySpec(path, weight: weight))
    }
    return specs
  }
}
