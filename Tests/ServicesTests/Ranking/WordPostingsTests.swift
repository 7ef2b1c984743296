import Testing

@testable import Services

/// What the postings list per word: each record that holds it once, ascending, with what the
/// word is to that record.
@Suite struct WordPostingsTests {
  /// Films: a title key (several titles for the second), then a cast key of names.
  static let records: [[[String]]] = [
    [["Iron Man"], ["Robert Downey Jr.", "Terrence Howard"]],
    [["The Man Who Knew Too Much", "Man Knew Too Much"], ["James Stewart"]],
    [["Man on Fire"], ["Denzel Washington", "Marc Man"]],
    [["Fire Man Fire"], ["Man Ray"]],
  ]
  static let index = RecordWordIndex(count: records.count, names: NameCounts([0, Int.max])) {
    records[$0]
  }

  /// The number of `word` in the index's lexicon.
  private static func number(_ word: String) throws -> Int32 {
    try #require(index.lexicon.number(of: ArraySlice(word.unicodeScalars.map(\.value))))
  }

  @Test func everyRecordHoldingAWordIsListedOnceAscending() throws {
    let postings = WordPostings(Self.index)
    var listed: [Int] = []
    var surnameIn: [Int] = []
    var ownCoreIn: [Int] = []
    postings.forEachRecord(holding: try Self.number("man")) { record, endsName, inOwnCore in
      listed.append(record)
      if endsName { surnameIn.append(record) }
      if inOwnCore { ownCoreIn.append(record) }
    }
    #expect(listed == [0, 1, 2, 3])
    #expect(postings.recordCount(holding: try Self.number("man")) == 4)
    // "Marc Man" ends with it; "Man Ray" begins with it.
    #expect(surnameIn == [2])
    // In every own title; the second title of record 1 is not its own.
    #expect(ownCoreIn == [0, 1, 2, 3])
  }

  @Test func theRecordsAFirstKeyTextBeginsWithAWordAreThoseWhereItComesFirst() throws {
    let postings = WordPostings(Self.index)
    func beginning(_ word: String) throws -> [Int] {
      var records: [Int] = []
      postings.forEachRecord(beginningAFirstKeyTextWith: try Self.number(word)) {
        records.append($0)
      }
      return records
    }
    // Record 1's second title begins with "man"; record 3's cast begins with it, which is not
    // of the first key; record 0's title holds it second.
    #expect(try beginning("man") == [1, 2])
    #expect(try beginning("fire") == [3])
    #expect(try beginning("the") == [1])
    #expect(try beginning("iron") == [0])
    #expect(try beginning("ray").isEmpty)
  }
}
