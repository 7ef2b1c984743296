/// Fuse.js's default getter (`helpers/get.ts`) over a ``JSONValue`` document.
///
/// A path walks object members; an array anywhere on the path makes the result a list whose
/// items carry their index in the innermost array. Numbers and Booleans at the last segment
/// become JavaScript strings.
enum FusePathLookup {
  /// The value at `path` in `document`, as Fuse.js's `get(doc, path)` returns it.
  static func value(in document: JSONValue, path: [String]) -> FuseFieldValue {
    var items: [FuseFieldValue.Item] = []
    var single: String?
    var sawArray = false
    walk(
      document, path: path, index: 0, arrayIndex: nil, items: &items, single: &single,
      sawArray: &sawArray)
    if sawArray { return .list(items) }
    return single.map(FuseFieldValue.text) ?? .none
  }

  /// `obj[key]` for the JSON types a path can pass through.
  static func member(_ key: String, of value: JSONValue) -> JSONValue? {
    switch value {
    case .object(let members):
      // JSON.parse keeps the last of duplicate keys.
      return members.last { JavaScriptString.equal($0.key, key) }?.value
    case .array(let elements):
      if JavaScriptString.equal(key, "length") { return .number(Double(elements.count)) }
      guard let index = canonicalArrayIndex(key), index < elements.count else { return nil }
      return elements[index]
    case .string(let text):
      let units = Array(text.utf16)
      if JavaScriptString.equal(key, "length") { return .number(Double(units.count)) }
      guard let index = canonicalArrayIndex(key), index < units.count else { return nil }
      return .string(String(decoding: [units[index]], as: UTF16.self))
    default:
      return nil
    }
  }

  private static func canonicalArrayIndex(_ key: String) -> Int? {
    guard let index = Int(key), index >= 0, JavaScriptString.equal(String(index), key) else {
      return nil
    }
    return index
  }

  // The recursion mirrors deepGet: `single` holds the first bare value, `items` the wrapped ones.
  // swift-format-ignore: FunctionParameterCount
  private static func walk(
    _ value: JSONValue, path: [String], index: Int, arrayIndex: Int?,
    items: inout [FuseFieldValue.Item], single: inout String?, sawArray: inout Bool
  ) {
    if value.isNull { return }
    if index >= path.count || path[index].isEmpty {
      emit(value, converted: false, arrayIndex: arrayIndex, items: &items, single: &single)
      return
    }
    guard let next = member(path[index], of: value) else { return }
    step(
      to: next, path: path, index: index, arrayIndex: arrayIndex, items: &items, single: &single,
      sawArray: &sawArray)
  }

  /// The value of the member `next` that `path[index]` named, as Fuse.js's `get` reads it:
  /// what ``value(in:path:)`` finds when a path reaches `next` at `index` through objects alone.
  ///
  /// - Parameters:
  ///   - next: The member's value.
  ///   - path: The path.
  ///   - index: The position in `path` of the segment that named `next`.
  static func value(reaching next: JSONValue, path: [String], index: Int) -> FuseFieldValue {
    var items: [FuseFieldValue.Item] = []
    var single: String?
    var sawArray = false
    step(
      to: next, path: path, index: index, arrayIndex: nil, items: &items, single: &single,
      sawArray: &sawArray)
    if sawArray { return .list(items) }
    return single.map(FuseFieldValue.text) ?? .none
  }

  /// Goes on from `next`, the value that `path[index]` named.
  // swift-format-ignore: FunctionParameterCount
  private static func step(
    to next: JSONValue, path: [String], index: Int, arrayIndex: Int?,
    items: inout [FuseFieldValue.Item], single: inout String?, sawArray: inout Bool
  ) {
    guard !next.isNull else { return }
    let isLast = index == path.count - 1
    switch next {
    case .string, .number, .bool:
      if isLast {
        emit(next, converted: true, arrayIndex: arrayIndex, items: &items, single: &single)
      } else {
        walk(
          next, path: path, index: index + 1, arrayIndex: arrayIndex, items: &items,
          single: &single, sawArray: &sawArray)
      }
    case .array(let elements):
      sawArray = true
      for (offset, element) in elements.enumerated() {
        walk(
          element, path: path, index: index + 1, arrayIndex: offset, items: &items, single: &single,
          sawArray: &sawArray)
      }
    default:
      walk(
        next, path: path, index: index + 1, arrayIndex: arrayIndex, items: &items, single: &single,
        sawArray: &sawArray)
    }
  }

  /// Pushes a value that reached the end of the path.
  ///
  /// Values that came through an array are converted with JavaScript `String()`; a bare value
  /// counts only if it is (or, at the last segment, was converted to) a string, as Fuse.js's record
  /// builder ignores other types.
  private static func emit(
    _ value: JSONValue, converted: Bool, arrayIndex: Int?, items: inout [FuseFieldValue.Item],
    single: inout String?
  ) {
    if let arrayIndex {
      items.append(
        FuseFieldValue.Item(text: javaScriptString(value, topLevel: true), arrayIndex: arrayIndex))
      return
    }
    guard single == nil else { return }
    if case .string(let text) = value {
      single = text
    } else if converted {
      single = javaScriptString(value, topLevel: true)
    }
  }

  /// JavaScript `String(value)` (Fuse.js's `toString`: a top-level -0 gives "-0").
  static func javaScriptString(_ value: JSONValue, topLevel: Bool) -> String {
    switch value {
    case .null: return topLevel ? "null" : ""
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return topLevel
        ? JavaScriptNumberFormat.fieldString(number) : JavaScriptNumberFormat.string(number)
    case .string(let text): return text
    case .array(let elements):
      return elements.map { javaScriptString($0, topLevel: false) }.joined(separator: ",")
    case .object: return "[object Object]"
    }
  }
}
