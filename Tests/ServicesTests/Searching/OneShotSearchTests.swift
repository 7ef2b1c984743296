import FuseCore
import Models
import Services
import Testing

@Suite struct OneShotSearchTests {
  @Test func findsAngelouAndMichelangelo() async throws {
    let results = try await OneShotSearch.search(
      "ange", in: EmbeddedCorpus.people(), options: PersonSearchService.defaultOptions, limit: 3)
    let names = results.names()
    #expect(names.count == 3)
    #expect(names.contains("Maya Angelou"))
    #expect(names.contains("Michelangelo"))
  }

  @Test func matchesAFreshSearcher() async throws {
    let books = try EmbeddedCorpus.books()
    let options = try BookSearchService.defaultOptions
    let oneShot = try await OneShotSearch.search("tolkein", in: books, options: options)
    let reference = try Fuse.Search(books, options: options).search("tolkein")
    #expect(oneShot == reference)
  }

  /// A batch runs in parallel, one detached task per query, each with its own searcher.
  @Test func batchInATaskGroupMatchesSerialResults() async throws {
    let books = try EmbeddedCorpus.books()
    let options = try BookSearchService.defaultOptions
    let queries = ["stve", "pride", "tolkein", "ange", "war and peace"]
    let parallel = try await withThrowingTaskGroup(of: (String, [FuseResult<Book>]).self) {
      group in
      for query in queries {
        group.addTask {
          (query, try await OneShotSearch.search(query, in: books, options: options))
        }
      }
      var found: [String: [FuseResult<Book>]] = [:]
      for try await (query, results) in group { found[query] = results }
      return found
    }
    let reference = try Fuse.Search(books, options: options)
    for query in queries {
      #expect(parallel[query] == reference.search(query), "query \(query)")
    }
  }

  @Test func invalidOptionsThrowFuseError() async throws {
    var options = try BookSearchService.defaultOptions
    options.threshold = -1
    await #expect(throws: FuseError.self) {
      try await OneShotSearch.search("pride", in: EmbeddedCorpus.books(), options: options)
    }
  }

  @Test func cancellingTheCallerCancelsTheDetachedSearch() async throws {
    let books = GeneratedBooks.make(10_000)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await OneShotSearch.search(
        "archive", in: books, options: BookSearchService.defaultOptions)
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
