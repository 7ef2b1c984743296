import FuseCore
import Models
import Services
import TestSupport
import Testing

/// Many tasks search and mutate the three actors at once.
///
/// Every search is checked against a fresh
/// `Fuse.Search` built over the records and options the actor held at that moment (its results
/// put in the actor's ranking order), and the final record counts must add up.
@Suite struct SearchServiceStressTests {
  private static let taskCount = 12
  private static let operationsPerTask = 20
  private static let queries = ["stve", "pride", "tolkein", "kubrik", "ange", "stress 3"]

  /// The number of records a task added minus the number it removed.
  private static func exercise<Record: Sendable & Equatable>(
    _ service: SearchService<Record>, task: Int, make: @Sendable (String) -> Record,
    isGenerated: @escaping @Sendable (Record) -> Bool
  ) async throws -> Int {
    // Seeded, so every run performs the same operation mix.
    var generator = SplitMix64(seed: UInt64(task + 1))
    var delta = 0
    for step in 0..<operationsPerTask {
      switch generator.below(6) {
      case 0, 1, 2:
        let query = queries[generator.below(queries.count)]
        let snapshot = try await service.searchWithSnapshot(query)
        let reference = try Fuse.Search(snapshot.records, options: snapshot.options)
        let expected = snapshot.ranking.ordered(
          reference.search(query), query: query, limit: nil,
          keys: snapshot.options.keys.map(\.id)
        ) { reference.indexedTexts(refIndex: $0.refIndex) }
        #expect(snapshot.results == expected, "task \(task) step \(step) '\(query)'")
      case 3:
        await service.add(make("Stress \(task) \(step)"))
        delta += 1
      case 4:
        let removed = await service.remove { record, _ in isGenerated(record) }
        delta -= removed.count
      default:
        let count = await service.count
        // Another task may shrink the collection first; then removeAt throws and nothing changes.
        if count > 0, (try? await service.removeAt(generator.below(count))) != nil { delta -= 1 }
      }
    }
    return delta
  }

  @Test func concurrentSearchesAndMutationsMatchASerialReference() async throws {
    let corpus = try EmbeddedCorpus.all()
    let catalog = try SearchCatalog(corpus: corpus)
    let books = try #require(catalog[Book.profile])
    let movies = try #require(catalog[Movie.profile])
    let people = try #require(catalog[Person.profile])
    let deltas = try await withThrowingTaskGroup(of: [Int].self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          switch task % 4 {
          case 0:
            let delta = try await Self.exercise(
              books, task: task, make: { Book(title: $0, author: "Stress Author", year: nil) },
              isGenerated: { $0.author == "Stress Author" })
            return [delta, 0, 0]
          case 1:
            let delta = try await Self.exercise(
              movies, task: task, make: { Movie(title: $0, year: 2_000) },
              isGenerated: { $0.year == 2_000 && $0.title.hasPrefix("Stress") })
            return [0, delta, 0]
          case 2:
            let delta = try await Self.exercise(
              people, task: task, make: { Person(name: $0, role: "tester", knownFor: "stress") },
              isGenerated: { $0.role == "tester" })
            return [0, 0, delta]
          default:
            for query in Self.queries {
              let found = try await catalog.search(query, limit: 5)
              #expect(
                found[Book.profile].count <= 5 && found[Movie.profile].count <= 5
                  && found[Person.profile].count <= 5)
            }
            return [0, 0, 0]
          }
        }
      }
      var total = [0, 0, 0]
      for try await delta in group { total = zip(total, delta).map(+) }
      return total
    }
    #expect(await books.count == corpus.books.count + deltas[0])
    #expect(await movies.count == corpus.movies.count + deltas[1])
    #expect(await people.count == corpus.people.count + deltas[2])
    let kubrick = try await people.search("kubrik")
    #expect(kubrick.contains { $0.item.name == "Stanley Kubrick" } || deltas[2] < 0)
  }
}
