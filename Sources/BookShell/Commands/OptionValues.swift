import FuseCore
import Services

/// What `:set` options write into for one corpus: its search options and ranking (read from its
/// actor, so they are the ones in force), and the session's settings.
struct OptionValues<Record>: Sendable {
  /// The corpus's Fuse options, keys included.
  var search: FuseOptions<Record>
  /// The corpus's result order.
  var ranking: SearchRanking
  /// The session's settings (limit and timing).
  var session: ShellSettings
}
