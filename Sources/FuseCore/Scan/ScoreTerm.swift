/// One match's factor in Fuse.js's `computeScore`: its score raised to its key's weight times
/// its field-length norm, an exact keyed match counting as `Number.EPSILON`.
///
/// The one home of the formula: ``ScoredResults/score(_:store:ignoreFieldNorm:)`` multiplies
/// these, and `Fuse.Search.explain(_:refIndex:)` reports them, so an explanation's factors
/// multiply to the search's score bit for bit.
struct ScoreTerm: Sendable, Hashable {
  /// The matched text's field-length norm (reported even when the options ignore norms).
  var norm: Double
  /// The power the base is raised to: weight × norm (the weight alone when norms are ignored;
  /// 1 stands in for the weight of a string collection).
  var exponent: Double
  /// The base (the match's score, or `Number.EPSILON` for an exact keyed match) raised to
  /// ``exponent`` with JavaScript's `Math.pow`.
  var factor: Double

  /// The term of one match.
  ///
  /// - Parameters:
  ///   - match: The matched field.
  ///   - store: The field store the match points into (for the norm).
  ///   - ignoreFieldNorm: ``FuseOptions/ignoreFieldNorm``.
  ///   - power: JavaScript's `Math.pow` (``JavaScriptPow/pow(_:_:)``, or a memo of it).
  @inline(__always)
  init(
    of match: ScoredMatch, store: FieldStore, ignoreFieldNorm: Bool,
    power: (Double, Double) -> Double = JavaScriptPow.pow
  ) {
    let base = match.score == 0 && match.weight != nil ? Double.ulpOfOne : match.score
    norm = store.norm(ofField: match.field)
    exponent = (match.weight ?? 1) * (ignoreFieldNorm ? 1 : norm)
    factor = power(base, exponent)
  }
}
