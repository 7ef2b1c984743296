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
  /// Which texts are people's names (their surnames take the prefixes they are).
  let names: NameCounts
  /// Per record: the length of the shortest prefix of its own text it claims, or -1.
  private var claimStart: [Int32]
  /// The records that claim prefixes from each claim's shortest prefix on.
  private var claimsFrom: [[UInt32]: [Int32]] = [:]

  /// The claims over the own texts of `index`'s records.
  ///
  /// - Parameters:
  ///   - index: The records' words and own texts.
  ///   - share: The share of a text within which its record should be first.
  ///   - names: Which texts are people's names.
  /// - Complexity: O(*n* log *r*) for *n* letters in the *r* records' own texts.
  init(_ index: RecordWordIndex, share: Double, names: NameCounts) {
    self.share = share
    self.names = names
    claimStart = [Int32](repeating: -1, count: index.recordCount)
    var order = (0..<index.recordCount).filter { !index.ownText(ofRecord: $0).isEmpty }
    order.sort {
      index.ownText(ofRecord: $0).lexicographicallyPrecedes(index.ownText(ofRecord: $1))
    }
    var texts: [ArraySlice<UInt32>] = []
    var members: [[Int]] = []
    for record in order {
      let text = index.ownText(ofRecord: record)
      if let last = texts.last, last.elementsEqual(text) {
        members[members.count - 1].append(record)
      } else {
        texts.append(text)
        members.append([record])
      }
    }
    var tree = PrefixTree(texts)
    for surname in index.surnames(names: names) { tree.blockWord(index.lexicon[surname]) }
    let starts = tree.claims(weights: members.map(\.count), share: share)
    for (text, start) in starts.enumerated() where start >= 0 {
      for record in members[text] { claimStart[record] = start }
      claimsFrom[Array(texts[text].prefix(Int(start)))] = members[text].map { Int32($0) }
    }
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
  /// - Complexity: O(*q*²) for *q* scalars of the query.
  func claimants(of query: [UInt32], index: RecordWordIndex) -> [Int] {
    guard query.count >= 2, !claimsFrom.isEmpty else { return [] }
    for length in 2...query.count {
      guard let records = claimsFrom[Array(query[..<length])], let first = records.first else {
        continue
      }
      // A claim that starts here may go another way than the query: a longer claim may still
      // hold it.
      let own = index.ownText(ofRecord: Int(first))
      if own.count >= query.count, own.prefix(query.count).elementsEqual(query) {
        return records.map(Int.init)
      }
    }
    return []
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
    Unicode.Scalar(value)?.properties.isWhitespace ?? false
  }

  /// Whether a scalar value belongs to a word, as ``TextWords`` splits them: a letter or a
  /// digit.
  static func isWord(_ value: UInt32) -> Bool {
    Unicode.Scalar(value).map(TextWords.isWordScalar) ?? false
  }
}
