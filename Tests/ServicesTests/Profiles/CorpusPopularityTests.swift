import FuseCore
import Models
import Services
import Testing

/// A corpus's declared popularity (``CorpusPopularity``) and the rule that reads it
/// (``SearchRanking/Rules/popularity``): the last tie-break between equally good matches, before
/// Fuse.js's order.
@Suite struct CorpusPopularityTests {
  /// Two films of one title, the lesser one first in the file (the films file is in
  /// chronological order), and a sequel that the article lead favours most of all.
  private static let rockies = [
    Movie(title: "Rocky", year: 1948, cast: ["Roddy McDowall"], leadLength: 176),
    Movie(title: "Rocky II", year: 1979, cast: ["Sylvester Stallone"], leadLength: 5_000),
    Movie(title: "Rocky", year: 1976, cast: ["Sylvester Stallone"], leadLength: 439),
  ]

  /// The films as Fuse.js-ordered results, in file order.
  private static func results(_ movies: [Movie]) -> [FuseResult<Movie>] {
    movies.enumerated().map { position, movie in
      FuseResult(item: movie, refIndex: position, score: 0.1, matches: nil)
    }
  }

  /// "title (year)" of each film, in the order `rules` puts them for `query`, with the films'
  /// declared popularity.
  private static func ranked(
    _ query: String, _ movies: [Movie], rules: SearchRanking.Rules,
    popularity: CorpusPopularity<Movie>? = Movie.profile.popularity
  ) -> [String] {
    SearchRanking.relevance(rules: rules, nameKeys: ["cast"]).ordered(
      results(movies), query: query, limit: nil, keys: ["title", "cast"], popularity: popularity
    ) { [[$0.item.title], $0.item.cast] }
    .map { "\($0.item.title) (\($0.item.year))" }
  }

  @Test func theMorePopularOfEquallyGoodMatchesComesFirst() {
    #expect(
      Self.ranked("rocky", Self.rockies, rules: .all)
        == ["Rocky (1976)", "Rocky (1948)", "Rocky II (1979)"])
  }

  @Test func switchedOffTheFileOrderStands() {
    #expect(
      Self.ranked("rocky", Self.rockies, rules: SearchRanking.Rules.all.subtracting(.popularity))
        == ["Rocky (1948)", "Rocky (1976)", "Rocky II (1979)"])
  }

  @Test func aCorpusThatDeclaresNoneLeavesTheTieToFuseJs() {
    #expect(
      Self.ranked("rocky", Self.rockies, rules: .all, popularity: nil)
        == ["Rocky (1948)", "Rocky (1976)", "Rocky II (1979)"])
  }

  @Test func itNeverPutsAWorseMatchFirst() {
    // *Rocky II*'s lead is the longest, but "rocky" is not its whole title: the whole-title
    // rule decides before popularity is read.
    #expect(Self.ranked("rocky", Self.rockies, rules: .all).last == "Rocky II (1979)")
    #expect(Self.ranked("rocky", Self.rockies, rules: [.popularity]).first == "Rocky II (1979)")
  }

  @Test func aBlankQueryListsTheRecordsInOrder() async throws {
    let films = try MovieSearchService(movies: Self.rockies)
    #expect(try await films.search(" ", limit: 3).map(\.refIndex) == [0, 1, 2])
    #expect(
      Self.ranked("", Self.rockies, rules: .all) == Self.rockies.map { "\($0.title) (\($0.year))" })
  }

  @Test func aRecordThatDeclaresNoneComesAfterOneThatDoes() {
    let films = [
      Movie(title: "Rocky", year: 1948, cast: ["Roddy McDowall"]),
      Movie(title: "Rocky", year: 1976, cast: ["Sylvester Stallone"], leadLength: 1),
    ]
    #expect(Self.ranked("rocky", films, rules: .all) == ["Rocky (1976)", "Rocky (1948)"])
  }

  @Test func aServiceRanksByItsProfilesPopularity() async throws {
    let films = try MovieSearchService(movies: Self.rockies)
    #expect(try await films.search("rocky", limit: 1).first?.item.year == 1976)
    var ranking = await films.ranking
    ranking.rules.remove(.popularity)
    await films.setRanking(ranking)
    #expect(try await films.search("rocky", limit: 1).first?.item.year == 1948)
  }

  @Test func theExplanationGivesTheDeclaredPopularity() async throws {
    let films = try MovieSearchService(movies: Self.rockies)
    let why = try #require(await films.relevanceExplanation("rocky", refIndex: 2))
    #expect(why.popularity?.description == "article lead 439 characters")
    var ranking = await films.ranking
    ranking.rules.remove(.popularity)
    await films.setRanking(ranking)
    #expect(await films.relevanceExplanation("rocky", refIndex: 2)?.popularity == nil)
  }

  @Test func theBuiltInCorporaDeclareOneAndAFileLoadedWithKeysNone() throws {
    #expect(Movie.profile.popularity?.name == "article lead")
    #expect(Book.profile.popularity?.name == "Goodreads ratings")
    #expect(Person.profile.popularity?.name == "listed in")
    let book = Book(title: "The Hunger Games", author: "Suzanne Collins", year: 2008)
    #expect(Book.profile.popularity?.popularity(of: book) == nil)
    var rated = book
    rated.ratingsCount = 4_780_653
    #expect(Book.profile.popularity?.explained(rated).description == "Goodreads ratings 4,780,653")
    let documents = CorpusProfile<JSONValue>.documents(
      name: "songs", fields: [CorpusField(path: "title", weight: 1)])
    #expect(documents.popularity == nil)
  }

  @Test func aValueThatIsNoNumberIsNone() {
    let odd = CorpusPopularity<Movie>("odd") { _ in .nan }
    #expect(odd.popularity(of: Self.rockies[0]) == nil)
    #expect(odd.explained(Self.rockies[0]).description == "odd unknown")
  }

  @Test func theJSONOfARecordCarriesItsPopularityField() {
    let known = Movie.profile.json(Self.rockies[2])
    #expect(known.jsonText.contains(#""leadLength":439"#), "\(known.jsonText)")
    let unknown = Movie.profile.json(Movie(title: "Caught", year: 1900))
    #expect(!unknown.jsonText.contains("leadLength"))
    let person = Person(name: "Ernest Hemingway", role: "author", knownFor: "Fiesta", sources: 2)
    #expect(Person.profile.json(person).jsonText.hasSuffix(#""sources":2}"#))
    let book = Book(title: "Emma", author: "Jane Austen", year: 1815, ratingsCount: 9)
    #expect(Book.profile.json(book).jsonText.hasSuffix(#""ratingsCount":9}"#))
  }

  @Test func theRuleIsNamed() {
    #expect(SearchRanking.Rules.rule(named: "popularity") == .popularity)
    #expect(SearchRanking.Rules(list: "-popularity")?.contains(.popularity) == false)
    #expect(SearchRanking.Rules.all.contains(.popularity))
  }
}
