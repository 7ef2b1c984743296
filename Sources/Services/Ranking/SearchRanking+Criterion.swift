extension SearchRanking {
  /// The keys the relevance order compares, in the order it compares them: the one list of its
  /// decisions, which the comparison, ``Rules/named`` and an explanation's lines follow.
  ///
  /// A candidate's key for each criterion is worked out by the rule that gives it
  /// (``rule``), and each decides only where the ones before it tie. A criterion whose rule is
  /// switched off is not compared at all: its ties pass to the next, as if it were deleted from
  /// this list. The other rules (``Rules/keyboard``, ``Rules/numbers``,
  /// ``Rules/joinedWords``, …) give no key of their own: they change what these see.
  ///
  /// ```swift
  /// SearchRanking.Criterion.allCases.first        // .phrase
  /// SearchRanking.Criterion.wholeOnceTyped.rule   // .wholeText
  /// ```
  public enum Criterion: Int, CaseIterable, Sendable, Hashable {
    /// The query as a phrase in one of the record's texts (``Rules/phrase``), a phrase ending
    /// inside the word being typed ranked as one ending at a word's end.
    case phrase
    /// The typos over the query's words (``Rules/typos``).
    case typos
    /// The best record of a well-known person the query names by surname alone, before the
    /// titles the query is (``Rules/personOverTitle``): the one criterion whose key needs the
    /// other candidates, so it is given after every candidate's own evidence.
    case personOverTitle
    /// The query's words are a title or name, the record's own before one of its people's
    /// (``Rules/wholeText``).
    case wholeText
    /// How many query words are surnames (``Rules/surname``).
    case surnames
    /// The query's words would be a title or name once the word being typed is finished
    /// (``Rules/wholeText``).
    case wholeOnceTyped
    /// The query's words start a title or name (``Rules/textStart``).
    case textStart
    /// The fewer words of the texts the query's words were found in (``Rules/length``).
    case length
    /// The better-known person of the query's surnames (``Rules/credits``).
    case credits
    /// A phrase ending at a word's end before one ending inside the word being typed
    /// (``Rules/phrase``).
    case wordEnd
    /// The more of the query's pieces exactly as typed in the record's own title or name
    /// (``Rules/asTyped``).
    case asTyped
    /// The record its corpus declares the more popular (``Rules/popularity``).
    case popularity

    /// The rule that gives this key; with it off, the key is not compared.
    public var rule: Rules {
      switch self {
      case .phrase, .wordEnd: .phrase
      case .typos: .typos
      case .personOverTitle: .personOverTitle
      case .wholeText, .wholeOnceTyped: .wholeText
      case .surnames: .surname
      case .textStart: .textStart
      case .length: .length
      case .credits: .credits
      case .asTyped: .asTyped
      case .popularity: .popularity
      }
    }

    /// The criteria `rules` compare, in order.
    ///
    /// - Parameter rules: The rules in force.
    /// - Returns: The criteria whose rule is among `rules`.
    public static func compared(under rules: Rules) -> [Criterion] {
      allCases.filter { rules.contains($0.rule) }
    }
  }
}
