import FuseCore

/// Which search options the typed services index with.
enum TypeaheadOptions: String, Sendable, CaseIterable {
  /// Each corpus's default options: what the shell searches with.
  case services
  /// Fuse.js's own defaults over the same keys: threshold 0.6, equal weights, no token search
  /// (the reference figures of `../shared/typeahead/README.md`).
  case fusejs

  /// Fuse.js's default options over the keys of `options`, each weighing 1, with scores.
  ///
  /// - Parameter options: A corpus's default options, whose keys are kept.
  /// - Returns: The options.
  static func fuseDefaults<Record>(over options: FuseOptions<Record>) -> FuseOptions<Record> {
    var defaults = FuseOptions<Record>()
    defaults.keys = options.keys.map { key in
      var key = key
      key.weight = 1
      return key
    }
    defaults.includeScore = true
    return defaults
  }
}
