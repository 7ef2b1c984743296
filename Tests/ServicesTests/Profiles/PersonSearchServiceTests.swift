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

  @Test func aNameTypedSurnameFirstLeavesOutItsGenerationalSuffix() async throws {
    // On the shipped people, Fuse.js puts *Alfonso Freeman*, whom "al" begins, first; *Al
    // Freeman Jr.* is the whole name typed surname first once "Jr." is not its surname.
    let people = try PersonSearchService(people: ServicesFixtures.realPeople())
    let ranked = try await people.search("Freeman Al", limit: 5).names()
    #expect(ranked.first == "Al Freeman Jr.")
    var ranking = await people.ranking
    ranking.rules.remove(.parentheticalSuffix)
    await people.setRanking(ranking)
    let withSuffix = try await people.search("Freeman Al", limit: 5).names()
    #expect(withSuffix.first == "Alfonso Freeman")
    await people.setRanking(.fuse)
    let fuse = try await people.search("Freeman Al", limit: 5).names()
    #expect(fuse.first == "Alfonso Freeman")
  }

  @Test func aSurnameBeingTypedBeatsTheStartOfAWorkTheyAreKnownFor() async throws {
    // On the shipped people, "knigh" starts *Knightriders* and *Knight and Day*, for which
    // others are known; a work someone is known for is not their name, and the people called
    // Knight lead, as in Fuse.js's order.
    let people = try PersonSearchService(people: ServicesFixtures.realPeople())
    let first = try #require(try await people.search("knigh", limit: 3).first)
    #expect(first.item.name.contains("Knight"))
    #expect(!first.item.knownFor.hasPrefix("Knight"))
  }

  @Test func defaultKeysWeightTheNameDouble() throws {
    let keys = try PersonSearchService.defaultOptions.keys
    #expect(keys.map(\.id) == ["name", "knownFor", "role"])
    #expect(keys.map(\.weight) == [2, 1, 1])
  }
}
