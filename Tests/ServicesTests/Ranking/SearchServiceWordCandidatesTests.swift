import FuseCore
import Models
import Services
import Testing

/// The relevance order's second source of candidates: records found by their words join
/// Fuse.js's best results, so a record Fuse.js ranks in the hundreds can still come first,
/// while the results stay Fuse.js's (same records, same scores).
@Suite struct SearchServiceWordCandidatesTests {
  /// Typo'd titles Fuse.js ranks far beyond its first 200 results, on the shipped films.
  @Test func typoedFilmTitlesFuseRanksInTheHundredsComeFirst() async throws {
    try await Self.expectFirstThoughFuseRanksThemBeyondItsCandidates([
      ("a litle romance", "A Little Romance"), ("three blnid mie", "Three Blind Mice"),
    ])
  }

  /// Film titles of one- and two-letter words, which choose no record by their words, and
  /// which Fuse.js ranks beyond its first 200 results (below films whose casts hold the
  /// letters), come first when typed whole, and while the last word is being typed.
  @Test func filmTitlesOfShortWordsComeFirstFromTheirOwnTitles() async throws {
    try await Self.expectFirstThoughFuseRanksThemBeyondItsCandidates([
      ("I Do", "I Do"), ("i d", "I Do"), ("it", "It"), ("L.I.E.", "L.I.E."),
      ("b*a*p*s", "B*A*P*S"),
    ])
  }

  /// A one-word title typed with a typo is found though the word is also the surname of more
  /// billed actors than there are candidates found by words: the title the query makes whole
  /// is chosen before the films whose casts hold the surname, as rule 4 ranks them.
  @Test func aTypoedTitleThatIsAlsoACommonSurnameIsACandidate() async throws {
    let movies = try ServicesFixtures.realMovies()
    let engine = try Fuse.Search(movies, options: MovieSearchService.defaultOptions)
    let fuseRank = engine.search("stome").firstIndex { $0.item.title == "Stone" }
    #expect(fuseRank.map { $0 >= SearchRanking.defaultCandidates } ?? true)
    let stones = movies.filter { $0.cast.prefix(4).contains { $0.hasSuffix(" Stone") } }.count
    #expect(stones > SearchRanking.defaultWordCandidates)
    let service = try MovieSearchService(movies: movies)
    // Lewis Stone, billed in many films, is the likelier meaning of the word, typed right or
    // not (rule 12): one of his films first, then the title.
    let found = try await service.search("stome", limit: 3)
    #expect(found.map(\.item.title).dropFirst().first == "Stone", "\(found.map(\.item.title))")
    #expect(found.first?.item.cast.prefix(4).contains("Lewis Stone") == true)
    var ranking = await service.ranking
    ranking.rules.remove(.personOverTitle)
    await service.setRanking(ranking)
    let title = try await service.search("stome", limit: 3)
    #expect(title.first?.item.title == "Stone", "\(title.map(\.item.title))")
  }

  /// On the shipped films, each query's title is beyond Fuse.js's first 200 results, yet the
  /// film service puts it first; without the candidates beyond them, the first is not.
  private static func expectFirstThoughFuseRanksThemBeyondItsCandidates(
    _ cases: [(query: String, title: String)]
  ) async throws {
    let movies = try ServicesFixtures.realMovies()
    let service = try MovieSearchService(movies: movies)
    let engine = try Fuse.Search(movies, options: MovieSearchService.defaultOptions)
    for (query, title) in cases {
      let fuseRank = engine.search(query).firstIndex { $0.item.title == title }
      #expect(
        fuseRank.map { $0 >= SearchRanking.defaultCandidates } ?? false,
        "\(query): Fuse.js rank \(fuseRank.map { $0 + 1 } ?? 0)")
      let found = try await service.search(query, limit: 3)
      #expect(found.first?.item.title == title, "\(query): \(found.map(\.item.title))")
    }
    // Without the records found by their words, Fuse.js's best results leave the title out.
    var ranking = await service.ranking
    ranking.wordCandidates = 0
    await service.setRanking(ranking)
    let first = try #require(cases.first)
    let found = try await service.search(first.query, limit: 3)
    #expect(found.first?.item.title != first.title)
  }

  /// The records found by their words are returned only when Fuse.js matches them, with its
  /// score; a limited search is the start of the whole one.
  @Test func theResultsStayFusesAndALimitedSearchIsTheStartOfTheWholeOne() async throws {
    let books = try ServicesFixtures.realBooks()
    let service = try BookSearchService(books: books)
    let engine = try Fuse.Search(books, options: BookSearchService.defaultOptions)
    for query in ["the magican", "harry poter chamber", "tolkein hobit", "zzqx"] {
      let whole = try await service.search(query)
      let fuse = engine.search(query)
      let scores = Dictionary(uniqueKeysWithValues: fuse.map { ($0.refIndex, $0.score) })
      #expect(whole.count == fuse.count, "\(query)")
      #expect(whole.allSatisfy { scores[$0.refIndex] == $0.score }, "\(query)")
      for limit in [1, 10] {
        let limited = try await service.search(query, limit: limit)
        #expect(limited == Array(whole.prefix(limit)), "\(query) limit \(limit)")
      }
    }
  }

  /// Records added after the service was built are found by their words, and records removed
  /// after it was built are not.
  @Test func addedAndRemovedRecordsAreFollowed() async throws {
    // Short titles Fuse.js prefers to the long one a person means.
    let titles = (0..<60).map { "Zanzibar Nihg \($0)" }
    let meant = "Zanzibar Nights of Old Arabia Told Again"
    var options = FuseOptions<String>()
    options.includeScore = true
    let query = "zanzibar nihgts"
    let engine = try Fuse.Search(titles + [meant], options: options)
    let fuseRank = try #require(engine.search(query).firstIndex { $0.item == meant })
    #expect(fuseRank >= 1, "Fuse.js ranks it \(fuseRank + 1)")
    // One Fuse.js candidate: the one meant must come from the records' words.
    let service = try SearchService(
      titles, options: options, ranking: .relevance(candidates: 1, wordCandidates: 5))
    // Two searches first: the first reads the words through, the second builds their postings,
    // which must follow the record added next.
    #expect(try await service.search(query, limit: 1).first?.item != meant)
    #expect(try await service.search(query, limit: 1).first?.item != meant)
    await service.add(meant)
    let found = try await service.search(query, limit: 1)
    #expect(found.first?.item == meant)
    let removed = await service.remove { title, _ in title == meant }
    #expect(removed == [meant])
    let after = try await service.search(query)
    #expect(!after.contains { $0.item == meant })
    #expect(after.allSatisfy { $0.refIndex < titles.count && $0.item == titles[$0.refIndex] })
  }
}
