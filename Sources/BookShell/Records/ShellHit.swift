import FuseCore

/// One search result as the shell shows it, whatever corpus it came from: a type-erased row.
///
/// It carries what the display needs (corpus, title line, score, matches with their highlight
/// ranges, JSON form) and the record itself, so `:explain` can re-score it with its own type.
struct ShellHit: Sendable {
  /// The corpus the record belongs to.
  var corpus: CorpusName
  /// The record's position in its corpus at search time.
  var refIndex: Int
  /// The record.
  var record: any ShellRecord
  /// The record's display line.
  var titleLine: String
  /// The score, from 0 (perfect) to 1; `nil` when the search gave none (a blank query lists
  /// every record unscored).
  var score: Double?
  /// The matched fields, with indices into normalised text and ranges into the original.
  var matches: [FuseMatch]
  /// The record as JSON.
  var json: JSONValue

  /// Wraps a Fuse result.
  ///
  /// - Parameter result: A result searched with scores and matches included.
  init<Record: ShellRecord>(_ result: FuseResult<Record>) {
    corpus = Record.corpus
    refIndex = result.refIndex
    record = result.item
    titleLine = result.item.titleLine
    score = result.score
    matches = result.matches ?? []
    json = result.item.json
  }
}
