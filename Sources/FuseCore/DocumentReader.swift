/// Reads key values out of documents: a key's own getter, else the options' `getFn`, else path
/// lookup on ``JSONValue`` or `Encodable` documents.
struct DocumentReader<Element>: Sendable {
  let keys: [FuseKey<Element>]
  let getFn: (@Sendable (Element, [String]) -> FuseFieldValue)?
  /// How to read each key, resolved once (getter, else `getFn`, else path lookup), so reading a
  /// document does not copy keys or re-decide how to read them.
  let extractors: [Extractor]
  /// The paths read from `Encodable` documents by one encoding pass per document (see
  /// ``EncodablePathLookup``); empty when no key needs it.
  let encodablePaths: EncodablePathLookup.Plan

  /// How one key is read.
  enum Extractor: Sendable {
    /// A getter (the key's own or the options' `getFn` bound to the key's path).
    case getter(@Sendable (Element) -> FuseFieldValue)
    /// Path lookup, decided per document: on a ``JSONValue`` document directly, on an
    /// `Encodable` one through the path at this position in ``encodablePaths``.
    case path([String], encodablePosition: Int)
  }

  init(keys: [FuseKey<Element>], getFn: (@Sendable (Element, [String]) -> FuseFieldValue)?) {
    self.keys = keys
    self.getFn = getFn
    var paths: [[String]] = []
    self.extractors = keys.map { key in
      if let getter = key.getter { return .getter(getter) }
      let path = key.path
      if let getFn { return .getter({ getFn($0, path) }) }
      paths.append(path)
      return .path(path, encodablePosition: paths.count - 1)
    }
    self.encodablePaths = EncodablePathLookup.Plan(paths: paths)
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
    Element.self == JSONValue.self || Element.self is any Encodable.Type
  }

  /// Calls `body` with each key's value for `document`, in key order.
  ///
  /// Path keys look the document's kind up once, and on an `Encodable` document they share one
  /// encoding pass.
  func forEachValue(of document: Element, _ body: (Int, FuseFieldValue) -> Void) {
    var source: PathSource?
    for position in 0..<extractors.count {
      switch extractors[position] {
      case .getter(let getter):
        body(position, getter(document))
      case .path(let path, let encodablePosition):
        if source == nil { source = pathSource(of: document) }
        switch source {
        case .json(let json):
          body(position, FusePathLookup.value(in: json, path: path))
        case .encoded(let encoded):
          body(position, encodablePaths.value(in: encoded, at: encodablePosition))
        case .none, .unsupported:
          body(position, .none)
        }
      }
    }
  }

  /// What path keys read a document through.
  private enum PathSource {
    case json(JSONValue)
    case encoded(EncodablePathLookup.Encoded)
    case unsupported
  }

  private func pathSource(of document: Element) -> PathSource {
    if let json = document as? JSONValue { return .json(json) }
    if let encodable = document as? any Encodable {
      return .encoded(encodablePaths.encode(encodable))
    }
    return .unsupported
  }

  /// The document as a string, when it is one (a `String`, or a ``JSONValue`` string).
  static func string(of document: Element) -> String? {
    if let string = document as? String { return string }
    if let json = document as? JSONValue, case .string(let string) = json { return string }
    return nil
  }
}
