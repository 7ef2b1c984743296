import Foundation
import FuseCore

/// Runs one child process per size (so each size's peak RSS is its own), prints a Markdown
/// scaling table, and ends with one JSON line holding every child's line.
///
/// - Returns: Whether every child passed.
func runScalingTable(_ arguments: Arguments, sizes: [Int]) throws(BenchmarkError) -> Bool {
  let executable =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments[0]
  var lines: [String] = []
  var rows: [JSONValue] = []
  var passed = true
  for size in sizes {
    printError("scale: \(size) records …")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments.childArguments(records: size)
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw BenchmarkError("cannot start \(executable): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus != 0 { passed = false }
    let text = String(decoding: data, as: UTF8.self)
    guard let line = text.split(separator: "\n").last.map(String.init),
      let row = try? JSONValue(parsing: line)
    else {
      throw BenchmarkError("the \(size)-record run printed no JSON line")
    }
    lines.append(line)
    rows.append(row)
  }

  print(
    "| records | build ms | ms/query | ms/query per 100k records | p95 ms | load RSS MB "
      + "| run peak RSS MB | run peak − load MB | verified |")
  print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
  for row in rows {
    let records = row["records"]?.numberValue ?? 0
    let perQuery = row["ms_per_query"]?.numberValue ?? 0
    let load = row["load_rss_mb"]?.numberValue ?? .nan
    let runPeak = row["run_peak_rss_mb"]?.numberValue ?? .nan
    let cells = [
      number(records, decimals: 0),
      number(row["build_ms"]?.numberValue ?? .nan, decimals: 1),
      number(perQuery),
      number(records > 0 ? perQuery / records * 100_000 : .nan),
      number(row["p95_ms"]?.numberValue ?? .nan),
      number(load, decimals: 1),
      number(runPeak, decimals: 1),
      number(runPeak - load, decimals: 1),
      row["verified"]?.boolValue.map { $0 ? "yes" : "NO" } ?? "skipped",
    ]
    print("| " + cells.map { $0 == "null" ? "–" : $0 }.joined(separator: " | ") + " |")
  }
  let verdicts = rows.compactMap { $0["verified"]?.boolValue }
  let verified =
    verdicts.isEmpty ? "null" : (verdicts.allSatisfy { $0 } && passed ? "true" : "false")
  print("{\"scale\":[" + lines.joined(separator: ",") + "],\"verified\":\(verified)}")
  return passed
}
