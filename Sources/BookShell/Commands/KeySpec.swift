import Foundation

/// A searchable field with its weight, as `:keys` and `--keys` set it (`title:2` or `title^2`).
///
/// A key is a path: segments separated by dots (`author.name` is the member `name` of the
/// member `author`). A backslash makes the character after it part of a segment's name, so a
/// field whose own name has a dot is `meta\.title`, as jq's `."meta.title"` and Fuse.js's
/// `["meta.title"]` name it; `\,`, `\:`, `\^` and `\\` stand for the characters that separate
/// keys and weights, and the backslash.
struct KeySpec: Sendable, Hashable, CustomStringConvertible {
  /// The path's segments (`["author", "name"]`, `["meta.title"]`).
  var path: [String]
  /// The relative weight (positive).
  var weight: Double

  /// The path as `--keys` spells it: `author.name`, `meta\.title`.
  var field: String { Self.spelling(of: path) }

  /// The key as one word that `:keys`, `--keys` and a shell's command line read back as the
  /// same key: `title:2`, `author`, and, quoted when a shell would read it otherwise,
  /// `'meta\.title:2'`.
  var description: String {
    Self.word(weight == 1 ? field : "\(field):\(NumberText.compact(weight))")
  }

  /// Parses `field`, `field:weight` or `field^weight` against the fields a record type has.
  ///
  /// - Parameters:
  ///   - text: The typed spec.
  ///   - fields: The allowed fields, spelled as ``field`` spells them.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for a bad escape, an unknown
  ///   field or a weight that is not a positive number.
  init(parsing text: String, fields: [String]) throws(ShellError) {
    let (name, typedWeight) = Self.split(text[...])
    let path = try Self.path(name, what: "key")
    self.init(path: path)
    guard fields.contains(field) else {
      throw ShellError.invalidValue(
        what: "key", value: name, allowed: fields.map(Self.word).joined(separator: ", "))
    }
    if let typedWeight { weight = try Self.weight(typedWeight, of: name) }
  }

  /// Creates a spec for a dotted path.
  ///
  /// - Parameters:
  ///   - dotted: The path, split at every dot (`author.name`).
  ///   - weight: The weight.
  init(_ dotted: String, weight: Double = 1) {
    self.init(
      path: dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init),
      weight: weight)
  }

  /// Creates a spec for a path given as segments.
  ///
  /// - Parameters:
  ///   - path: The segments; each may contain any character.
  ///   - weight: The weight.
  init(path: [String], weight: Double = 1) {
    self.path = path
    self.weight = weight
  }
}

extension KeySpec {
  /// The characters a weight comes after: `title^2` and `title:2` are the same key.
  static let weightSeparators: Set<Character> = ["^", ":"]

  /// The characters a backslash makes part of a name: the segment, key and weight separators
  /// and the backslash itself.
  static let escapedCharacters: Set<Character> = [".", ",", "^", ":", "\\"]

  /// What a backslash may come before, for the messages.
  static let escapesAllowed =
    "a backslash only before . , : ^ or \\ in a field's name (meta\\.title is the field named "
    + "meta.title)"

  /// Splits a typed key at its last ``weightSeparators`` character that no backslash escapes.
  ///
  /// - Parameter text: The key as typed (`title^2`, `title:2`, `title`, `dc\:creator`).
  /// - Returns: The path as typed, and the weight as typed (`nil` when none is given).
  static func split(_ text: Substring) -> (path: String, weight: String?) {
    guard let separator = unescapedIndices(in: text, of: weightSeparators).last else {
      return (String(text), nil)
    }
    return (String(text[..<separator]), String(text[text.index(after: separator)...]))
  }

  /// The positions of `characters` in `text` that no backslash escapes.
  private static func unescapedIndices(in text: Substring, of characters: Set<Character>)
    -> [Substring.Index]
  {
    var found: [Substring.Index] = []
    var escaped = false
    for index in text.indices {
      let character = text[index]
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if characters.contains(character) {
        found.append(index)
      }
    }
    return found
  }

  /// A typed path's segments: split at the dots no backslash escapes, each escape replaced by
  /// the character it escapes.
  ///
  /// - Parameters:
  ///   - typed: The path as typed (`author.name`, `meta\.title`).
  ///   - what: What the message calls the value (`key`, `keys`).
  ///   - value: The value the message names (default: `typed`).
  /// - Returns: The segments.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for a backslash before any
  ///   other character or at the end.
  static func path(_ typed: String, what: String, value: String? = nil) throws(ShellError)
    -> [String]
  {
    var segments: [String] = []
    var segment = ""
    var escaped = false
    for character in typed {
      if escaped {
        guard escapedCharacters.contains(character) else {
          throw ShellError.invalidValue(what: what, value: value ?? typed, allowed: escapesAllowed)
        }
        segment.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "." {
        segments.append(segment)
        segment = ""
      } else {
        segment.append(character)
      }
    }
    guard !escaped else {
      throw ShellError.invalidValue(what: what, value: value ?? typed, allowed: escapesAllowed)
    }
    segments.append(segment)
    return segments
  }

  /// A path as `--keys` spells it: the segments joined with ".", each of
  /// ``escapedCharacters`` inside a segment preceded by a backslash.
  ///
  /// - Parameter path: The segments.
  /// - Returns: The spelling (`author.name`, `meta\.title`, `dc\:creator`).
  static func spelling(of path: [String]) -> String {
    path.map { segment in
      var spelled = ""
      for character in segment {
        if escapedCharacters.contains(character) { spelled.append("\\") }
        spelled.append(character)
      }
      return spelled
    }.joined(separator: ".")
  }

  /// The characters a word may hold and still be read by a shell as itself.
  private static let plainPunctuation: Set<Character> = [
    "_", "-", ".", ",", ":", "^", "/", "@", "%", "+", "=",
  ]

  /// A text as one word a shell (and `:keys`, which splits words as a shell does) reads back
  /// as the text: itself when it holds only letters, digits and ``plainPunctuation``, else in
  /// single quotes (a single quote inside written `'\''`).
  ///
  /// - Parameter text: The text.
  /// - Returns: The word.
  static func word(_ text: String) -> String {
    let isPlain =
      !text.isEmpty
      && text.allSatisfy { $0.isLetter || $0.isNumber || plainPunctuation.contains($0) }
    guard !isPlain else { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
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
  /// `:keys` print), a backslash before a `.`, `,`, `:`, `^` or `\` that belongs to a field's
  /// name (`meta\.title^2`).
  ///
  /// - Parameter text: The list as typed (spaces around the entries are ignored).
  /// - Returns: The keys, in order.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` for an empty entry or segment,
  ///   a bad escape, a weight that is not a positive number, or a path given twice.
  static func list(parsing text: String) throws(ShellError) -> [KeySpec] {
    let allowed =
      "paths separated by commas, each with an optional ^WEIGHT or :WEIGHT (title^2,author.name)"
    var specs: [KeySpec] = []
    let whole = text[...]
    var start = whole.startIndex
    var entries: [Substring] = []
    for comma in unescapedIndices(in: whole, of: [","]) {
      entries.append(whole[start..<comma])
      start = whole.index(after: comma)
    }
    entries.append(whole[start...])
    for entry in entries {
      let (typedPath, typedWeight) = split(entry)
      let spelled = typedPath.trimmingCharacters(in: .whitespaces)
      let path = try Self.path(spelled, what: "keys", value: text)
      guard !spelled.isEmpty, !path.contains(where: \.isEmpty) else {
        throw ShellError.invalidValue(what: "keys", value: text, allowed: allowed)
      }
      var weight = 1.0
      if let typedWeight {
        weight = try Self.weight(typedWeight.trimmingCharacters(in: .whitespaces), of: spelled)
      }
      guard !specs.contains(where: { $0.path == path }) else {
        throw ShellError.invalidValue(what: "keys", value: text, allowed: "each path once")
      }
      specs.append(KeySpec(path: path, weight: weight))
    }
    try checkSharedIDs(specs, typed: text)
    return specs
  }

  /// Checks that keys Fuse.js names alike have one weight: the id of a path is its segments
  /// joined with ".", so `meta\.title` and `meta.title` are both `meta.title`, and such keys
  /// are searched with the later one's weight.
  ///
  /// - Parameters:
  ///   - specs: The keys.
  ///   - typed: The keys as typed, for the message.
  /// - Throws: ``ShellError/invalidValue(what:value:allowed:)`` naming two such keys with
  ///   different weights.
  static func checkSharedIDs(_ specs: [KeySpec], typed: String) throws(ShellError) {
    for (index, spec) in specs.enumerated() {
      let id = spec.path.joined(separator: ".")
      guard
        let other = specs[..<index].first(where: {
          $0.path.joined(separator: ".") == id && $0.weight != spec.weight
        })
      else { continue }
      throw ShellError.invalidValue(
        what: "keys", value: typed,
        allowed:
          "one weight for \(other.field) and \(spec.field), which matches both name \(id)")
    }
  }
}
