import Foundation
import Models

/// Files the Services tests read: the package's shipped corpora and the labelled queries copied
/// into `Tests/ServicesTests/Fixtures` (no test needs `../shared`).
enum ServicesFixtures {
  /// The package root, found from `#filePath` (Tests/ServicesTests/Support/<file>).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ServicesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

  /// `Data/books.json`, the shipped books corpus.
  static func realBooks() throws -> [Book] {
    try CorpusLoader.load(
      Book.self, fromFile: packageRoot.appendingPathComponent("Data/books.json").path)
  }

  /// `Data/movies.json`, the shipped films corpus.
  static func realMovies() throws -> [Movie] {
    try CorpusLoader.load(
      Movie.self, fromFile: packageRoot.appendingPathComponent("Data/movies.json").path)
  }

  /// `Data/people.json`, the shipped people corpus.
  static func realPeople() throws -> [Person] {
    try CorpusLoader.load(
      Person.self, fromFile: packageRoot.appendingPathComponent("Data/people.json").path)
  }

  /// One labelled query of `queries-public.json` (the fields these tests read).
  struct LabelledQuery: Decodable {
    var corpus: String
    var query: String
    var correct: [Int]
  }

  /// The public labelled queries, from the fixture copy.
  static func publicQueries() throws -> [LabelledQuery] {
    let url = packageRoot.appendingPathComponent("Tests/ServicesTests/Fixtures/queries-public.json")
    return try JSONDecoder().decode([LabelledQuery].self, from: Data(contentsOf: url))
  }
}
