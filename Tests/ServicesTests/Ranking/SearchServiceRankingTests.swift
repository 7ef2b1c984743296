import FuseCore
import Models
import Services
import Testing

/// The ranking policy of the services: per service, switchable at run time, Fuse.js's order
/// exactly with `.fuse`, and the two examples it was made for (`tolkein`, `stve`) fixed by the default ranking.
@Suite struct SearchServiceRankingTests {
  @Test func theCorpusServicesRankByRelevanceByDefault() async throws {
    let corpus = try EmbeddedCorpus.all()
    // Each corpus names the keys whose texts are people's names (the surname rule reads them),
    // and films count their first four billed cast members as their people.
    #expect(
      try await BookSearchService(books: corpus.books).ranking
        == .relevance(nameKeys: ["author"]))
    #expect(
      try await MovieSearchService(movies: corpus.movies).ranking
        == .relevance(nameKeys: ["cast", "director"], billedNames: 4))
    #expect(
      try await PersonSearchService(people: corpus.people).ranking
        == .relevance(nameKeys: ["name"]))
    let plain = try SearchService(corpus.books, options: BookSearchService.defaultOptions)
    #expect(
      await plain.ranking == .fuse, "a service built from options alone keeps Fuse.js's order")
  }

  @Test func theRankingFollowsAddedAndRemovedRecords() async throws {
    // Names whose words compare equal: only the pieces as typed tell them apart, and they must
    // move with the records as records come and go.
    func person(_ name: String) -> Person { Person(name: name, role: "actor", knownFor: "-") }
    let service = try PersonSearchService(
      people: ["Ada Vale", "Adam DeVine", "R.D. Reid"].map(person))
    await service.add(contentsOf: ["Adam Devine", "R. D. Reid"].map(person))
    _ = await service.remove { person, _ in person.name == "Ada Vale" }
    let fresh = try PersonSearchService(
      people: ["Adam DeVine", "R.D. Reid", "Adam Devine", "R. D. Reid"].map(person))
    let expected = [
      "Adam Devine": "Adam Devine", "Adam DeVine": "Adam DeVine", "R. D. Reid": "R. D. Reid",
      "R.D. Reid": "R.D. Reid", "Reid R. D.": "R. D. Reid",
    ]
    for (query, name) in expected {
      let names = try await service.search(query, limit: 2).map(\.item.name)
      #expect(names == (try await fresh.search(query, limit: 2).map(\.item.name)), "\(query)")
      #expect(names.first == name, "\(query)")
    }
  }

  @Test func spacesAtTheEndsOrRepeatedDoNotChangeTheResults() async throws {
    // Fuse.js searches the query without them too: the same results, scores and all.
    let titles = ["The Dark Knight Rises", "The Dark Knight", "Dark Knight of the Soul"]
    let films = titles.enumerated().map { Movie(title: $1, year: 2000 + $0, cast: ["Ann Bee"]) }
    let service = try MovieSearchService(movies: films)
    let plain = try await service.search("the dark knight", limit: 10)
    #expect(plain.first?.item.title == "The Dark Knight")
    for query in ["the dark knight ", "the  dark knight", " the dark knight  "] {
      #expect(try await service.search(query, limit: 10) == plain, "\(query)")
    }
  }

  @Test func theRankingSwitchesAtRunTimeAndFuseIsTheEnginesOrder() async throws {
    let books = try EmbeddedCorpus.books()
    let service = try BookSearchService(books: books)
    let engine = try Fuse.Search(books, options: BookSearchService.defaultOptions)
    let relevance = try await service.search("stve", limit: 5)
    #expect(relevance.first?.item.title == "Steve Jobs")

    await service.setRanking(.fuse)
    #expect(await service.ranking == .fuse)
    let fuse = try await service.search("stve", limit: 5)
    #expect(fuse == engine.search("stve", limit: 5))

    // Same records with the same scores, in another order.
    let wide = try await service.search("stve")
    await service.setRanking(.relevance())
    let ranked = try await service.search("stve")
    #expect(Set(ranked.map(\.refIndex)) == Set(wide.map(\.refIndex)))
    let scores = Dictionary(uniqueKeysWithValues: wide.map { ($0.refIndex, $0.score) })
    #expect(ranked.allSatisfy { scores[$0.refIndex] == $0.score })
  }

  /// The relevance order re-orders Fuse.js's candidates without their matches and finds the
  /// matches of the results it keeps: they are the engine's for those records.
  @Test func rankedResultsCarryTheEnginesMatches() async throws {
    let movies = try EmbeddedCorpus.movies()
    var options = try MovieSearchService.defaultOptions
    options.includeMatches = true
    let service = try SearchService(
      movies, options: options, ranking: .relevance(nameKeys: ["cast", "director"]))
    let engine = try Fuse.Search(movies, options: options)
    var reordered = 0
    for query in ["nolan", "the godfater", "back to t", "star w", "tom hanks"] {
      let ranked = try await service.search(query, limit: 5)
      let whole = engine.search(query)
      #expect(!ranked.isEmpty, "\(query)")
      for result in ranked {
        #expect(!(result.matches ?? []).isEmpty, "\(query)")
        #expect(result == whole.first { $0.refIndex == result.refIndex }, "\(query)")
      }
      if ranked.map(\.refIndex) != whole.prefix(ranked.count).map(\.refIndex) { reordered += 1 }
    }
    // The ranking is not Fuse.js's order on every query, so the matches are not simply the
    // engine's first results'.
    #expect(reordered >= 1)
    // Without a limit, every result carries the engine's matches too.
    let all = try await service.search("star w")
    let whole = engine.search("star w")
    #expect(Set(all.map(\.refIndex)) == Set(whole.map(\.refIndex)))
    for result in all {
      #expect(result == whole.first { $0.refIndex == result.refIndex })
    }
  }

  @Test func tolkeinFindsTolkienFirstInTheEmbeddedCorpus() async throws {
    let service = try BookSearchService(books: EmbeddedCorpus.books())
    let results = try await service.search("tolkein", limit: 6)
    #expect(results.count == 6)
    #expect(results.allSatisfy { $0.item.author == "J.R.R. Tolkien" })
  }

  @Test func stveFindsSteveJobsFirstInTheEmbeddedCorpus() async throws {
    let service = try BookSearchService(books: EmbeddedCorpus.books())
    let results = try await service.search("stve", limit: 2)
    #expect(results.map(\.item.title) == ["Steve Jobs", "Becoming Steve Jobs"])
  }

  @Test func tolkeinAndStveInTheShippedBooks() async throws {
    let service = try BookSearchService(books: ServicesFixtures.realBooks())
    let tolkein = try await service.search("tolkein", limit: 5)
    #expect(tolkein.count == 5)
    #expect(tolkein.allSatisfy { $0.item.author.contains("Tolkien") })
    let stve = try await service.search("stve", limit: 3)
    #expect(stve.first?.item.title == "Steve Jobs")
  }

  /// A surname typed alone finds the works of the person more records credit, with a middle
  /// initial or without one.
  ///
  /// On the shipped books, George R.R. Martin's before Steve Martin's and Laurell K. Hamilton's
  /// before Jane Hamilton's; on the films, Samuel L. Jackson's before Joshua Jackson's.
  @Test func aSurnameFindsTheBetterKnownPersonWhateverTheirMiddleInitial() async throws {
    let books = try BookSearchService(books: ServicesFixtures.realBooks())
    let authors = [("martin", "George R.R. Martin"), ("hamilton", "Laurell K. Hamilton")]
    for (surname, author) in authors {
      let found = try await books.search(surname, limit: 3)
      #expect(found.allSatisfy { $0.item.author == author }, "\(found.map(\.item.author))")
    }
    let movies = try MovieSearchService(movies: ServicesFixtures.realMovies())
    let jackson = try await movies.search("jackson", limit: 3)
    #expect(
      jackson.allSatisfy { $0.item.cast.prefix(4).contains("Samuel L. Jackson") },
      "\(jackson.map(\.item.title))")
  }

  @Test func theCatalogSetsEveryServicesRanking() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    await catalog.setRanking(.fuse)
    #expect(await catalog[Book.profile]?.ranking == .fuse)
    #expect(await catalog[Movie.profile]?.ranking == .fuse)
    #expect(await catalog[Person.profile]?.ranking == .fuse)
    let engine = try Fuse.Search(EmbeddedCorpus.books(), options: BookSearchService.defaultOptions)
    let found = try await catalog.search("stve", limit: 5)
    #expect(found[Book.profile] == engine.search("stve", limit: 5))
  }

  /// `.fuse` reproduces the engine's own results, order and scores, over the books queries of
  /// the public labelled set (every tenth one, to keep the debug build fast).
  @Test func fuseOrderReproducesTheEngineOverThePublicQueries() async throws {
    let books = try ServicesFixtures.realBooks()
    let queries = try ServicesFixtures.publicQueries().filter { $0.corpus == "books" }
    #expect(queries.count == 300)
    let service = try BookSearchService(books: books)
    await service.setRanking(.fuse)
    let engine = try Fuse.Search(books, options: BookSearchService.defaultOptions)
    for (position, labelled) in queries.enumerated() where position % 10 == 0 {
      let expected = engine.search(labelled.query, limit: 10)
      let found = try await service.search(labelled.query, limit: 10)
      #expect(found == expected, "query \(position) '\(labelled.query)'")
    }
  }

  /// A limited search skips the evidence of candidates whose phrase match is worse than the
  /// limit's worth of others': it must return exactly the first results of the same search
  /// without a limit, which works out every candidate's evidence, for prefixes typed letter
  /// by letter (phrase classes of every kind, few and many candidates sharing the best).
  @Test func aLimitedSearchIsTheStartOfTheWholeRanking() async throws {
    let corpus = try EmbeddedCorpus.all()
    let books = try BookSearchService(books: corpus.books)
    let movies = try MovieSearchService(movies: corpus.movies)
    func prefixes(_ text: String) -> [String] {
      (1...text.count).map { String(text.prefix($0)) }
    }
    for query in prefixes("the lord of the rings") + prefixes("a litle romance") + ["th", "s"] {
      for limit in [1, 3, 10] {
        let limited = try await movies.search(query, limit: limit)
        let whole = try await movies.search(query)
        #expect(limited == Array(whole.prefix(limit)), "movies \(query) limit \(limit)")
      }
    }
    for query in prefixes("tolkien hobbit") + prefixes("pride and") {
      let limited = try await books.search(query, limit: 5)
      let whole = try await books.search(query)
      #expect(limited == Array(whole.prefix(5)), "books \(query)")
    }
  }
}
