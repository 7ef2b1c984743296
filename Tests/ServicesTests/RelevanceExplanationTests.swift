import FuseCore
import Models
import Services
import Testing

/// `SearchService.relevanceExplanation`: the evidence the relevance order sorts by, word by
/// word.
@Suite struct RelevanceExplanationTests {
  @Test func theEvidenceOfKnownRecords() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let pride = try #require(try await books.search("pride", limit: 1).first)
    let whole = try #require(await books.relevanceExplanation("pride", refIndex: pride.refIndex))
    #expect(whole.phrase == .whole)
    #expect(whole.words == [.init(text: "pride", typos: 0, length: 1.5)])
    let tolk = try #require(try await books.search("Tolk", limit: 1).first)
    let start = try #require(await books.relevanceExplanation("Tolk", refIndex: tolk.refIndex))
    #expect(start.phrase == .startsWord)
    #expect(start.words.map(\.text) == ["tolk"], "lower-cased, as compared")
    #expect(start.typos == 0.5, "a word begun is half a typo")
    let none = try #require(await books.relevanceExplanation("zzqx", refIndex: 0))
    #expect(none.phrase == .absent)
    #expect(none.words.map(\.typos) == [4], "found nowhere: its length")
    #expect(none.typos == 4)
    #expect(await books.relevanceExplanation("pride", refIndex: 10_000) == nil)
  }

  /// The relevance order's results, explained, come in the order of their evidence: phrase,
  /// then typos, then length (ties keep Fuse.js's order).
  @Test func theOrderFollowsTheEvidence() async throws {
    let movies = try MovieSearchService(movies: EmbeddedCorpus.movies())
    for query in ["star wars", "kubrik", "the godfather part", "alien"] {
      let results = try await movies.search(query, limit: 20)
      var keys: [(Int, Double, Double)] = []
      for result in results {
        let why = try #require(
          await movies.relevanceExplanation(query, refIndex: result.refIndex))
        let phrase =
          switch why.phrase {
          case .whole: 0
          case .startsWord: 1
          case .absent: 2
          }
        keys.append((phrase, why.typos, why.length))
      }
      #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "\(query): \(keys)")
    }
  }
}
