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

  @Test func everyAuthorABookListsHasASurname() async throws {
    // On the shipped books, *My Story* is by "Elizabeth Smart, Chris Stewart": "smart" is the
    // surname of its first author, so the book comes before the titles it only begins a word of.
    let books = try BookSearchService(books: ServicesFixtures.realBooks())
    let first = try #require(try await books.search("smart", limit: 1).first)
    #expect(first.item.title == "My Story")
    let why = await books.relevanceExplanation("smart", refIndex: first.refIndex)
    #expect(why?.words.first?.isSurname == true)
  }

  @Test func aBookIsJudgedByItsBestKnownAuthorOfTheSurname() async throws {
    // On the shipped books, J.R.R. Tolkien's own books come before those he shares with
    // Christopher Tolkien, whose name is shorter: the word names J.R.R. Tolkien in both. (A
    // book he shares with illustrators, *The Hobbit: Graphic Novel*, ties with his own, and its
    // ratings put it among them.)
    let books = try BookSearchService(books: ServicesFixtures.realBooks())
    let first = try await books.search("tolkein", limit: 6)
    #expect(first.prefix(5).map(\.item.author) == Array(repeating: "J.R.R. Tolkien", count: 5))
    #expect(
      first.allSatisfy {
        $0.item.author.contains("J.R.R. Tolkien") && !$0.item.author.contains("Christopher")
      }, "\(first.map(\.item.author))")
  }

  @Test func theAuthorsAreReadApartByTheRankingsNameKeys() async throws {
    // With the titles as the name keys, the author texts are not names, and a service switched
    // to that ranking ranks as one built with it (and the books' popularity).
    let records = try ServicesFixtures.realBooks()
    let books = try BookSearchService(books: records)
    var ranking = await books.ranking
    ranking.nameKeys = ["title"]
    await books.setRanking(ranking)
    let built = try SearchService(
      records, options: Book.profile.options, ranking: ranking,
      popularity: Book.profile.popularity)
    for query in ["smart", "straub", "wrightson"] {
      let switched = try await books.search(query, limit: 10).map(\.refIndex)
      #expect(try await built.search(query, limit: 10).map(\.refIndex) == switched, "\(query)")
    }
    #expect(try await books.search("smart", limit: 1).titles() != ["My Story"])
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
