import Foundation

/// Prints the per-corpus and per-kind tables and the closing JSON line.
enum Report {
  /// One row of a table.
  struct Row {
    var label: String
    var tally: Tally
    var milliseconds: Double?
  }

  /// The table's text.
  static func table(title: String, rows: [Row]) -> String {
    var lines = [
      title,
      pad("", 12) + pad("n", 6, right: true) + pad("top-1", 8, right: true)
        + pad("top-5", 8, right: true) + pad("MRR@10", 8, right: true)
        + pad("zero", 8, right: true) + pad("ms/query", 10, right: true),
    ]
    for row in rows {
      let tally = row.tally
      lines.append(
        pad(row.label, 12) + pad("\(tally.count)", 6, right: true)
          + pad(fixed(tally.top1Rate), 8, right: true) + pad(fixed(tally.top5Rate), 8, right: true)
          + pad(fixed(tally.mrr), 8, right: true) + pad(fixed(tally.zeroRate), 8, right: true)
          + pad(row.milliseconds.map { fixed($0, digits: 2) } ?? "", 10, right: true))
    }
    return lines.joined(separator: "\n")
  }

  /// The closing JSON line.
  static func jsonLine(_ tally: Tally, millisecondsPerQuery: Double) -> String {
    "{\"n\":\(tally.count),\"top1\":\(fixed(tally.top1Rate)),\"top5\":\(fixed(tally.top5Rate)),"
      + "\"mrr\":\(fixed(tally.mrr)),\"zero\":\(fixed(tally.zeroRate)),"
      + "\"ms_per_query\":\(fixed(millisecondsPerQuery, digits: 3))}"
  }

  /// `value` with a fixed number of decimals.
  static func fixed(_ value: Double, digits: Int = 3) -> String {
    String(format: "%.\(digits)f", value)
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let gap = String(repeating: " ", count: max(0, width - text.count))
    return right ? gap + text : text + gap
  }
}
