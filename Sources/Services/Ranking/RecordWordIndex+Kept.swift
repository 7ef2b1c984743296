extension RecordWordIndex {
  /// The parts of a ``RecordWordIndex`` beyond the records' words, each read by one rule and
  /// built only for it: a rule switched off builds nothing.
  struct Kept: OptionSet, Sendable, Hashable {
    /// The bits.
    let rawValue: UInt8

    /// Each record's own texts as typed, split into pieces (``SearchRanking/Rules/asTyped``).
    static let typedPieces = Kept(rawValue: 1 << 0)

    /// Every part.
    static let all: Kept = [.typedPieces]

    /// The parts `rules` read.
    ///
    /// - Parameter rules: The rules in force.
    /// - Returns: The parts to keep.
    static func read(by rules: SearchRanking.Rules) -> Kept {
      var kept: Kept = []
      if rules.contains(.asTyped) { kept.insert(.typedPieces) }
      return kept
    }
  }
}
