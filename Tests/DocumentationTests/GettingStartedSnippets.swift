import FuseCore
import Testing

/// The code of the FuseCore article "Getting started", compiled and run.
///
/// ``ArticleCodeTests`` checks that the article shows exactly this code.
@Suite struct GettingStartedSnippets {
  /// The article's document type (a namespace keeps it apart from `Models.Book`).
  enum Shelf {
    struct Book: Codable, Sendable {
      var title: String
      var author: String
      var tags: [String]
    }

    static let books = [
      Book(title: "The Hobbit", author: "J. R. R. Tolkien", tags: ["fantasy", "dragons"]),
      Book(title: "Pride and Prejudice", author: "Jane Austen", tags: ["romance"]),
      Book(title: "Dune", author: "Frank Herbert", tags: ["science fiction", "desert"]),
    ]
  }

  @Test func stringCollection() throws {
    let fruit = try Fuse.Search(["apple", "orange", "mango", "banana"])
    let hits = fruit.search("ange")  // orange, mango, banana: best first
    #expect(hits.map(\.item) == ["orange", "mango", "banana"])
  }

  @Test func keysAndOptions() throws {
    typealias Book = Shelf.Book
    let books = Shelf.books
    let options = try FuseOptions<Book>(
      includeScore: true,
      keys: [try FuseKey(\.title, weight: 2), try FuseKey(\.tags), "author"],
      threshold: 0.4)
    let fuse = try Fuse.Search(books, options: options)
    for result in fuse.search("hobit") {
      print(result.item.title, result.score ?? 1)  // The Hobbit 0.0…
    }
    #expect(fuse.search("hobit").map(\.item.title) == ["The Hobbit"])
    #expect(fuse.search("dragon").map(\.item.title) == ["The Hobbit"])
  }

  @Test func highlights() throws {
    typealias Book = Shelf.Book
    let books = Shelf.books
    var printed: [Substring] = []
    func print(_ text: Substring) { printed.append(text) }
    let options = try FuseOptions<Book>(keys: ["title", "author"], includeMatches: true)
    let fuse = try Fuse.Search(books, options: options)
    for match in fuse.search("austen").first?.matches ?? [] {
      for range in match.highlightRanges {
        print(match.value[range])  // "Austen", in the original text
      }
    }
    #expect(printed.contains("Austen"))
  }

  @Test func errors() {
    typealias Book = Shelf.Book
    var messages: [String] = []
    func print(_ text: String) { messages.append(text) }
    do {
      _ = try FuseOptions<Book>(keys: [try FuseKey(path: "title", weight: 0)])
    } catch .invalidKeyWeight(let keyID, _) {
      print("key \(keyID) needs a positive weight")
    } catch {
      print("\(error)")  // every other FuseError says what and why
    }
    #expect(messages == ["key title needs a positive weight"])
  }

  @Test func indexes() throws {
    typealias Book = Shelf.Book
    let books = Shelf.books
    let keys: [FuseKey<Book>] = ["title", "author"]
    let index = try Fuse.createIndex(keys: keys, documents: books)
    let json = index.toJSON()  // the JSON Fuse.js's index.toJSON() writes
    let reloaded = try FuseIndex(json: json)
    let fuse = try Fuse.Search(books, options: FuseOptions(keys: keys), index: reloaded)
    #expect(reloaded == index)
    #expect(fuse.search("dune").first?.item.title == "Dune")
  }

  @Test func rankingOfYourOwn() throws {
    typealias Book = Shelf.Book
    let books = Shelf.books
    // An index of the ranking's own: the books whose title is the query, word for word.
    struct TitleIndex {
      let books: [Book]
      func exactMatches(of query: String) -> [Int] {
        books.indices.filter { books[$0].title.lowercased() == query.lowercased() }
      }
    }
    let titleIndex = TitleIndex(books: books)
    // Shorter titles first, then Fuse.js's score.
    func myOrder(_ left: FuseResult<Book>, _ right: FuseResult<Book>) -> Bool {
      (left.item.title.count, left.score ?? 1) < (right.item.title.count, right.score ?? 1)
    }
    let options = try FuseOptions<Book>(
      includeScore: true, keys: ["title", "author"], includeMatches: true)
    let fuse = try Fuse.Search(books, options: options)
    let query = "dune"
    let candidates = try fuse.search(
      query, limit: 50, alsoReturning: Set(titleIndex.exactMatches(of: query)),
      matches: .deferred, cancellationCheckInterval: 1_024)
    let kept = candidates.results.sorted(by: myOrder).prefix(10)
    let shown = try fuse.addingMatches(to: kept, from: candidates)
    #expect(candidates.results.allSatisfy { $0.matches == nil })
    #expect(shown.first?.item.title == "Dune")
    // Each kept result with the matches the whole search reports for it.
    let whole = fuse.search(query)
    for result in shown {
      #expect(result.matches == whole.first { $0.refIndex == result.refIndex }?.matches)
    }
    #expect(shown.first?.matches?.isEmpty == false)
  }
}
