import Foundation
import FuseCore
import Models
import Services

/// One corpus file of `Data/`, the query the benchmark sends it, and the options the shell
/// indexes it with.
struct CorpusCase<Record: Codable & Hashable & Sendable>: Sendable {
  /// The corpus name, as `BookShell --corpus` spells it.
  var name: String
  /// The file name inside the data folder.
  var file: String
  /// The first query, a typo the shell's README shows.
  var query: String
  /// The shell's options: the Services layer's defaults with matches included (what
  /// `ShellSettings.options(for:)` builds from the default keys).
  var options: FuseOptions<Record>
  /// The order the shell shows hits in: its service's default ranking.
  var ranking: SearchRanking
  /// A record's year and popularity, as the corpus's profile declares them (the shell's service
  /// reads both).
  var profile: CorpusProfile<Record>

  /// The most hits the shell shows (its default `limit`).
  static var limit: Int { 10 }

  /// Loads, indexes and searches once, timing each phase.
  ///
  /// - Parameter path: The corpus file.
  /// - Returns: The timings and hits.
  /// - Throws: ``EndToEndError`` when the file does not load or the options are invalid.
  func runOnce(path: String) async throws(EndToEndError) -> Sample {
    let start = ContinuousClock.now
    let cpuStart = processCPUMilliseconds()
    let records: [Record]
    do {
      records = try CorpusLoader.load(Record.self, fromFile: path)
    } catch {
      throw EndToEndError(String(describing: error))
    }
    let parsed = millisecondsSince(start)
    let parsedCPU = processCPUMilliseconds()
    let service: SearchService<Record>
    do {
      service = try SearchService(
        records, options: options, ranking: ranking, year: profile.year,
        popularity: profile.popularity)
    } catch {
      throw EndToEndError("\(name): \(error)")
    }
    let indexed = millisecondsSince(start)
    let indexedCPU = processCPUMilliseconds()
    let hits = (try? await service.search(query, limit: Self.limit)) ?? []
    let total = millisecondsSince(start)
    let totalCPU = processCPUMilliseconds() - cpuStart
    return Sample(
      records: records, hits: hits, parseMs: parsed, indexMs: indexed - parsed,
      queryMs: total - indexed, totalMs: total, parseCPUMs: parsedCPU - cpuStart,
      indexCPUMs: indexedCPU - parsedCPU, totalCPUMs: totalCPU)
  }

  /// One load + index + first query.
  struct Sample {
    /// The records loaded.
    var records: [Record]
    /// The hits of the query.
    var hits: [FuseResult<Record>]
    /// Reading and parsing the file.
    var parseMs: Double
    /// Building the searcher (the actor's `Fuse.Search`).
    var indexMs: Double
    /// The first query, through the actor.
    var queryMs: Double
    /// All three.
    var totalMs: Double
    /// The process CPU time (all threads) of parsing, indexing, and all three.
    var parseCPUMs, indexCPUMs, totalCPUMs: Double
  }

  /// What ``verify(_:path:)`` found: the failures, and Fuse.js's own top hits.
  struct Verification {
    /// The failures found (empty when verified).
    var failures: [String]
    /// The first ``CorpusCase/limit`` hits of a plain `Fuse.Search`, in Fuse.js's order (what
    /// node + Fuse.js must print).
    var fuseHits: [FuseResult<Record>]
  }

  /// Checks a sample against an independent computation: the records against Foundation's
  /// `JSONDecoder`, and the hits against a plain `Fuse.Search` over those records, put in the
  /// ranking's order.
  ///
  /// - Parameters:
  ///   - sample: A sample of ``runOnce(path:)``.
  ///   - path: The corpus file.
  /// - Returns: The failures and Fuse.js's own top hits.
  func verify(_ sample: Sample, path: String) -> Verification {
    var failures: [String] = []
    let reference: [Record]
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      reference = try JSONDecoder().decode([Record].self, from: data)
    } catch {
      return Verification(
        failures: ["\(name): JSONDecoder could not read \(path): \(error)"], fuseHits: [])
    }
    if sample.records != reference {
      failures.append("\(name): the loaded records differ from JSONDecoder's")
    }
    if sample.hits.isEmpty { failures.append("\(name): \"\(query)\" found nothing") }
    do {
      let plain = try Fuse.Search(reference, options: options)
      let fuseOrder = plain.search(query)
      // The key ids tell the ranking which texts are the names its profile declares.
      let year = profile.year
      let expected = ranking.ordered(
        fuseOrder, query: query, limit: Self.limit, keys: options.keys.map(\.id),
        year: year.map { year in { year($0.item) } }, popularity: profile.popularity
      ) {
        plain.indexedTexts(refIndex: $0.refIndex)
      }
      if sample.hits != expected {
        failures.append(
          "\(name): the hits for \"\(query)\" differ from a plain Fuse.Search in \(ranking) order")
      }
      return Verification(failures: failures, fuseHits: Array(fuseOrder.prefix(Self.limit)))
    } catch {
      return Verification(failures: failures + ["\(name): \(error)"], fuseHits: [])
    }
  }
}

extension CorpusCase {
  /// A corpus searched with its service's default options, matches included, in its service's
  /// default ranking (as the shell searches it).
  ///
  /// - Parameters:
  ///   - name: The corpus name.
  ///   - file: The file name inside the data folder.
  ///   - query: The first query.
  ///   - ranking: The service's `defaultRanking`.
  ///   - profile: The corpus's profile (its records' year and popularity).
  ///   - defaults: The service's `defaultOptions`.
  /// - Throws: ``EndToEndError`` if the default options cannot be made.
  init(
    name: String, file: String, query: String, ranking: SearchRanking,
    profile: CorpusProfile<Record>, defaults: () throws(FuseError) -> FuseOptions<Record>
  ) throws(EndToEndError) {
    var options: FuseOptions<Record>
    do {
      options = try defaults()
    } catch {
      throw EndToEndError("the default options of \(name): \(error)")
    }
    options.includeMatches = true
    self.init(
      name: name, file: file, query: query, options: options, ranking: ranking, profile: profile)
  }
}

extension CorpusCase where Record == Book {
  /// The books corpus.
  static var books: CorpusCase<Book> {
    get throws(EndToEndError) {
      try CorpusCase(
        name: "books", file: "books.json", query: "tolkein",
        ranking: BookSearchService.defaultRanking, profile: Book.profile
      ) {
        () throws(FuseError) in try BookSearchService.defaultOptions
      }
    }
  }
}

extension CorpusCase where Record == Movie {
  /// The movies corpus.
  static var movies: CorpusCase<Movie> {
    get throws(EndToEndError) {
      try CorpusCase(
        name: "movies", file: "movies.json", query: "godfathr",
        ranking: MovieSearchService.defaultRanking, profile: Movie.profile
      ) {
        () throws(FuseError) in try MovieSearchService.defaultOptions
      }
    }
  }
}

extension CorpusCase where Record == Person {
  /// The people corpus.
  static var people: CorpusCase<Person> {
    get throws(EndToEndError) {
      try CorpusCase(
        name: "people", file: "people.json", query: "kubrik",
        ranking: PersonSearchService.defaultRanking, profile: Person.profile
      ) {
        () throws(FuseError) in try PersonSearchService.defaultOptions
      }
    }
  }
}
