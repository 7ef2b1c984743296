import Testing

@testable import Services

/// The relevance order's comparison (``EvidenceOrder``): the criteria of
/// ``SearchRanking/Criterion`` in their declared order, each deciding only where the ones before
/// tie, and a criterion whose rule is off deciding nothing, as if deleted from the list.
@Suite struct EvidenceOrderTests {
  /// Evidence in the middle of each key's range, so that it can be made better or worse at
  /// any criterion.
  private static let middle: RelevanceEvidence = {
    var evidence = RelevanceEvidence.none
    evidence.phrase = .inSuffix
    evidence.typos = 2
    evidence.notWholeText = 1
    evidence.surnames = -1
    evidence.notBegunWholeText = 1
    evidence.notTextStart = 1
    evidence.length = 2
    evidence.credits = -1
    evidence.endsInWord = 1
    evidence.notAsTyped = -1
    evidence.unpopularity = -10
    return evidence
  }()

  /// Makes `evidence` better (a smaller key) or worse at `criterion` alone.
  private static func change(
    _ evidence: inout RelevanceEvidence, at criterion: SearchRanking.Criterion, better: Bool
  ) {
    let step: Int = better ? -1 : 1
    switch criterion {
    case .phrase: evidence.phrase = better ? .endingInWord : .nowhere
    case .typos: evidence.typos += Double(step)
    case .personOverTitle: evidence.notPersonOverTitle += step
    case .wholeText: evidence.notWholeText += step
    case .surnames: evidence.surnames += step
    case .wholeOnceTyped: evidence.notBegunWholeText += step
    case .textStart: evidence.notTextStart += step
    case .length: evidence.length += Double(step)
    case .credits: evidence.credits += step
    case .wordEnd: evidence.endsInWord += step
    case .asTyped: evidence.notAsTyped += step
    case .popularity: evidence.unpopularity += Double(step)
    }
  }

  /// Evidence that ties with ``middle`` at every criterion but `criterion`, where it is better
  /// when `better`, worse otherwise.
  private static func evidence(
    differingAt criterion: SearchRanking.Criterion, better: Bool
  ) -> RelevanceEvidence {
    var evidence = middle
    change(&evidence, at: criterion, better: better)
    return evidence
  }

  /// With every rule in force, each criterion decides between evidence that differs there
  /// alone.
  @Test(arguments: SearchRanking.Criterion.allCases)
  func eachCriterionDecidesWhereTheOthersTie(_ criterion: SearchRanking.Criterion) {
    let order = EvidenceOrder(rules: .all)
    let better = Self.evidence(differingAt: criterion, better: true)
    let worse = Self.evidence(differingAt: criterion, better: false)
    #expect(order.precedes(better, worse))
    #expect(!order.precedes(worse, better))
    #expect(order.precedes((worse, 0), (better, 1)) == false, "\(criterion) decides first")
  }

  /// With its rule off, a criterion decides nothing: the two tie, and Fuse.js's order (their
  /// places) decides, as if the criterion were deleted from the list.
  @Test(arguments: SearchRanking.Criterion.allCases)
  func aCriterionWhoseRuleIsOffDecidesNothing(_ criterion: SearchRanking.Criterion) {
    var rules = SearchRanking.Rules.all
    rules.remove(criterion.rule)
    let order = EvidenceOrder(rules: rules)
    #expect(!order.criteria.contains(criterion))
    let better = Self.evidence(differingAt: criterion, better: true)
    let worse = Self.evidence(differingAt: criterion, better: false)
    #expect(!order.precedes(better, worse))
    #expect(!order.precedes(worse, better))
    #expect(order.precedes((worse, 0), (better, 1)))
  }

  /// An earlier criterion decides before every later one: evidence better at the earlier and
  /// worse at the later comes first.
  @Test func anEarlierCriterionDecidesBeforeALaterOne() {
    let order = EvidenceOrder(rules: .all)
    let criteria = SearchRanking.Criterion.allCases
    for (earlier, first) in criteria.enumerated() {
      for later in criteria[(earlier + 1)...] {
        var evidence = Self.evidence(differingAt: first, better: true)
        // Worse at `later` as well, so only the order of the two criteria decides.
        Self.change(&evidence, at: later, better: false)
        let rival = Self.evidence(differingAt: later, better: true)
        #expect(order.precedes(evidence, rival), "\(first) before \(later)")
      }
    }
  }

  /// The rules ``SearchRanking/Rules/named`` lists first are the criteria's, in the order the
  /// criteria are compared: the list that documents the rules is the comparison's.
  @Test func theNamedRulesBeginWithTheCriteriaInTheirOrder() {
    var criteriaRules: [SearchRanking.Rules] = []
    for criterion in SearchRanking.Criterion.allCases
    where !criteriaRules.contains(criterion.rule) {
      criteriaRules.append(criterion.rule)
    }
    let named = SearchRanking.Rules.named.map(\.rule)
    #expect(Array(named.prefix(criteriaRules.count)) == criteriaRules)
    // The rest give no key of their own.
    #expect(named.dropFirst(criteriaRules.count).allSatisfy { !criteriaRules.contains($0) })
    #expect(SearchRanking.Rules(named) == .all)
  }
}
