import Foundation
import FuseCore
import Models
import Services

/// `:load movies Data/movies.json` both ways, alternating: as the typed films (`Movie`, read by
/// the fast reader) and as documents of any JSON (`BookShell --data movies.json --keys
/// 'title^2,cast'`: FuseCore's reader into packed records, and path keys), each indexed with
/// the same keys, title (weight 2) and cast, as its shell corpus is (scores and matches
/// included).
enum DocumentLoad {
  /// One load: reading and parsing, indexing, and both.
  struct Sample {
    var parseMs, indexMs, totalMs: Double
  }

  /// Loads and indexes the file `runs` times each way, alternating.
  ///
  /// - Parameters:
  ///   - directory: The data folder.
  ///   - runs: How many loads each way.
  /// - Returns: One JSON line with the medians each way and their ratios.
  /// - Throws: ``EndToEndError`` when the file does not load.
  static func run(in directory: String, runs: Int) throws(EndToEndError) -> String {
    let path = URL(fileURLWithPath: directory).appendingPathComponent("movies.json").path
    var typed: [Sample] = []
    var documents: [Sample] = []
    var counts: (typed: Int, documents: Int) = (0, 0)
    for _ in 0..<runs {
      let (typedSample, typedCount) = try loadTyped(path)
      let (documentSample, documentCount) = try loadDocuments(path)
      typed.append(typedSample)
      documents.append(documentSample)
      counts = (typedCount, documentCount)
    }
    guard counts.typed == counts.documents else {
      throw EndToEndError("typed \(counts.typed) records, documents \(counts.documents)")
    }
    func medians(_ samples: [Sample]) -> (parse: Double, index: Double, total: Double) {
      (
        median(samples.map(\.parseMs)), median(samples.map(\.indexMs)),
        median(samples.map(\.totalMs))
      )
    }
    let (t, d) = (medians(typed), medians(documents))
    let fields: [(String, String)] = [
      ("benchmark", "\"documents\""),
      ("file", "\"movies.json\""),
      ("records", "\(counts.typed)"),
      ("runs", "\(runs)"),
      ("typed_parse_ms", jsonNumber(t.parse)),
      ("typed_index_ms", jsonNumber(t.index)),
      ("typed_total_ms", jsonNumber(t.total)),
      ("documents_parse_ms", jsonNumber(d.parse)),
      ("documents_index_ms", jsonNumber(d.index)),
      ("documents_total_ms", jsonNumber(d.total)),
      ("ratio_total", jsonNumber(d.total / t.total, decimals: 2)),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// The films as `Movie` records, indexed at title (weight 2) and cast.
  private static func loadTyped(_ path: String) throws(EndToEndError) -> (Sample, Int) {
    var profile = Movie.profile
    profile.fields = [
      CorpusField("title", \.title, weight: 2), CorpusField("cast", \.cast, weight: 1),
    ]
    return try load(path, profile: profile) { (path) throws(CorpusLoadError) in
      try CorpusLoader.load(Movie.self, fromFile: path)
    }
  }

  /// The films as JSON documents, packed as the shell holds them, indexed at the paths title
  /// (weight 2) and cast.
  private static func loadDocuments(_ path: String) throws(EndToEndError) -> (Sample, Int) {
    let profile = CorpusProfile<PackedJSON>.documents(
      name: "movies",
      fields: [CorpusField(path: "title", weight: 2), CorpusField(path: "cast", weight: 1)])
    return try load(path, profile: profile) { (path) throws(CorpusLoadError) in
      try CorpusLoader.packedDocuments(fromFile: path)
    }
  }

  /// Reads with `read`, then indexes with the profile's options (matches included, as the
  /// shell's corpora are), timing each phase.
  private static func load<Record>(
    _ path: String, profile: CorpusProfile<Record>,
    read: (String) throws(CorpusLoadError) -> [Record]
  ) throws(EndToEndError) -> (Sample, Int) {
    let start = ContinuousClock.now
    let records: [Record]
    let service: SearchService<Record>
    do {
      records = try read(path)
    } catch {
      throw EndToEndError(String(describing: error))
    }
    let parsed = millisecondsSince(start)
    do {
      var options = try profile.options
      options.includeMatches = true
      service = try SearchService(records, options: options, ranking: profile.ranking)
    } catch {
      throw EndToEndError(String(describing: error))
    }
    let total = millisecondsSince(start)
    _ = service
    return (Sample(parseMs: parsed, indexMs: total - parsed, totalMs: total), records.count)
  }
}
