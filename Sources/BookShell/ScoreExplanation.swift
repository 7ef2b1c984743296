internal import Foundation
import FuseCore

/// Why a result matched: every indexed value of the record re-scored on its own, with the
/// factor it contributes to the total (Fuse.js's `computeScore`).
///
/// FuseCore has no public per-key breakdown, so this rebuilds it from public pieces: the
/// record's index entries (value, array position, field-length norm) from
/// `Fuse.createIndex`, each value's Bitap score from `Fuse.match` with the same options, and
/// the key weights normalised as Fuse does (each over their sum). The total is the product of
/// `score ^ (weight × norm)` over the matching values, with a perfect score counted as
/// `Number.EPSILON`; it equals the search's score.
struct ScoreExplanation: Sendable {
  /// One indexed value of the record.
  struct Factor: Sendable {
    /// The key's id.
    var key: String
    /// The position in an array field, if any.
    var arrayIndex: Int?
    /// The original text.
    var value: String
    /// The key's raw weight.
    var rawWeight: Double
    /// The key's weight divided by the sum of all weights.
    var weight: Double
    /// The value's field-length norm.
    var norm: Double
    /// `Fuse.match`'s score for the value, or `nil` when it does not match.
    var score: Double?
    /// The matched characters, as ranges of ``value``.
    var highlights: [Range<String.Index>]
    /// `score ^ (weight × norm)`, or 1 (no effect) when the value does not match.
    var factor: Double {
      guard let score else { return 1 }
      return pow(score == 0 ? Double.ulpOfOne : score, weight * norm)
    }
  }

  /// Every indexed value, in index order.
  var factors: [Factor]

  /// The product of the matching values' factors.
  var total: Double {
    factors.reduce(1) { $0 * $1.factor }
  }

  /// Explains a hit.
  ///
  /// - Parameters:
  ///   - hit: The result.
  ///   - query: The query it answered.
  ///   - settings: The settings it was searched with.
  /// - Throws: ``ShellError/explainUnsupported(reason:)`` under token search.
  ///   - exact: The searcher's own breakdown (`Fuse.Search.explain`), when available: its
  ///     per-field scores replace the re-scored ones, which makes token search (corpus
  ///     statistics) and extended search's inverse rule exact too.
  init(hit: ShellHit, query: String, settings: ShellSettings, exact: Fuse.ScoreExplanation? = nil)
    throws(ShellError)
  {
    if settings.useTokenSearch && exact == nil {
      throw ShellError.explainUnsupported(
        reason: "token search scores need corpus statistics that Fuse.match does not have")
    }
    var factors = try Self.factors(of: hit.record, query: query, settings: settings)
    if let exact {
      for position in factors.indices {
        let factor = factors[position]
        let match = exact.factors.first {
          $0.key == factor.key && $0.arrayIndex == factor.arrayIndex && $0.value == factor.value
        }
        factors[position].score = match?.score
        if match == nil { factors[position].highlights = [] }
      }
    }
    self.factors = factors
  }

  /// Opens the record existential and re-scores the record with its own keys.
  private static func factors<Record: ShellRecord>(
    of record: Record, query: String, settings: ShellSettings
  ) throws(ShellError) -> [Factor] {
    do {
      let options = try settings.options(for: Record.self)
      let index = try Fuse.createIndex(
        keys: options.keys, documents: [record], fieldNormWeight: options.fieldNormWeight)
      let totalWeight = index.keys.reduce(0) { $0 + $1.weight }
      guard let first = index.records.first, case .object(let slots) = first.content else {
        return []
      }
      var factors: [Factor] = []
      for keyed in slots {
        let key = index.keys[keyed.keyPosition]
        let entries: [FuseIndex.Entry]
        switch keyed.slot {
        case .single(let entry): entries = [entry]
        case .list(let list): entries = list
        }
        for entry in entries {
          let match = try Fuse.match(query, in: entry.text, options: settings.stringOptions)
          let highlights =
            FuseMatch(
              key: key.id, value: entry.text, refIndex: entry.arrayIndex,
              indices: match.indices ?? [], normalization: options.normalization
            ).highlightRanges
          factors.append(
            Factor(
              key: key.id, arrayIndex: entry.arrayIndex, value: entry.text,
              rawWeight: key.weight, weight: key.weight / totalWeight, norm: entry.norm,
              score: match.isMatch ? match.score : nil, highlights: match.isMatch ? highlights : [])
          )
        }
      }
      return factors
    } catch {
      throw ShellError.fuse(error)
    }
  }

  /// The explanation as text lines.
  ///
  /// - Parameters:
  ///   - rank: The result's number.
  ///   - hit: The result.
  ///   - style: The markup.
  /// - Returns: One line per value, then the product and the search's own score.
  func lines(rank: Int, hit: ShellHit, style: TextStyle) -> [String] {
    var lines = ["result \(rank): \(TextStyle.printable(hit.titleLine))"]
    for factor in factors {
      let label = factor.arrayIndex.map { "\(factor.key)[\($0)]" } ?? factor.key
      let value = style.highlight(factor.value, ranges: factor.highlights)
      lines.append("  \(label): \(value)")
      let weight =
        "weight \(NumberText.compact(factor.rawWeight))/\(NumberText.compact(factor.rawWeight / factor.weight))"
        + " = \(NumberText.precise(factor.weight)), norm \(NumberText.precise(factor.norm))"
      guard let score = factor.score else {
        lines.append("      no match (factor 1); \(weight)")
        continue
      }
      let base = score == 0 ? "ε" : NumberText.precise(score)
      lines.append(
        "      score \(NumberText.precise(score)); \(weight); "
          + "\(base)^(\(NumberText.precise(factor.weight)) × \(NumberText.precise(factor.norm)))"
          + " = \(NumberText.precise(factor.factor))")
    }
    let matching = factors.filter { $0.score != nil }
    let product = matching.map { NumberText.precise($0.factor) }.joined(separator: " × ")
    lines.append(
      "  total = \(product.isEmpty ? "1" : product) = \(NumberText.precise(total))"
        + " (the search reported \(hit.score.map(NumberText.precise) ?? "no score"))")
    return lines
  }
}
