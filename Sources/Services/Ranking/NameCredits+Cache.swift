import FuseCore

extension NameCredits {
  /// The credits of one state of a ``RecordWordIndex``, counted when a search first reads them
  /// and shared by every copy of that state: most queries name no person by surname, and a
  /// search that reads none counts none.
  ///
  /// An index starts a new cache whenever it changes, so a copy taken before the change keeps
  /// the credits of the words it holds. The lock makes the first count safe from copies on other
  /// threads (the postings build works on one, and a search weighs its candidates on two); it is
  /// held while counting, so two readers never count twice. It is FuseCore's `SemaphoreLocked`,
  /// which Thread Sanitizer sees, where a `Mutex` (futex calls it does not intercept) would have
  /// every read on the second thread reported as a race.
  final class Cache: Sendable {
    private let counted: SemaphoreLocked<NameCredits?>

    /// A cache with nothing counted yet, or holding `credits` already.
    init(_ credits: NameCredits? = nil) {
      counted = SemaphoreLocked(credits)
    }

    /// The credits, counted with `count` if this is the first time they are asked for.
    func credits(countingWith count: () -> NameCredits) -> NameCredits {
      counted.withLock { counted in
        if let counted { return counted }
        let credits = count()
        counted = credits
        return credits
      }
    }

    /// Forgets the credits counted, for an index that changed and holds the only reference.
    func forget() {
      counted.withLock { $0 = nil }
    }

    /// Whether the credits were counted (or given) already.
    var isCounted: Bool { counted.withLock { $0 != nil } }
  }
}
