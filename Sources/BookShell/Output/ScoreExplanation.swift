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
  /// - Parameter style: The markup.
  /// - Returns: The score and what it means, two lines per matched value, then the product
  ///   (when there are several values) and the search's own score.
  func lines(style: TextStyle) -> [String] {
    let score = NumberText.precise(explanation.score)
    var lines = [
      "  Fuse.js score \(score) (0 is an exact match, 1 no match), the product of its matched"
        + " values:"
    ]
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
    // One value's factor is the total: "total = x", not "total = x = x".
    let product = explanation.factors.map { NumberText.precise($0.factor) }
    let shown = product.count > 1 ? product.joined(separator: " × ") + " = " : ""
    lines.append(
      "  total = \(shown)\(product.isEmpty ? "1 = " : "")\(score)"
        + " (the search reported \(hit.score.map(NumberText.precise) ?? "no score"))")
    return lines
  }
}
