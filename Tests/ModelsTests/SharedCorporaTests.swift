import Foundation
import Testing

@testable import Models

/// Loads the real corpora in `../shared/corpora` (next to the package) when they exist.
@Suite(.enabled(if: SharedCorpora.isAvailable, "../shared/corpora is not present"))
struct SharedCorporaTests {
  @Test func loadsBooks() throws {
    let books = try CorpusLoader.load(Book.self, fromFile: SharedCorpora.path("books.json"))
    #expect(books.count == 10_000)
    #expect(books.contains { $0.originalTitle != nil })
    #expect(books.contains { $0.year == nil })
  }

  @Test func loadsMovies() throws {
    let movies = try CorpusLoader.load(Movie.self, fromFile: SharedCorpora.path("movies.json"))
    #expect(movies.count == 36_266)
  }

  @Test func loadsPeople() throws {
    let people = try CorpusLoader.load(Person.self, fromFile: SharedCorpora.path("people.json"))
    #expect(people.count == 33_199)
  }
}

/// Locates the shared corpora folder relative to this source file.
enum SharedCorpora {
  /// `<package root>/../shared/corpora`, found from `#filePath` (Tests/ModelsTests/<file>).
  static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ModelsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .deletingLastPathComponent()
    .appendingPathComponent("shared/corpora", isDirectory: true)

  static var isAvailable: Bool {
    ["books.json", "movies.json", "people.json"].allSatisfy {
      FileManager.default.fileExists(atPath: path($0))
    }
  }

  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }
}
