import FuseCore

/// Search results as JSON in Fuse.js's result shape:
/// `[{"item": {…}, "refIndex": 0, "matches": [{"indices": [[0, 4]], "value": "…", "key": "title"}], "score": 0.01}]`.
///
/// Members are in the order Fuse.js creates them (`item`, `refIndex`, then `matches` and
/// `score` as its transformers add them; in a match `indices`, `value`, `key`, `refIndex`).
enum FuseResultJSON {
  /// The JSON for a search's results: one array, in the order the results are printed.
  ///
  /// For ``CorpusName/all`` the corpora's results are one list in the ranking's order, and each
  /// result names its corpus in a `corpus` member after Fuse.js's own
  /// (`{"item": …, "refIndex": 3, "matches": […], "score": 0.1, "corpus": "movies"}`).
  ///
  /// - Parameters:
  ///   - groups: The results, one group per corpus searched.
  ///   - corpus: The corpus searched.
  /// - Returns: The JSON array.
  static func json(_ groups: [ShellResultGroup], corpus: CorpusName) -> JSONValue {
    guard corpus == .all else { return .array(groups.flatMap(\.hits).map(json)) }
    return .array(
      groups.flatMap { group in
        group.hits.map { hit in
          .object(members(of: hit) + [.init("corpus", .string(hit.corpus.rawValue))])
        }
      })
  }

  /// One result.
  static func json(_ hit: ShellHit) -> JSONValue {
    .object(members(of: hit))
  }

  /// One result's members, in Fuse.js's order.
  private static func members(of hit: ShellHit) -> [JSONValue.Member] {
    [
      .init("item", hit.json),
      .init("refIndex", .number(Double(hit.refIndex))),
      .init("matches", .array(hit.matches.map(json))),
    ] + (hit.score.map { [.init("score", .number($0))] } ?? [])
  }

  /// One match.
  static func json(_ match: FuseMatch) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init(
        "indices",
        .array(
          match.indices.map {
            .array([.number(Double($0.lowerBound)), .number(Double($0.upperBound))])
          })),
      .init("value", .string(match.value)),
    ]
    if let key = match.key { members.append(.init("key", .string(key))) }
    if let refIndex = match.refIndex {
      members.append(.init("refIndex", .number(Double(refIndex))))
    }
    return .object(members)
  }
}
