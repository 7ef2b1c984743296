import FuseCore
import Models
import Testing

@testable import Services

/// A rule switched off builds nothing: the index data only it reads (the name credits, the
/// years) is not built, and switched on again it is, and decides again; the
/// pieces as typed are read from the candidates' own texts when they are scored, so nothing is
/// built for them.
///
/// The name credits are counted by the first search that finds a surname, and by no other.
@Suite struct SearchServiceRuleDataTests {
  /// The rules that read data of their own beyond the records' words.
  private static let rulesWithData: SearchRanking.Rules = [
    .asTyped, .credits, .personOverTitle, .year,
  ]

  @Test func aRuleSwitchedOffBuildsNoIndexData() async throws {
    let service = try MovieSearchService(movies: EmbeddedCorpus.movies())
    let profiled = await service.ranking
    let built = try #require(await service.recordWords)
    #expect(built.keepsYears)
    _ = try await service.search("hanks", limit: 10)
    #expect(try #require(await service.recordWords).hasCountedCredits)

    var ranking = profiled
    ranking.rules.subtract(Self.rulesWithData)
    await service.setRanking(ranking)
    let bare = try #require(await service.recordWords)
    #expect(!bare.keepsYears)
    _ = try await service.search("hanks", limit: 10)
    #expect(try #require(await service.recordWords).hasCountedCredits == false)

    // Switched on again, each is built again, and a search reads it.
    await service.setRanking(profiled)
    let rebuilt = try #require(await service.recordWords)
    #expect(rebuilt.keepsYears)
    _ = try await service.search("hanks", limit: 10)
    #expect(try #require(await service.recordWords).hasCountedCredits)
  }

  /// Loading counts no credits, nor does a search whose words are no surname of anyone the
  /// films credit; the first search that finds one counts them, and later ones keep them.
  @Test func theFirstSearchThatFindsASurnameCountsTheCredits() async throws {
    let service = try MovieSearchService(movies: EmbeddedCorpus.movies())
    #expect(try #require(await service.recordWords).hasCountedCredits == false)
    _ = try await service.search("godfathr", limit: 10)
    #expect(try #require(await service.recordWords).hasCountedCredits == false)
    let hanks = try await service.search("hanks", limit: 10).map(\.refIndex)
    #expect(try #require(await service.recordWords).hasCountedCredits)
    #expect(try await service.search("hanks", limit: 10).map(\.refIndex) == hanks)
  }

  /// A service whose rules were switched off and on again ranks as one built with them: the
  /// data rebuilt is the data it would have built.
  @Test func switchingRulesOffAndOnAgainRanksAsBefore() async throws {
    let movies = try EmbeddedCorpus.movies()
    let fresh = try MovieSearchService(movies: movies)
    let switched = try MovieSearchService(movies: movies)
    let profiled = await switched.ranking
    var ranking = profiled
    ranking.rules.subtract(Self.rulesWithData)
    await switched.setRanking(ranking)
    await switched.setRanking(profiled)
    for query in ["alien", "rocky", "the godfather", "hanks", "Star Wars", "titanic 1997"] {
      let expected = try await fresh.search(query, limit: 10).map(\.refIndex)
      let actual = try await switched.search(query, limit: 10).map(\.refIndex)
      #expect(actual == expected, "\(query)")
    }
  }
}
