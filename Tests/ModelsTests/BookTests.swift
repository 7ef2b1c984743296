import Foundation
import Testing

@testable import Models

@Suite struct BookTests {
  @Test func decodesTheSharedCorpusShape() throws {
    let json = """
      [
      {"title":"The Hobbit","author":"J.R.R. Tolkien","year":1937,"originalTitle":"The Hobbit, or There and Back Again"},
      {"title":"Beowulf","author":"Anonymous","year":null},
      {"title":"Untitled","author":"Someone"}
      ]
      """
    let books = try JSONDecoder().decode([Book].self, from: Data(json.utf8))
    #expect(
      books == [
        Book(
          title: "The Hobbit", author: "J.R.R. Tolkien", year: 1937,
          originalTitle: "The Hobbit, or There and Back Again"),
        Book(title: "Beowulf", author: "Anonymous", year: nil),
        Book(title: "Untitled", author: "Someone", year: nil),
      ])
  }

  @Test func readsTheRatingsCountWhenTheRecordHasOne() throws {
    let json = """
      [{"title":"The Hobbit","author":"J.R.R. Tolkien","year":1937,"ratingsCount":2071616},
      {"title":"Beowulf","author":"Anonymous","year":null},
      {"title":"Emma","author":"Jane Austen","year":1815,"ratingsCount":null}]
      """
    for books in [
      try JSONDecoder().decode([Book].self, from: Data(json.utf8)),
      try CorpusLoader.decode(Book.self, from: Data(json.utf8), source: "b"),
    ] {
      #expect(books.map(\.ratingsCount) == [2_071_616, nil, nil])
    }
  }

  @Test func roundTripsThroughCodable() throws {
    let books = [
      Book(title: "Война и мир", author: "Leo Tolstoy", year: 1869, originalTitle: "Война и мир"),
      Book(title: "The Odyssey", author: "Homer", year: -725),
      Book(title: "Beowulf", author: "Anonymous", year: nil),
      Book(title: "The Hobbit", author: "J.R.R. Tolkien", year: 1937, ratingsCount: 2_071_616),
    ]
    let data = try JSONEncoder().encode(books)
    #expect(try JSONDecoder().decode([Book].self, from: data) == books)
  }

  @Test func encodingOmitsAbsentOptionalsAndTheDerivedID() throws {
    let data = try JSONEncoder().encode(Book(title: "Emma", author: "Jane Austen", year: nil))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["title", "author"])
  }

  @Test func idIsStableAndDistinguishesTheIdentifyingFields() {
    let emma = Book(title: "Emma", author: "Jane Austen", year: 1815)
    #expect(emma.id == Book(title: "Emma", author: "Jane Austen", year: 1815).id)
    #expect(emma.id != Book(title: "Emma", author: "Jane Austen", year: 1816).id)
    #expect(emma.id != Book(title: "Emma", author: "Someone Else", year: 1815).id)
    #expect(emma.id != Book(title: "Emma", author: "Jane Austen", year: nil).id)
  }
}
