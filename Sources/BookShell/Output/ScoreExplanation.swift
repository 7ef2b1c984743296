import FuseCore

/// Why a result matched, as text: the engine's own breakdown (`Fuse.Search.explain`), one
/// entry per matched value with its score, weight, norm and factor, and the product the search
/// reported.
///
/// Nothing here computes a score: every number comes from FuseCore, whose explanation and
/// search share one formula, so the total is the search's score bit for bit.
struct ScoreExplanation: Sendable {
  /// The engine's breakdown.
  var explanation: Fuse.ScoreExplanation
  /// The result explained.
  var hit: ShellHit

  /// Wraps an explanation of a hit.
  ///
  /// - Parameters:
  ///   - explanation: The breakdown from the corpus's searcher.
  ///   - hit: The result it explains.
  init(_ explanation: Fuse.ScoreExplanation, hit: ShellHit) {
    self.explanation = explanation
    self.hit = hit
  }

  /// The matched characters of a factor's value, from the hit's matches.
  func highlights(of factor: Fuse.ScoreFactor) -> [Range<String.Index>] {
    let match = hit.matches.first {
      $0.key == factor.key && $0.refIndex == factor.arrayIndex && $0.value == factor.value
    }
    return match?.highlightRanges ?? []
  }

  /// The explanation as text lines.
  ///
  /// - Parameters:
  ///   - rank: The result's number.
  ///   - style: The markup.
  /// - Returns: A heading, two lines per matched value, then the product and the search's
  ///   own score.
  func lines(rank: Int, style: TextStyle) -> [String] {
    var lines = ["result \(rank): \(TextStyle.printable(hit.titleLine))"]
    for factor in explanation.factors {
      let key = factor.key ?? "value"
      let label = factor.arrayIndex.map { "\(key)[\($0)]" } ?? key
      let value = style.highlight(factor.value, ranges: highlights(of: factor))
      lines.append("  \(label): \(value)")
      let weight = factor.weight.map { "weight \(NumberText.precise($0)), " } ?? ""
      let base = factor.score == 0 && factor.weight != nil ? "ε" : NumberText.precise(factor.score)
      lines.append(
        "      score \(NumberText.precise(factor.score)); \(weight)norm \(NumberText.precise(factor.norm)); "
          + "\(base)^\(NumberText.precise(factor.exponent)) = \(NumberText.precise(factor.factor))"
      )
    }
    let product = explanation.factors.map { NumberText.precise($0.factor) }
      .joined(separator: " × ")
    lines.append(
      "  total = \(product.isEmpty ? "1" : product) = \(NumberText.precise(explanation.score))"
        + " (the search reported \(hit.score.map(NumberText.precise) ?? "no score"))")
    return lines
  }
}
