extension FieldStore {
  /// The record that holds the document at `docIndex`, or `nil` when it has none (a blank
  /// string document, or a position outside the collection).
  ///
  /// Records are kept in document order when the searcher builds its own index and when it
  /// adds documents, so a binary search finds the record; an index given from outside may list
  /// its records in any order, and is then searched from the start.
  ///
  /// - Complexity: O(1) when every document before it has a record, O(log *n*) for records
  ///   in document order, otherwise O(*n*).
  func record(forDocIndex docIndex: Int) -> Int? {
    // Most collections have a record per document: the record is then at the same position.
    if docIndex >= 0, docIndex < recordCount, recordDocIndex[docIndex] == docIndex {
      return docIndex
    }
    var low = 0
    var high = recordCount
    while low < high {
      let middle = low + (high - low) / 2
      if recordDocIndex[middle] < docIndex { low = middle + 1 } else { high = middle }
    }
    if low < recordCount, recordDocIndex[low] == docIndex { return low }
    return recordDocIndex.firstIndex(of: docIndex)
  }

  /// The original texts of a record's fields, one group per key in key order (a string
  /// record has one group); a key with no text for this record has an empty group.
  ///
  /// - Parameter record: A record position.
  /// - Returns: The texts, grouped by key.
  func textsByKey(ofRecord record: Int) -> [[String]] {
    let fields = recordFieldStart[record]..<recordFieldStart[record + 1]
    if recordIsString[record] { return [fields.map(originalText(ofField:))] }
    var groups = [[String]](repeating: [], count: keyCount)
    for field in fields { groups[key(ofField: field)].append(originalText(ofField: field)) }
    return groups
  }

  /// Calls `body` with each field of a record, in order: its key position (-1 in a string
  /// record), its distinct text and its original text.
  ///
  /// - Parameter record: A record position.
  func forEachField(ofRecord record: Int, _ body: (Int, Int, String) -> Void) {
    for field in recordFieldStart[record]..<recordFieldStart[record + 1] {
      body(key(ofField: field), Int(fieldTextID[field]), originalText(ofField: field))
    }
  }

  /// The original texts of a record's fields of the first key (all of a string record's):
  /// what ``textsByKey(ofRecord:)`` gives as its first group.
  ///
  /// - Parameter record: A record position.
  func primaryTexts(ofRecord record: Int) -> [String] {
    var texts: [String] = []
    for field in recordFieldStart[record]..<recordFieldStart[record + 1] {
      guard key(ofField: field) <= 0 else { break }
      texts.append(originalText(ofField: field))
    }
    return texts
  }
}
