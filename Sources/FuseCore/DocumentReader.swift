/// Reads key values out of documents: a key's own getter, else the options' `getFn`, else path
/// lookup on ``JSONValue`` or `Encodable` documents.
struct DocumentReader<Element>: Sendable {
  let keys: [FuseKey<Element>]
  let getFn: (@Sendable (Element, [String]) -> FuseFieldValue)?
  /// One reader per key, resolved once (getter, else `getFn`, else path lookup), so reading a
  /// document does not copy keys or re-decide how to read them.
  let extractors: [@Sendable (Element) -> FuseFieldValue]

  init(keys: [FuseKey<Element>], getFn: (@Sendable (Element, [String]) -> FuseFieldValue)?) {
    self.keys = keys
    self.getFn = getFn
    self.extractors = keys.map { key in
      if let getter = key.getter { return getter }
      let path = key.path
      if let getFn { return { getFn($0, path) } }
      return { DocumentReader.pathValue(of: $0, path: path) }
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
    Element.self == JSONValue.self || Element.self is any Encodable.Type
  }

  static func pathValue(of document: Element, path: [String]) -> FuseFieldValue {
    if let json = document as? JSONValue {
      return FusePathLookup.value(in: json, path: path)
    }
    if let encodable = document as? any Encodable {
      return EncodablePathLookup.value(in: encodable, path: path)
    }
    return .none
  }

  /// The document as a string, when it is one (a `String`, or a ``JSONValue`` string).
  static func string(of document: Element) -> String? {
    if let string = document as? String { return string }
    if let json = document as? JSONValue, case .string(let string) = json { return string }
    return nil
  }
}
