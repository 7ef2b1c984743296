import FuseCore

/// Renders search results as text lines: a heading, then per result its rank, title, score and
/// the matched fields with the matched characters highlighted.
struct ResultPrinter: Sendable {
  /// The markup to use.
  var style: TextStyle

  /// The lines for published results.
  ///
  /// - Parameters:
  ///   - groups: The results, one group per corpus searched, each best first.
  ///   - query: The query they answer.
  ///   - corpus: The corpus searched.
  ///   - latency: How long the search took.
  /// - Returns: The lines, without line breaks: for ``CorpusName/all`` a heading per group.
  func lines(
    for groups: [ShellResultGroup], query: String, corpus: CorpusName, latency: Duration?
  ) -> [String] {
    let total = groups.reduce(0) { $0 + $1.hits.count }
    let count = total == 1 ? "1 result" : "\(total) results"
    let place = corpus == .all ? "all corpora" : corpus.rawValue
    let time = latency.map { " (\(NumberText.milliseconds($0)))" } ?? ""
    var lines = [
      style.bold("\(count) for \"\(TextStyle.printable(ShellError.clipped(query)))\" in \(place)")
        + style.dim(time)
    ]
    var rank = 1
    for group in groups {
      if corpus == .all { lines.append("\(group.corpus.rawValue) (\(group.hits.count))") }
      for hit in group.hits {
        lines += self.lines(for: hit, rank: rank)
        rank += 1
      }
    }
    return lines
  }

  /// The lines of one result.
  ///
  /// - Parameters:
  ///   - hit: The result.
  ///   - rank: Its rank, from 1.
  /// - Returns: The title line, then one line per matched field.
  func lines(for hit: ShellHit, rank: Int) -> [String] {
    var lines = [
      "\(rank < 10 ? " " : "")\(rank). \(TextStyle.printable(hit.titleLine))"
        + (hit.score.map { "  " + style.dim("score \(NumberText.score($0))") } ?? "")
    ]
    for match in hit.matches {
      lines.append("      \(Self.label(of: match)): " + highlighted(match))
    }
    return lines
  }

  /// A match's value with its matched characters marked, cut to 200 characters.
  func highlighted(_ match: FuseMatch) -> String {
    let value = match.value
    guard value.count > 200 else { return style.highlight(value, ranges: match.highlightRanges) }
    let end = value.index(value.startIndex, offsetBy: 200)
    return style.highlight(value, ranges: match.highlightRanges, upTo: end) + "…"
  }

  /// `title`, or `cast[2]` for an array item.
  static func label(of match: FuseMatch) -> String {
    let key = match.key ?? "value"
    return match.refIndex.map { "\(key)[\($0)]" } ?? key
  }
}
