import Foundation
import FuseCore
import Models
import Services

/// `:corpus all` as the shell runs it: one `SearchCatalog` over the three `Data/` corpora,
/// searched with every labelled query of a queries file, one query at a time.
///
/// Each search's wall time and the process CPU time it used are recorded; the report gives
/// their medians, p95 and means, and a digest of every hit (corpus, position, score) so two
/// builds can be checked to return the same results.
struct CatalogLatency {
  /// The queries, in file order.
  var queries: [String]
  /// How many times every query is searched.
  var passes: Int

  /// A labelled query as the queries file spells it (only the text is used).
  private struct LabelledQuery: Decodable {
    var query: String
  }

  /// Reads the queries of a labelled queries file (`Tests/ServicesTests/Fixtures/queries-public.json`).
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - count: How many queries to keep, spread evenly over the file.
  ///   - passes: How many times each is searched.
  /// - Throws: ``EndToEndError`` when the file cannot be read.
  init(queriesFile path: String, count: Int, passes: Int) throws(EndToEndError) {
    let all: [LabelledQuery]
    do {
      all = try JSONDecoder().decode(
        [LabelledQuery].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw EndToEndError("could not read the queries in \(path): \(error)")
    }
    let step = max(1, all.count / max(1, count))
    queries = stride(from: 0, to: all.count, by: step).prefix(count).map { all[$0].query }
    self.passes = passes
  }

  /// Loads the three corpora, builds the catalog and times the searches.
  ///
  /// - Parameter directory: The data folder.
  /// - Returns: One JSON line.
  /// - Throws: ``EndToEndError`` when a corpus does not load.
  func run(in directory: String) async throws(EndToEndError) -> String {
    func path(_ name: String) -> String {
      URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }
    let catalog: SearchCatalog
    do {
      let corpus = Corpus(
        books: try CorpusLoader.load(Book.self, fromFile: path("books.json")),
        movies: try CorpusLoader.load(Movie.self, fromFile: path("movies.json")),
        people: try CorpusLoader.load(Person.self, fromFile: path("people.json")))
      catalog = try SearchCatalog(corpus: corpus)
    } catch {
      throw EndToEndError("could not build the catalog: \(error)")
    }
    var wall: [Double] = []
    var cpu: [Double] = []
    var digest = StableDigest()
    var hits = 0
    // One search of every query first, untimed: the first query of a corpus pays for its
    // searcher's scratch buffers.
    for query in queries { _ = try? await catalog.search(query, limit: 10) }
    for pass in 0..<passes {
      for query in queries {
        let start = ContinuousClock.now
        let cpuStart = processCPUMilliseconds()
        let found: SearchCatalog.Results
        do {
          found = try await catalog.search(query, limit: 10)
        } catch {
          throw EndToEndError("\(query): \(error)")
        }
        cpu.append(processCPUMilliseconds() - cpuStart)
        wall.append(millisecondsSince(start))
        guard pass == 0 else { continue }
        for (name, results) in [
          ("books", found[Book.profile].map { ($0.refIndex, $0.score) }),
          ("movies", found[Movie.profile].map { ($0.refIndex, $0.score) }),
          ("people", found[Person.profile].map { ($0.refIndex, $0.score) }),
        ] {
          digest.add(name)
          for (refIndex, score) in results {
            digest.add("\(refIndex) \(score ?? -1)")
            hits += 1
          }
        }
      }
    }
    let sorted = wall.sorted()
    let p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    let fields: [(String, String)] = [
      ("benchmark", "\"catalog\""),
      ("queries", "\(queries.count)"),
      ("passes", "\(passes)"),
      ("wall_p50_ms", jsonNumber(median(wall))),
      ("wall_p95_ms", jsonNumber(p95)),
      ("wall_mean_ms", jsonNumber(wall.reduce(0, +) / Double(max(1, wall.count)))),
      ("cpu_p50_ms", jsonNumber(median(cpu))),
      ("cpu_mean_ms", jsonNumber(cpu.reduce(0, +) / Double(max(1, cpu.count)))),
      ("hits", "\(hits)"),
      ("hits_digest", "\"\(String(digest.value, radix: 16))\""),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}

/// A digest that is the same in every process (FNV-1a over UTF-8), unlike `Hasher`, which is
/// seeded per process: two builds' hits compare by it.
struct StableDigest {
  /// The digest so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds a text, and a separator after it.
  mutating func add(_ text: String) {
    for byte in text.utf8 + [0] {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
}
