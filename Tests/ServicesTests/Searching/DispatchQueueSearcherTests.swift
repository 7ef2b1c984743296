import FuseCore
import Models
import Services
import Testing

@Suite struct DispatchQueueSearcherTests {
  private func search(
    _ searcher: DispatchQueueSearcher<Book>, _ query: String
  ) async -> [FuseResult<Book>] {
    await withCheckedContinuation { continuation in
      searcher.search(query) { continuation.resume(returning: $0) }
    }
  }

  @Test func completionReceivesRealResults() async throws {
    let searcher = try DispatchQueueSearcher(
      EmbeddedCorpus.books(), options: BookSearchService.defaultOptions)
    let titles = await search(searcher, "tolkein").titles()
    #expect(titles.contains("The Hobbit"))
    #expect(titles.contains("The Silmarillion"))
  }

  /// The queue is serial: work submitted earlier is done before a later search runs.
  @Test func serialQueueOrdersMutationsBeforeLaterSearches() async throws {
    let searcher = try DispatchQueueSearcher(
      EmbeddedCorpus.books(), options: BookSearchService.defaultOptions)
    let book = Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969)
    searcher.add(book)
    #expect(await search(searcher, "left hand of darkness").first?.item == book)
    searcher.remove { candidate, _ in candidate == book }
    #expect(await search(searcher, "left hand of darkness").allSatisfy { $0.item != book })

    let outcome = await withCheckedContinuation { continuation in
      searcher.setCollection([book]) { continuation.resume(returning: $0) }
    }
    #expect(throws: Never.self) { try outcome.get() }
    let records = await withCheckedContinuation { continuation in
      searcher.records { continuation.resume(returning: $0) }
    }
    #expect(records == [book])
  }
}
