import Testing

@testable import FuseCore

/// Results share the searched collection instead of copying documents; they must still behave
/// as independent values.
@Suite struct FuseResultTests {
  struct Book: Equatable, Hashable, Sendable {
    var title: String
    var author: String
  }

  static let books = [
    Book(title: "Old Man's War", author: "John Scalzi"),
    Book(title: "The Lock Artist", author: "Steve Hamilton"),
    Book(title: "Old Goriot", author: "Honoré de Balzac"),
  ]

  func searcher() throws -> Fuse.Search<Book> {
    try Fuse.Search(
      Self.books, options: FuseOptions(includeScore: true, keys: [FuseKey(\.title)]))
  }

  @Test func itemsAreTheSearchedDocuments() throws {
    let results = try searcher().search("old")
    // "Old Goriot" first: the shorter title has the larger field norm.
    #expect(results.map(\.refIndex) == [2, 0])
    #expect(results.map(\.item) == [Self.books[2], Self.books[0]])
  }

  @Test func resultsKeepTheirDocumentsWhenTheSearcherChanges() throws {
    let fuse = try searcher()
    let before = fuse.search("old")
    try fuse.removeAt(0)
    fuse.add(Book(title: "Old Yeller", author: "Fred Gipson"))
    try fuse.setCollection([Book(title: "Oldest", author: "Nobody")])
    #expect(before.map(\.item) == [Self.books[2], Self.books[0]])
    #expect(fuse.search("old").map(\.item.title) == ["Oldest"])
  }

  @Test func equalityAndHashingIgnoreWhereTheDocumentIsStored() throws {
    let found = try #require(try searcher().search("goriot").first)
    let made = FuseResult(item: Self.books[2], refIndex: 2, score: found.score, matches: nil)
    #expect(found == made)
    #expect(found.hashValue == made.hashValue)
    let other = FuseResult(item: Self.books[1], refIndex: 2, score: found.score, matches: nil)
    #expect(found != other)
  }
}
