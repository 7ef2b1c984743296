import FuseCore
import Models

/// Everything `:set` and `:keys` change: the Fuse options shared by the three corpora, the
/// keys of each corpus, the result limit and the view-model's timing.
struct ShellSettings: Sendable, Hashable {
  /// Fuse's `threshold` (the Services layer's default, 0.4).
  var threshold = 0.4
  /// Fuse's `distance`.
  var distance = 100
  /// Fuse's `location`.
  var location = 0
  /// Fuse's `ignoreLocation`.
  var ignoreLocation = false
  /// Fuse's `ignoreDiacritics`.
  var ignoreDiacritics = false
  /// Fuse's `isCaseSensitive`.
  var isCaseSensitive = false
  /// Fuse's `useExtendedSearch`.
  var useExtendedSearch = false
  /// Fuse's `useTokenSearch`.
  var useTokenSearch = false
  /// The most results shown per corpus.
  var limit = 10
  /// Fuse's `minMatchCharLength`.
  var minMatchCharLength = 1
  /// Fuse's `fieldNormWeight`.
  var fieldNormWeight = 1.0
  /// The view-model's debounce interval.
  var debounce = Duration.milliseconds(200)
  /// The pause between characters replayed by `:type`.
  var typeInterval = Duration.milliseconds(50)
  /// The keys of each corpus.
  var keys: [CorpusName: [KeySpec]] = [
    .books: Book.defaultKeys, .movies: Movie.defaultKeys, .people: Person.defaultKeys,
  ]

  /// The Fuse options for one record type, with scores and matches always included.
  ///
  /// - Parameter type: The record type.
  /// - Returns: Validated options.
  /// - Throws: `FuseError` naming the invalid option.
  func options<Record: ShellRecord>(for type: Record.Type) throws(FuseError)
    -> FuseOptions<Record>
  {
    try FuseOptions(
      isCaseSensitive: isCaseSensitive, ignoreDiacritics: ignoreDiacritics, includeScore: true,
      keys: Record.keys(for: keys[Record.corpus] ?? Record.defaultKeys), includeMatches: true,
      minMatchCharLength: minMatchCharLength, location: location, threshold: threshold,
      distance: distance, ignoreLocation: ignoreLocation, useExtendedSearch: useExtendedSearch,
      fieldNormWeight: fieldNormWeight, useTokenSearch: useTokenSearch)
  }

  /// The same settings as options over plain strings, for `Fuse.match` in `:explain`.
  var stringOptions: FuseOptions<String> {
    var options = FuseOptions<String>()
    options.isCaseSensitive = isCaseSensitive
    options.ignoreDiacritics = ignoreDiacritics
    options.includeMatches = true
    options.minMatchCharLength = minMatchCharLength
    options.location = location
    options.threshold = threshold
    options.distance = distance
    options.ignoreLocation = ignoreLocation
    options.useExtendedSearch = useExtendedSearch
    return options
  }

  /// Checks that every corpus's options are valid.
  ///
  /// - Throws: The first `FuseError` found.
  func validate() throws(FuseError) {
    _ = try options(for: Book.self)
    _ = try options(for: Movie.self)
    _ = try options(for: Person.self)
  }
}
