/// Document frequencies for token search (Fuse.js's stats-only inverted index): every field whose
/// text has at least one token is one document; a term's document frequency counts those fields
/// containing it.
///
/// Terms are interned by their UTF-16 units (JavaScript identity: NFC and NFD spellings are two
/// terms) into integer ids, with one count per term. Nothing per document is kept: removing
/// documents tokenises their fields' texts again (the store still holds them) and subtracts
/// what they hold, which is exactly what adding them counted, since a tokenizer gives a text the
/// same terms each time.
struct TokenStatistics: Sendable, Equatable {
  /// How many fields are counted (Fuse.js's document count).
  private(set) var fieldCount = 0
  /// Per term id: its units are `termUnits[termStart[id]..<termStart[id + 1]]`.
  private var termUnits: [UInt16] = []
  private var termStart: [Int32] = [0]
  private var termTable = TextTable()
  /// Per term id: how many counted fields hold it (0 once they are all removed).
  private var termFrequency: [Int32] = []
  /// Per term id: the last text serial that listed it, to list a text's terms once each.
  private var termStamp: [Int32] = []
  private var textSerial: Int32 = 0

  /// Empty statistics.
  init() {}

  /// Adds every field of one store record (after ``Fuse/Search/add(_:)``).
  mutating func ingest(record: Int, of store: FieldStore, tokenizer: FuseTokenizer) {
    fieldCount += count(record: record, of: store, tokenizer: tokenizer, by: 1)
  }

  /// Adds `change` to the frequency of every term of every field of one store record; returns
  /// how many of its fields have a term.
  private mutating func count(
    record: Int, of store: FieldStore, tokenizer: FuseTokenizer, by change: Int32
  ) -> Int {
    var fields = 0
    var terms: [Int32] = []
    store.units.withUnsafeBufferPointer { all in
      for field in store.recordFieldStart[record]..<store.recordFieldStart[record + 1] {
        terms.removeAll(keepingCapacity: true)
        listTerms(of: store.text(ofField: field, in: all), tokenizer: tokenizer, into: &terms)
        guard !terms.isEmpty else { continue }
        for term in terms { termFrequency[Int(term)] += change }
        fields += 1
      }
    }
    return fields
  }

  /// How many counted fields hold `term` (compared by UTF-16 units).
  func documentFrequency(of term: String) -> Int {
    var units = Array(term.utf16)
    return units.withUnsafeMutableBufferPointer { buffer in
      let text = UnsafeBufferPointer(buffer)
      switch termTable.find(hash: TextTable.hash(text), equals: { sameTerm($0, text) }) {
      case .existing(let id): return Int(termFrequency[Int(id)])
      case .vacant: return 0
      }
    }
  }

  /// Subtracts the documents at `removed` (document positions), read from `store` before it
  /// drops their records.
  ///
  /// - Complexity: O(*r* + *m*) in the store's records and the removed records' text length.
  mutating func removeDocuments(at removed: [Int], of store: FieldStore, tokenizer: FuseTokenizer) {
    let removedSet = Set(removed)
    guard !removedSet.isEmpty else { return }
    for record in 0..<store.recordCount where removedSet.contains(store.recordDocIndex[record]) {
      fieldCount -= count(record: record, of: store, tokenizer: tokenizer, by: -1)
    }
  }

  // MARK: - Building from a store's tables

  /// Per distinct text of a store, in id order: its distinct term ids.
  struct TextTermCache: Sendable {
    /// Text *i*'s terms are `terms[start[i]..<start[i + 1]]`.
    var start: [Int32] = [0]
    var terms: [Int32] = []

    /// How many texts are listed.
    var textCount: Int { start.count - 1 }
  }

  /// Lists the terms of the next distinct texts (ids `cache.textCount` onwards, in order): text
  /// *i* of the batch is `units[starts[i] - unitOffset ..< starts[i] - unitOffset + lengths[i]]`.
  ///
  /// Terms get their ids here, in the order the texts list them, so texts listed in id order
  /// give the same ids however they are batched.
  mutating func listTexts(
    units: UnsafeBufferPointer<UInt16>, starts: UnsafeBufferPointer<Int32>,
    lengths: UnsafeBufferPointer<Int32>, unitOffset: Int, tokenizer: FuseTokenizer,
    into cache: inout TextTermCache
  ) {
    assert(starts.count == lengths.count, "a text without its length")
    cache.start.reserveCapacity(cache.start.count + starts.count)
    for text in 0..<starts.count {
      let start = Int(starts[text]) - unitOffset
      assert(
        start >= 0 && start + Int(lengths[text]) <= units.count, "a text outside the units")
      listTerms(
        of: UnsafeBufferPointer(rebasing: units[start..<(start + Int(lengths[text]))]),
        tokenizer: tokenizer, into: &cache.terms)
      cache.start.append(Int32(cache.terms.count))
    }
  }

  /// Counts the fields of the next records: record *r*'s fields are `textIDs[fieldStarts[r] -
  /// fieldOffset ..< fieldStarts[r + 1] - fieldOffset]` (distinct text ids, listed in `cache`).
  ///
  /// The same counts as ``ingest(record:of:tokenizer:)`` for each record.
  mutating func countRecords(
    fieldStarts: UnsafeBufferPointer<Int>, fieldOffset: Int, textIDs: UnsafeBufferPointer<Int32>,
    cache: TextTermCache
  ) {
    guard fieldStarts.count > 1 else { return }
    let fields = (fieldStarts[0] - fieldOffset)..<(fieldStarts[fieldStarts.count - 1] - fieldOffset)
    assert(
      fields.lowerBound >= 0 && fields.upperBound <= textIDs.count, "a field past the text ids")
    var counted = 0
    cache.start.withUnsafeBufferPointer { starts in
      cache.terms.withUnsafeBufferPointer { terms in
        termFrequency.withUnsafeMutableBufferPointer { frequency in
          for field in fields {
            let text = Int(textIDs[field])
            assert(text >= 0 && text + 1 < starts.count, "a text the cache has not listed")
            let range = Int(starts[text])..<Int(starts[text + 1])
            assert(range.upperBound <= terms.count, "a text's terms past the cache")
            guard !range.isEmpty else { continue }
            for term in terms[range] { frequency[Int(term)] += 1 }
            counted += 1
          }
        }
      }
    }
    fieldCount += counted
  }

  /// Appends the distinct term ids of one normalised text to `list`.
  private mutating func listTerms(
    of text: UnsafeBufferPointer<UInt16>, tokenizer: FuseTokenizer, into list: inout [Int32]
  ) {
    if textSerial == Int32.max {
      // Start the serials again rather than let an old stamp meet a new serial.
      for id in termStamp.indices { termStamp[id] = 0 }
      textSerial = 0
    }
    textSerial += 1
    if tokenizer.isDefaultPattern {
      DefaultTokenizer.forEachToken(in: text) { token in add(token, to: &list) }
    } else {
      for token in tokenizer.split(String(decoding: text, as: UTF16.self)) {
        var units = Array(token.utf16)
        units.withUnsafeMutableBufferPointer { add(UnsafeBufferPointer($0), to: &list) }
      }
    }
  }

  @inline(__always)
  private mutating func add(_ token: UnsafeBufferPointer<UInt16>, to list: inout [Int32]) {
    let id = intern(token)
    if termStamp[Int(id)] != textSerial {
      termStamp[Int(id)] = textSerial
      list.append(id)
    }
  }

  /// The id of a term, interning it if new.
  private mutating func intern(_ term: UnsafeBufferPointer<UInt16>) -> Int32 {
    let hash = TextTable.hash(term)
    switch termTable.find(hash: hash, equals: { sameTerm($0, term) }) {
    case .existing(let id):
      return id
    case .vacant(let slot, let hash):
      let id = Int32(termFrequency.count)
      termUnits.append(contentsOf: term)
      termStart.append(Int32(termUnits.count))
      termFrequency.append(0)
      termStamp.append(0)
      termTable.insert(id, hash: hash, at: slot)
      return id
    }
  }

  @inline(__always)
  private func sameTerm(_ id: Int, _ term: UnsafeBufferPointer<UInt16>) -> Bool {
    let start = Int(termStart[id])
    guard Int(termStart[id + 1]) - start == term.count else { return false }
    return termUnits.withUnsafeBufferPointer { units in
      assert(start >= 0 && start + term.count <= units.count, "a term past the term units")
      for offset in 0..<term.count where units[start + offset] != term[offset] { return false }
      return true
    }
  }
}
