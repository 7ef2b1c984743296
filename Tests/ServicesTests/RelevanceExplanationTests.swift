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
    #expect(!whole.isWholeText && whole.startsText, "Pride and Prejudice starts with it")
    let tolk = try #require(try await books.search("Tolk", limit: 1).first)
    let start = try #require(await books.relevanceExplanation("Tolk", refIndex: tolk.refIndex))
    #expect(start.phrase == .endingInWord)
    #expect(start.words.map(\.text) == ["tolk"], "lower-cased, as compared")
    #expect(start.typos == 0, "the word still being typed costs nothing for beginning a word")
    let finished = try #require(
      await books.relevanceExplanation("Tolk ", refIndex: tolk.refIndex))
    #expect(finished.typos == 0.5, "a finished word that only begins a word is half a typo")
    let none = try #require(await books.relevanceExplanation("zzqx", refIndex: 0))
    #expect(none.phrase == .absent)
    #expect(none.words.map(\.typos) == [4], "found nowhere: its length")
    #expect(none.typos == 4)
    #expect(await books.relevanceExplanation("pride", refIndex: 10_000) == nil)
  }

  /// The relevance order's results, explained, come in the order of their evidence: phrase,
  /// typos, whole text, surnames, text start, then length (ties keep Fuse.js's order).
  @Test func theOrderFollowsTheEvidence() async throws {
    let movies = try MovieSearchService(movies: EmbeddedCorpus.movies())
    for query in ["star wars", "kubrik", "the godfather part", "alien", "jackson"] {
      let results = try await movies.search(query, limit: 20)
      var keys: [(Int, Double, Int, Int, Int, Double)] = []
      for result in results {
        let why = try #require(
          await movies.relevanceExplanation(query, refIndex: result.refIndex))
        keys.append(
          (
            why.phrase.rawValue, why.typos, why.isWholeText ? 0 : 1, -why.surnames,
            why.startsText ? 0 : 1, why.length
          ))
      }
      #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "\(query): \(keys)")
    }
  }
}
