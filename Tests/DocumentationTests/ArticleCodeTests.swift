import Foundation
import Testing

/// Every article code block is compiled by a test or the example.
///
/// Each ```swift block of every article in the library modules' DocC catalogues must be code
/// that something compiles: a snippet in this target, the guide's blocks in
/// ConcurrencyGuideTests, Examples/Concurrency, or a ```swift block of README.md (its quick start
/// is compiled by ReadmeQuickStartTests, its package manifest by `.ci/consumer.sh`). A block
/// counts as found when its lines, with leading spaces removed, appear in that order and next to
/// each other in one of those files or blocks.
/// Blocks that open with `// Don't do this.` show code the docs warn against and are exempt.
@Suite struct ArticleCodeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The lines of `text` with leading and trailing spaces removed.
  static func normalised(_ text: Substring) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()
        .reduce(into: Substring()) { $0.append($1) }
    }
  }

  /// The files found under `directory` whose names end in `suffix`.
  static func files(under directory: String, endingIn suffix: String) -> [URL] {
    let base = root.appendingPathComponent(directory)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.path.hasSuffix(suffix) }
  }

  /// The ```swift blocks of a Markdown text.
  static func swiftBlocks(_ markdown: String) -> [Substring] {
    var blocks: [Substring] = []
    var rest = markdown[...]
    while let open = rest.range(of: "```swift\n"),
      let close = rest[open.upperBound...].range(of: "\n```")
    {
      blocks.append(rest[open.upperBound..<close.lowerBound])
      rest = rest[close.upperBound...]
    }
    return blocks
  }

  @Test func everyArticleCodeBlockIsCompiledSomewhere() throws {
    let articles = Self.files(under: "Sources", endingIn: ".md").filter {
      $0.path.contains(".docc/")
    }
    #expect(articles.count >= 5)
    let sources =
      Self.files(under: "Tests/DocumentationTests", endingIn: ".swift")
      + Self.files(under: "Tests/ConcurrencyGuideTests", endingIn: ".swift")
      + Self.files(under: "Examples/Concurrency/Sources", endingIn: ".swift")
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let candidates =
      try sources.map { Self.normalised(try String(contentsOf: $0, encoding: .utf8)[...]) }
      + Self.swiftBlocks(readme).map(Self.normalised)
    var checked = 0
    for article in articles {
      for block in Self.swiftBlocks(try String(contentsOf: article, encoding: .utf8)) {
        if block.hasPrefix("// Don't do this.") { continue }
        let lines = Self.normalised(block)
        let found = candidates.contains { file in
          file.count >= lines.count
            && (0...(file.count - lines.count)).contains {
              file[$0..<$0 + lines.count].elementsEqual(lines)
            }
        }
        #expect(found, "\(article.lastPathComponent): no test or example holds\n\(block)")
        checked += 1
      }
    }
    #expect(checked >= 8)
  }
}
