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
///
/// No claim is shorter than two scalars, so the claims among the texts that begin with the
/// same two (a *bucket*) depend on those texts alone: the claims sort the records into their
/// buckets once, and read a bucket's texts and work out its claims the first time a query
/// begins with it (``prepare(for:index:ownText:)``). A query of one search meets one bucket,
/// so a collection loaded for one query weighs a few hundred titles, not all of them.
struct PrefixClaims: Sendable {
  /// The share of a record's own text (in scalars) within which the claims try to put it first.
  let share: Double
  /// Per record: the length of the shortest prefix of its own text it claims, or -1 (also
  /// while its bucket is not worked out).
  private var claimStart: [Int32]
  /// The records whose own text has two scalars or more, by bucket (its first two), each
  /// bucket's in record order.
  private var bucketRecords: [UInt64: [Int32]] = [:]
  /// The buckets worked out so far.
  private var buckets: [UInt64: Bucket] = [:]
  /// The surnames of the index's names (their numbers in its lexicon), by their first scalar:
  /// the prefixes they are take no claim.
  private var surnames: [UInt32: [Int32]] = [:]

  /// The claims among the records of one bucket.
  private struct Bucket: Sendable {
    /// The records, in the order of their own texts; records with the same text (a *group*)
    /// are together.
    var sortedRecords: [Int32] = []
    /// Group *g*'s records are `sortedRecords[groupStart[g]..<groupStart[g + 1]]`.
    var groupStart: [Int32] = [0]
    /// Group *g*'s own text (typed form) is `scalars[textStart[g]..<textStart[g + 1]]`.
    var scalars: [UInt32] = []
    var textStart: [Int32] = [0]
    /// Per record of the bucket, its group.
    var groupOfRecord: [Int32: Int32] = [:]
    /// A tree of minima over the groups' claims (``ClaimMinima``): which group, among those
    /// whose texts a query begins, claims the shortest prefix.
    var minima = ClaimMinima([])

    /// The records of group `group` (those that share one own text).
    func records(ofGroup group: Int) -> ArraySlice<Int32> {
      sortedRecords[Int(groupStart[group])..<Int(groupStart[group + 1])]
    }

    /// The own text of group `group`.
    func text(ofGroup group: Int) -> ArraySlice<UInt32> {
      scalars[Int(textStart[group])..<Int(textStart[group + 1])]
    }

    /// The number of groups.
    var groupCount: Int { groupStart.count - 1 }
  }

  /// The claims over the own texts of `index`'s records, no bucket worked out yet.
  ///
  /// - Parameters:
  ///   - index: The records' words, with the texts that are people's names (their surnames take
  ///     the prefixes they are).
  ///   - share: The share of a text within which its record should be first.
  ///   - ownText: Record *r*'s own text (its first key's first text), if it has one.
  /// - Complexity: O(*r* + *t*) for *r* records and *t* texts.
  init(_ index: RecordWordIndex, share: Double, ownText: (Int) -> String?) {
    self.init(index, share: share, ownText: ownText, checkpoint: BuildCheckpoint<Never>.never)
  }

  /// The claims over the own texts of `index`'s records, no bucket worked out yet, sorted into
  /// their buckets with `checkpoint` called every `BuildCheckpoint.interval` records; an error
  /// it throws stops the build and is rethrown.
  ///
  /// - Parameters:
  ///   - index: The records' words, with the texts that are people's names.
  ///   - share: The share of a text within which its record should be first.
  ///   - ownText: Record *r*'s own text (its first key's first text), if it has one.
  ///   - checkpoint: What is called to learn whether to stop.
  /// - Complexity: O(*r* + *t*) for *r* records and *t* texts.
  init<Failure: Error>(
    _ index: RecordWordIndex, share: Double, ownText: (Int) -> String?,
    checkpoint: BuildCheckpoint<Failure>
  ) throws(Failure) {
    self.share = share
    claimStart = [Int32](repeating: -1, count: index.recordCount)
    var untilCheck = checkpoint.interval
    for record in 0..<index.recordCount {
      untilCheck -= 1
      if untilCheck == 0 {
        try checkpoint.check()
        untilCheck = checkpoint.interval
      }
      if let text = ownText(record), let bucket = Self.bucket(ofOwnText: text) {
        bucketRecords[bucket, default: []].append(Int32(record))
      }
    }
    try checkpoint.check()
    for surname in index.surnames() {
      if let first = index.lexicon[surname].first { surnames[first, default: []].append(surname) }
    }
  }

  /// The bucket of a text or query in its typed form: its first two scalars, or `nil` when it
  /// is shorter.
  private static func bucket(of text: some Collection<UInt32>) -> UInt64? {
    var scalars = text.makeIterator()
    guard let first = scalars.next(), let second = scalars.next() else { return nil }
    return UInt64(first) << 32 | UInt64(second)
  }

  /// The bucket of a record's own text, as ``bucket(of:)`` gives it for its typed form
  /// (``typedForm(of:stripsSuffix:)``), without working out the whole form when the text
  /// begins with three ASCII bytes (so that no mark composes with the second) and ends with an
  /// ASCII byte that is neither white space nor a closing parenthesis.
  private static func bucket(ofOwnText text: String) -> UInt64? {
    var bytes = text.utf8.makeIterator()
    guard let first = bytes.next(), let second = bytes.next(), first < 0x80, second < 0x80,
      bytes.next().map({ $0 < 0x80 }) ?? true, let last = text.utf8.last, last < 0x80,
      last != UInt8(ascii: ")"), !isSpace(UInt32(last))
    else {
      return bucket(of: typedForm(of: text, stripsSuffix: true))
    }
    func lowered(_ byte: UInt8) -> UInt64 { UInt64(byte | (0x41...0x5A ~= byte ? 0x20 : 0)) }
    return lowered(first) << 32 | lowered(second)
  }

  /// Reads the own texts of the bucket `query` (in ``typedForm(of:stripsSuffix:)``) begins and
  /// works out their claims, unless they are already: after it, ``claims(_:query:)`` and
  /// ``claimants(of:)`` answer for `query`.
  ///
  /// - Parameters:
  ///   - query: The typed form of the query.
  ///   - index: The records' words, whose surnames take no claim.
  ///   - ownText: Record *r*'s own text, as the claims were built with.
  /// - Complexity: O(1) when worked out; otherwise O(*n* log *b*) for *n* letters in the
  ///   bucket's *b* own texts.
  mutating func prepare(
    for query: some Collection<UInt32>, index: RecordWordIndex, ownText: (Int) -> String?
  ) {
    guard let key = Self.bucket(of: query), buckets[key] == nil,
      let records = bucketRecords[key]
    else { return }
    let typed = records.map { record in
      (
        record: record,
        text: ownText(Int(record)).map { Self.typedForm(of: $0, stripsSuffix: true) } ?? []
      )
    }
    let order = typed.indices.sorted { first, second in
      let (one, other) = (typed[first], typed[second])
      return one.text.lexicographicallyPrecedes(other.text)
        || (one.record < other.record && one.text == other.text)
    }
    var bucket = Bucket()
    var texts: [ArraySlice<UInt32>] = []
    bucket.sortedRecords.reserveCapacity(records.count)
    for position in order {
      let (record, text) = typed[position]
      if texts.last.map({ $0.elementsEqual(text) }) != true {
        if !texts.isEmpty { bucket.groupStart.append(Int32(bucket.sortedRecords.count)) }
        texts.append(text[...])
        bucket.scalars += text
        bucket.textStart.append(Int32(bucket.scalars.count))
      }
      bucket.groupOfRecord[record] = Int32(texts.count - 1)
      bucket.sortedRecords.append(record)
    }
    bucket.groupStart.append(Int32(bucket.sortedRecords.count))
    var tree = PrefixTree(texts)
    // A surname can be only the prefix whose first scalar, folded as the tree folds it, is its
    // first letter.
    for surname in surnames[PrefixTree.folded(UInt32(key >> 32))] ?? [] {
      tree.blockWord(index.lexicon[surname])
    }
    let weights = (0..<texts.count).map {
      Int(bucket.groupStart[$0 + 1] - bucket.groupStart[$0])
    }
    let starts = tree.claims(weights: weights, share: share)
    for (group, start) in starts.enumerated() where start >= 0 {
      for record in bucket.records(ofGroup: group) { claimStart[Int(record)] = start }
    }
    bucket.minima = ClaimMinima(starts)
    buckets[key] = bucket
  }

  /// Whether record `record` claims `query` (in ``typedForm(of:stripsSuffix:)``): the query
  /// begins the record's own text, no shorter than its claim.
  ///
  /// The claims must be prepared for the query (``prepare(for:index:ownText:)``).
  ///
  /// - Complexity: O(*q*) for *q* scalars of the query.
  func claims(_ record: Int, query: [UInt32]) -> Bool {
    guard record < claimStart.count, let key = Self.bucket(of: query) else { return false }
    assert(
      buckets[key] != nil || bucketRecords[key] == nil, "claims asked of a bucket not prepared")
    let start = Int(claimStart[record])
    guard start >= 0, query.count >= start, let bucket = buckets[key],
      let group = bucket.groupOfRecord[Int32(record)]
    else { return false }
    let own = bucket.text(ofGroup: Int(group))
    return query.count <= own.count && own.prefix(query.count).elementsEqual(query)
  }

  /// The records that claim `query` (in ``typedForm(of:stripsSuffix:)``): none, or those that
  /// share one own text.
  ///
  /// The claims must be prepared for the query (``prepare(for:index:ownText:)``).
  ///
  /// The texts the query begins are together in the groups' order, and claims do not overlap:
  /// of those texts, only the one that claims the query can claim from the query's length or
  /// less.
  ///
  /// - Complexity: O(*q* log *g*) for *q* scalars of the query and *g* distinct own texts of
  ///   its bucket.
  func claimants(of query: [UInt32]) -> [Int] {
    guard let key = Self.bucket(of: query), let bucket = buckets[key] else {
      assert(
        Self.bucket(of: query).map { bucketRecords[$0] == nil } ?? true,
        "claimants asked of a bucket not prepared")
      return []
    }
    let groups = bucket.groupCount
    // The first group whose text is not before the query; from there, the first it does not
    // begin.
    func firstGroup(where isAfter: (ArraySlice<UInt32>) -> Bool, from low: Int) -> Int {
      var (low, high) = (low, groups)
      while low < high {
        let middle = (low + high) / 2
        if isAfter(bucket.text(ofGroup: middle)) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    let first = firstGroup(where: { !$0.lexicographicallyPrecedes(query) }, from: 0)
    let end = firstGroup(where: { !$0.starts(with: query) }, from: first)
    guard let (start, group) = bucket.minima.minimum(in: first..<end), start <= query.count
    else {
      return []
    }
    return bucket.records(ofGroup: group).map(Int.init)
  }

  /// The shortest prefix of record `record`'s own text it claims (in scalars), or `nil`; the
  /// claims must be prepared for a query its own text begins with.
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
