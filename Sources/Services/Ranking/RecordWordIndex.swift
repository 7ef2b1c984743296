import FuseCore
import Synchronization

/// The words of every record's searched texts, normalised once when the records are indexed:
/// what the relevance ranking reads instead of splitting a candidate's texts on every query.
///
/// Record *r*'s texts are its searcher's `indexedTexts(refIndex: r)`, grouped by key, the
/// first key (the title or name) first. Each text is kept as the numbers of its words in a
/// shared ``WordLexicon``, with its key's position and its core (``TextWords``); texts without
/// words are left out. The words and core of a text are its *run*, which the texts that
/// records share (a genre, an actor, a publisher) share: built from a searcher, each of its
/// distinct normalised texts is split once. A text the index's ``names`` count as a person's
/// name is kept as the names it lists (``NameList``): a book's "Stephen King, Bernie
/// Wrightson" is two texts, each in the original's place among its key's texts. A
/// ``SearchService`` keeps the index in step with its collection: it appends a record's words
/// when one is added, removes them when records are removed, and rebuilds the index when the
/// collection, the keys or the ranking's names are replaced.
struct RecordWordIndex: Sendable {
  /// Which texts are people's names: what the postings and credits read as names.
  let names: NameCounts
  /// The distinct words.
  private(set) var lexicon = WordLexicon()
  /// Record *r*'s texts are `recordTextStart[r]..<recordTextStart[r + 1]`.
  private var recordTextStart: [Int32] = [0]
  /// Per text: what it is to its record, as ``TextRole`` bits (of its first key, first of its
  /// key's texts, a name ``names`` counts).
  private var textRole: [UInt8] = []
  /// Per text: its *run*, the words of one split; texts that records share (a genre, an
  /// actor) share their run, so their words are stored once.
  private var textRun: [Int32] = []
  /// Run *r*'s words are `words[runWordStart[r]..<runWordStart[r + 1]]`.
  private var runWordStart: [Int32] = [0]
  /// Per run: how many of its words are its core.
  private var runCoreCount: [Int32] = []
  /// Per run: how many of its words are its core read as a person's name.
  private var runNameCoreCount: [Int32] = []
  /// Per run: how many words the person it names counts (``TextWords/personWordCount``).
  private var runPersonWordCount: [Int32] = []
  /// Every run's word numbers, one run after another.
  private(set) var words: [Int32] = []
  /// Whether the texts' words read an ampersand as the word "and"
  /// (``SearchRanking/Rules/ampersand``; ``TextWords/readsAmpersand``).
  let readsAmpersand: Bool
  /// Whether the index keeps each record's year (``SearchRanking/Rules/year``, over records
  /// that carry one).
  let keepsYears: Bool
  /// Per record, its year, or ``noYear``; empty unless the index ``keepsYears``.
  private var recordYear: [Int32] = []
  /// The year of a record that has none.
  private static let noYear = Int32.min
  /// The records each word is in (``WordPostings``), built from a copy of the index and kept
  /// (``install(_:builtAt:)``); every change of the index drops them.
  private var postingsCache: WordPostings?
  /// Which state of the words this is, for postings built from a copy of the index while it
  /// may change (``install(_:builtAt:)``): a value no other index of the process has had, taken
  /// when the index is made and again when it changes after its postings were asked for.
  private(set) var revision = Self.nextRevision()
  /// The revisions handed out in this process.
  private static let revisions = Atomic<UInt64>(0)
  /// Whether a search read the words without postings (``noteScan()``) since the index last
  /// changed.
  private(set) var wasScanned = false
  /// The name credits of this state of the index, counted on first use (``credits()``); every
  /// change of the index starts a new cache.
  private var creditsCache = NameCredits.Cache()

  /// An empty index whose texts `names` counts are people's names, which keeps each record's
  /// year if `keepsYears`.
  init(
    names: NameCounts, keepsYears: Bool = false, readsAmpersand: Bool = false
  ) {
    self.names = names
    self.keepsYears = keepsYears
    self.readsAmpersand = readsAmpersand
  }

  /// The index of `count` records whose texts `texts` gives.
  ///
  /// - Parameters:
  ///   - count: The number of records.
  ///   - names: Which texts are people's names.
  ///   - texts: Record *r*'s searched texts, grouped by key.
  /// - Complexity: O(*n*) in the total length of the texts.
  init(
    count: Int, names: NameCounts, year: ((Int) -> Int?)? = nil, readsAmpersand: Bool = false,
    texts: (Int) -> [[String]]
  ) {
    self.init(
      count: count, names: names, year: year, readsAmpersand: readsAmpersand,
      checkpoint: BuildCheckpoint<Never>.never, texts: texts)
  }

  /// The index of `count` records whose texts `texts` gives, calling `checkpoint` every
  /// `BuildCheckpoint.interval` records; an error it throws stops the build and is rethrown.
  ///
  /// - Parameters:
  ///   - count: The number of records.
  ///   - names: Which texts are people's names.
  ///   - year: Record *r*'s year (`nil`: the index keeps no years).
  ///   - readsAmpersand: Whether an ampersand is the word "and".
  ///   - checkpoint: What is called between records to learn whether to stop.
  ///   - texts: Record *r*'s searched texts, grouped by key.
  /// - Complexity: O(*n*) in the total length of the texts.
  init<Failure: Error>(
    count: Int, names: NameCounts, year: ((Int) -> Int?)? = nil, readsAmpersand: Bool = false,
    checkpoint: BuildCheckpoint<Failure>, texts: (Int) -> [[String]]
  ) throws(Failure) {
    try self.init(
      count: count, textKinds: 0, names: names, year: year, readsAmpersand: readsAmpersand,
      checkpoint: checkpoint
    ) { record, visit in
      Self.visit(texts(record), visit)
    }
  }

  /// Calls `visit` with each of `textsByKey`'s texts, in order: its key position, no kind, the
  /// text.
  private static func visit(
    _ textsByKey: [[String]], _ visit: (_ key: Int, _ kind: Int?, _ text: String) -> Void
  ) {
    for (key, texts) in textsByKey.enumerated() {
      for text in texts { visit(key, nil, text) }
    }
  }

  /// The index of `count` records whose texts `fields` visits, each with the number of its kind
  /// (below `textKinds`), calling `checkpoint` every `BuildCheckpoint.interval` records; an
  /// error it throws stops the build and is rethrown.
  ///
  /// Texts of one kind are split into the same words (a searcher's distinct normalised texts
  /// are: ``TextWords`` folds case and diacritics at least as far as any normalisation of
  /// FuseCore's), so a text whose kind was split before is copied from there, not split again:
  /// a genre, an actor or a publisher that many records share is split once.
  ///
  /// - Parameters:
  ///   - count: The number of records.
  ///   - textKinds: How many kinds of text there are (a kind is `0..<textKinds`).
  ///   - names: Which texts are people's names.
  ///   - year: Record *r*'s year (`nil`: the index keeps no years).
  ///   - readsAmpersand: Whether an ampersand is the word "and".
  ///   - checkpoint: What is called between records to learn whether to stop.
  ///   - fields: Calls its second argument with each searched text of record *r*, in key order
  ///     and each key's texts in order: the text's key position, its kind (`nil`: none known)
  ///     and the text.
  /// - Complexity: O(*n*) in the total length of the distinct texts, and O(*w*) for *w* words
  ///   of the texts copied.
  init<Failure: Error>(
    count: Int, textKinds: Int, names: NameCounts, year: ((Int) -> Int?)? = nil,
    readsAmpersand: Bool = false, checkpoint: BuildCheckpoint<Failure>,
    fields: (Int, (_ key: Int, _ kind: Int?, _ text: String) -> Void) -> Void
  ) throws(Failure) {
    self.names = names
    keepsYears = year != nil
    self.readsAmpersand = readsAmpersand
    recordTextStart.reserveCapacity(count + 1)
    var split = TextWords("", readsAmpersand: readsAmpersand)
    var seen = SeenTexts(kinds: textKinds)
    var untilCheck = checkpoint.interval
    for record in 0..<count {
      untilCheck -= 1
      if untilCheck == 0 {
        try checkpoint.check()
        untilCheck = checkpoint.interval
      }
      appendRecord(record, year: year?(record), splitting: &split, seen: &seen, fields: fields)
    }
  }

  /// The number of records.
  var recordCount: Int { recordTextStart.count - 1 }

  /// Makes room for `count` records in all, with as many texts, runs and words per record as
  /// the records so far have (a tenth more), so that a build that knows how many records come
  /// does not grow its tables step by step.
  mutating func reserve(records count: Int) {
    guard recordCount > 0, count > recordCount else { return }
    let scale = Double(count) / Double(recordCount) * 1.1
    func room(_ used: Int) -> Int { Int((Double(used) * scale).rounded(.up)) }
    recordTextStart.reserveCapacity(count + 1)
    textRole.reserveCapacity(room(textRole.count))
    textRun.reserveCapacity(room(textRun.count))
    runWordStart.reserveCapacity(room(runWordStart.count))
    runCoreCount.reserveCapacity(room(runCoreCount.count))
    runNameCoreCount.reserveCapacity(room(runNameCoreCount.count))
    runPersonWordCount.reserveCapacity(room(runPersonWordCount.count))
    words.reserveCapacity(room(words.count))
    if keepsYears { recordYear.reserveCapacity(count) }
  }

  /// The number of texts (of every record).
  var textCount: Int { textRole.count }

  /// Appends one record's texts, grouped by key, and its year (kept if the index
  /// ``keepsYears``).
  ///
  /// - Complexity: O(*m*) in the length of the texts.
  mutating func append(_ textsByKey: [[String]], year: Int? = nil) {
    var split = TextWords("", readsAmpersand: readsAmpersand)
    var seen = SeenTexts(kinds: 0)
    appendRecord(recordCount, year: year, splitting: &split, seen: &seen) { _, visit in
      Self.visit(textsByKey, visit)
    }
  }

  /// Appends record `record`, of year `year` (kept if the index ``keepsYears``), whose texts
  /// `fields` visits in key order (each key's in order) with their kinds, splitting them with
  /// `split`'s storage or copying what `seen` says a kind gave before.
  mutating func appendRecord(
    _ record: Int, year: Int?, splitting split: inout TextWords, seen: inout SeenTexts,
    fields: (Int, (_ key: Int, _ kind: Int?, _ text: String) -> Void) -> Void
  ) {
    beginRecord(year: year)
    var places = TextPlaces()
    fields(record) { key, kind, text in
      appendText(key: key, kind: kind, places: &places, splitting: &split, seen: &seen) { text }
    }
    endRecord()
  }

  /// Appends to the record being appended its next text, of key position `key` and kind
  /// `kind` if known (`places` tells its place among the key's texts): copied from what `seen`
  /// says a text of its kind read the same way gave before, which reads nothing of the text;
  /// otherwise `text()` is split with `split`'s storage.
  @inline(__always)
  mutating func appendText(
    key: Int, kind: Int?, places: inout TextPlaces, splitting split: inout TextWords,
    seen: inout SeenTexts, text: () -> String
  ) {
    let place = places.next(key: key)
    if let kind, appendCopyIfSeen(key: key, place: place, kind: kind, seen: seen) { return }
    appendText(text(), key: key, place: place, kind: kind, splitting: &split, seen: &seen)
  }

  /// Each text's place among its key's texts, for texts visited in key order (each key's in
  /// order): 0 for the first text of a key.
  struct TextPlaces {
    private var lastKey = -1
    private var place = 0

    /// The place of the next text, of key position `key`.
    @inline(__always)
    mutating func next(key: Int) -> Int {
      place = key == lastKey ? place + 1 : 0
      lastKey = key
      return place
    }
  }

  /// Begins a record of year `year` (kept if the index ``keepsYears``): its texts are appended
  /// next (``appendText(key:kind:places:splitting:seen:text:)``), then ``endRecord()`` closes
  /// it.
  mutating func beginRecord(year: Int?) {
    if keepsYears {
      recordYear.append(year.flatMap { Int32(exactly: $0) } ?? Self.noYear)
    }
  }

  /// Closes the record whose texts were just appended.
  mutating func endRecord() {
    recordTextStart.append(Int32(textRole.count))
    // Postings are asked for (and may be building from a copy) only once the words were
    // scanned: until then, no copy holds this revision, and appending keeps it.
    if wasScanned || postingsCache != nil { revision = Self.nextRevision() }
    postingsCache = nil
    wasScanned = false
    dropCredits()
  }

  /// Appends to the record being appended the texts that `seen` says a text of kind `kind`
  /// gave before, read as it would be at `place` among the texts of key position `key`.
  ///
  /// - Returns: Whether it did: `false` when no text of that kind was split that way yet (the
  ///   caller then appends the text: ``appendText(_:key:place:kind:splitting:seen:)``).
  @inline(__always)
  private mutating func appendCopyIfSeen(key: Int, place: Int, kind: Int, seen: SeenTexts) -> Bool {
    guard let earlier = seen.earlier(ofKind: kind, isName: names.isName(key: key, place: place))
    else { return false }
    switch earlier {
    case .run(let run):
      textRole.append(role(key: key, place: place))
      textRun.append(run)
    case .texts(let texts):
      for copied in texts { appendCopy(of: copied, key: key, place: place) }
    }
    return true
  }

  /// Appends to the record being appended its text `text`, of kind `kind` if known, at `place`
  /// among the texts of key position `key`, split with `split`'s storage; `seen` remembers what
  /// the kind gave, for later texts of the kind to copy
  /// (``appendCopyIfSeen(key:place:kind:seen:)``, tried first).
  private mutating func appendText(
    _ text: String, key: Int, place: Int, kind: Int?, splitting split: inout TextWords,
    seen: inout SeenTexts
  ) {
    let isName = names.isName(key: key, place: place)
    let first = textRole.count
    if isName, let listed = NameList.names(in: text) {
      for name in listed { append(String(name), key: key, place: place, splitting: &split) }
    } else {
      append(text, key: key, place: place, splitting: &split)
    }
    if let kind {
      let added = first..<textRole.count
      seen.remember(
        added, run: added.count == 1 ? textRun[first] : nil, ofKind: kind, isName: isName)
    }
  }

  /// Appends to the record being appended a text with the words and analysis of text `text` (its
  /// run), as text `place` of key position `key`.
  private mutating func appendCopy(of text: Int, key: Int, place: Int) {
    textRole.append(role(key: key, place: place))
    textRun.append(textRun[text])
  }

  /// Appends one text of the record being appended, unless it has no words.
  private mutating func append(
    _ text: String, key: Int, place: Int, splitting split: inout TextWords
  ) {
    split.split(text)
    guard split.count > 0 else { return }
    split.scalars.withUnsafeBufferPointer { scalars in
      for range in split.ranges {
        words.append(lexicon.intern(UnsafeBufferPointer(rebasing: scalars[range])))
      }
    }
    textRole.append(role(key: key, place: place))
    textRun.append(Int32(runCoreCount.count))
    runCoreCount.append(Int32(split.coreCount))
    runNameCoreCount.append(Int32(split.nameCoreCount))
    runPersonWordCount.append(Int32(split.personWordCount))
    runWordStart.append(Int32(words.count))
  }

  /// Removes the records at `positions` (ascending, each in range); later records move down.
  ///
  /// - Complexity: O(*n*) in the size of the index.
  mutating func remove(atSorted positions: [Int]) {
    guard !positions.isEmpty else { return }
    var kept = RecordWordIndex(
      names: names, keepsYears: keepsYears, readsAmpersand: readsAmpersand)
    kept.lexicon = lexicon
    // Per run, its number in `kept` once a kept text has it (runs no kept text has go).
    var keptRun = [Int32](repeating: -1, count: runCoreCount.count)
    var next = positions.startIndex
    for record in 0..<recordCount {
      if next < positions.endIndex && positions[next] == record {
        next += 1
        continue
      }
      for text in texts(ofRecord: record) {
        let run = Int(textRun[text])
        if keptRun[run] < 0 {
          keptRun[run] = Int32(kept.runCoreCount.count)
          kept.words.append(contentsOf: words[wordRange(ofText: text)])
          kept.runWordStart.append(Int32(kept.words.count))
          kept.runCoreCount.append(runCoreCount[run])
          kept.runNameCoreCount.append(runNameCoreCount[run])
          kept.runPersonWordCount.append(runPersonWordCount[run])
        }
        kept.textRole.append(textRole[text])
        kept.textRun.append(keptRun[run])
      }
      kept.recordTextStart.append(Int32(kept.textRole.count))
      if keepsYears { kept.recordYear.append(recordYear[record]) }
    }
    self = kept
  }

  /// The postings, if built and kept (``install(_:builtAt:)``).
  var builtPostings: WordPostings? { postingsCache }

  /// Whether the postings are built and kept (``install(_:builtAt:)``).
  var hasPostings: Bool { postingsCache != nil }

  /// Keeps `postings`, built from a copy of this index at `revision`, if the index has not
  /// changed since.
  ///
  /// - Returns: Whether they were kept: `false` when the index changed after the copy.
  @discardableResult
  mutating func install(_ postings: WordPostings, builtAt revision: UInt64) -> Bool {
    guard revision == self.revision else { return false }
    postingsCache = postings
    return true
  }

  /// A revision no index of this process has had.
  private static func nextRevision() -> UInt64 {
    revisions.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Notes that a search read the words without postings (``wasScanned``).
  mutating func noteScan() { wasScanned = true }

  /// How many records credit each name's person, with the texts ``names`` counts read as names:
  /// counted when first asked for, and kept by this state of the index and its copies.
  ///
  /// - Returns: The credits.
  /// - Complexity: O(1) when counted; otherwise O(*t* + *p* log *p*) for *t* texts and *p*
  ///   distinct names.
  func credits() -> NameCredits {
    creditsCache.credits { NameCredits(self) }
  }

  /// Whether ``credits()`` were counted for this state of the index (or given it:
  /// ``keepCredits(_:)``).
  var hasCountedCredits: Bool { creditsCache.isCounted }

  /// Forgets the credits counted for the state before a change: a cache no copy shares is
  /// emptied in place (appending a record allocates nothing), a shared one left to the copies.
  private mutating func dropCredits() {
    if isKnownUniquelyReferenced(&creditsCache) {
      creditsCache.forget()
    } else {
      creditsCache = NameCredits.Cache()
    }
  }

  /// Takes `credits` as this index's credits instead of counting them: for an index of one
  /// record, the credits of that record in the whole collection
  /// (``NameCredits/ofRecord(_:in:)``).
  mutating func keepCredits(_ credits: NameCredits) {
    creditsCache = NameCredits.Cache(credits)
  }

  /// The surnames of the names ``names`` counts: the last word of each name's core of two words
  /// or more, as word numbers in ``lexicon``.
  ///
  /// - Complexity: O(*t*) in the number of texts.
  func surnames() -> Set<Int32> {
    var found = Set<Int32>()
    for text in 0..<textRole.count {
      guard let surname = surnameOffset(ofText: text) else { continue }
      found.insert(words[wordRange(ofText: text).lowerBound + surname])
    }
    return found
  }

  /// The texts of record `record`, as text numbers.
  @inline(__always)
  func texts(ofRecord record: Int) -> Range<Int> {
    Int(recordTextStart[record])..<Int(recordTextStart[record + 1])
  }

  /// The number of runs (the words of one split, which texts share).
  var runCount: Int { runCoreCount.count }

  /// Text `text`'s run: the number of the words it shares with the texts split alike.
  @inline(__always)
  func run(ofText text: Int) -> Int { Int(textRun[text]) }

  /// The positions in ``words`` of text `text`'s words.
  @inline(__always)
  func wordRange(ofText text: Int) -> Range<Int> {
    wordRange(ofRun: Int(textRun[text]))
  }

  /// Per run, whether one of its words has a non-negative entry in `table` (indexed by word
  /// number, the lexicon's size).
  ///
  /// - Complexity: O(*w*) over the *w* words of the runs.
  func runsHolding(anyOf table: UnsafeBufferPointer<Int32>) -> [Bool] {
    precondition(table.count >= lexicon.count, "a table shorter than the lexicon")
    var held = [Bool](repeating: false, count: runCount)
    words.withUnsafeBufferPointer { words in
      runWordStart.withUnsafeBufferPointer { starts in
        held.withUnsafeMutableBufferPointer { held in
          for run in 0..<held.count {
            var place = Int(starts[run])
            let end = Int(starts[run + 1])
            assert(place <= end && end <= words.count, "a run past the words")
            while place < end {
              let word = Int(words[place])
              assert(word >= 0 && word < table.count, "a word past the lexicon")
              if table[word] >= 0 {
                held[run] = true
                break
              }
              place += 1
            }
          }
        }
      }
    }
    return held
  }

  /// Calls `body` with each record and each of its texts whose run `runs` marks, records and
  /// texts in order.
  ///
  /// - Complexity: O(*t*) over the *t* texts of every record.
  func forEachText(inRuns runs: [Bool], _ body: (_ record: Int, _ text: Int) -> Void) {
    precondition(runs.count >= runCount, "a mark per run")
    recordTextStart.withUnsafeBufferPointer { starts in
      textRun.withUnsafeBufferPointer { textRun in
        runs.withUnsafeBufferPointer { runs in
          var text = 0
          for record in 0..<(starts.count - 1) {
            let end = Int(starts[record + 1])
            assert(text == Int(starts[record]) && end <= textRun.count, "texts out of order")
            while text < end {
              if runs[Int(textRun[text])] { body(record, text) }
              text += 1
            }
          }
        }
      }
    }
  }

  /// The positions in ``words`` of run `run`'s words.
  @inline(__always)
  func wordRange(ofRun run: Int) -> Range<Int> {
    Int(runWordStart[run])..<Int(runWordStart[run + 1])
  }

  /// Whether text `text` is of the first key (the title or name).
  @inline(__always)
  func isOfFirstKey(_ text: Int) -> Bool { textRole[text] & TextRole.ofFirstKey != 0 }

  /// Whether text `text` is one of the names ``names`` counts (by its key and its place among
  /// the key's texts: a film's first cast members, not those billed after them).
  @inline(__always)
  func isName(_ text: Int) -> Bool { textRole[text] & TextRole.name != 0 }

  /// Where text `text`'s surname is among its words, if it has one.
  ///
  /// A surname is the last word of a text's core read as a person's name (without a
  /// generational suffix: ``nameCoreCount(ofText:)``), for a text that is a name
  /// (``isName(_:)``) whose core has two words or more: the one definition of a surname that
  /// every rule and candidate search reads.
  ///
  /// - Parameters:
  ///   - text: A text number.
  ///   - keepsSuffix: Whether a generational suffix is a word of the core
  ///     (``SearchRanking/Rules/parentheticalSuffix`` off): then the last word is the surname.
  /// - Returns: The surname's offset in the text's words, or `nil`.
  @inline(__always)
  func surnameOffset(ofText text: Int, keepsSuffix: Bool = false) -> Int? {
    guard isName(text) else { return nil }
    let core = keepsSuffix ? wordRange(ofText: text).count : nameCoreCount(ofText: text)
    return core >= 2 ? core - 1 : nil
  }

  /// Record `record`'s own text (the first text of its first key: its title or name) as a
  /// text number, or `nil` when it has none.
  @inline(__always)
  func ownTextNumber(ofRecord record: Int) -> Int? {
    let first = Int(recordTextStart[record])
    guard first < Int(recordTextStart[record + 1]), textRole[first] & TextRole.own == TextRole.own
    else { return nil }
    return first
  }

  /// The bits of a text's role (``textRole``).
  private enum TextRole {
    /// Of the first key.
    static let ofFirstKey: UInt8 = 1
    /// The first of its key's texts.
    static let firstOfKey: UInt8 = 2
    /// A name ``RecordWordIndex/names`` counts.
    static let name: UInt8 = 4
    /// The record's own text: the first of the first key's.
    static let own = ofFirstKey | firstOfKey
  }

  /// The role bits of a text at `place` among the texts of key position `key`.
  private func role(key: Int, place: Int) -> UInt8 {
    (key == 0 ? TextRole.ofFirstKey : 0) | (place == 0 ? TextRole.firstOfKey : 0)
      | (names.isName(key: key, place: place) ? TextRole.name : 0)
  }

  /// The numbers in ``lexicon`` of the articles a text may begin with (``TextWords/articles``)
  /// that the records' texts have.
  ///
  /// - Complexity: O(1): a lookup for each of three short words.
  func articleNumbers() -> [Int32] {
    TextWords.articles.compactMap { lexicon.number(of: $0[...]) }
  }

  /// Record `record`'s year, or `nil` when it has none or the index keeps no years.
  @inline(__always)
  func year(ofRecord record: Int) -> Int? {
    guard keepsYears, recordYear[record] != Self.noYear else { return nil }
    return Int(recordYear[record])
  }

  /// How many of text `text`'s first words are its core.
  @inline(__always)
  func coreCount(ofText text: Int) -> Int { Int(runCoreCount[Int(textRun[text])]) }

  /// How many of text `text`'s first words are its core read as a person's name (without a
  /// generational suffix: ``TextWords/nameCoreCount``).
  @inline(__always)
  func nameCoreCount(ofText text: Int) -> Int { Int(runNameCoreCount[Int(textRun[text])]) }

  /// How many words the person text `text` names counts, read as a name: the words of the
  /// first and last parts of its name core, never more than its name core's words
  /// (``TextWords/personWordCount``).
  @inline(__always)
  func personWordCount(ofText text: Int) -> Int {
    Int(runPersonWordCount[Int(textRun[text])])
  }
}
