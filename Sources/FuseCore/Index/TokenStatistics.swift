/// Document frequencies for token search (Fuse.js's stats-only inverted index): every field whose
/// text has at least one token is one document; a term's document frequency counts those fields
/// containing it.
///
/// Terms are interned by their UTF-16 units (JavaScript identity: NFC and NFD spellings are two
/// terms) into integer ids. What each document contributed is kept in flat arrays, one chunk per
/// ingested record (its document position, its counted fields, and one term id per field holding
/// the term), so removing documents subtracts exactly what they added.
struct TokenStatistics: Sendable, Equatable {
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

  /// Adds every field of one store record (after ``Fuse/Search/add(_:)``).
  mutating func ingest(record: Int, of store: FieldStore, tokenizer: FuseTokenizer) {
    var fields = 0
    store.units.withUnsafeBufferPointer { all in
      for field in store.recordFieldStart[record]..<store.recordFieldStart[record + 1] {
        var terms: [Int32] = []
        listTerms(of: store.text(ofField: field, in: all), tokenizer: tokenizer, into: &terms)
        guard !terms.isEmpty else { continue }
        for term in terms {
          termFrequency[Int(term)] += 1
          chunkTerms.append(term)
        }
        fields += 1
      }
    }
    closeChunk(docIndex: store.recordDocIndex[record], fields: fields)
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

  // MARK: - Building from a store's tables

  /// Per distinct text of a store, in id order: its distinct term ids.
  struct TextTermCache: Sendable {
    /// Text *i*'s terms are `terms[start[i]..<start[i + 1]]`.
    var start: [Int] = [0]
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
    units: UnsafeBufferPointer<UInt16>, starts: UnsafeBufferPointer<Int>,
    lengths: UnsafeBufferPointer<Int>, unitOffset: Int, tokenizer: FuseTokenizer,
    into cache: inout TextTermCache
  ) {
    cache.start.reserveCapacity(cache.start.count + starts.count)
    for text in 0..<starts.count {
      let start = starts[text] - unitOffset
      listTerms(
        of: UnsafeBufferPointer(rebasing: units[start..<(start + lengths[text])]),
        tokenizer: tokenizer, into: &cache.terms)
      cache.start.append(cache.terms.count)
    }
  }

  /// Counts the fields of the next records: record *r* is document `docIndex[r]`, its fields are
  /// `textIDs[fieldStarts[r] - fieldOffset ..< fieldStarts[r + 1] - fieldOffset]` (distinct
  /// text ids, listed in `cache`).
  ///
  /// The same counts, in the same order, as ``ingest(record:of:tokenizer:)`` for each record.
  mutating func countRecords(
    docIndex: UnsafeBufferPointer<Int>, fieldStarts: UnsafeBufferPointer<Int>, fieldOffset: Int,
    textIDs: UnsafeBufferPointer<Int32>, cache: TextTermCache
  ) {
    guard !docIndex.isEmpty else { return }
    let fields = (fieldStarts[0] - fieldOffset)..<(fieldStarts[docIndex.count] - fieldOffset)
    cache.start.withUnsafeBufferPointer { starts in
      var added = 0
      for field in fields {
        let text = Int(textIDs[field])
        added += starts[text + 1] - starts[text]
      }
      var position = chunkTerms.count
      chunkTerms.append(contentsOf: repeatElement(0, count: added))
      cache.terms.withUnsafeBufferPointer { terms in
        chunkTerms.withUnsafeMutableBufferPointer { chunkTerms in
          termFrequency.withUnsafeMutableBufferPointer { frequency in
            for record in 0..<docIndex.count {
              var counted = 0
              for field
                in (fieldStarts[record] - fieldOffset)..<(fieldStarts[record + 1] - fieldOffset)
              {
                let text = Int(textIDs[field])
                let range = starts[text]..<starts[text + 1]
                guard !range.isEmpty else { continue }
                for term in terms[range] {
                  frequency[Int(term)] += 1
                  chunkTerms[position] = term
                  position += 1
                }
                counted += 1
              }
              guard counted > 0 else { continue }
              fieldCount += counted
              chunkDocIndex.append(docIndex[record])
              chunkFieldCount.append(counted)
              chunkTermEnd.append(position)
            }
          }
        }
      }
    }
  }

  // MARK: - Counting

  /// Records one document's chunk once its fields' term ids are in ``chunkTerms`` (nothing for
  /// a document without counted fields).
  private mutating func closeChunk(docIndex: Int, fields: Int) {
    guard fields > 0 else { return }
    fieldCount += fields
    chunkDocIndex.append(docIndex)
    chunkFieldCount.append(fields)
    chunkTermEnd.append(chunkTerms.count)
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
