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

  @Test func aSharedPrefixGoesToTheBookItSavesTheMostTypingFor() async throws {
    // On the shipped books, "The Moon is" begins *The Moon is a Harsh Mistress* and *The Moon Is
    // Down*. The shorter title is not first within 40 % of its letters whoever has these
    // prefixes ("the moon" begins many titles); the longer is, only with them.
    let books = try BookSearchService(books: ServicesFixtures.realBooks())
    #expect(await books.ranking.keystrokeShare == 0.4)
    let first = try await books.search("The Moon is", limit: 1).titles().first
    #expect(first == "The Moon is a Harsh Mistress")
    var ranking = await books.ranking
    ranking.rules.remove(.fewestKeystrokes)
    await books.setRanking(ranking)
    #expect(try await books.search("The Moon is", limit: 1).titles().first == "The Moon Is Down")
  }

  @Test func theSharedPrefixesFollowTheCollection() async throws {
    // Fuse.js puts the shorter title first at "sta"; the prefix is assigned again when a title
    // joins or leaves.
    let books = try BookSearchService(books: [
      Book(title: "Stardust", author: "Neil Gaiman", year: nil)
    ])
    #expect(try await books.search("sta", limit: 1).titles() == ["Stardust"])
    await books.add(Book(title: "Stars", author: "Kathryn Harlan", year: nil))
    #expect(try await books.search("sta", limit: 1).titles() == ["Stars"])
    _ = await books.remove { book, _ in book.title == "Stars" }
    #expect(try await books.search("sta", limit: 1).titles() == ["Stardust"])
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
