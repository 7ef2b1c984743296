extension Fuse {
  /// Whether a query is blank for Fuse.js (`!query.trim()`): empty, or only JavaScript white
  /// space and line terminators (including U+FEFF and U+3000, but not U+0085 or U+180E).
  ///
  /// ``Fuse/Search/search(_:limit:)-(String,_)`` returns every document, unscored, for a blank
  /// query; the Services, the view-model and the shell judge blankness with this same rule.
  ///
  /// - Parameter query: A query as typed.
  /// - Returns: `true` when `query` has nothing to search for.
  /// - Complexity: O(*n*) in the length of `query`.
  public static func isBlank(_ query: String) -> Bool {
    JavaScriptText.isBlank(query)
  }
}
