import Foundation

/// Queries up to this many UTF-16 units run as one Bitap pattern; longer ones are chunked.
let longQueryThreshold = 32

extension RunReport {
  /// The per-pass mean time of the queries `position` selects, then the median over passes.
  func msPerQuery(where include: (Int) -> Bool) -> Double {
    let selected = (0..<queries).filter(include)
    guard !selected.isEmpty, let passes = passMs.first?.count else { return 0 }
    let perPass = (0..<passes).map { pass in
      Statistics.mean(selected.map { passMs[$0][pass] })
    }
    return Statistics.median(perPass)
  }

  /// The whole process's peak: loading's or the run's, whichever is larger.
  var peakRSSMB: Double? {
    guard let run = runPeakRSSMB else { return load.peakMB }
    return max(run, load.peakMB ?? 0)
  }

  /// Each query's median over the timed passes.
  var queryMedians: [Double] { passMs.map(Statistics.median) }

  /// The one-line JSON summary: the fields every harness prints (Fuse.js's script too), then
  /// extras.
  var jsonLine: String {
    let medians = queryMedians
    let short = { (position: Int) in queryUnits[position] <= longQueryThreshold }
    var fields: [(String, String)] = [
      ("records", "\(records)"),
      ("queries", "\(queries)"),
      ("build_ms", number(Statistics.median(buildSamples))),
      ("ms_per_query", number(msPerQuery { _ in true })),
      ("p50_ms", number(Statistics.percentile(medians, 50))),
      ("p95_ms", number(Statistics.percentile(medians, 95))),
      ("max_ms", number(medians.max() ?? 0)),
      ("peak_rss_mb", peakRSSMB.map { number($0, decimals: 1) } ?? "null"),
      ("verified", verified.map { $0 ? "true" : "false" } ?? "null"),
      ("engine", "\"fuse-swift\""),
      ("key_form", "\"\(settings.keyForm.rawValue)\""),
      ("check_interval", settings.checkInterval.map { "\($0)" } ?? "null"),
      ("passes", "\(passMs.first?.count ?? 0)"),
      ("builds", "\(buildSamples.count)"),
      ("build_ms_min", number(buildSamples.min() ?? 0)),
      ("cold_ms_per_query", number(Statistics.mean(coldMs))),
      ("queries_le32", "\((0..<queries).filter(short).count)"),
      ("ms_per_query_le32", number(msPerQuery(where: short))),
      ("queries_gt32", "\((0..<queries).filter { !short($0) }.count)"),
      ("ms_per_query_gt32", number(msPerQuery { !short($0) })),
      ("cpu_ms_per_query", number(cpuMsPerQuery)),
      ("load_peak_rss_mb", megabytes(load.peakMB)),
      ("load_rss_mb", megabytes(load.residentMB)),
      ("run_peak_rss_mb", load.peakWasReset ? megabytes(runPeakRSSMB) : "null"),
    ]
    if let verificationNote {
      fields.append(("verification", jsonString(verificationNote)))
    }
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}

/// A JSON number with a fixed number of decimals.
func number(_ value: Double, decimals: Int = 3) -> String {
  guard value.isFinite else { return "null" }
  return String(format: "%.\(decimals)f", value)
}

/// Megabytes with one decimal, or `null`.
func megabytes(_ value: Double?) -> String {
  value.map { number($0, decimals: 1) } ?? "null"
}

/// A JSON string literal.
func jsonString(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
