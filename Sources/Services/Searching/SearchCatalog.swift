import Foundation
public import FuseCore
public import Models

/// Searches several corpora at the same time, one actor per corpus: a table of corpora keyed by
/// name, searched with a task group.
///
/// ```swift
/// let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
/// let found = try await catalog.search("kubrik", limit: 5)
/// print(found[Person.profile].first?.item.name ?? "-", found.timings.wall)
/// ```
///
/// **When to use it:** one query over several corpora. Each corpus has its own
/// ``SearchService``, and the searches start together as child tasks, each on its corpus's
/// actor, so they run at the same time. The same queries sent to *one* actor would run one
/// after the other: an actor executes one job at a time.
///
/// **Threads:** the catalog is what knows how many searches run at once, so it divides the
/// processors among them: each search may scan on its share (``concurrencyShares(processors:corpora:)``;
/// at least one thread each), rather than every search fanning out to every processor. Three
/// corpora on two processors scan on one thread each; on eight, on three, three and two.
///
/// The corpora are any number of ``Member``s, each a ``CorpusProfile`` and its actor, of any
/// record types; results and actors are looked up by profile (`found[Book.profile]`,
/// `catalog[Book.profile]`).
///
/// Timings come from the injected clock (`ContinuousClock` by default), so tests can use a
/// clock they control.
public struct SearchCatalog: Sendable {
  /// The corpora, in the order searches report them; no two share a name.
  public let members: [Member]
  /// The clock that times each search.
  public let clock: any Clock<Duration>
  /// The processors the catalog divides among its searches.
  public let processors: Int

  /// Creates a catalog over corpora.
  ///
  /// - Parameters:
  ///   - members: The corpora, in order; a member with an earlier member's name replaces it, in
  ///     the earlier member's place.
  ///   - clock: The clock that times searches (default: `ContinuousClock`).
  ///   - processors: The processors to divide among the searches; `nil` (the default) means
  ///     the active ones.
  public init(
    _ members: [Member], clock: any Clock<Duration> = ContinuousClock(), processors: Int? = nil
  ) {
    var table: [Member] = []
    for member in members {
      if let position = table.firstIndex(where: { $0.name == member.name }) {
        table[position] = member
      } else {
        table.append(member)
      }
    }
    self.members = table
    self.clock = clock
    self.processors = max(1, processors ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Creates a catalog of the package's corpora (``BuiltInCorpora``) over a bundle of their
  /// records, each indexed as its profile says.
  ///
  /// - Parameters:
  ///   - corpus: The books, films and people to search.
  ///   - clock: The clock that times searches (default: `ContinuousClock`).
  /// - Throws: `FuseError` (not expected with the package's profiles).
  public init(corpus: Corpus, clock: any Clock<Duration> = ContinuousClock()) throws(FuseError) {
    var members: [Member] = []
    for entry in BuiltInCorpora.profiles {
      members.append(try Self.member(entry, records: corpus))
    }
    self.init(members, clock: clock)
  }

  /// One of the package's corpora, with its records from `bundle`.
  private static func member<Entry: CorpusProfileProtocol>(_ entry: Entry, records bundle: Corpus)
    throws(FuseError) -> Member
  {
    let profile = entry.profile
    return try Member(profile, records: profile.bundled.map { bundle[keyPath: $0] } ?? [])
  }

  /// The corpora's names, in order.
  public var names: [String] { members.map(\.name) }

  /// The actor of the corpus with this profile's name, if the catalog has one of its record
  /// type.
  ///
  /// - Parameter profile: The corpus's profile.
  /// - Returns: The actor, or `nil`.
  public subscript<Record>(profile: CorpusProfile<Record>) -> SearchService<Record>? {
    members.first { $0.name == profile.name }?.service as? SearchService<Record>
  }

  /// Sets the order every corpus's service returns its results in.
  ///
  /// - Parameter ranking: The ranking for every corpus (see ``SearchRanking``).
  public func setRanking(_ ranking: SearchRanking) async {
    for member in members { await member.setRanking(ranking) }
  }

  /// How many threads each of a number of concurrent searches may use: the processors divided
  /// evenly, the remainder to the first searches, and at least one each.
  ///
  /// - Parameters:
  ///   - processors: The processors to divide.
  ///   - corpora: How many searches run at once.
  /// - Returns: One share per search, in order.
  public static func concurrencyShares(processors: Int, corpora: Int) -> [Int] {
    let (share, remainder) = max(1, processors).quotientAndRemainder(dividingBy: max(1, corpora))
    return (0..<max(0, corpora)).map { max(1, share + ($0 < remainder ? 1 : 0)) }
  }

  /// Searches every corpus concurrently, each on its share of the processors, and returns
  /// their results together.
  ///
  /// - Parameters:
  ///   - query: The pattern.
  ///   - limit: The most results per corpus; `nil` means all.
  /// - Returns: Each corpus's results, with how long each search and the whole call took.
  /// - Throws: `CancellationError` when the calling task is cancelled; the other searches are
  ///   cancelled too.
  public func search(_ query: String, limit: Int? = nil) async throws -> Results {
    let clock = clock
    let members = members
    let shares = Self.concurrencyShares(processors: processors, corpora: members.count)
    let call = Stopwatch(clock: clock)
    let found = try await withThrowingTaskGroup(of: (Int, Results.Found).self) { group in
      for (position, member) in members.enumerated() {
        let share = shares[position]
        group.addTask {
          let search = Stopwatch(clock: clock)
          let hits = try await member.search(query, limit, share)
          let duration = search.elapsed()
          return (position, Results.Found(name: member.name, hits: hits, duration: duration))
        }
      }
      var found: [Results.Found?] = Array(repeating: nil, count: members.count)
      for try await (position, corpus) in group { found[position] = corpus }
      return found.compactMap { $0 }
    }
    let wall = call.elapsed()
    return Results(found, wall: wall)
  }
}
