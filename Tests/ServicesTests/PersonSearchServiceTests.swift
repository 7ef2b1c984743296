import FuseCore
import Models
import Services
import Testing

@Suite struct PersonSearchServiceTests {
  @Test func misspelledNameFindsStanleyKubrickFirst() async throws {
    let people = try PersonSearchService(people: EmbeddedCorpus.people())
    let first = try #require(try await people.search("kubrik").first)
    #expect(first.item.name == "Stanley Kubrick")
    #expect(first.item.role == "director")
  }

  @Test func knownForFindsTheAuthor() async throws {
    let people = try PersonSearchService(people: EmbeddedCorpus.people())
    let names = try await people.search("pride and prejudice", limit: 3).names()
    #expect(names.first == "Jane Austen")
  }

  @Test func defaultKeysWeightTheNameDouble() throws {
    let keys = try PersonSearchService.defaultOptions.keys
    #expect(keys.map(\.id) == ["name", "knownFor", "role"])
    #expect(keys.map(\.weight) == [2, 1, 1])
  }
}
