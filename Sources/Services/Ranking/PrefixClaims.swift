import Foundation
import FuseCore

/// Which record each prefix of the records' own texts goes to first, chosen once over the whole
/// collection so that as many records as possible are first, while their title or name is
/// typed, from early on (``SearchRanking/Rules/fewestKeystrokes``).
///
/// Each prefix shows one record first, so records whose titles share a prefix compete for it:
/// *Star*, *Stardust* and *Starman* cannot all be first at "sta". A record is found in few
/// keystrokes only if it is first at every prefix from an early one to its whole text, so a
/// prefix given to a record that is found later anyway is a prefix wasted. The claims are the
/// assignment that finds the most records within ``share`` of their text: a record **claims**
/// its prefixes from that point to its end, claims do not overlap, and their number is the
/// largest possible (dynamic programming over the prefix tree of the texts). A claim never takes
/// a prefix that another text is whole at (*Star* keeps "star"), nor one that ends inside the
/// last word of another text of as many words while not inside the record's own (at "star wa",
/// *Star Wars* and *Star Wart* compete; *Star Wars: A New Hope* does not): the ranking puts
/// those first by rule 4 whatever the claims say.
///
/// A record's own text is its first key's first text, lower-cased (its accents kept: *Mel
/// Tormé* and *Mel Torme* are two texts, though the ranking's words take them for one) and
/// without a trailing parenthetical; records with the same own text share its claim. Nor does a
/// claim take a word that is a person's surname (``SearchRanking/Rules/surname`` puts the
/// people first there: "cherry" is Neneh Cherry's before it begins *Cherry Jones*).
struct PrefixClaims: Sendable {
  /// The share of a record's own text (in scalars) within which the claims try to put it first.
  let share: Double
  /// Per record: the length of the shortest prefix of its own text it claims, or -1.
  private var claimStart: [Int32]
  /// The records with an own text, in the order of their texts; records with the same text
  /// (a *group*) are together.
  private var sortedRecords: [Int32] = []
  /// Group *g*'s records are `sortedRecords[groupStart[g]..<groupStart[g + 1]]`.
  private var groupStart: [Int32] = [0]
  /// A tree of minima over the groups' claims (``ClaimMinima``): which group, among those whose
  /// texts a query begins, claims the shortest prefix.
  private var minima = ClaimMinima([])

  /// The claims over the own texts of `index`'s records.
  ///
  /// - Parameters:
  ///   - index: The records' words and own texts, with the texts that are people's names (their
  ///     surnames take the prefixes they are).
  ///   - share: The share of a text within which its record should be first.
  /// - Complexity: O(*n* log *r*) for *n* letters in the *r* records' own texts.
  init(_ index: RecordWordIndex, share: Double) {
    self.init(index, share: share, checkpoint: BuildCheckpoint<Never>.never)
  }

  /// The claims over the own texts of `index`'s records, built with `checkpoint` called every
  /// `BuildCheckpoint.interval` records, comparisons (while they are sorted), texts (while
  /// their tree is built) or tree nodes (while the claims are weighed); an error it throws
  /// stops the build and is rethrown.
  ///
  /// - Parameters:
  ///   - index: The records' words and own texts, with the texts that are people's names.
  ///   - share: The share of a text within which its record should be first.
  ///   - checkpoint: What is called to learn whether to stop.
  /// - Complexity: O(*n* log *r*) for *n* letters in the *r* records' own texts.
  init<Failure: Error>(
    _ index: RecordWordIndex, share: Double, checkpoint: BuildCheckpoint<Failure>
  ) throws(Failure) {
    self.share = share
    claimStart = [Int32](repeating: -1, count: index.recordCount)
    let order = try index.recordsByOwnText(checkpoint: checkpoint)
    var texts: [ArraySlice<UInt32>] = []
    sortedRecords.reserveCapacity(order.count)
    var untilCheck = checkpoint.interval
    for record in order {
      untilCheck -= 1
      if untilCheck == 0 {
        try checkpoint.check()
        untilCheck = checkpoint.interval
      }
      let text = index.ownText(ofRecord: record)
      if texts.last.map({ $0.elementsEqual(text) }) != true {
        if !texts.isEmpty { groupStart.append(Int32(sortedRecords.count)) }
        texts.append(text)
      }
      sortedRecords.append(Int32(record))
    }
    if !texts.isEmpty { groupStart.append(Int32(sortedRecords.count)) }
    var tree = try PrefixTree(texts, checkpoint: checkpoint)
    for surname in index.surnames() { tree.blockWord(index.lexicon[surname]) }
    try checkpoint.check()
    let weights = (0..<texts.count).map { Int(groupStart[$0 + 1] - groupStart[$0]) }
    let starts = try tree.claims(weights: weights, share: share, checkpoint: checkpoint)
    for (group, start) in starts.enumerated() where start >= 0 {
      for record in records(ofGroup: group) { claimStart[Int(record)] = start }
    }
    minima = ClaimMinima(starts)
  }

  /// The records of group `group` (those that share one own text).
  private func records(ofGroup group: Int) -> ArraySlice<Int32> {
    sortedRecords[Int(groupStart[group])..<Int(groupStart[group + 1])]
  }

  /// The own text of group `group`.
  private func text(ofGroup group: Int, index: RecordWordIndex) -> ArraySlice<UInt32> {
    index.ownText(ofRecord: Int(sortedRecords[Int(groupStart[group])]))
  }

  /// Whether record `record` claims `query` (in ``typedForm(of:stripsSuffix:)``): the query
  /// begins the record's own text, no shorter than its claim.
  ///
  /// - Complexity: O(*q*) for *q* scalars of the query.
  func claims(_ record: Int, query: [UInt32], index: RecordWordIndex) -> Bool {
    guard record < claimStart.count else { return false }
    let start = Int(claimStart[record])
    guard start >= 0, query.count >= start else { return false }
    let own = index.ownText(ofRecord: record)
    return query.count <= own.count && own.prefix(query.count).elementsEqual(query)
  }

  /// The records that claim `query` (in ``typedForm(of:stripsSuffix:)``): none, or those that
  /// share one own text.
  ///
  /// The texts the query begins are together in the groups' order, and claims do not overlap:
  /// of those texts, only the one that claims the query can claim from the query's length or
  /// less.
  ///
  /// - Complexity: O(*q* log *g*) for *q* scalars of the query and *g* distinct own texts.
  func claimants(of query: [UInt32], index: RecordWordIndex) -> [Int] {
    let groups = groupStart.count - 1
    guard query.count >= 2, groups > 0 else { return [] }
    // The first group whose text is not before the query; from there, the first it does not
    // begin.
    func firstGroup(where isAfter: (ArraySlice<UInt32>) -> Bool, from low: Int) -> Int {
      var (low, high) = (low, groups)
      while low < high {
        let middle = (low + high) / 2
        if isAfter(text(ofGroup: middle, index: index)) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    let first = firstGroup(where: { !$0.lexicographicallyPrecedes(query) }, from: 0)
    let end = firstGroup(where: { !$0.starts(with: query) }, from: first)
    guard let (start, group) = minima.minimum(in: first..<end), start <= query.count else {
      return []
    }
    return records(ofGroup: group).map(Int.init)
  }

  /// The shortest prefix of record `record`'s own text it claims (in scalars), or `nil`.
  func claimStart(ofRecord record: Int) -> Int? {
    guard record < claimStart.count, claimStart[record] >= 0 else { return nil }
    return Int(claimStart[record])
  }

  /// `text` as the claims compare it: its scalars lower-cased (accents kept, composed), without
  /// a trailing parenthetical when `stripsSuffix`.
  ///
  /// - Parameters:
  ///   - text: A record's own text, or a query.
  ///   - stripsSuffix: Whether a trailing parenthetical after some word is left out (and the
  ///     white space before it).
  /// - Returns: The scalar values.
  static func typedForm(of text: String, stripsSuffix: Bool) -> [UInt32] {
    var scalars: [UInt32]
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      scalars = text.utf8.map { UInt32($0) | (0x41...0x5A ~= $0 ? 0x20 : 0) }
    } else {
      scalars = text.lowercased().precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
    }
    guard stripsSuffix else { return scalars }
    var end = scalars.count
    while end > 0, isSpace(scalars[end - 1]) { end -= 1 }
    guard end > 0, scalars[end - 1] == 0x29,
      let open = scalars[..<end].lastIndex(of: 0x28),
      scalars[..<open].contains(where: isWord)
    else { return scalars }
    var cut = open
    while cut > 0, isSpace(scalars[cut - 1]) { cut -= 1 }
    return Array(scalars[..<cut])
  }

  /// Whether a scalar value is white space.
  static func isSpace(_ value: UInt32) -> Bool {
    Unicode.Scalar(value).map(TypedPieces.isWhitespace) ?? false
  }

  /// Whether a scalar value belongs to a word, as ``TextWords`` splits them: a letter or a
  /// digit.
  static func isWord(_ value: UInt32) -> Bool {
    Unicode.Scalar(value).map(TextWords.isWordScalar) ?? false
  }
}
