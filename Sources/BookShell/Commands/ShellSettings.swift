import FuseCore
import Services

/// Everything `:set` and `:keys` change: the Fuse options changed over the Services defaults,
/// the keys chosen per corpus, the result limit and the view-model's timing.
///
/// Each corpus's profile (Services) is the one home of its default options and keys; these
/// settings hold only what the user changed.
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

  /// The Fuse options for one corpus: its profile's, with the keys and options changed here,
  /// and scores and matches always included (the display needs both).
  ///
  /// - Parameter profile: The corpus's profile.
  /// - Returns: Validated options.
  /// - Throws: `FuseError` naming the invalid option.
  func options<Record>(for profile: CorpusProfile<Record>) throws(FuseError)
    -> FuseOptions<Record>
  {
    var options = try profile.options
    if let specs = keys[CorpusName(profile.name)] {
      var chosen: [FuseKey<Record>] = []
      for spec in specs {
        guard let field = profile.field(named: spec.field) else { continue }
        chosen.append(try field.key(weight: spec.weight))
      }
      options.keys = chosen
    }
    fuse.apply(to: &options)
    options.includeScore = true
    options.includeMatches = true
    try options.validate()
    return options
  }

  /// The ranking one corpus's service uses: its profile's, with the order `:set rank` chose.
  ///
  /// - Parameter profile: The corpus's profile.
  /// - Returns: The ranking.
  func ranking<Record>(for profile: CorpusProfile<Record>) -> SearchRanking {
    var ranking = profile.ranking
    if let rank { ranking.order = rank }
    return ranking
  }

  /// The keys one corpus searches, as `:keys` shows them.
  ///
  /// - Parameters:
  ///   - corpus: The corpus.
  ///   - defaults: Its profile's options.
  /// - Returns: The keys chosen with `:keys`, or the profile's default keys.
  func keySpecs<Record>(for corpus: CorpusName, defaults: FuseOptions<Record>) -> [KeySpec] {
    keys[corpus] ?? defaults.keys.map { KeySpec($0.id, weight: $0.weight) }
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
