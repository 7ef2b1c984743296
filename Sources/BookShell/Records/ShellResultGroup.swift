/// The hits a search gave: what the shell's view-model publishes, one group for a single corpus,
/// and for `:corpus all` one group of every corpus's hits in the ranking's order, each hit
/// naming its corpus.
struct ShellResultGroup: Sendable {
  /// The corpus searched, or ``CorpusName/all``.
  var corpus: CorpusName
  /// Its hits, best first: the first of the records that match.
  var hits: [ShellHit]
  /// How many of the corpus's records match the query in all, however few ``hits`` holds.
  var matchCount: Int
}
