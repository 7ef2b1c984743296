extension SearchRanking {
  /// The query the relevance order searches for and ranks by: under ``Rules/extraSpaces``, the
  /// query without white space at its ends and with each run of it inside made one space; the
  /// query as given otherwise. (A service in Fuse.js's order searches exactly what it is given.)
  ///
  /// ```swift
  /// SearchRanking.relevance().searchedQuery("  the  dark knight ")  // "the dark knight"
  /// ```
  ///
  /// - Parameter query: The query as typed.
  /// - Returns: The query searched.
  /// - Complexity: O(*n*) in the length of the query.
  public func searchedQuery(_ query: String) -> String {
    guard rules.contains(.extraSpaces) else { return query }
    var pieces: [Substring] = []
    var start: String.Index?
    for index in query.indices {
      if query[index].isWhitespace {
        if let begun = start { pieces.append(query[begun..<index]) }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    if let begun = start { pieces.append(query[begun...]) }
    // Nothing to remove: the query itself, not a copy.
    if pieces.count == 1, pieces[0].count == query.count { return query }
    return pieces.joined(separator: " ")
  }
}
