import FuseCore

/// The hits one corpus gave a search: what the shell's view-model publishes, one group for a
/// single corpus and one per corpus (books, films, people) for `:corpus all`, so the printer
/// shows the grouping the search produced.
struct ShellResultGroup: Sendable {
  /// The corpus searched.
  var corpus: CorpusName
  /// Its hits, best first.
  var hits: [ShellHit]

  /// Wraps one corpus's results.
  ///
  /// - Parameter results: Results searched with scores and matches included.
  init<Record: ShellRecord>(_ results: [FuseResult<Record>]) {
    corpus = Record.corpus
    hits = results.map(ShellHit.init)
  }

  /// A group of hits.
  ///
  /// - Parameters:
  ///   - corpus: The corpus searched.
  ///   - hits: Its hits.
  init(corpus: CorpusName, hits: [ShellHit]) {
    self.corpus = corpus
    self.hits = hits
  }
}
