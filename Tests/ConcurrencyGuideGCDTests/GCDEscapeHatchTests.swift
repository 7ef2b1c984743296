// swift-format-ignore-file
// The Concurrency guide's "Legacy GCD codebases" block, verbatim, in a target compiled in
// Swift 5 language mode (minimal concurrency checking), as the guide says it must be: under
// Swift 6 the compiler requires one of the actor or Task patterns instead. The block is the body
// of `search(_:)` between the `// guide:` markers; the class around it is the "calling code
// [that] already guarantees no concurrent access": `fuse` is touched only from one serial queue.
import Dispatch
import FuseCore
import Models
import Testing

/// A pre-concurrency search controller: searches on a serial queue, delivers on the main queue.
final class LegacySearchController {
    let fuse: Fuse.Search<Book>
    private let resultsHandler: ([FuseResult<Book>]) -> Void

    init(books: [Book], resultsHandler: @escaping ([FuseResult<Book>]) -> Void) throws {
        self.fuse = try Fuse.Search<Book>(
            books,
            options: try FuseOptions<Book>(includeScore: true, keys: [try FuseKey<Book>(path: "title")])
        )
        self.resultsHandler = resultsHandler
    }

    func search(_ query: String) {
        // guide: GCD begin
        let searchQueue = DispatchQueue(label: "fuse.search", qos: .userInitiated)
        searchQueue.async {
            let r = self.fuse.search(query)
            DispatchQueue.main.async { self.handleResults(r) }
        }
        // guide: GCD end
    }

    func handleResults(_ results: [FuseResult<Book>]) {
        dispatchPrecondition(condition: .onQueue(.main))
        resultsHandler(results)
    }
}

@Suite struct GCDEscapeHatchTests {
    @Test func searchesOnTheQueueAndDeliversOnTheMainQueue() async throws {
        let books = try EmbeddedCorpus.books()
        let expected = try Fuse.Search<Book>(
            books, options: try FuseOptions<Book>(includeScore: true, keys: [try FuseKey<Book>(path: "title")])
        ).search("stve")
        var controller: LegacySearchController?
        let results = try await withCheckedThrowingContinuation { continuation in
            do {
                controller = try LegacySearchController(books: books) { continuation.resume(returning: $0) }
                controller?.search("stve")
            } catch {
                continuation.resume(throwing: error)
            }
        }
        #expect(controller != nil)
        #expect(!results.isEmpty)
        #expect(results == expected)
    }
}
