import FuseCore

/// For each name in a ``RecordWordIndex``, how many records credit that person: what
/// ``SearchRanking/Rules/credits`` reads to put the better-known of two people with one surname
/// first.
///
/// A name is a text that ``NameCounts`` says is one (a film's billed cast, each author of a
/// book: ``NameList``) of two words or more in its core (``TextWords/nameCoreCount``). Two names are one person when
/// their cores' first and last words are the same words: *Samuel L. Jackson* and *Samuel
/// Jackson* are one, *Samuel L. Jackson* and *Glenda Jackson* two. A record that names a
/// person twice credits them once.
struct NameCredits: Sendable {
  /// Per text: how many records credit its person (0 for a text that is no such name).
  private let perText: [Int32]
  /// How many people a record that credits anyone credits on average (0 when none does).
  let perRecord: Double

  /// The credits of every name of `index`'s records.
  ///
  /// - Parameter index: The records' words, with the texts that are people's names.
  /// - Complexity: O(*t*) expected, for *t* texts.
  init(_ index: RecordWordIndex) {
    self.init(index, checkpoint: BuildCheckpoint<Never>.never)
  }

  /// The credits of every name of `index`'s records, counted with `checkpoint` called every
  /// `BuildCheckpoint.interval` records; an error it throws stops the count and is rethrown.
  ///
  /// - Parameters:
  ///   - index: The records' words, with the texts that are people's names.
  ///   - checkpoint: What is called between records to learn whether to stop.
  /// - Complexity: O(*t*) expected, for *t* texts.
  init<Failure: Error>(_ index: RecordWordIndex, checkpoint: BuildCheckpoint<Failure>)
    throws(Failure)
  {
    var perText = [Int32](repeating: 0, count: index.textCount)
    // Per person (first and last word, packed), the records crediting them and the last one.
    var people: [UInt64: (records: Int32, last: Int32)] = [:]
    var credited = 0
    var crediting = 0
    func person(_ text: Int) -> UInt64? {
      // A record's own name (its first key's) is no credit: a person is not credited by being.
      guard index.key(ofText: text) > 0, index.isName(text, index.names) else { return nil }
      let core = index.nameCoreCount(ofText: text)
      guard core >= 2 else { return nil }
      let first = index.wordRange(ofText: text).lowerBound
      let given = UInt32(bitPattern: index.words[first])
      let surname = UInt32(bitPattern: index.words[first + core - 1])
      return UInt64(given) << 32 | UInt64(surname)
    }
    var untilCheck = checkpoint.interval
    for record in 0..<index.recordCount {
      untilCheck -= 1
      if untilCheck == 0 {
        try checkpoint.check()
        untilCheck = checkpoint.interval
      }
      let before = credited
      for text in index.texts(ofRecord: record) {
        guard let key = person(text) else { continue }
        let known = people[key, default: (records: 0, last: -1)]
        guard known.last != Int32(record) else { continue }
        people[key] = (records: known.records + 1, last: Int32(record))
        credited += 1
      }
      if credited > before { crediting += 1 }
    }
    perRecord = crediting > 0 ? Double(credited) / Double(crediting) : 0
    for text in perText.indices {
      if let key = person(text) { perText[text] = people[key]?.records ?? 0 }
    }
    self.perText = perText
  }

  /// Credits read from `perText` as they are.
  private init(perText: [Int32], perRecord: Double) {
    self.perText = perText
    self.perRecord = perRecord
  }

  /// How many records credit the person text `text` names (0 when it is no name of two words
  /// or more).
  @inline(__always)
  subscript(text: Int) -> Int32 { text < perText.count ? perText[text] : 0 }

  /// The credits of record `record`'s texts alone, numbered from 0: for an index of that
  /// record only, built from the same texts.
  ///
  /// - Parameters:
  ///   - record: A record of `index`.
  ///   - index: The index these credits were counted over.
  /// - Returns: The record's credits.
  func ofRecord(_ record: Int, in index: RecordWordIndex) -> NameCredits {
    let texts = index.texts(ofRecord: record).clamped(to: perText.indices)
    return NameCredits(perText: Array(perText[texts]), perRecord: perRecord)
  }
}
