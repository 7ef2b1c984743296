import FuseCore
import Models
import Testing

@testable import Services

/// The records found by their words are the same whether a search reads the postings or passes
/// over the records' words once (as the first search over an index does).
@Suite struct WordCandidatesTests {
  /// The word candidates of every sixteenth of `queries` (the public labelled queries: typos,
  /// partial titles, surnames...), and of the first half of each (its last word being typed),
  /// through the postings and through one pass over the words, must agree.
  static func expectTheSameCandidates<Record: Sendable>(
    _ records: [Record], _ profile: CorpusProfile<Record>, queries: [String]
  ) throws {
    let options = try profile.options
    let searcher = try Fuse.Search(records, options: options)
    let index = SearchService<Record>.recordWords(
      of: searcher, profile.ranking, year: profile.year, checkpoint: BuildCheckpoint<Never>.never)
    let postings = WordPostings(index)
    var checked = 0
    let sample = stride(from: 0, to: queries.count, by: 16).map { queries[$0] }
    for query in sample + sample.map({ String($0.prefix($0.count / 2 + 1)) }) {
      var memo = WordDistanceMemo()
      var reach = WordReachMemo()
      let scanned = profile.ranking.wordCandidates(
        for: query, index: index, postings: nil, memo: &memo, reach: &reach)
      let read = profile.ranking.wordCandidates(
        for: query, index: index, postings: postings, memo: &memo, reach: &reach)
      #expect(scanned == read, "query \(query)")
      if !read.isEmpty { checked += 1 }
    }
    #expect(checked > sample.count / 2, "most queries find records by their words")
  }

  @Test func theFilmsPostingsAndOnePassOverTheirWordsFindTheSameRecords() throws {
    let queries = try ServicesFixtures.publicQueries().filter { $0.corpus == "movies" }
    try Self.expectTheSameCandidates(
      ServicesFixtures.realMovies(), Movie.profile, queries: queries.map(\.query))
  }

  @Test func theBooksAndPeoplesPostingsAndOnePassOverTheirWordsFindTheSameRecords() throws {
    let queries = try ServicesFixtures.publicQueries()
    try Self.expectTheSameCandidates(
      EmbeddedCorpus.books(), Book.profile,
      queries: queries.filter { $0.corpus == "books" }.map(\.query))
    try Self.expectTheSameCandidates(
      ServicesFixtures.realPeople(), Person.profile,
      queries: queries.filter { $0.corpus == "people" }.map(\.query))
  }
}
