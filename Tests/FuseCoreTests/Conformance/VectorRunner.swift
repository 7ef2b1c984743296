import Synchronization

@testable import FuseCore

/// Runs one Fuse.js reference vector (schema: shared/fuse-vectors/README.md) through FuseCore
/// and reports every difference from what Fuse.js returned.
struct VectorRunner {
  /// Why a case did not pass: a list of human-readable differences.
  struct Failure: Error, CustomStringConvertible {
    var differences: [String]
    var description: String { differences.joined(separator: "; ") }
  }

  let testCase: JSONValue

  var name: String { testCase["name"]?.stringValue ?? "(unnamed)" }

  /// Runs the case; throws ``Failure`` listing what differs.
  func run() throws {
    let expected = testCase["expected"] ?? .null
    switch testCase["kind"]?.stringValue ?? "search" {
    case "search": try runSearch(expected: expected)
    case "match": try runMatch(expected: expected)
    case "index": try runIndex(expected: expected)
    case let kind: throw Failure(differences: ["unknown kind '\(kind)'"])
    }
  }

  // MARK: - Options

  /// The case's options as `FuseOptions<JSONValue>`; a `tokenize` regex notes in `unexpressed`
  /// each term it cannot give as a `String` (``tokenizer(from:unexpressed:)``).
  static func options(
    from json: JSONValue?, unexpressed: UnexpressedTerms = UnexpressedTerms()
  ) throws -> FuseOptions<JSONValue> {
    var options = FuseOptions<JSONValue>()
    for member in json?.objectMembers ?? [] {
      let value = member.value
      switch member.key {
      case "keys": options.keys = try keys(from: value)
      case "isCaseSensitive": options.isCaseSensitive = try bool(value, member.key)
      case "ignoreDiacritics": options.ignoreDiacritics = try bool(value, member.key)
      case "includeScore": options.includeScore = try bool(value, member.key)
      case "includeMatches": options.includeMatches = try bool(value, member.key)
      case "shouldSort": options.shouldSort = try bool(value, member.key)
      case "findAllMatches": options.findAllMatches = try bool(value, member.key)
      case "ignoreLocation": options.ignoreLocation = try bool(value, member.key)
      case "useExtendedSearch": options.useExtendedSearch = try bool(value, member.key)
      case "ignoreFieldNorm": options.ignoreFieldNorm = try bool(value, member.key)
      case "useTokenSearch": options.useTokenSearch = try bool(value, member.key)
      case "minMatchCharLength": options.minMatchCharLength = try int(value, member.key)
      case "location": options.location = try int(value, member.key)
      case "distance": options.distance = try int(value, member.key)
      case "threshold": options.threshold = try number(value, member.key)
      case "fieldNormWeight": options.fieldNormWeight = try number(value, member.key)
      case "tokenMatch":
        guard let text = value.stringValue, let match = FuseTokenMatch(rawValue: text) else {
          throw Failure(differences: ["bad tokenMatch \(value)"])
        }
        options.tokenMatch = match
      case "tokenize": options.tokenize = try tokenizer(from: value, unexpressed: unexpressed)
      default: throw Failure(differences: ["the runner does not know option '\(member.key)'"])
      }
    }
    return options
  }

  static func keys(from json: JSONValue) throws -> [FuseKey<JSONValue>] {
    guard let list = json.arrayValue else { throw Failure(differences: ["keys must be an array"]) }
    return try list.map { value in
      let key = try FuseKey<JSONValue>(json: value)
      guard let getFn = value["getFn"] else { return key }
      return key.withGetter(try getter(from: getFn))
    }
  }

  /// The README's declarative getters.
  static func getter(from json: JSONValue) throws -> @Sendable (JSONValue) -> FuseFieldValue {
    let paths = (json["paths"]?.arrayValue ?? []).compactMap(\.stringValue)
    switch json["fn"]?.stringValue {
    case "join":
      let separator = json["separator"]?.stringValue ?? ","
      return { document in
        let parts = paths.compactMap { lookUp(document, $0) }.map(jsString)
        return .text(parts.joined(separator: separator))
      }
    case "array":
      return { document in
        .strings(paths.compactMap { lookUp(document, $0) }.map(jsString))
      }
    case "value":
      let path = json["path"]?.stringValue ?? ""
      return { document in rawValue(lookUp(document, path)) }
    case "null":
      return { _ in .none }
    default:
      throw Failure(differences: ["unknown getFn \(json)"])
    }
  }

  /// A plain dotted property lookup that does not go into arrays; nil for null/undefined.
  static func lookUp(_ document: JSONValue, _ path: String) -> JSONValue? {
    var current = document
    for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard let next = current[String(segment)], !next.isNull else { return nil }
      current = next
    }
    return current
  }

  /// JavaScript `String(x)`.
  static func jsString(_ value: JSONValue) -> String {
    value.javaScriptString
  }

  /// What Fuse.js's record builder makes of a raw getFn return value.
  static func rawValue(_ value: JSONValue?) -> FuseFieldValue {
    switch value {
    case .string(let text)?: return .text(text)
    case .array(let items)?:
      var list: [FuseFieldValue.Item] = []
      for (position, item) in items.enumerated() {
        if case .string(let text) = item {
          list.append(FuseFieldValue.Item(text: text, arrayIndex: position))
        } else if let inner = item["v"], !inner.isNull {
          let index = item["i"]?.numberValue.map { Int($0) } ?? position
          list.append(FuseFieldValue.Item(text: jsString(inner), arrayIndex: index))
        }
      }
      return .list(list)
    default: return .none
    }
  }

  /// The README's `{"regex": source, "flags": flags}` as Fuse.js reads a `tokenize` RegExp:
  /// `text.match(regex) || []` over the normalised text, matched as JavaScript matches
  /// (``JavaScriptRegExp``).
  ///
  /// A term JavaScript gives that a Swift `String` cannot hold (one with a lone surrogate, when
  /// a pattern without `u` splits a surrogate pair, or a group that took no part in a match
  /// without `g`) is written to `unexpressed`; the search runner fails the case when any is.
  ///
  /// - Throws: ``Failure`` when the encoding is malformed or the pattern or flags are outside
  ///   what ``JavaScriptRegExp`` matches exactly.
  static func tokenizer(
    from json: JSONValue, unexpressed: UnexpressedTerms = UnexpressedTerms()
  ) throws -> FuseTokenizer {
    guard let pattern = json["regex"]?.stringValue else {
      throw Failure(differences: ["bad tokenize \(json)"])
    }
    let regex: JavaScriptRegExp
    do {
      regex = try JavaScriptRegExp(pattern, flags: json["flags"]?.stringValue ?? "")
    } catch {
      throw Failure(differences: ["tokenize regex: \(error)"])
    }
    return FuseTokenizer { text in
      var terms: [String] = []
      for term in regex.match(Array(text.utf16)) ?? [] {
        guard let term, let string = String(validating: term, as: UTF16.self) else {
          unexpressed.note(term, text: text, regex: regex)
          continue
        }
        terms.append(string)
      }
      return terms
    }
  }

  static func bool(_ value: JSONValue, _ name: String) throws -> Bool {
    guard let flag = value.boolValue else {
      throw Failure(differences: ["option \(name) is not a Boolean"])
    }
    return flag
  }

  static func number(_ value: JSONValue, _ name: String) throws -> Double {
    guard let number = value.numberValue else {
      throw Failure(differences: ["option \(name) is not a number"])
    }
    return number
  }

  static func int(_ value: JSONValue, _ name: String) throws -> Int {
    guard let number = value.numberValue, let integer = Int(exactly: number) else {
      throw Failure(differences: ["option \(name) is not an integer"])
    }
    return integer
  }
}

/// The terms a JavaScript tokenizer gave that FuseCore cannot be given.
///
/// A ``FuseTokenizer`` returns `String`s, which hold no lone surrogate and no `undefined`. A case
/// where Fuse.js searched with such a term is not expressible, and the runner fails it naming
/// the terms.
final class UnexpressedTerms: Sendable {
  private let notes = Mutex<[String]>([])

  /// What was noted, one line per term and text, in the order first noted.
  var all: [String] { notes.withLock { $0 } }

  /// Notes `term` (nil for `undefined`), found by `regex` in `text`.
  func note(_ term: [UInt16]?, text: String, regex: JavaScriptRegExp) {
    let shown = term.map(Self.javaScriptLiteral) ?? "undefined"
    let line =
      "/\(regex.source)/\(regex.flags) gives the term \(shown) in \(text.debugDescription), "
      + "which a Swift String cannot hold"
    notes.withLock { notes in
      if !notes.contains(line) { notes.append(line) }
    }
  }

  /// `units` as a JavaScript string literal's body: printable ASCII as is, any other unit as
  /// `\uXXXX`.
  static func javaScriptLiteral(_ units: [UInt16]) -> String {
    units.map { unit in
      if (0x20..<0x7F).contains(unit), unit != 0x5C { return String(UnicodeScalar(UInt8(unit))) }
      let hex = String(unit, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }.joined()
  }
}
