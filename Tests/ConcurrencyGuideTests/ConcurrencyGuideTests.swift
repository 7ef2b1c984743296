// swift-format-ignore-file
// The Concurrency guide's code blocks, verbatim (4-space indentation, aligned `async let`s and
// all), compiled in Swift 6 language mode with zero warnings and run. The only substitutions are
// the two the guide's header names: `import FuseCore` for `import Fuse`, and `Book` is
// `Models.Book`. Each block sits between `// guide: NAME begin` and `// guide: NAME end`; the
// code around the markers only supplies what the guide leaves to the reader (the corpus, the
// movies and people actors, the checks). swift-format would re-indent the blocks, so this file
// is excluded from it. The GCD block is in Tests/ConcurrencyGuideGCDTests (Swift 5 mode).
import FuseCore
import Models
import Testing

// guide: actor wrapper begin
actor BookSearchService {
    private let fuse: Fuse.Search<Book>

    init(books: [Book]) throws {
        self.fuse = try Fuse.Search<Book>(
            books,
            options: try FuseOptions<Book>(
                includeScore: true,
                // .path form avoids capturing a non-Sendable KeyPath
                // across the actor's isolation boundary (Swift 6).
                keys: [try FuseKey<Book>(path: "title")]
            )
        )
    }

    func search(_ query: String) -> [FuseResult<Book>] {
        fuse.search(query)
    }
}
// guide: actor wrapper end

/// "Mutators (add, remove, removeAt, setCollection) become actor methods too — same pattern,
/// same isolation guarantees." The predicate of `remove(where:)` crosses into the actor, so it
/// must be `@Sendable`; everything else that crosses (books, positions, errors) is `Sendable`.
extension BookSearchService {
    /// Adds a book to the end of the collection and indexes it.
    func add(_ book: Book) {
        fuse.add(book)
    }

    /// Removes every book the predicate accepts and returns them.
    func remove(where predicate: @Sendable (Book, Int) -> Bool) -> [Book] {
        fuse.remove(where: predicate)
    }

    /// Removes the book at a position and returns it.
    func removeAt(_ position: Int) throws(FuseError) -> Book {
        try fuse.removeAt(position)
    }

    /// Replaces the whole collection and rebuilds the index.
    func setCollection(_ books: [Book]) throws(FuseError) {
        try fuse.setCollection(books)
    }
}

/// The two other corpora of the `async let` block, wrapped exactly like the books.
actor MovieSearchService {
    private let fuse: Fuse.Search<Movie>

    init(movies: [Movie]) throws {
        self.fuse = try Fuse.Search<Movie>(
            movies,
            options: try FuseOptions<Movie>(includeScore: true, keys: [try FuseKey<Movie>(path: "title")])
        )
    }

    func search(_ query: String) -> [FuseResult<Movie>] {
        fuse.search(query)
    }
}

/// People, wrapped like the books and movies.
actor PersonSearchService {
    private let fuse: Fuse.Search<Person>

    init(people: [Person]) throws {
        self.fuse = try Fuse.Search<Person>(
            people,
            options: try FuseOptions<Person>(includeScore: true, keys: [try FuseKey<Person>(path: "name")])
        )
    }

    func search(_ query: String) -> [FuseResult<Person>] {
        fuse.search(query)
    }
}

// guide: main-actor searcher begin
@MainActor
final class MainActorSearch {
    private let fuse: Fuse.Search<Book>

    init(books: [Book]) throws {
        self.fuse = try Fuse.Search<Book>(
            books,
            options: try FuseOptions<Book>(
                includeScore: true,
                keys: [try FuseKey<Book>(path: "title")]
            )
        )
    }

    func search(_ q: String) -> [FuseResult<Book>] { fuse.search(q) }
}
// guide: main-actor searcher end

/// The guide's blocks, run: each result must equal what a plain `Fuse.Search` with the same
/// options returns for the same query, so a block that builds but searches the wrong thing fails.
@Suite struct ConcurrencyGuideTests {
    let books: [Book]
    let movies: [Movie]
    let people: [Person]

    init() throws {
        books = try EmbeddedCorpus.books()
        movies = try EmbeddedCorpus.movies()
        people = try EmbeddedCorpus.people()
    }

    /// The same search, done directly (no concurrency) with the guide's options.
    func titleSearch<Element>(_ documents: [Element], key: String, _ query: String) throws -> [FuseResult<Element>] {
        let options = try FuseOptions<Element>(includeScore: true, keys: [try FuseKey<Element>(path: key)])
        return try Fuse.Search(documents, options: options).search(query)
    }

    @Test func taskDetachedOneShot() async throws {
        // guide: Task.detached begin
        let docs: [String] = ["apple", "orange", "banana"]
        let opts = try FuseOptions<String>(includeScore: true)
        let query = "ange"

        let results = try await Task.detached(priority: .userInitiated) {
            let fuse = try Fuse.Search<String>(docs, options: opts)
            return fuse.search(query)
        }.value
        // guide: Task.detached end
        #expect(results.first?.item == "orange")
        #expect(results == (try Fuse.Search(docs, options: opts)).search(query))
        #expect(results.allSatisfy { $0.score != nil })
    }

    @Test func actorWrapper() async throws {
        // guide: actor wrapper use begin
        let service = try BookSearchService(books: books)
        let results = await service.search("stve")  // hops off the caller's isolation
        // guide: actor wrapper use end
        #expect(!results.isEmpty)
        #expect(results == (try titleSearch(books, key: "title", "stve")))
    }

    @Test func actorMutators() async throws {
        let service = try BookSearchService(books: books)
        let steve = Book(title: "Steve Jobs", author: "An author not in the corpus", year: 2011)
        await service.add(steve)
        #expect(await service.search("steve jobs").contains { $0.item == steve })
        #expect(await service.search("stve") == (try titleSearch(books + [steve], key: "title", "stve")))

        let removed = await service.remove { book, _ in book.author == "An author not in the corpus" }
        #expect(removed == [steve])
        #expect(await service.search("stve") == (try titleSearch(books, key: "title", "stve")))

        let first = try await service.removeAt(0)
        #expect(first == books[0])
        #expect(await service.search("stve") == (try titleSearch(Array(books.dropFirst()), key: "title", "stve")))
        await #expect(throws: FuseError.invalidDocIndex(index: books.count, count: books.count - 1)) {
            try await service.removeAt(books.count)
        }

        try await service.setCollection([steve])
        #expect(await service.search("stve").map(\.item) == [steve])
    }

    @Test func asyncLetAcrossThreeActors() async throws {
        let booksService = try BookSearchService(books: books)
        let moviesService = try MovieSearchService(movies: movies)
        let peopleService = try PersonSearchService(people: people)
        // guide: async let begin
        let q = "remy"
        async let books  = booksService.search(q)
        async let movies = moviesService.search(q)
        async let people = peopleService.search(q)

        let (b, m, p) = await (books, movies, people)
        print("books=\(b.count) movies=\(m.count) people=\(p.count)")
        // guide: async let end
        #expect(b == (try titleSearch(self.books, key: "title", q)))
        #expect(m == (try titleSearch(self.movies, key: "title", q)))
        #expect(p == (try titleSearch(self.people, key: "name", q)))
        #expect(b.count + m.count + p.count > 0)
    }

    @MainActor @Test func mainActorSearcher() throws {
        let search = try MainActorSearch(books: Array(books.prefix(300)))
        let results = search.search("pride")
        #expect(results.first?.item.title == "Pride and Prejudice")
        #expect(results == (try titleSearch(Array(books.prefix(300)), key: "title", "pride")))
    }
}
