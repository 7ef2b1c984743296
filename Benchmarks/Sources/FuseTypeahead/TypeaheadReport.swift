import Foundation

/// Prints the per-corpus tables and the closing JSON line.
enum TypeaheadReport {
  /// The keystroke table: one row per corpus and variant.
  static func keystrokeTable(_ runs: [CorpusRun], variantOrder: ([String]) -> [String]) -> String {
    var lines = [
      "keystrokes to a stable #1 / top 3 (median; ∞ when more than half never get there)",
      pad("", 16) + pad("n", 5, right: true) + pad("#1 med", 8, right: true)
        + pad("frac", 7, right: true) + pad("never", 8, right: true)
        + pad("top3 med", 10, right: true) + pad("never", 8, right: true),
    ]
    for run in runs {
      for variant in variantOrder(Array(run.outcomes.keys)) {
        let metrics = KeystrokeMetrics(run.outcomes[variant] ?? [])
        lines.append(
          pad("\(run.corpus)/\(variant)", 16) + pad("\(metrics.count)", 5, right: true)
            + pad(text(metrics.top1Median, digits: 1), 8, right: true)
            + pad(text(metrics.top1FractionMedian, digits: 2), 7, right: true)
            + pad(percent(metrics.top1Never), 8, right: true)
            + pad(text(metrics.top3Median, digits: 1), 10, right: true)
            + pad(percent(metrics.top3Never), 8, right: true))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The latency table: one row per corpus.
  static func latencyTable(_ runs: [CorpusRun]) -> String {
    var lines = [
      "latency per search, wall (ms)",
      pad("", 16) + pad("searches", 9, right: true) + pad("p50", 9, right: true)
        + pad("p95", 9, right: true) + pad("max", 9, right: true),
    ]
    for run in runs {
      let latency = LatencySummary(run.milliseconds)
      lines.append(
        pad(run.corpus, 16) + pad("\(latency.count)", 9, right: true)
          + pad(fixed(latency.p50, digits: 2), 9, right: true)
          + pad(fixed(latency.p95, digits: 2), 9, right: true)
          + pad(fixed(latency.maximum, digits: 2), 9, right: true))
    }
    return lines.joined(separator: "\n")
  }

  /// The closing JSON line.
  static func jsonLine(
    _ runs: [CorpusRun], options: TypeaheadOptions, ranking: String, verified: Bool,
    variantOrder: ([String]) -> [String]
  ) -> String {
    let corpora = runs.map { run in
      let variants = variantOrder(Array(run.outcomes.keys)).map { variant in
        let metrics = KeystrokeMetrics(run.outcomes[variant] ?? [])
        return "\"\(variant)\":{\"n\":\(metrics.count),"
          + "\"top1_med\":\(json(metrics.top1Median, digits: 1)),"
          + "\"top1_frac_med\":\(json(metrics.top1FractionMedian, digits: 3)),"
          + "\"top1_never\":\(fixed(metrics.top1Never)),"
          + "\"top3_med\":\(json(metrics.top3Median, digits: 1)),"
          + "\"top3_never\":\(fixed(metrics.top3Never))}"
      }
      let latency = LatencySummary(run.milliseconds)
      let latencyJSON =
        "\"latency_ms\":{\"p50\":\(fixed(latency.p50)),\"p95\":\(fixed(latency.p95)),"
        + "\"max\":\(fixed(latency.maximum)),\"searches\":\(latency.count)}"
      return "\"\(run.corpus)\":{\((variants + [latencyJSON]).joined(separator: ","))}"
    }
    return "{\"options\":\"\(options.rawValue)\",\"ranking\":\"\(ranking)\","
      + "\"corpora\":{\(corpora.joined(separator: ","))},\"verified\":\(verified)}"
  }

  /// `value` with a fixed number of decimals.
  static func fixed(_ value: Double, digits: Int = 3) -> String {
    String(format: "%.\(digits)f", value)
  }

  private static func json(_ value: Double?, digits: Int) -> String {
    value.map { fixed($0, digits: digits) } ?? "null"
  }

  private static func text(_ value: Double?, digits: Int) -> String {
    value.map { fixed($0, digits: digits) } ?? "∞"
  }

  private static func percent(_ share: Double) -> String {
    fixed(share * 100, digits: 1) + "%"
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let gap = String(repeating: " ", count: max(0, width - text.count))
    return right ? gap + text : text + gap
  }
}
