/// One thread's share of a parallel scan: its results, and which of them each chunk it claimed
/// produced.
struct ClaimedResults: Sendable {
  /// The thread's results, chunk after chunk in the order it claimed them.
  var results = ScoredResults()
  /// Per claimed chunk: its position in the ``ScanSchedule`` and its results in ``results``.
  var chunks: [(chunk: Int, results: Range<Int>)] = []

  /// The threads' results in record order: their chunks' runs sorted by chunk.
  ///
  /// - Parameter parts: Every thread's share (the part index of a run is its position here).
  /// - Complexity: O(*c* log *c*) for *c* chunks; no result is copied.
  static func ordered(_ parts: [ClaimedResults]) -> ScoredParts {
    var runs: [(chunk: Int, run: ScoredParts.Run)] = []
    for (part, claimed) in parts.enumerated() {
      for entry in claimed.chunks {
        runs.append((entry.chunk, ScoredParts.Run(part: part, results: entry.results)))
      }
    }
    runs.sort { $0.chunk < $1.chunk }
    return ScoredParts(parts: parts.map(\.results), runs: runs.map(\.run))
  }
}
