import TestSupport
import Testing

@testable import Services

/// How many records credit each name's person: one person per first and last word, each
/// record once, the record's own name and the names past the billing not counted.
@Suite struct NameCreditsTests {
  /// Every record's texts as (key, text) pairs, the credits over them, and the index.
  private static func credits(
    _ records: [[[String]]], names: NameCounts
  ) -> (NameCredits, RecordWordIndex) {
    let index = RecordWordIndex(count: records.count, names: names) { records[$0] }
    return (index.credits(), index)
  }

  /// The credits of record `record`'s texts, in their order.
  private static func creditsOfRecord(
    _ record: Int, _ credits: NameCredits, _ index: RecordWordIndex
  ) -> [Int32] {
    index.texts(ofRecord: record).map { credits[$0, in: index] }
  }

  @Test func aPersonIsTheirFirstAndLastWordsAndEachRecordCountsOnce() {
    // Films: a title, then a cast, every cast name a name.
    let films: [[[String]]] = [
      [["Vertigo"], ["James Stewart", "Kim Novak"]],
      [["Rope"], ["James Stewart", "John Dall"]],
      [["Harvey"], ["James M. Stewart", "Josephine Hull", "James Stewart"]],
      [["Twilight"], ["Kristen Stewart"]],
      [["Stewart"], ["Cher"]],
    ]
    let (credits, index) = Self.credits(films, names: NameCounts([0, Int.max]))
    // James Stewart three times (the middle initial aside; Harvey names him twice, once
    // counted), Kristen Stewart once; a one-word name and the titles are no credit.
    #expect(Self.creditsOfRecord(0, credits, index) == [0, 3, 1])
    #expect(Self.creditsOfRecord(1, credits, index) == [0, 3, 1])
    #expect(Self.creditsOfRecord(2, credits, index) == [0, 3, 1, 3])
    #expect(Self.creditsOfRecord(3, credits, index) == [0, 1])
    #expect(Self.creditsOfRecord(4, credits, index) == [0, 0])
    // Seven people credited by the four records that credit anyone: James Stewart and Kim
    // Novak, James Stewart and John Dall, James Stewart and Josephine Hull, Kristen Stewart.
    #expect(credits.perRecord == 1.75)
  }

  @Test func aRecordsOwnNameAndNamesPastTheBillingAreNoCredits() {
    // People: the first key is the person's own name, which credits no one.
    let people: [[[String]]] = [[["Tom Hanks"]], [["Tom Hanks"]], [["Colin Hanks"]]]
    let (own, ownIndex) = Self.credits(people, names: NameCounts([Int.max]))
    #expect((0..<3).allSatisfy { Self.creditsOfRecord($0, own, ownIndex) == [0] })
    // Only the first billed name of each cast counts: Mary Astor is billed second in one.
    let films: [[[String]]] = [
      [["The Maltese Falcon"], ["Humphrey Bogart", "Mary Astor"]],
      [["Red Dust"], ["Mary Astor"]],
    ]
    let (billed, index) = Self.credits(films, names: NameCounts([0, 1]))
    #expect(Self.creditsOfRecord(0, billed, index) == [0, 1, 0])
    #expect(Self.creditsOfRecord(1, billed, index) == [0, 1])
  }

  @Test func eachAuthorABookListsIsCredited() {
    // Books: one author text per book, which may list several people.
    let books: [[[String]]] = [
      [["It"], ["Stephen King"]],
      [["The Talisman"], ["Stephen King, Peter Straub"]],
      [["Ghost Story"], ["Peter Straub"]],
      [["Iron Man"], ["Robert Downey, Jr."]],
    ]
    let (credits, index) = Self.credits(books, names: NameCounts([0, Int.max]))
    #expect(Self.creditsOfRecord(0, credits, index) == [0, 2])
    #expect(Self.creditsOfRecord(1, credits, index) == [0, 2, 2])
    #expect(Self.creditsOfRecord(2, credits, index) == [0, 2])
    #expect(Self.creditsOfRecord(3, credits, index) == [0, 1])
    // Five people credited by four books.
    #expect(credits.perRecord == 1.25)
  }

  @Test func theCreditsAgreeWithACountOfEveryRecordOnRandomCollections() {
    var generator = SplitMix64(seed: 7)
    let given = ["ann", "bob", "cy", "di"]
    let surnames = ["kane", "lee", "moe"]
    for _ in 0..<200 {
      let records: [[[String]]] = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        let cast = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          let first = given.randomElement(using: &generator) ?? "ann"
          let last = surnames.randomElement(using: &generator) ?? "kane"
          return Bool.random(using: &generator) ? "\(first) \(last)" : "\(first) x. \(last)"
        }
        return [["a title"], cast]
      }
      let billed = Int.random(in: 1...4, using: &generator)
      let (credits, index) = Self.credits(records, names: NameCounts([0, billed]))
      // Brute force: the records whose first `billed` names include the person.
      func person(_ name: String) -> [Substring] {
        let words = name.split(separator: " ")
        return [words[0], words[words.count - 1]]
      }
      for (record, texts) in records.enumerated() {
        let expected: [Int32] =
          [0]
          + texts[1].enumerated().map { place, name in
            guard place < billed else { return 0 }
            let count = records.filter { other in
              other[1].prefix(billed).contains { person($0) == person(name) }
            }.count
            return Int32(count)
          }
        #expect(Self.creditsOfRecord(record, credits, index) == expected, "\(records)")
      }
      let people = records.map { Set($0[1].prefix(billed).map(person)).count }.filter { $0 > 0 }
      let average = people.isEmpty ? 0 : Double(people.reduce(0, +)) / Double(people.count)
      #expect(credits.perRecord == average, "\(records)")
    }
  }

  @Test func theCreditsOfOneRecordAreThoseOfAnIndexOfItAlone() {
    let films: [[[String]]] = [
      [["Vertigo"], ["James Stewart"]], [["Rope"], ["James Stewart", "John Dall"]],
    ]
    let names = NameCounts([0, Int.max])
    let (credits, index) = Self.credits(films, names: names)
    let rope = credits.ofRecord(1, in: index)
    // The index of Rope alone, as an explanation builds it from the record's texts.
    let alone = RecordWordIndex(count: 1, names: names) { _ in films[1] }
    #expect(alone.texts(ofRecord: 0).map { rope[$0, in: alone] } == [0, 2, 1])
    #expect(rope.perRecord == credits.perRecord, "the collection's average, not the record's")
  }
}
