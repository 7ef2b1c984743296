/// Reads key values out of documents: a key's own getter, else the options' `getFn`, else path
/// lookup on ``JSONValue``, ``PackedJSON`` or `Encodable` documents.
struct DocumentReader<Element>: Sendable {
  let keys: [FuseKey<Element>]
  let getFn: (@Sendable (Element, [String]) -> FuseFieldValue)?
  /// One reader per key, resolved once (getter, else `getFn`, else path lookup), so reading a
  /// document does not copy keys or re-decide how to read them.
  ///
  /// A path key's reader looks its path up on its own; ``forEachValue(of:scratch:_:)`` instead
  /// lets all path keys share one look at the document.
  let extractors: [@Sendable (Element) -> FuseFieldValue]
  /// Per key: the position of its path in ``encodablePaths`` for a path key, else -1.
  let pathPositions: [Int]
  /// The path keys' paths, read from an `Encodable` document by one encoding pass (see
  /// ``EncodablePathLookup``).
  let encodablePaths: EncodablePathLookup.Plan
  /// Encodes a document through `Element`'s own `Encodable` conformance, found once, so a
  /// document is not boxed in an `any Encodable` each time; `nil` when `Element` is not
  /// statically `Encodable` (its documents are then checked one by one).
  let staticEncoder: (@Sendable (Element, EncodablePathLookup.Plan, PrunedTree) -> Bool)?
  /// Whether a document may be a ``JSONValue`` (and is then read as JSON): always unless
  /// `Element` is a statically `Encodable` type other than `JSONValue` and not an `Optional`
  /// (which may wrap one); such a type never casts to `JSONValue`, so the per-document cast is
  /// skipped.
  let mayBeJSON: Bool
  /// Whether the documents are ``PackedJSON`` values (read in place, not through their
  /// `Encodable` conformance).
  let isPacked: Bool

  init(keys: [FuseKey<Element>], getFn: (@Sendable (Element, [String]) -> FuseFieldValue)?) {
    self.keys = keys
    self.getFn = getFn
    var paths: [[String]] = []
    var pathPositions: [Int] = []
    self.extractors = keys.map { key in
      let path = key.path
      if let getter = key.getter {
        pathPositions.append(-1)
        return getter
      }
      if let getFn {
        pathPositions.append(-1)
        return { getFn($0, path) }
      }
      pathPositions.append(paths.count)
      paths.append(path)
      return { DocumentReader.pathValue(of: $0, path: path) }
    }
    self.pathPositions = pathPositions
    self.encodablePaths = EncodablePathLookup.Plan(paths: paths)
    self.staticEncoder = (Element.self as? any Encodable.Type).map { Self.encoder(for: $0) }
    self.mayBeJSON =
      Element.self == JSONValue.self || staticEncoder == nil
      || Element.self is any OptionalMarker.Type
    self.isPacked = Element.self == PackedJSON.self
  }

  /// An encoder for documents of `type`, which must be `Element` itself (its `Encodable`
  /// conformance, opened from `Element.self`).
  ///
  /// - Precondition: `type == Element.self`: the encoder reads a document's memory as a `T`.
  private static func encoder<T: Encodable>(for type: T.Type)
    -> @Sendable (Element, EncodablePathLookup.Plan, PrunedTree) -> Bool
  {
    precondition(
      ObjectIdentifier(type) == ObjectIdentifier(Element.self),
      "an encoder for a type other than the documents'")
    return { document, plan, tree in
      // `T` is `Element` (checked above), so the document's memory is a `T`.
      assert(
        ObjectIdentifier(T.self) == ObjectIdentifier(Element.self)
          && MemoryLayout<T>.size == MemoryLayout<Element>.size
          && MemoryLayout<T>.alignment == MemoryLayout<Element>.alignment,
        "a document read as a type it is not")
      return withUnsafePointer(to: document) { pointer in
        plan.encode(UnsafeRawPointer(pointer).assumingMemoryBound(to: T.self).pointee, in: tree)
      }
    }
  }

  /// Checks up front that every key can be read from `Element`s.
  func validate() throws(FuseError) {
    guard getFn == nil, !DocumentReader.supportsPaths else { return }
    if let key = keys.first(where: { !$0.hasGetter }) {
      throw FuseError.keyNeedsGetter(keyID: key.id)
    }
  }

  /// Whether `Element` supports path lookup without a getter.
  static var supportsPaths: Bool {
    Element.self == JSONValue.self || Element.self == PackedJSON.self
      || Element.self is any Encodable.Type
  }

  /// Calls `body` with each key's value for `document`, in key order.
  ///
  /// Path keys look the document's kind up once, and on an `Encodable` document they share one
  /// encoding pass, into `scratch` when given (reuse one for many documents).
  @inline(__always)
  func forEachValue(
    of document: Element, scratch: PrunedTree? = nil, _ body: (Int, FuseFieldValue) -> Void
  ) {
    guard !encodablePaths.paths.isEmpty else {
      for position in 0..<extractors.count { body(position, extractors[position](document)) }
      return
    }
    // `pathPositions`, not `extractors`, gives the key count: an array of closures over `Element`
    // looks its type metadata up at run time when this code is not specialised.
    let count = pathPositions.count
    var position = 0
    while position < count, pathPositions[position] < 0 {
      body(position, extractors[position](document))
      position += 1
    }
    guard position < count else { return }
    // Read once, at the first path key, and held in a constant: matching a variable copies
    // (retains) what it holds, for every key.
    let source = pathSource(of: document, scratch: scratch)
    while position < count {
      let pathPosition = pathPositions[position]
      if pathPosition < 0 {
        body(position, extractors[position](document))
      } else {
        switch source {
        case .json(let json):
          body(position, FusePathLookup.value(in: json, path: encodablePaths.paths[pathPosition]))
        case .packed(let packed):
          body(
            position, FusePathLookup.value(in: packed, path: encodablePaths.paths[pathPosition]))
        case .encoded(let tree):
          body(position, encodablePaths.value(in: tree, at: pathPosition))
        case .unsupported:
          body(position, .none)
        }
      }
      position += 1
    }
  }

  // Inlined: a call to a method of the generic reader, from code that is not specialised, looks
  // the reader's type metadata up for every document.
  @inline(__always)
  private func pathSource(of document: Element, scratch: PrunedTree?) -> PathSource {
    if isPacked, let packed = document as? PackedJSON { return .packed(packed) }
    if mayBeJSON, let json = document as? JSONValue { return .json(json) }
    let tree = scratch ?? PrunedTree()
    // Called through the optional: binding it first copies (retains) the closure.
    if let encoded = staticEncoder?(document, encodablePaths, tree) {
      return encoded ? .encoded(tree) : .unsupported
    }
    if let encodable = document as? any Encodable {
      return encodablePaths.encode(encodable, in: tree) ? .encoded(tree) : .unsupported
    }
    return .unsupported
  }

  /// One path key's value on its own.
  static func pathValue(of document: Element, path: [String]) -> FuseFieldValue {
    if let json = document as? JSONValue {
      return FusePathLookup.value(in: json, path: path)
    }
    if let packed = document as? PackedJSON {
      return FusePathLookup.value(in: packed, path: path)
    }
    if let encodable = document as? any Encodable {
      return EncodablePathLookup.value(in: encodable, path: path)
    }
    return .none
  }

  /// The document as a string, when it is one (a `String`, or a ``JSONValue`` or
  /// ``PackedJSON`` string).
  static func string(of document: Element) -> String? {
    if let string = document as? String { return string }
    if let json = document as? JSONValue, case .string(let string) = json { return string }
    if let packed = document as? PackedJSON { return packed.stringValue }
    return nil
  }
}

/// What path keys read a document through: the document itself when it is JSON or packed JSON,
/// its pruned encoding when it is `Encodable`; nothing when it is neither, or its encoding threw.
enum PathSource {
  case json(JSONValue)
  case packed(PackedJSON)
  case encoded(PrunedTree)
  case unsupported
}
