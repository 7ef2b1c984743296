import FuseCore
import Models
import Services

/// Which options the evaluated services use.
enum OptionProfile: String, Sendable, CaseIterable {
  /// The Services' per-corpus defaults: what the shell searches with.
  case services
  /// The shell's defaults before issue 16: threshold 0.4, primary key weight 2, Fuse.js's
  /// other defaults (the baseline of `../shared/relevance/README.md`).
  case legacy
  /// Fuse.js's own defaults over the same keys: threshold 0.6, equal weights.
  case fusejs

  /// Books options for this profile, or `nil` for the Services' defaults.
  var bookOptions: FuseOptions<Book>? {
    switch self {
    case .services: nil
    case .legacy, .fusejs:
      options([FuseKey(\Book.title), FuseKey(\.author), FuseKey(\.originalTitle)])
    }
  }

  /// Films options for this profile, or `nil` for the Services' defaults.
  var movieOptions: FuseOptions<Movie>? {
    switch self {
    case .services: nil
    case .legacy, .fusejs:
      options([FuseKey(\Movie.title), FuseKey(\.cast), FuseKey(\.director), FuseKey(\.genres)])
    }
  }

  /// People options for this profile, or `nil` for the Services' defaults.
  var personOptions: FuseOptions<Person>? {
    switch self {
    case .services: nil
    case .legacy, .fusejs:
      options([FuseKey(\Person.name), FuseKey(\.knownFor), FuseKey(\.role)])
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
