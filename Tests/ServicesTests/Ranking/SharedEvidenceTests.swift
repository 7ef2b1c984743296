import FuseCore
import Models
import Testing

@testable import Services

/// The candidates' evidence worked out on two threads is what one scorer gives, whatever the
/// memo knew before.
@Suite struct SharedEvidenceTests {
  /// For every twenty-fourth of `queries` and the first half of each (its last word being typed): the
  /// evidence of Fuse.js's first 200 results, worked out by one scorer over a fresh memo and by
  /// two threads over another fresh memo, must be the same, candidate for candidate.
  static func expectTheSameEvidence<Record: Sendable>(
    _ records: [Record], _ profile: CorpusProfile<Record>, queries: [String]
  ) throws {
    let searcher = try Fuse.Search(records, options: profile.options)
    let index = SearchService<Record>.recordWords(
      of: searcher, profile.ranking, year: profile.year, checkpoint: BuildCheckpoint<Never>.never)
    let sample = stride(from: 0, to: queries.count, by: 24).map { queries[$0] }
    var shared = 0
    for query in sample + sample.map({ String($0.prefix($0.count / 2 + 1)) }) {
      let candidates = searcher.search(query).prefix(200).map(\.refIndex)
      let prepared = RelevanceQuery(query, rules: profile.ranking.rules, index: index)
      var memo = WordDistanceMemo()
      let alone = prepared.withScorer(
        index: index, ownTexts: searcher.primaryTexts(refIndex:), memo: &memo
      ) { scorer in candidates.map { scorer.evidence(ofRecord: $0) } }
      var fresh = WordDistanceMemo()
      let together = prepared.withScorer(
        index: index, ownTexts: searcher.primaryTexts(refIndex:), memo: &fresh
      ) { scorer in
        scorer.sharedEvidence(
          ofRecords: candidates, phrases: candidates.map { scorer.phrase(ofRecord: $0) },
          ownTexts: candidates.map { searcher.primaryTexts(refIndex: $0) })
      }
      #expect(together == alone, "query \(query)")
      if candidates.count >= RelevanceQuery.Scorer.sharedEvidenceMinimum { shared += 1 }
    }
    #expect(shared > sample.count, "most queries have candidates enough to share")
  }

  @Test func theFilmsEvidenceIsTheSameOnTwoThreads() throws {
    let queries = try ServicesFixtures.publicQueries().filter { $0.corpus == "movies" }
    try Self.expectTheSameEvidence(
      ServicesFixtures.realMovies(), Movie.profile, queries: queries.map(\.query))
  }

  @Test func thePeoplesEvidenceIsTheSameOnTwoThreads() throws {
    let queries = try ServicesFixtures.publicQueries().filter { $0.corpus == "people" }
    try Self.expectTheSameEvidence(
      ServicesFixtures.realPeople(), Person.profile, queries: queries.map(\.query))
  }

  @Test func theRankedOrderIsTheSameOnTwoThreads() throws {
    let records = try ServicesFixtures.realMovies()
    let profile = Movie.profile
    let searcher = try Fuse.Search(records, options: profile.options)
    let index = SearchService<Movie>.recordWords(
      of: searcher, profile.ranking, year: profile.year, checkpoint: BuildCheckpoint<Never>.never)
    for query in ["godfathr", "the dark knight", "tom hanks", "rocky 4", "spiderman", "matrx"] {
      let results = searcher.search(query)
      func ranked(workers: Int) -> [Int] {
        var memo = WordDistanceMemo()
        return profile.ranking.ordered(
          results, query: query, limit: 20, index: index, memo: &memo,
          ownTexts: searcher.primaryTexts(refIndex:), workers: workers
        ) { result, _ in result.refIndex }.map(\.result.refIndex)
      }
      #expect(ranked(workers: 2) == ranked(workers: 1), "query \(query)")
    }
  }
}
