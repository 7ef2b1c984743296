/// The relevance order's comparison of two candidates: their keys for the criteria in force
/// (``SearchRanking/Criterion/compared(under:)``), one after the other, each deciding only
/// where the ones before tie.
///
/// A criterion whose rule is off is not in the list, so it decides nothing, exactly as if it
/// had never been declared.
struct EvidenceOrder: Sendable {
  /// The criteria compared, in order.
  let criteria: [SearchRanking.Criterion]

  /// The comparison of the criteria `rules` give.
  ///
  /// - Parameter rules: The rules in force.
  init(rules: SearchRanking.Rules) {
    criteria = SearchRanking.Criterion.compared(under: rules)
  }

  /// Whether `lhs` comes before `rhs`: the first criterion whose keys differ decides.
  ///
  /// - Parameters:
  ///   - lhs: A candidate's evidence.
  ///   - rhs: Another's.
  /// - Returns: Whether `lhs` has the smaller key at the first criterion that tells them apart.
  func precedes(_ lhs: RelevanceEvidence, _ rhs: RelevanceEvidence) -> Bool {
    decision(lhs, rhs) ?? false
  }

  /// Whether `lhs` comes before `rhs`, Fuse.js's order (their places among its results)
  /// deciding where every criterion ties.
  ///
  /// - Parameters:
  ///   - lhs: A candidate's evidence and place.
  ///   - rhs: Another's.
  /// - Returns: Whether `lhs` comes first.
  func precedes(
    _ lhs: (evidence: RelevanceEvidence, position: Int),
    _ rhs: (evidence: RelevanceEvidence, position: Int)
  ) -> Bool {
    decision(lhs.evidence, rhs.evidence) ?? (lhs.position < rhs.position)
  }

  /// Whether `lhs` has the smaller key at the first criterion whose keys differ, or `nil` when
  /// every criterion ties.
  private func decision(_ lhs: RelevanceEvidence, _ rhs: RelevanceEvidence) -> Bool? {
    for criterion in criteria {
      let left = lhs.key(criterion)
      let right = rhs.key(criterion)
      if left != right { return left < right }
    }
    return nil
  }
}
