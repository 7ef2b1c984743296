import FuseCore

/// The Fuse options `:set` has changed, each applied over a corpus's own defaults (the Services
/// layer's `defaultOptions`); an option left `nil` keeps the service's default.
struct FuseOverrides: Sendable, Hashable {
  /// Fuse's `threshold`.
  var threshold: Double?
  /// Fuse's `distance`.
  var distance: Int?
  /// Fuse's `location`.
  var location: Int?
  /// Fuse's `ignoreLocation`.
  var ignoreLocation: Bool?
  /// Fuse's `ignoreDiacritics`.
  var ignoreDiacritics: Bool?
  /// Fuse's `isCaseSensitive`.
  var isCaseSensitive: Bool?
  /// Fuse's `useExtendedSearch`.
  var useExtendedSearch: Bool?
  /// Fuse's `useTokenSearch`.
  var useTokenSearch: Bool?
  /// Fuse's `minMatchCharLength`.
  var minMatchCharLength: Int?
  /// Fuse's `fieldNormWeight`.
  var fieldNormWeight: Double?

  /// Writes the changed options into `options`; the others keep their values.
  ///
  /// - Parameter options: A corpus's options, usually its service's defaults.
  func apply<Element>(to options: inout FuseOptions<Element>) {
    if let threshold { options.threshold = threshold }
    if let distance { options.distance = distance }
    if let location { options.location = location }
    if let ignoreLocation { options.ignoreLocation = ignoreLocation }
    if let ignoreDiacritics { options.ignoreDiacritics = ignoreDiacritics }
    if let isCaseSensitive { options.isCaseSensitive = isCaseSensitive }
    if let useExtendedSearch { options.useExtendedSearch = useExtendedSearch }
    if let useTokenSearch { options.useTokenSearch = useTokenSearch }
    if let minMatchCharLength { options.minMatchCharLength = minMatchCharLength }
    if let fieldNormWeight { options.fieldNormWeight = fieldNormWeight }
  }
}
