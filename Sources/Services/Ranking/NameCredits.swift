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
  /// Per run of the index (``RecordWordIndex/run(ofText:)``): how many records credit the
  /// person it names (0 for a run that names no one).
  private let perRun: [Int32]
  /// How many people a record that credits anyone credits on average (0 when none does).
  let perRecord: Double

  /// The credits of every name of `index`'s records.
  ///
  /// A name's person is worked out once per run (the words that the texts which share them
  /// share), and people are told apart by sorting their first and last words, not hashing
  /// them.
  ///
  /// - Parameter index: The records' words, with the texts that are people's names.
  /// - Complexity: O(*t* + *p* log *p*) for *t* texts and *p* distinct names.
  init(_ index: RecordWordIndex) {
    // Per run that credits someone: its person's first and last words, packed, sorted.
    var named: [(person: UInt64, run: Int32)] = []
    var isNamed = [Bool](repeating: false, count: index.runCount)
    for text in 0..<index.textCount where Self.credits(text, index) {
      let run = index.run(ofText: text)
      guard !isNamed[run] else { continue }
      isNamed[run] = true
      guard let surnameOffset = index.surnameOffset(ofText: text) else { continue }
      let first = index.wordRange(ofText: text).lowerBound
      let given = UInt32(bitPattern: index.words[first])
      let surname = UInt32(bitPattern: index.words[first + surnameOffset])
      named.append((UInt64(given) << 32 | UInt64(surname), Int32(run)))
    }
    named.sort { $0.person < $1.person }
    // Per run, its person's number (-1: none), people numbered in sorted order.
    var runPerson = [Int32](repeating: -1, count: index.runCount)
    var people = 0
    for (position, entry) in named.enumerated() {
      if position > 0 && named[position - 1].person != entry.person { people += 1 }
      runPerson[Int(entry.run)] = Int32(people)
    }
    if !named.isEmpty { people += 1 }
    named = []
    // Per person, the records crediting them and the last one (a record naming them twice
    // credits them once).
    var records = [Int32](repeating: 0, count: people)
    var last = [Int32](repeating: -1, count: people)
    var credited = 0
    var crediting = 0
    for record in 0..<index.recordCount {
      let before = credited
      for text in index.texts(ofRecord: record) where Self.credits(text, index) {
        let person = Int(runPerson[index.run(ofText: text)])
        guard person >= 0, last[person] != Int32(record) else { continue }
        records[person] += 1
        last[person] = Int32(record)
        credited += 1
      }
      if credited > before { crediting += 1 }
    }
    perRecord = crediting > 0 ? Double(credited) / Double(crediting) : 0
    perRun = runPerson.map { $0 >= 0 ? records[Int($0)] : 0 }
  }

  /// Credits read from `perRun` as they are.
  private init(perRun: [Int32], perRecord: Double) {
    self.perRun = perRun
    self.perRecord = perRecord
  }

  /// Whether text `text` of `index` credits the person it names: a name, not the record's own
  /// (its first key's): a person is not credited by being.
  @inline(__always)
  private static func credits(_ text: Int, _ index: RecordWordIndex) -> Bool {
    !index.isOfFirstKey(text) && index.isName(text)
  }

  /// How many records credit the person text `text` of `index` names (0 when it is no name of
  /// two words or more, or the record's own).
  ///
  /// - Parameters:
  ///   - text: A text of `index`.
  ///   - index: The index these credits were counted over.
  @inline(__always)
  subscript(text: Int, in index: RecordWordIndex) -> Int32 {
    guard Self.credits(text, index) else { return 0 }
    let run = index.run(ofText: text)
    return run < perRun.count ? perRun[run] : 0
  }

  /// The credits of record `record`'s texts alone: for an index of that record only, built
  /// from the same texts one after another (each text its own run, in order).
  ///
  /// - Parameters:
  ///   - record: A record of `index`.
  ///   - index: The index these credits were counted over.
  /// - Returns: The record's credits.
  func ofRecord(_ record: Int, in index: RecordWordIndex) -> NameCredits {
    NameCredits(
      perRun: index.texts(ofRecord: record).map { self[$0, in: index] }, perRecord: perRecord)
  }
}
