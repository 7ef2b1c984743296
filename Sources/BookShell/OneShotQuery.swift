import FuseCore

/// `--query TEXT`: one search without the view-model, printed as text or JSON.
enum OneShotQuery {
  /// Searches once and prints the results.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - service: The search backend, with the corpus selected.
  ///   - json: Whether to print Fuse.js-shaped JSON instead of text.
  ///   - style: The text markup.
  ///   - output: Where to print.
  /// - Throws: ``ShellError/noMatch(query:)`` when nothing matched (exit code 1), or
  ///   ``ShellError/queryTooLong(length:maximum:)``.
  @MainActor
  static func run(
    _ query: String, service: ShellSearchService, json: Bool, style: TextStyle,
    output: any ShellOutput
  ) async throws(ShellError) {
    guard query.count <= Shell.maximumQueryLength else {
      throw ShellError.queryTooLong(length: query.count, maximum: Shell.maximumQueryLength)
    }
    let hits: [ShellHit]
    do {
      hits = try await service.search(query)
    } catch {
      hits = []
    }
    let corpus = service.selection.corpus
    if json {
      output.write(FuseResultJSON.json(hits, corpus: corpus).jsonText + "\n")
    } else {
      let lines = ResultPrinter(style: style).lines(
        for: hits, query: query, corpus: corpus, latency: nil)
      output.write(lines.joined(separator: "\n") + "\n")
    }
    if hits.isEmpty { throw ShellError.noMatch(query: query) }
  }
}
