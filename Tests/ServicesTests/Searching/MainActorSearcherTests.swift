import FuseCore
import Models
import Services
import Testing

@MainActor @Suite struct MainActorSearcherTests {
  @Test func searchesSynchronouslyOnTheMainActor() throws {
    let searcher = try MainActorSearcher(
      EmbeddedCorpus.books(), options: BookSearchService.defaultOptions)
    MainActor.assertIsolated()
    #expect(searcher.search("pride", limit: 1).first?.item.title == "Pride and Prejudice")
    #expect(searcher.count == (try EmbeddedCorpus.books().count))
  }

  @Test func mutationsChangeWhatIsFound() throws {
    let searcher = try MainActorSearcher(
      EmbeddedCorpus.people(), options: PersonSearchService.defaultOptions)
    let ada = Person(name: "Ottoline Quillfeather", role: "cartographer", knownFor: "Atlas")
    searcher.add(ada)
    #expect(searcher.search("quillfeather", limit: 1).first?.item == ada)
    #expect(searcher.remove { person, _ in person == ada } == [ada])
    #expect(searcher.search("quillfeather").allSatisfy { $0.item != ada })
    try searcher.setCollection([ada])
    #expect(searcher.records == [ada])
  }
}
