import FuseCore
import Models
import Services
import Testing

/// The corpora's results as one list (`SearchCatalog.Results.merged(limit:)`), ordered by
/// `SearchRank`.
@Suite struct SearchCatalogMergedTests {
  /// The titles of a merged list, each with its corpus.
  static func titles(_ found: SearchCatalog.Results, limit: Int?) -> [String] {
    found.merged(limit: limit).map { placement in
      switch placement.corpus {
      case Book.profile.name: "books: " + found[Book.profile][placement.index].item.title
      case Movie.profile.name: "movies: " + found[Movie.profile][placement.index].item.title
      default: "people: " + found[Person.profile][placement.index].item.name
      }
    }
  }

  @Test func thePersonTheQueryNamesComesBeforeTheFilmsThatCreditHim() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("kubrick", limit: 3)
    #expect(
      Self.titles(found, limit: 3) == [
        "people: Stanley Kubrick", "movies: 2001: A Space Odyssey", "movies: Dr. Strangelove",
      ])
  }

  @Test func eachCorpusKeepsItsOwnOrderAndEveryResultAppearsOnce() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    for query in ["the shining", "tolkien", "respect", "matrx", "dune"] {
      let found = try await catalog.search(query, limit: 10)
      let merged = found.merged()
      #expect(
        merged.count
          == found[Book.profile].count + found[Movie.profile].count
          + found[Person.profile].count)
      for corpus in found.names {
        let indices = merged.filter { $0.corpus == corpus }.map(\.index)
        #expect(indices == Array(indices.indices), "\(query) in \(corpus)")
      }
    }
  }

  @Test func aWholeTitleComesBeforeTheRecordsThatOnlyMentionIt() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("the shining", limit: 10)
    #expect(
      Self.titles(found, limit: 2) == ["books: The Shining", "movies: The Shining"])
  }

  @Test func theLimitCountsEveryCorpusTogether() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    let found = try await catalog.search("stve", limit: 4)
    #expect(found.merged(limit: 4).count == 4)
    #expect(found.merged(limit: 0).isEmpty)
    #expect(found.merged(limit: -1).isEmpty)
    #expect(found.merged(limit: 100).count == found.merged().count)
  }

  /// In Fuse.js's order the ranking weighs nothing, and the merged list is ordered by score.
  @Test func inFuseJSOrderTheScoresDecide() async throws {
    let catalog = try SearchCatalog(corpus: EmbeddedCorpus.all())
    await catalog.setRanking(.fuse)
    let found = try await catalog.search("kubrick", limit: 5)
    let scores = found.merged().map { placement -> Double in
      switch placement.corpus {
      case Book.profile.name: found[Book.profile][placement.index].score ?? 1
      case Movie.profile.name: found[Movie.profile][placement.index].score ?? 1
      default: found[Person.profile][placement.index].score ?? 1
      }
    }
    #expect(!scores.isEmpty)
    #expect(scores == scores.sorted())
  }

  @Test func countedSearchRanksSearchsResultsInItsOrder() async throws {
    let service = try SearchService(EmbeddedCorpus.movies(), profile: Movie.profile)
    for query in ["kubrick", "matrx", "the", ""] {
      let counted = try await service.countedSearch(query, limit: 5)
      let plain = try await service.search(query, limit: 5)
      #expect(counted.results == plain, "\(query)")
      #expect(counted.ranks.count == plain.count, "\(query)")
    }
  }
}
