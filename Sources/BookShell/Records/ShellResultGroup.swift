/// The hits one corpus gave a search: what the shell's view-model publishes, one group for a
/// single corpus and one per corpus, in the table's order, for `:corpus all`, so the printer
/// shows the grouping the search produced.
struct ShellResultGroup: Sendable {
  /// The corpus searched.
  var corpus: CorpusName
  /// Its hits, best first: the first of the records that match.
  var hits: [ShellHit]
  /// How many of the corpus's records match the query in all, however few ``hits`` holds.
  var matchCount: Int
}
