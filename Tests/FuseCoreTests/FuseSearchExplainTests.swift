import Testing

@testable import FuseCore

@Suite struct FuseSearchExplainTests {
  let books: [JSONValue] = [
    ["title": "Old Man's War", "author": "John Scalzi", "tags": ["war", "space"]],
    ["title": "The Lock Artist", "author": "Steve Hamilton", "tags": ["crime"]],
    ["title": "War and Peace", "author": "Leo Tolstoy", "tags": ["war", "classic"]],
  ]

  @Test(arguments: [false, true])
  func factorsMultiplyToEveryResultsScore(tokenSearch: Bool) throws {
    let options = try FuseOptions<JSONValue>(
      includeScore: true, keys: [FuseKey(path: "title", weight: 2), "author", "tags"],
      useTokenSearch: tokenSearch)
    let fuse = try Fuse.Search(books, options: options)
    let results = fuse.search("war")
    #expect(results.count >= 2)
    for result in results {
      let explanation = try #require(fuse.explain("war", refIndex: result.refIndex))
      #expect(explanation.score == result.score)
      let product = explanation.factors.reduce(1.0) { $0 * $1.factor }
      #expect(product == explanation.score)
      #expect(explanation.factors.allSatisfy { $0.key != nil && $0.weight != nil })
    }
  }

  @Test func explainsArrayPositionsWeightsAndNorms() throws {
    let options = try FuseOptions<JSONValue>(keys: [FuseKey(path: "title", weight: 3), "tags"])
    let fuse = try Fuse.Search(books, options: options)
    let explanation = try #require(fuse.explain("war", refIndex: 2))
    let tag = try #require(explanation.factors.first { $0.key == "tags" })
    #expect(tag.arrayIndex == 0)
    #expect(tag.value == "war")
    #expect(tag.weight == 0.25)
    #expect(tag.norm == 1)
    let title = try #require(explanation.factors.first { $0.key == "title" })
    #expect(title.weight == 0.75)
    #expect(title.norm == 0.577)
    #expect(title.exponent == 0.75 * 0.577)
  }

  @Test func nonResultsAndBlankQueriesHaveNoExplanation() throws {
    let fuse = try Fuse.Search(books, options: FuseOptions(keys: ["title"], threshold: 0.2))
    #expect(fuse.explain("war", refIndex: 1) == nil)
    #expect(fuse.explain("   ", refIndex: 0) == nil)
    #expect(fuse.explain("war", refIndex: 99) == nil)
  }
}
