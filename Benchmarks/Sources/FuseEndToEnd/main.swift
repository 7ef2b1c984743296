import Foundation
import Models

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

do throws(EndToEndError) {
  let arguments = try EndToEndArguments(Array(CommandLine.arguments.dropFirst()))
  if arguments.help {
    print(EndToEndArguments.usage)
    exit(0)
  }
  let directory = arguments.dataDirectory
  if arguments.documents {
    print(try DocumentLoad.run(in: directory, runs: arguments.runs))
    exit(0)
  }
  if let queries = arguments.catalogQueries {
    let latency = try CatalogLatency(
      queriesFile: queries, count: arguments.catalogQueryCount, passes: arguments.catalogPasses)
    print(try await latency.run(in: directory))
    exit(0)
  }
  let runs = arguments.runs
  var reports: [CorpusReport] = []
  var failures: [String] = []
  let books = try await CorpusReport.measure(try .books, in: directory, runs: runs)
  let movies = try await CorpusReport.measure(try .movies, in: directory, runs: runs)
  let people = try await CorpusReport.measure(try .people, in: directory, runs: runs)
  for outcome in [books, movies, people] {
    reports.append(outcome.report)
    failures += outcome.failures
  }
  for failure in failures { printError("FAIL \(failure)") }
  let peak = peakResidentMegabytes().map { jsonNumber($0, decimals: 1) } ?? "null"
  print(
    "{\"engine\":\"fuse-swift\",\"benchmark\":\"end-to-end\",\"runs\":\(runs),"
      + "\"corpora\":[" + reports.map(\.json).joined(separator: ",") + "],"
      + "\"peak_rss_mb\":\(peak),\"verified\":\(failures.isEmpty)}")
  exit(failures.isEmpty ? 0 : 1)
} catch {
  printError("FuseEndToEnd: \(error)")
  exit(2)
}
