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
  /// - Returns: The lines, without line breaks: for ``CorpusName/all`` each result names its
  ///   corpus.
  func lines(
    for groups: [ShellResultGroup], query: String, corpus: CorpusName, latency: Duration?
  ) -> [String] {
    let total = groups.reduce(0) { $0 + $1.hits.count }
    let count = total == 1 ? "1 result" : "\(total) results"
    let place = corpus == .all ? "all corpora" : corpus.rawValue
    let time = latency.map { " (\(NumberText.milliseconds($0)))" } ?? ""
    // Where the relevance order puts a worse Fuse.js score first, the scores would read as the
    // order's reason: the heading says what each is.
    let misleads = groups.contains { group in
      let scores = group.hits.compactMap(\.score)
      return zip(scores, scores.dropFirst()).contains { $0 > $1 }
    }
    let legend = misleads ? " · relevance order; the score is Fuse.js's, 0 = exact" : ""
    var lines = [
      style.bold("\(count) for \"\(TextStyle.printable(ShellError.clipped(query)))\" in \(place)")
        + style.dim(time + legend)
    ]
    var rank = 1
    for hit in groups.flatMap(\.hits) {
      lines += self.lines(for: hit, rank: rank, namingCorpus: corpus == .all)
      rank += 1
    }
    return lines
  }

  /// The lines of one result.
  ///
  /// - Parameters:
  ///   - hit: The result.
  ///   - rank: Its rank, from 1.
  ///   - namingCorpus: Whether the title line names the hit's corpus (results of several).
  /// - Returns: The title line, then at most two match lines: the best match of the first two
  ///   keys matched, the last followed by how many other matches there are.
  func lines(for hit: ShellHit, rank: Int, namingCorpus: Bool = false) -> [String] {
    let corpus = namingCorpus ? "  " + style.dim("(\(hit.corpus.rawValue))") : ""
    var lines = [
      "\(rank < 10 ? " " : "")\(rank). \(TextStyle.printable(hit.titleLine))" + corpus
        + (hit.score.map { "  " + style.dim("score \(NumberText.score($0))") } ?? "")
    ]
    let shown = Self.shownMatches(hit.matches)
    for (position, match) in shown.enumerated() {
      let hidden = hit.matches.count - shown.count
      let more =
        position == shown.count - 1 && hidden > 0 ? "  " + style.dim("+\(hidden) more") : ""
      lines.append("      \(Self.label(of: match)): " + highlighted(match) + more)
    }
    return lines
  }

  /// The most match lines a result gets.
  static let matchLines = 2

  /// The matches a result shows: per key (in the order the keys matched) the one with the
  /// most matched characters (the first on a tie), for the first ``matchLines`` keys.
  static func shownMatches(_ matches: [FuseMatch]) -> [FuseMatch] {
    var best: [(key: String?, match: FuseMatch, matched: Int)] = []
    for match in matches {
      let matched = match.indices.reduce(0) { $0 + $1.count }
      if let position = best.firstIndex(where: { $0.key == match.key }) {
        if matched > best[position].matched { best[position] = (match.key, match, matched) }
      } else {
        best.append((match.key, match, matched))
      }
    }
    return best.prefix(matchLines).map(\.match)
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
