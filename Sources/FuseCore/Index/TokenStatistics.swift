/// Document frequencies for token search (Fuse.js's stats-only inverted index): every field whose
/// text has at least one token is one document; a term's document frequency counts those fields
/// containing it.
///
/// Terms are interned by their UTF-16 units (JavaScript identity: NFC and NFD spellings are two
/// terms) into integer ids. What each document contributed is kept in flat arrays, one chunk per
/// ingested record (its document position, its counted fields, and one term id per field holding
/// the term), so removing documents subtracts exactly what they added.
struct TokenStatistics: Sendable {
  /// How many fields are counted (Fuse.js's document count).
  private(set) var fieldCount = 0
  /// Per term id: its units are `termUnits[termStart[id]..<termStart[id + 1]]`.
  private var termUnits: [UInt16] = []
  private var termStart: [Int] = [0]
  private var termTable = TextTable()
  /// Per term id: how many counted fields hold it (0 once they are all removed).
  private var termFrequency: [Int] = []
  /// Per term id: the last text serial that listed it, to list a text's terms once each.
  private var termStamp: [Int] = []
  private var textSerial = 0
  /// Per chunk: the document position, the counted fields, and where its term ids end.
  private var chunkDocIndex: [Int] = []
  private var chunkFieldCount: [Int] = []
  private var chunkTermEnd: [Int] = []
  /// The chunks' term ids, one per (counted field, distinct term of that field).
  private var chunkTerms: [Int32] = []

  /// Empty statistics.
  init() {}

  /// The statistics of every record of `store`, each distinct text tokenised once.
  ///
  /// - Complexity: O(*n*) in the total length of the store's distinct texts plus the number of
  ///   (field, term) pairs.
  init(store: FieldStore, tokenizer: FuseTokenizer) {
    var cache = TextTermCache(textCount: store.textStart.count)
    for record in 0..<store.recordCount {
      ingest(record: record, of: store, tokenizer: tokenizer, cache: &cache)
    }
  }

  /// Adds every field of one store record (after ``Fuse/Search/add(_:)``).
  mutating func ingest(record: Int, of store: FieldStore, tokenizer: FuseTokenizer) {
    var cache = TextTermCache(textCount: 0)
    ingest(record: record, of: store, tokenizer: tokenizer, cache: &cache)
  }

  /// How many counted fields hold `term` (compared by UTF-16 units).
  func documentFrequency(of term: String) -> Int {
    var units = Array(term.utf16)
    return units.withUnsafeMutableBufferPointer { buffer in
      let text = UnsafeBufferPointer(buffer)
      switch termTable.find(hash: TextTable.hash(text), equals: { sameTerm($0, text) }) {
      case .existing(let id): return termFrequency[Int(id)]
      case .vacant: return 0
      }
    }
  }

  /// Removes the documents at `removed` and renumbers the rest to close the gaps.
  ///
  /// - Complexity: O(*c* log *r*) in the chunks' term ids and the removed positions.
  mutating func removeDocuments(at removed: [Int]) {
    let sorted = Array(Set(removed)).sorted()
    guard !sorted.isEmpty else { return }
    var keptChunks = 0
    var keptTerms = 0
    var read = 0
    for chunk in 0..<chunkDocIndex.count {
      let end = chunkTermEnd[chunk]
      let docIndex = chunkDocIndex[chunk]
      let below = FuseIndex.countBelow(docIndex, in: sorted)
      if below < sorted.count && sorted[below] == docIndex {
        fieldCount -= chunkFieldCount[chunk]
        for position in read..<end { termFrequency[Int(chunkTerms[position])] -= 1 }
      } else {
        for position in read..<end {
          chunkTerms[keptTerms] = chunkTerms[position]
          keptTerms += 1
        }
        chunkDocIndex[keptChunks] = docIndex - below
        chunkFieldCount[keptChunks] = chunkFieldCount[chunk]
        chunkTermEnd[keptChunks] = keptTerms
        keptChunks += 1
      }
      read = end
    }
    chunkDocIndex.removeLast(chunkDocIndex.count - keptChunks)
    chunkFieldCount.removeLast(chunkFieldCount.count - keptChunks)
    chunkTermEnd.removeLast(chunkTermEnd.count - keptChunks)
    chunkTerms.removeLast(chunkTerms.count - keptTerms)
  }

  // MARK: - Building

  /// Per store text: its distinct term ids, listed the first time a field shows the text.
  struct TextTermCache {
    /// Per text id: where its terms start in `terms` (-1: not listed yet); empty when the
    /// cache is not used.
    var start: [Int]
    var count: [Int]
    var terms: [Int32] = []

    init(textCount: Int) {
      start = [Int](repeating: -1, count: textCount)
      count = [Int](repeating: 0, count: textCount)
    }
  }

  private mutating func ingest(
    record: Int, of store: FieldStore, tokenizer: FuseTokenizer, cache: inout TextTermCache
  ) {
    var fields = 0
    store.units.withUnsafeBufferPointer { all in
      for field in store.recordFieldStart[record]..<store.recordFieldStart[record + 1] {
        let textID = Int(store.fieldTextID[field])
        if textID < cache.start.count {
          if cache.start[textID] < 0 {
            cache.start[textID] = cache.terms.count
            listTerms(
              of: store.text(ofField: field, in: all), tokenizer: tokenizer, into: &cache.terms)
            cache.count[textID] = cache.terms.count - cache.start[textID]
          }
          let start = cache.start[textID]
          let count = cache.count[textID]
          guard count > 0 else { continue }
          for position in start..<(start + count) { countTerm(cache.terms[position]) }
        } else {
          var terms: [Int32] = []
          listTerms(of: store.text(ofField: field, in: all), tokenizer: tokenizer, into: &terms)
          guard !terms.isEmpty else { continue }
          for term in terms { countTerm(term) }
        }
        fields += 1
      }
    }
    guard fields > 0 else { return }
    fieldCount += fields
    chunkDocIndex.append(store.recordDocIndex[record])
    chunkFieldCount.append(fields)
    chunkTermEnd.append(chunkTerms.count)
  }

  @inline(__always)
  private mutating func countTerm(_ id: Int32) {
    termFrequency[Int(id)] += 1
    chunkTerms.append(id)
  }

  /// Appends the distinct term ids of one normalised text to `list`.
  private mutating func listTerms(
    of text: UnsafeBufferPointer<UInt16>, tokenizer: FuseTokenizer, into list: inout [Int32]
  ) {
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
      termStart.append(termUnits.count)
      termFrequency.append(0)
      termStamp.append(0)
      termTable.insert(id, hash: hash, at: slot)
      return id
    }
  }

  @inline(__always)
  private func sameTerm(_ id: Int, _ term: UnsafeBufferPointer<UInt16>) -> Bool {
    let start = termStart[id]
    guard termStart[id + 1] - start == term.count else { return false }
    return termUnits.withUnsafeBufferPointer { units in
      for offset in 0..<term.count where units[start + offset] != term[offset] { return false }
      return true
    }
  }
}
