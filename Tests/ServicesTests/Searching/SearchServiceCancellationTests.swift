import FuseCore
import Models
import Services
import Testing

/// Cancellation inside a running search, proven by counting the records scanned, never by timing.
@Suite(.serialized) struct SearchServiceCancellationTests {
  private static let recordCount = 100_000
  private static let checkInterval = 1_000
  private static let books = GeneratedBooks.make(recordCount)

  /// Token-search options whose tokenizer runs `onQuery` on a query starting with `marker`.
  ///
  /// FuseCore tokenizes the query on the searching task after its own entry check and
  /// before the scan loop starts, so the hook runs exactly between the two.
  private static func options(
    marker: String, onQuery: @escaping @Sendable () -> Void
  ) throws -> FuseOptions<Book> {
    var options = try BookSearchService.defaultOptions
    options.useTokenSearch = true
    options.tokenize = FuseTokenizer { text in
      if text.hasPrefix(marker) { onQuery() }
      return FuseTokenizer.default.split(text)
    }
    return options
  }

  @Test func completedSearchScansEveryRecord() async throws {
    let service = try BookSearchService(
      Self.books, options: BookSearchService.defaultOptions,
      cancellationCheckInterval: Self.checkInterval)
    let results = try await service.search("archive volume 99999", limit: 1)
    #expect(results.first?.item.title == "Archive Volume 99999")
    let scan = try #require(await service.lastScan)
    #expect(scan.recordsScanned == Self.recordCount)
    #expect(scan.recordCount == Self.recordCount)
    #expect(!scan.wasCancelled)
  }

  @Test func alreadyCancelledTaskScansNothing() async throws {
    let service = try BookSearchService(
      Self.books, options: BookSearchService.defaultOptions,
      cancellationCheckInterval: Self.checkInterval)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await service.search("stve")
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    let scan = try #require(await service.lastScan)
    #expect(scan.wasCancelled)
    #expect(scan.recordsScanned == 0)
    #expect(scan.recordCount == Self.recordCount)
    #expect(scan.stoppedEarly)
  }

  /// The task cancels itself after FuseCore's entry check, so only the check inside the scan
  /// loop can stop it: the loop's count goes from the previous search's 100,000 to 0.
  @Test func scanLoopNoticesCancellationThatArrivesAfterTheSearchStarted() async throws {
    let service = try BookSearchService(
      Self.books,
      options: Self.options(marker: "cancel") { withUnsafeCurrentTask { $0?.cancel() } },
      cancellationCheckInterval: Self.checkInterval)
    _ = try await service.search("archive")
    #expect(await service.lastScan?.recordsScanned == Self.recordCount)

    await #expect(throws: CancellationError.self) {
      try await Task { try await service.search("cancel archive") }.value
    }
    let scan = try #require(await service.lastScan)
    #expect(scan.wasCancelled)
    #expect(scan.recordsScanned == 0)
  }

  /// Another task cancels the search once it has started.
  ///
  /// Where the scan stops depends on
  /// scheduling, so the assertion accepts both outcomes but checks each fully: a cancelled search
  /// stopped at a cancellation checkpoint before the end; a search that won the race scanned
  /// everything and returned results.
  @Test func concurrentCancellationStopsTheScanEarlyOrLetsItFinish() async throws {
    let (started, signal) = AsyncStream<Void>.makeStream()
    let service = try BookSearchService(
      Self.books, options: Self.options(marker: "signal") { signal.yield() },
      cancellationCheckInterval: Self.checkInterval)
    let search = Task { try await service.search("signal archive volume") }
    var iterator = started.makeAsyncIterator()
    await iterator.next()
    search.cancel()
    let outcome = await search.result
    let scan = try #require(await service.lastScan)
    switch outcome {
    case .success(let results):
      #expect(!scan.wasCancelled)
      #expect(scan.recordsScanned == Self.recordCount)
      #expect(!results.isEmpty)
    case .failure(let error):
      #expect(error is CancellationError)
      #expect(scan.wasCancelled)
      #expect(scan.recordsScanned < Self.recordCount)
      #expect(scan.recordsScanned.isMultiple(of: Self.checkInterval))
    }
  }
}
