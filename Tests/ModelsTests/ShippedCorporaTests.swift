import Foundation
import Testing

@testable import Models

/// Loads the real corpora that ship in the package's `Data` folder.
struct ShippedCorporaTests {
  @Test func loadsBooks() throws {
    let books = try CorpusLoader.load(Book.self, fromFile: ShippedCorpora.path("books.json"))
    #expect(books.count == 10_000)
    #expect(books.contains { $0.originalTitle != nil })
    #expect(books.contains { $0.year == nil })
  }

  @Test func loadsMovies() throws {
    let movies = try CorpusLoader.load(Movie.self, fromFile: ShippedCorpora.path("movies.json"))
    #expect(movies.count == 36_266)
  }

  @Test func loadsPeople() throws {
    let people = try CorpusLoader.load(Person.self, fromFile: ShippedCorpora.path("people.json"))
    #expect(people.count == 33_199)
  }
}

/// Locates the package's `Data` folder relative to this source file.
enum ShippedCorpora {
  /// `<package root>/Data`, found from `#filePath` (Tests/ModelsTests/<file>).
  static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ModelsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .appendingPathComponent("Data", isDirectory: true)

  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
