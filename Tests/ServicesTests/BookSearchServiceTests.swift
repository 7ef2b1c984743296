import FuseCore
import Models
import Services
import Testing

@Suite struct BookSearchServiceTests {
  private static let tolkienBooks: Set = [
    "The Hobbit", "The Lord of the Rings", "The Fellowship of the Ring", "The Two Towers",
    "The Return of the King", "The Silmarillion",
  ]

  @Test func typoFindsSteveJobsBooks() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let titles = try await books.search("stve").titles()
    #expect(titles.prefix(3).contains("Steve Jobs"))
    #expect(titles.contains("Becoming Steve Jobs"))
  }

  @Test func prideFindsPrideAndPrejudiceFirst() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let results = try await books.search("pride", limit: 3)
    #expect(results.count == 3)
    #expect(results.first?.item.author == "Jane Austen")
    #expect(results.first?.item.title == "Pride and Prejudice")
  }

  @Test func misspelledAuthorFindsEveryTolkienBook() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let results = try await books.search("tolkein")
    let tolkien = results.filter { $0.item.author == "J.R.R. Tolkien" }
    #expect(Set(tolkien.titles()) == Self.tolkienBooks)
    #expect(Set(Array(results.prefix(7)).titles()).isSuperset(of: Self.tolkienBooks))
  }

  @Test func defaultKeysWeightTheTitleDouble() throws {
    let keys = try BookSearchService.defaultOptions.keys
    #expect(keys.map(\.id) == ["title", "author", "originalTitle"])
    #expect(keys.map(\.weight) == [2, 1, 1])
  }
}
