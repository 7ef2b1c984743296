/// A field to search in each document: a path, a key path or a getter, with a weight.
///
/// ```swift
/// let keys: [FuseKey<Book>] = [
///   try FuseKey(\.title, weight: 2),      // a key path (also [String] and String? fields)
///   try FuseKey(path: "author.name"),     // a dotted path (Encodable or JSONValue documents)
///   try FuseKey(name: "decade") { "\($0.year / 10 * 10)s" },  // any getter
///   "originalTitle",                      // a string literal: a path, weight 1
/// ]
/// ```
///
/// Weights are relative: the search divides each by their sum. Like Fuse.js's `createKey`, every
/// initialiser that takes a weight throws ``FuseError/invalidKeyWeight(keyID:weight:)`` for a
/// weight that is not a finite number above 0; a string-literal key (weight 1) cannot fail, and
/// ``FuseOptions/validate()`` checks every key's weight again, since ``weight`` may be changed.
/// Keys are `Sendable` because their getters are `@Sendable` closures.
public struct FuseKey<Element>: Sendable {
  /// The path segments (a dotted name split on ".", or the array given).
  public let path: [String]
  /// The key's identity: the dotted name, or the array path joined with ".".
  ///
  /// A key path's id is its dotted path, such as "author.name". Ids compare as JavaScript
  /// strings, code unit for code unit.
  ///
  /// Matches report it. Two keys with the same id behave as in Fuse.js: each is indexed and
  /// searched with its own path or getter, and both report that id, but both take the later
  /// key's weight (over the sum of all the keys' weights), and a logical query naming the id
  /// searches the later key only.
  public let id: String
  /// The raw weight (positive; checked when the key is made and again when the options are
  /// built).
  public var weight: Double
  /// What the key was made from, as Fuse.js's index JSON records it (`src`).
  let source: JSONValue
  /// A getter that replaces path lookup, if any.
  let getter: (@Sendable (Element) -> FuseFieldValue)?

  /// A key that reads a dotted path such as `"author.name"`.
  ///
  /// Works on ``JSONValue`` documents and on any `Encodable` document; arrays on the path are
  /// searched element by element.
  ///
  /// - Parameters:
  ///   - path: The dotted path; it is split on ".".
  ///   - weight: The relative weight (default 1).
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(path: String, weight: Double = 1) throws(FuseError) {
    try FuseKey.checkWeight(weight, keyID: path)
    self.init(unchecked: path)
    self.weight = weight
  }

  /// A path key with weight 1, which needs no check (the string-literal form).
  private init(unchecked path: String) {
    self.path = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    self.id = path
    self.weight = 1
    self.source = .string(path)
    self.getter = nil
  }

  /// Throws unless `weight` is a finite number above 0 (Fuse.js's `createKey` rejects
  /// `weight <= 0`; a weight that is not finite would make every normalised weight NaN).
  static func checkWeight(_ weight: Double, keyID: String) throws(FuseError) {
    guard weight.isFinite, weight > 0 else {
      throw FuseError.invalidKeyWeight(keyID: keyID, weight: weight)
    }
  }

  /// A key that reads an array path: each element is one segment and may contain dots.
  ///
  /// - Parameters:
  ///   - path: The segments, e.g. `["author", "first.name"]` (id `"author.first.name"`).
  ///   - weight: The relative weight (default 1).
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(path: [String], weight: Double = 1) throws(FuseError) {
    try FuseKey.checkWeight(weight, keyID: path.joined(separator: "."))
    self.path = path
    self.id = path.joined(separator: ".")
    self.weight = weight
    self.source = .array(path.map(JSONValue.string))
    self.getter = nil
  }

  /// A key whose value comes from a getter (Fuse.js's per-key `getFn`).
  ///
  /// - Parameters:
  ///   - name: The key's name and id, as matches report it.
  ///   - weight: The relative weight (default 1).
  ///   - getter: Returns the document's value for this key.
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(
    name: String, weight: Double = 1, value getter: @escaping @Sendable (Element) -> FuseFieldValue
  ) throws(FuseError) {
    try FuseKey.checkWeight(weight, keyID: name)
    self.path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    self.id = name
    self.weight = weight
    self.source = .string(name)
    self.getter = getter
  }

  /// A key whose text comes from a getter; `nil` means the document has no value.
  ///
  /// - Parameters:
  ///   - name: The key's name and id, as matches report it.
  ///   - weight: The relative weight (default 1).
  ///   - getter: Returns the document's text for this key.
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(name: String, weight: Double = 1, _ getter: @escaping @Sendable (Element) -> String?)
    throws(FuseError)
  {
    try self.init(
      name: name, weight: weight, value: { getter($0).map(FuseFieldValue.text) ?? .none })
  }

  /// A key whose texts come from a getter; each text is searched on its own and reports its
  /// position as the match's `refIndex`.
  ///
  /// - Parameters:
  ///   - name: The key's name and id, as matches report it.
  ///   - weight: The relative weight (default 1).
  ///   - getter: Returns the document's texts for this key.
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(
    name: String, weight: Double = 1, texts getter: @escaping @Sendable (Element) -> [String]
  ) throws(FuseError) {
    try self.init(name: name, weight: weight, value: { FuseFieldValue.list(of: getter($0)) })
  }

  /// A key that reads a `String` property through a key path.
  ///
  /// - Parameters:
  ///   - keyPath: The property, e.g. `\Book.title`.
  ///   - name: The key's id (default: the key path's dotted path, e.g. "title" or "author.name").
  ///   - weight: The relative weight (default 1).
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(
    _ keyPath: any KeyPath<Element, String> & Sendable, name: String? = nil, weight: Double = 1
  ) throws(FuseError) {
    let getter: @Sendable (Element) -> FuseFieldValue
    if let offset = FuseKey.storedOffset(of: keyPath) {
      getter = { .text(FuseKey.load(String.self, at: offset, in: $0)) }
    } else {
      getter = { .text($0[keyPath: keyPath]) }
    }
    try self.init(name: name ?? FuseKey.name(of: keyPath), weight: weight, value: getter)
  }

  /// A key that reads an optional `String` property through a key path.
  ///
  /// - Parameters:
  ///   - keyPath: The property, e.g. `\Movie.director`.
  ///   - name: The key's id (default: the key path's dotted path, e.g. "author.name").
  ///   - weight: The relative weight (default 1).
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(
    _ keyPath: any KeyPath<Element, String?> & Sendable, name: String? = nil, weight: Double = 1
  ) throws(FuseError) {
    let getter: @Sendable (Element) -> FuseFieldValue
    if let offset = FuseKey.storedOffset(of: keyPath) {
      getter = { FuseKey.load(String?.self, at: offset, in: $0).map(FuseFieldValue.text) ?? .none }
    } else {
      getter = { $0[keyPath: keyPath].map(FuseFieldValue.text) ?? .none }
    }
    try self.init(name: name ?? FuseKey.name(of: keyPath), weight: weight, value: getter)
  }

  /// A key that reads a `[String]` property through a key path; each element is searched.
  ///
  /// - Parameters:
  ///   - keyPath: The property, e.g. `\Movie.cast`.
  ///   - name: The key's id (default: the key path's dotted path, e.g. "author.name").
  ///   - weight: The relative weight (default 1).
  /// - Throws: ``FuseError/invalidKeyWeight(keyID:weight:)`` unless `weight` is finite and > 0.
  public init(
    _ keyPath: any KeyPath<Element, [String]> & Sendable, name: String? = nil, weight: Double = 1
  ) throws(FuseError) {
    let getter: @Sendable (Element) -> FuseFieldValue
    if let offset = FuseKey.storedOffset(of: keyPath) {
      getter = { FuseFieldValue.list(of: FuseKey.load([String].self, at: offset, in: $0)) }
    } else {
      getter = { FuseFieldValue.list(of: $0[keyPath: keyPath]) }
    }
    try self.init(name: name ?? FuseKey.name(of: keyPath), weight: weight, value: getter)
  }

  /// The byte offset of the stored property a key path names, when it names one directly inside
  /// `Element`'s own storage (a struct's stored property, possibly nested); `nil` otherwise
  /// (computed properties, class instances, optional chaining).
  ///
  /// Reading at that offset is what the key path does, without the key path machinery, which
  /// looks generic metadata up on every application.
  static func storedOffset(of keyPath: PartialKeyPath<Element>) -> Int? {
    MemoryLayout<Element>.offset(of: keyPath)
  }

  /// A copy of the `Value` stored at byte `offset` of `document` (an offset from
  /// ``storedOffset(of:)`` for a key path to a `Value`).
  static func load<Value>(_: Value.Type, at offset: Int, in document: Element) -> Value {
    assert(
      offset >= 0 && offset + MemoryLayout<Value>.size <= MemoryLayout<Element>.size
        && offset % MemoryLayout<Value>.alignment == 0,
      "a stored offset outside the document or misaligned for its value")
    return withUnsafePointer(to: document) { pointer in
      UnsafeRawPointer(pointer).load(fromByteOffset: offset, as: Value.self)
    }
  }

  /// A key path's dotted path after its root type, as Fuse.js would name the same path
  /// (`\Book.title` → "title", `\Book.author.name` → "author.name"; optional chaining marks are
  /// dropped: `\Book.editor?.name` → "editor.name").
  static func name(of keyPath: AnyKeyPath) -> String {
    let description = String(describing: keyPath)
    let root = "\\" + String(describing: Element.self) + "."
    guard description.hasPrefix(root), description.count > root.count else {
      // Not the `\Root.path` form: the last component, as before.
      guard let dot = description.lastIndex(of: ".") else { return description }
      let name = description[description.index(after: dot)...]
      return name.isEmpty ? description : String(name)
    }
    return String(description.dropFirst(root.count).filter { $0 != "?" && $0 != "!" })
  }

  /// Whether this key has its own getter (Fuse.js's per-key `getFn`).
  public var hasGetter: Bool { getter != nil }
}

extension FuseKey: ExpressibleByStringLiteral {
  /// A path key from a literal: `"author.name"`.
  ///
  /// - Parameter value: The dotted path.
  public init(stringLiteral value: String) {
    self.init(unchecked: value)
  }
}

extension FuseKey {
  /// A key from its JSON description, as Fuse.js accepts keys: `"a.b"`, `["a", "b.c"]`, or
  /// `{"name": …, "weight": …}`.
  ///
  /// - Parameter json: The key description.
  /// - Throws: ``FuseError/missingKeyName`` for an object without `name`,
  ///   ``FuseError/invalidKeyWeight(keyID:weight:)`` for a weight ≤ 0 (or `null`),
  ///   ``FuseError/invalidKey(reason:)`` for other shapes.
  public init(json: JSONValue) throws(FuseError) {
    switch json {
    case .string(let path):
      try self.init(path: path)
    case .array(let elements):
      try self.init(path: try FuseKey.segments(elements))
    case .object:
      guard let name = json["name"] else { throw FuseError.missingKeyName }
      var weight = 1.0
      if let given = json["weight"] {
        // Fuse.js tests `weight <= 0`, which is true for null: a null weight is rejected too.
        guard let number = given.isNull ? 0 : given.numberValue else {
          throw FuseError.invalidKey(reason: "'weight' must be a number, got \(given)")
        }
        weight = number
      }
      switch name {
      case .string(let path): try self.init(path: path, weight: weight)
      case .array(let elements):
        try self.init(path: try FuseKey.segments(elements), weight: weight)
      default:
        throw FuseError.invalidKey(
          reason: "'name' must be a string or an array of strings, got \(name)")
      }
    default:
      throw FuseError.invalidKey(reason: "expected a string, an array or an object, got \(json)")
    }
  }

  private static func segments(_ elements: [JSONValue]) throws(FuseError) -> [String] {
    var segments: [String] = []
    for element in elements {
      guard let segment = element.stringValue else {
        throw FuseError.invalidKey(reason: "path segments must be strings, got \(element)")
      }
      segments.append(segment)
    }
    return segments
  }

  /// The same key with another getter (for attaching a getter to a JSON-described key).
  ///
  /// - Parameter getter: The getter that replaces path lookup.
  /// - Returns: A key with this key's path, id and weight and the given getter.
  public func withGetter(_ getter: @escaping @Sendable (Element) -> FuseFieldValue) -> FuseKey {
    FuseKey(path: path, id: id, weight: weight, source: source, getter: getter)
  }

  /// A getter-less key from an index key (Fuse.js's keys after `toJSON`/`parseIndex`).
  init(indexKey key: FuseIndex.Key) {
    self.init(path: key.path, id: key.id, weight: key.weight, source: key.source, getter: nil)
  }

  private init(
    path: [String], id: String, weight: Double, source: JSONValue,
    getter: (@Sendable (Element) -> FuseFieldValue)?
  ) {
    self.path = path
    self.id = id
    self.weight = weight
    self.source = source
    self.getter = getter
  }
}
