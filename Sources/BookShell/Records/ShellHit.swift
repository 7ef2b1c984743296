import FuseCore
import Services

/// One search result as the shell shows it, whatever corpus it came from: a type-erased row.
///
/// It carries what the display needs (corpus, title line, score, matches with their highlight
/// ranges, JSON form), all made by the corpus's profile, and the record itself, so `:remove`
/// can find it again.
struct ShellHit: Sendable {
  /// The corpus the record belongs to.
  var corpus: CorpusName
  /// The record's position in its corpus at search time.
  var refIndex: Int
  /// The record.
  var record: any Hashable & Sendable
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
  /// - Parameters:
  ///   - result: A result searched with scores and matches included.
  ///   - profile: The profile of the corpus searched.
  init<Record>(_ result: FuseResult<Record>, in profile: CorpusProfile<Record>) {
    corpus = CorpusName(profile.name)
    refIndex = result.refIndex
    record = result.item
    titleLine = profile.titleLine(result.item)
    score = result.score
    matches = result.matches ?? []
    json = profile.json(result.item)
  }
}
