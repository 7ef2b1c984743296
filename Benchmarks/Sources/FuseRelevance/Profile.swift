import FuseCore
import Models
import Services

/// Which options the evaluated services use.
enum OptionProfile: String, Sendable, CaseIterable {
  /// The Services' per-corpus defaults: what the shell searches with.
  case services
  /// The shell's defaults before the relevance ranking: threshold 0.4, primary key weight 2, Fuse.js's
  /// other defaults (the baseline of `../shared/relevance/README.md`).
  case legacy
  /// Fuse.js's own defaults over the same keys: threshold 0.6, equal weights.
  case fusejs

  /// Books options for this profile, or `nil` for the Services' defaults.
  var bookOptions: FuseOptions<Book>? {
    get throws(FuseError) {
      switch self {
      case .services: nil
      case .legacy, .fusejs:
        options([try FuseKey(\Book.title), try FuseKey(\.author), try FuseKey(\.originalTitle)])
      }
    }
  }

  /// Films options for this profile, or `nil` for the Services' defaults.
  var movieOptions: FuseOptions<Movie>? {
    get throws(FuseError) {
      switch self {
      case .services: nil
      case .legacy, .fusejs:
        options([
          try FuseKey(\Movie.title), try FuseKey(\.cast), try FuseKey(\.director),
          try FuseKey(\.genres),
        ])
      }
    }
  }

  /// People options for this profile, or `nil` for the Services' defaults.
  var personOptions: FuseOptions<Person>? {
    get throws(FuseError) {
      switch self {
      case .services: nil
      case .legacy, .fusejs:
        options([try FuseKey(\Person.name), try FuseKey(\.knownFor), try FuseKey(\.role)])
      }
    }
  }

  /// The profile's options over `keys`, the first being the primary key.
  private func options<Record>(_ keys: [FuseKey<Record>]) -> FuseOptions<Record> {
    var options = FuseOptions<Record>()
    options.keys = keys
    options.includeScore = true
    if self == .legacy, !keys.isEmpty {
      options.keys[0].weight = 2
      options.threshold = 0.4
    }
    return options
  }
}
