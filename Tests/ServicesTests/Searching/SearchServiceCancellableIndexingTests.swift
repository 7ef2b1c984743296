import FuseCore
import Models
import Synchronization
import Testing

@testable import Services

/// A service whose index is built with cancellation checks
/// (``SearchService/init(cancellablyIndexing:options:ranking:year:popularity:cancellationCheckInterval:)``,
/// ``SearchService/setCollection(cancellablyIndexing:)``): cancelling the task stops the
/// build and changes nothing; a build nothing stops gives the service a plain build gives.
@Suite struct SearchServiceCancellableIndexingTests {
  /// What the test checkpoints throw.
  struct Stop: Error {}

  static let books = GeneratedBooks.make(12_000)

  /// The books' options, with a key whose getter cancels the current task when it reads the
  /// book titled `marker`.
  static func options(cancellingAt marker: String) throws -> FuseOptions<Book> {
    var options = try BookSearchService.defaultOptions
    options.keys.append(
      try FuseKey<Book>(name: "marker") { book in
        if book.title == marker { withUnsafeCurrentTask { $0?.cancel() } }
        return nil
      })
    return options
  }

  /// Cancelled while FuseCore indexes the new records, `setCollection` throws and the service
  /// keeps its records, index and answers.
  @Test func cancellingAReplacementKeepsTheCollection() async throws {
    let service = try SearchService(
      Array(Self.books.prefix(10)), options: Self.options(cancellingAt: "Archive Volume 6000"),
      ranking: Book.profile.ranking)
    let before = try await service.search("archive volume 3").map(\.refIndex)
    let replacing = Task { try await service.setCollection(cancellablyIndexing: Self.books) }
    await #expect(throws: CancellationError.self) { try await replacing.value }
    #expect(await service.count == 10)
    #expect(try await service.search("archive volume 3").map(\.refIndex) == before)
  }

  /// Not cancelled, the service built or replaced cancellably answers as a plain one does.
  @Test func anUncancelledBuildAnswersAsAPlainOne() async throws {
    let options = try Self.options(cancellingAt: "no such title")
    let ranking = Book.profile.ranking
    let plain = try SearchService(Self.books, options: options, ranking: ranking)
    let built = try SearchService(
      cancellablyIndexing: Self.books, options: options, ranking: ranking)
    let replaced = try SearchService(
      Array(Self.books.prefix(3)), options: options, ranking: ranking)
    try await replaced.setCollection(cancellablyIndexing: Self.books)
    for query in ["archive volume 42", "archivist 7", "volme 1100"] {
      let expected = try await plain.search(query, limit: 10).map(\.refIndex)
      #expect(!expected.isEmpty)
      #expect(try await built.search(query, limit: 10).map(\.refIndex) == expected, "\(query)")
      #expect(try await replaced.search(query, limit: 10).map(\.refIndex) == expected, "\(query)")
    }
  }

  /// A task cancelled before the service is made gets `CancellationError`, not a service.
  @Test func anAlreadyCancelledTaskGetsNoService() async throws {
    let options = try BookSearchService.defaultOptions
    let making = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      _ = try SearchService(
        cancellablyIndexing: Self.books, options: options, ranking: Book.profile.ranking)
    }
    await #expect(throws: CancellationError.self) { try await making.value }
  }

  /// The relevance order's words stop at whichever check throws; the name credits are not
  /// counted while they are built (the first search that finds a surname counts them).
  @Test func theRelevanceWordsStopAtAnyCheck() throws {
    let books = Array(Self.books.prefix(1_000))
    let searcher = try Fuse.Search(books, options: BookSearchService.defaultOptions)
    let ranking = Book.profile.ranking
    let checks = Atomic(0)
    let counting = BuildCheckpoint<Stop>(interval: 50) { () throws(Stop) in
      checks.add(1, ordering: .relaxed)
    }
    let words = try SearchService<Book>.recordWords(of: searcher, ranking, checkpoint: counting)
    #expect(!words.hasCountedCredits)
    let total = checks.load(ordering: .relaxed)
    // The words check every 50 of the 1,000 records.
    #expect(total >= 1_000 / 50)
    for stopAt in Array(1...total).filter({ $0 % 11 == 1 || $0 == total }) {
      let seen = Atomic(0)
      let stopping = BuildCheckpoint<Stop>(interval: 50) { () throws(Stop) in
        if seen.add(1, ordering: .relaxed).newValue == stopAt { throw Stop() }
      }
      #expect(throws: Stop.self, "check \(stopAt) of \(total)") {
        _ = try SearchService<Book>.recordWords(of: searcher, ranking, checkpoint: stopping)
      }
      #expect(seen.load(ordering: .relaxed) == stopAt)
    }
  }
}
