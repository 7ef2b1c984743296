import FuseCore

/// `--query TEXT`: one search without the view-model, printed as text or JSON.
enum OneShotQuery {
  /// Searches once and prints the results.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - corpora: The corpora.
  ///   - corpus: The corpus to search (``CorpusName/all`` searches the three at once).
  ///   - limit: The most results per corpus.
  ///   - json: Whether to print Fuse.js-shaped JSON instead of text.
  ///   - style: The text markup.
  ///   - output: Where to print.
  /// - Throws: ``ShellError/noMatch(query:)`` when nothing matched (exit code 1), or
  ///   ``ShellError/queryTooLong(length:maximum:)``.
  @MainActor
  static func run(
    _ query: String, corpora: ShellCorpora, corpus: CorpusName, limit: Int, json: Bool,
    style: TextStyle,
    output: any ShellOutput
  ) async throws(ShellError) {
    guard query.count <= Shell.maximumQueryLength else {
      throw ShellError.queryTooLong(length: query.count, maximum: Shell.maximumQueryLength)
    }
    let groups: [ShellResultGroup]
    do {
      groups = try await corpora.search(query, in: corpus, limit: limit)
    } catch {
      groups = []
    }
    if json {
      output.write(FuseResultJSON.json(groups, corpus: corpus).jsonText + "\n")
    } else {
      let lines = ResultPrinter(style: style).lines(
        for: groups, query: query, corpus: corpus, latency: nil)
      output.write(lines.joined(separator: "\n") + "\n")
    }
    if groups.allSatisfy(\.hits.isEmpty) { throw ShellError.noMatch(query: query) }
  }
}
