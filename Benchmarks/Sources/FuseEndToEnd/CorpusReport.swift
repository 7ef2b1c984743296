import Foundation
import FuseCore

/// The medians of one corpus's runs, and its hits, as one JSON object.
struct CorpusReport {
  /// The corpus name.
  var name: String
  /// The file's size in bytes.
  var bytes: Int
  /// The number of records.
  var records: Int
  /// The query.
  var query: String
  /// Medians over the runs (wall time).
  var parseMs, indexMs, queryMs, totalMs: Double
  /// Medians over the runs of the process CPU time (all threads).
  var parseCPUMs, indexCPUMs, totalCPUMs: Double
  /// `[refIndex, score]` of each hit, in the shell's order.
  var hits: [(refIndex: Int, score: Double)]
  /// `[refIndex, score]` of Fuse.js's own first hits, in Fuse.js's order.
  var fuseHits: [(refIndex: Int, score: Double)]
  /// Whether the checks passed.
  var verified: Bool

  /// Runs a corpus `runs` times and verifies the first run.
  ///
  /// - Parameters:
  ///   - corpus: The corpus.
  ///   - directory: The data folder.
  ///   - runs: How many runs.
  /// - Returns: The report and the failures.
  /// - Throws: ``EndToEndError`` when the file cannot be loaded.
  static func measure<Record>(
    _ corpus: CorpusCase<Record>, in directory: String, runs: Int
  ) async throws(EndToEndError) -> (report: CorpusReport, failures: [String]) {
    let path = URL(fileURLWithPath: directory).appendingPathComponent(corpus.file).path
    var samples: [CorpusCase<Record>.Sample] = []
    var verification = CorpusCase<Record>.Verification(failures: [], fuseHits: [])
    for run in 0..<runs {
      let sample = try await corpus.runOnce(path: path)
      if run == 0 { verification = corpus.verify(sample, path: path) }
      // Keep only the timings of later runs, so at most two copies of a corpus are resident.
      var kept = sample
      if run > 0 { kept.records = [] }
      samples.append(kept)
    }
    let first = samples[0]
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let report = CorpusReport(
      name: corpus.name, bytes: size, records: first.records.count, query: corpus.query,
      parseMs: median(samples.map(\.parseMs)), indexMs: median(samples.map(\.indexMs)),
      queryMs: median(samples.map(\.queryMs)), totalMs: median(samples.map(\.totalMs)),
      parseCPUMs: median(samples.map(\.parseCPUMs)),
      indexCPUMs: median(samples.map(\.indexCPUMs)),
      totalCPUMs: median(samples.map(\.totalCPUMs)),
      hits: first.hits.map { ($0.refIndex, $0.score ?? 0) },
      fuseHits: verification.fuseHits.map { ($0.refIndex, $0.score ?? 0) },
      verified: verification.failures.isEmpty)
    return (report, verification.failures)
  }

  /// The report as a JSON object.
  var json: String {
    let megabytesPerSecond = parseMs > 0 ? Double(bytes) / 1_048_576 / (parseMs / 1e3) : 0
    func list(_ hits: [(refIndex: Int, score: Double)]) -> String {
      "["
        + hits.map { "[\($0.refIndex),\(jsonNumber($0.score, decimals: 17))]" }
        .joined(separator: ",") + "]"
    }
    let fields: [(String, String)] = [
      ("corpus", "\"\(name)\""),
      ("bytes", "\(bytes)"),
      ("records", "\(records)"),
      ("query", "\"\(query)\""),
      ("parse_ms", jsonNumber(parseMs)),
      ("parse_mb_per_s", jsonNumber(megabytesPerSecond, decimals: 1)),
      ("index_ms", jsonNumber(indexMs)),
      ("query_ms", jsonNumber(queryMs)),
      ("total_ms", jsonNumber(totalMs)),
      ("parse_cpu_ms", jsonNumber(parseCPUMs)),
      ("index_cpu_ms", jsonNumber(indexCPUMs)),
      ("total_cpu_ms", jsonNumber(totalCPUMs)),
      ("hits", list(hits)),
      ("fuse_hits", list(fuseHits)),
      ("verified", verified ? "true" : "false"),
    ]
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}
