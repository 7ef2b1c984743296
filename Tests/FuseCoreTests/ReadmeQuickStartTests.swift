import Foundation
import Testing

@testable import FuseCore

// README quick start begin
struct Book: Codable, Sendable {
  var title: String
  var author: String
}

func quickStart() throws -> [FuseResult<Book>] {
  let books = [
    Book(title: "Pride and Prejudice", author: "Jane Austen"),
    Book(title: "The Hobbit", author: "J. R. R. Tolkien"),
  ]
  let options = try FuseOptions<Book>(
    includeScore: true, keys: [try FuseKey(\.title, weight: 2), "author"])
  let fuse = try Fuse.Search(books, options: options)
  return fuse.search("tolkein")  // [The Hobbit], despite the typo
}
// README quick start end

/// The README's quick start is this file's code, compiled and run.
@Suite struct ReadmeQuickStartTests {
  @Test func quickStartFindsTheObviousAnswer() throws {
    let results = try quickStart()
    #expect(results.map(\.item.title) == ["The Hobbit"])
    #expect((results.first?.score ?? 1) < 1)
  }

  @Test func readmeShowsExactlyThisCode() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = try #require(source.range(of: "// README quick start begin\n"))
    let end = try #require(source.range(of: "// README quick start end"))
    let snippet = "import FuseCore\n\n" + source[begin.upperBound..<end.lowerBound]
    #expect(
      readme.contains("```swift\n" + snippet + "```"),
      "README.md's quick start must match this file")
  }
}
