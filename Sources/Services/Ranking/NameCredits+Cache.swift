import Synchronization

extension NameCredits {
  /// The credits of one state of a ``RecordWordIndex``, counted when a search first reads them
  /// and shared by every copy of that state: most queries name no person by surname, and a
  /// search that reads none counts none.
  ///
  /// An index starts a new cache whenever it changes, so a copy taken before the change keeps
  /// the credits of the words it holds. The lock makes the first count safe from copies on other
  /// threads (the postings build works on one); it is held while counting, so two readers never
  /// count twice.
  final class Cache: Sendable {
    private let counted: Mutex<NameCredits?>

    /// A cache with nothing counted yet, or holding `credits` already.
    init(_ credits: NameCredits? = nil) {
      counted = Mutex(credits)
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
