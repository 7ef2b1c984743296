extension JSONValue {
  /// What a path key reads from this document: Fuse.js's `get(doc, path)`, the default
  /// `getFn`.
  ///
  /// ```swift
  /// let book = try JSONValue(parsing: #"{"title": "Dune", "tags": ["sf", "classic"]}"#)
  /// book.value(atPath: ["title"])   // .text("Dune")
  /// book.value(atPath: ["tags"])    // .list: "sf" (0), "classic" (1)
  /// ```
  ///
  /// A path walks object members; an array anywhere on the path makes the result a list
  /// whose items carry their index in the innermost array. Numbers and Booleans at the last
  /// segment become JavaScript strings.
  ///
  /// - Parameter path: The path's segments (a dotted key split on ".").
  /// - Returns: The value, or ``FuseFieldValue/none`` when the path leads nowhere.
  /// - Complexity: O(*n*) in the members and elements the path passes through.
  public func value(atPath path: [String]) -> FuseFieldValue {
    FusePathLookup.value(in: self, path: path)
  }
}
