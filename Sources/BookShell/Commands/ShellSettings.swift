import FuseCore
import Services

/// Everything `:set` and `:keys` change: the Fuse options changed over the Services defaults,
/// the keys chosen per corpus, the result limit and the view-model's timing.
///
/// The Services layer is the one home of each corpus's default options and keys
/// (`BookSearchService.defaultOptions`, …); these settings hold only what the user changed.
struct ShellSettings: Sendable, Hashable {
  /// The most results shown per corpus.
  var limit = 10
  /// The view-model's debounce interval.
  var debounce = Duration.milliseconds(200)
  /// The pause between characters replayed by `:type`.
  var typeInterval = Duration.milliseconds(50)
  /// The Fuse options `:set` changed; the others are each service's defaults.
  var fuse = FuseOverrides()
  /// The keys `:keys` chose, per corpus; a corpus not here searches its service's default keys.
  var keys: [CorpusName: [KeySpec]] = [:]
  /// The result order `:set rank` chose; `nil` keeps each service's default ranking.
  var rank: SearchRanking.Order?

  /// The Fuse options for one record type: its service's defaults, with the keys and options
  /// changed here, and scores and matches always included (the display needs both).
  ///
  /// - Parameter type: The record type.
  /// - Returns: Validated options.
  /// - Throws: `FuseError` naming the invalid option.
  func options<Record: ShellRecord>(for type: Record.Type) throws(FuseError)
    -> FuseOptions<Record>
  {
    var options = try Record.defaultOptions
    if let specs = keys[Record.corpus] { options.keys = try Record.keys(for: specs) }
    fuse.apply(to: &options)
    options.includeScore = true
    options.includeMatches = true
    try options.validate()
    return options
  }

  /// The ranking one record type's service uses: its default, with the order `:set rank` chose.
  ///
  /// - Parameter type: The record type.
  /// - Returns: The ranking.
  func ranking<Record: ShellRecord>(for type: Record.Type) -> SearchRanking {
    var ranking = Record.defaultRanking
    if let rank { ranking.order = rank }
    return ranking
  }

  /// The keys one record type searches, as `:keys` shows them.
  ///
  /// - Parameter defaults: The record type's service defaults.
  /// - Returns: The keys chosen with `:keys`, or the service's default keys.
  func keySpecs<Record: ShellRecord>(defaults: FuseOptions<Record>) -> [KeySpec] {
    keys[Record.corpus] ?? defaults.keys.map { KeySpec($0.id, weight: $0.weight) }
  }

  /// Checks that the changed options are valid (whatever the corpus: each option's range does
  /// not depend on the records).
  ///
  /// - Throws: The first `FuseError` found.
  func validate() throws(FuseError) {
    var options = FuseOptions<String>()
    fuse.apply(to: &options)
    try options.validate()
  }
}
