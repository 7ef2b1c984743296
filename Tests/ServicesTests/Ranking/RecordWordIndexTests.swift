import FuseCore
import Models
import Testing

@testable import Services

/// The words an index keeps per record: a name key's text that lists several people is each of
/// them, in the listing text's place; other keys' texts stay whole.
@Suite struct RecordWordIndexTests {
  /// Word `number` of `index`'s lexicon, spelled.
  private static func word(_ number: Int32, _ index: RecordWordIndex) -> String {
    String(String.UnicodeScalarView(index.lexicon[number].compactMap(Unicode.Scalar.init)))
  }

  /// Record `record`'s texts, each as its words joined by spaces.
  private static func texts(ofRecord record: Int, _ index: RecordWordIndex) -> [String] {
    index.texts(ofRecord: record).map { text in
      index.words[index.wordRange(ofText: text)].map { word($0, index) }.joined(separator: " ")
    }
  }

  /// The words numbered `words` in `index`, spelled and sorted.
  private static func spelled(_ words: Set<Int32>, _ index: RecordWordIndex) -> [String] {
    words.map { word($0, index) }.sorted()
  }

  @Test func aNameKeysListOfPeopleIsEachOfThem() {
    // Books: a title, then the author text; the author key's texts are names.
    let records: [[[String]]] = [
      [["Love, Actually"], ["Stephen King, Peter Straub", "Anonymous"]],
      [["Iron Man"], ["Robert Downey, Jr."]],
    ]
    let names = NameCounts([0, Int.max])
    let index = RecordWordIndex(count: records.count, names: names) { records[$0] }
    #expect(
      Self.texts(ofRecord: 0, index) == [
        "love actually", "stephen king", "peter straub", "anonymous",
      ])
    #expect(Self.texts(ofRecord: 1, index) == ["iron man", "robert downey jr"])
    #expect(index.texts(ofRecord: 0).map(index.key(ofText:)) == [0, 1, 1, 1])
    #expect(index.texts(ofRecord: 0).map { index.isName($0, names) } == [false, true, true, true])
    #expect(Self.spelled(index.surnames(), index) == ["downey", "king", "straub"])
  }

  @Test func theListedPeopleShareTheListsPlaceInTheBilling() {
    // Only the first text of the name key is billed: both people it lists are, the next not.
    let records: [[[String]]] = [[["Film"], ["Ann Lee, Bo Ray", "Cy Fox"]]]
    let billed = NameCounts([0, 1])
    let index = RecordWordIndex(count: 1, names: billed) { records[$0] }
    #expect(
      index.texts(ofRecord: 0).map { index.isName($0, billed) } == [false, true, true, false])
    #expect(Self.spelled(index.surnames(), index) == ["lee", "ray"])
  }

  @Test func textsOfOtherKeysStayWhole() {
    let records: [[[String]]] = [[["Stephen King, Peter Straub"], ["Stephen King, Peter Straub"]]]
    let index = RecordWordIndex(count: 1, names: NameCounts([0, 0])) { records[$0] }
    #expect(
      Self.texts(ofRecord: 0, index) == ["stephen king peter straub", "stephen king peter straub"])
    #expect(index.surnames().isEmpty)
  }

  @Test func removingRecordsKeepsTheOthersPeopleApart() {
    let records: [[[String]]] = [
      [["One"], ["Ann Lee, Bo Ray"]], [["Two"], ["Cy Fox"]], [["Three"], ["Di Orr, Ed Poe"]],
    ]
    var index = RecordWordIndex(count: records.count, names: NameCounts([0, Int.max])) {
      records[$0]
    }
    index.remove(atSorted: [1])
    #expect(index.recordCount == 2)
    #expect(Self.texts(ofRecord: 1, index) == ["three", "di orr", "ed poe"])
    #expect(Self.spelled(index.surnames(), index) == ["lee", "orr", "poe", "ray"])
  }

  @Test func yearsAreKeptOnlyWhileTheYearRuleReadsThem() throws {
    let films = [Movie(title: "Titanic", year: 1997, cast: []), Movie(title: "Jaws", year: 1975)]
    let searcher = try Fuse.Search(films, options: try Movie.profile.options)
    func index(_ rules: SearchRanking.Rules) -> RecordWordIndex {
      SearchService<Movie>.recordWords(
        of: searcher, .relevance(rules: rules), year: { $0.year },
        checkpoint: BuildCheckpoint<Never>.never)
    }
    let kept = index(.all)
    #expect(kept.keepsYears && kept.year(ofRecord: 1) == 1975)
    var removed = kept
    removed.remove(atSorted: [0])
    #expect(removed.year(ofRecord: 0) == 1975, "years move down with their records")
    removed.append([["Alien"]], year: 1979)
    #expect(removed.year(ofRecord: 1) == 1979)
    let off = index(.all.subtracting(.year))
    #expect(!off.keepsYears && off.year(ofRecord: 0) == nil, "a rule switched off keeps nothing")
  }
}
