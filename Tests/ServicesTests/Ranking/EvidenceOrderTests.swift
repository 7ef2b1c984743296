import Testing

@testable import Services

/// The relevance order's comparison (``EvidenceOrder``): the criteria of
/// ``SearchRanking/Criterion`` in their declared order, each deciding only where the ones before
/// tie, and a criterion whose rule is off deciding nothing, as if deleted from the list.
@Suite struct EvidenceOrderTests {
  /// Evidence that ties with ``RelevanceEvidence/none`` at every criterion but `criterion`,
  /// where it is better than `none` (smaller) when `better`, worse otherwise.
  private static func evidence(
    differingAt criterion: SearchRanking.Criterion, better: Bool
  ) -> RelevanceEvidence {
    var evidence = RelevanceEvidence.none
    // `none` sits in the middle of each key's range, so both sides are reachable.
    evidence.phrase = .inSuffix
    evidence.typos = 2
    evidence.notWholeText = 1
    evidence.surnames = -1
    evidence.notBegunWholeText = 1
    evidence.notTextStart = 1
    evidence.notClaimed = 1
    evidence.length = 2
    evidence.credits = -1
    evidence.endsInWord = 1
    evidence.notAsTyped = -1
    evidence.unpopularity = -10
    let step: Int = better ? -1 : 1
    switch criterion {
    case .phrase: evidence.phrase = better ? .endingInWord : .nowhere
    case .typos: evidence.typos += Double(step)
    case .wholeText: evidence.notWholeText += step
    case .surnames: evidence.surnames += step
    case .wholeOnceTyped: evidence.notBegunWholeText = better ? 0 : 2
    case .textStart: evidence.notTextStart = better ? 0 : 2
    case .assignedPrefix: evidence.notClaimed = better ? 0 : 2
    case .length: evidence.length += Double(step)
    case .credits: evidence.credits += step
    case .wordEnd: evidence.endsInWord = better ? 0 : 2
    case .asTyped: evidence.notAsTyped += step
    case .popularity: evidence.unpopularity += Double(step)
    }
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
        let worseLater = Self.evidence(differingAt: later, better: false)
        // Worse at `later` as well, so only the order of the two criteria decides.
        evidence.set(later, from: worseLater)
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

extension RelevanceEvidence {
  /// Sets the key of `criterion` to `other`'s.
  fileprivate mutating func set(_ criterion: SearchRanking.Criterion, from other: Self) {
    switch criterion {
    case .phrase: phrase = other.phrase
    case .typos: typos = other.typos
    case .wholeText: notWholeText = other.notWholeText
    case .surnames: surnames = other.surnames
    case .wholeOnceTyped: notBegunWholeText = other.notBegunWholeText
    case .textStart: notTextStart = other.notTextStart
    case .assignedPrefix: notClaimed = other.notClaimed
    case .length: length = other.length
    case .credits: credits = other.credits
    case .wordEnd: endsInWord = other.endsInWord
    case .asTyped: notAsTyped = other.notAsTyped
    case .popularity: unpopularity = other.unpopularity
    }
  }
}
