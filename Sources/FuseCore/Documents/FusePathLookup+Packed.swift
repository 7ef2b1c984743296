extension FusePathLookup {
  /// The value at `path` in a packed document, as Fuse.js's `get(doc, path)` returns it: the
  /// same as ``value(in:path:)`` on the document's tree.
  ///
  /// The objects on the path are read in place; only the value the path reaches in the end
  /// (a string, a number, an array with what it holds) is unpacked.
  static func value(in document: PackedJSON, path: [String]) -> FuseFieldValue {
    document.bytes.withUnsafeBytes { raw in
      var current = PackedJSON.Cursor(bytes: raw, offset: 0)
      guard current.tag == .object else {
        return value(in: current.unpacked(), path: path)
      }
      var index = 0
      // An object goes on to its member as `walk` does; a path that ends, or an empty segment,
      // reaches the object itself, which gives nothing without an array on the way.
      while index < path.count, !path[index].isEmpty {
        var segment = path[index]
        let found = segment.withUTF8 { current.lastMember(named: $0) }
        guard let next = found else { return .none }
        guard next.tag == .object else {
          return value(reaching: next.unpacked(), path: path, index: index)
        }
        current = next
        index += 1
      }
      return .none
    }
  }
}
