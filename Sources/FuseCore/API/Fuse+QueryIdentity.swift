extension Fuse {
  /// Whether two queries are the same query for Fuse.js (`a === b`): the same UTF-16 code units.
  ///
  /// Swift's `==` treats canonically equivalent strings as equal, so NFC "café" and NFD
  /// "cafe\u{301}" are one string to Swift; Fuse.js searches them as two different patterns and
  /// may return different hits and scores. A client that skips a search because "the query did
  /// not change" (the view-model does) compares with this rule, not with `==`.
  ///
  /// - Parameters:
  ///   - lhs: A query.
  ///   - rhs: Another query.
  /// - Returns: `true` when the two have the same UTF-16 code units.
  /// - Complexity: O(*n*) in the length of the shorter query; O(1) when their lengths differ.
  public static func isSameQuery(_ lhs: String, _ rhs: String) -> Bool {
    JavaScriptString.equal(lhs, rhs)
  }
}
