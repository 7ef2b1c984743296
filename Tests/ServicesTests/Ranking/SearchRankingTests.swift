import FuseCore
import Models
import Services
import Testing

/// The relevance rules, each pinned on small hand-made candidate lists (given in Fuse.js's order,
/// with made-up scores that must come back untouched).
@Suite struct SearchRankingTests {
  /// Fuse.js-ordered results over `titles` (author "-" unless given as "title / author").
  private static func candidates(_ titles: [String]) -> [FuseResult<Book>] {
    titles.enumerated().map { position, entry in
      let parts = entry.split(separator: " / ", maxSplits: 1).map(String.init)
      let book = Book(title: parts[0], author: parts.count > 1 ? parts[1] : "-", year: nil)
      return FuseResult(
        item: book, refIndex: position, score: 0.1 * Double(position + 1), matches: nil)
    }
  }

  /// A made-up result's searched texts, grouped as a title-and-author searcher indexes them.
  private static func texts(_ result: FuseResult<Book>) -> [[String]] {
    [[result.item.title], [result.item.author]]
  }

  /// The ranked titles, with the books corpus's keys: its authors are people's names.
  private static func ranked(
    _ query: String, _ titles: [String],
    ranking: SearchRanking = .relevance(nameKeys: ["author"]), limit: Int? = nil
  ) -> [String] {
    ranking.ordered(
      candidates(titles), query: query, limit: limit, keys: ["title", "author"], texts: texts
    )
    .map(\.item.title)
  }

  @Test func theWholeQueryAsAPhraseComesFirst() {
    #expect(
      Self.ranked("war and peace", ["Peace and War", "War and Peace"]).first == "War and Peace")
  }

  @Test func aPhraseOfWholeWordsBeatsOneThatEndsInsideAWord() {
    // After a comma the word is finished: "Austenland" only begins with it.
    #expect(Self.ranked("austen,", ["Austenland", "Emma / Jane Austen"]).first == "Emma")
  }

  @Test func aSurnameBeatsATitleTheWordBeingTypedWouldComplete() {
    // While "austen" is typed it may begin "Austenland", the whole of that title once
    // finished; the name it ends is the surer sign.
    #expect(Self.ranked("austen", ["Austenland", "Emma / Jane Austen"]).first == "Emma")
    #expect(Self.ranked("austenl", ["Austenland", "Emma / Jane Austen"]).first == "Austenland")
  }

  @Test func withoutNameKeysNoTextIsASurname() {
    // A collection that names no key as people's: "Austen" is a word like any other, and the
    // title the word being typed completes comes first.
    #expect(
      Self.ranked("austen", ["Emma / Jane Austen", "Austenland"], ranking: .relevance()).first
        == "Austenland")
  }

  @Test func aPhraseAtAWordStartBeatsFewerTyposWithoutThePhrase() {
    // "Red King" has both words exactly but not in order; "King Redmond" starts with the query.
    #expect(Self.ranked("king red", ["Red King", "King Redmond"]) == ["King Redmond", "Red King"])
  }

  @Test func fewerTyposComeFirst() {
    #expect(
      Self.ranked("stve", ["Steppenwolf", "Frankenstein", "Steve Jobs"]).first == "Steve Jobs")
    #expect(
      Self.ranked(
        "tolkein", ["Pippi Longstocking / Astrid Lindgren", "The Hobbit / J.R.R. Tolkien"]
      )
      .first == "The Hobbit")
  }

  @Test func aSwappedPairOfLettersIsOneTypo() {
    // "tolkein" is one swap from "tolkien" and two substitutions from "tolkaen".
    #expect(Self.ranked("tolkein", ["Tolkaen", "Tolkien"]) == ["Tolkien", "Tolkaen"])
  }

  @Test func aWordTypedInPartCostsHalfATypo() {
    // "harr" is a prefix of "Harry" (half a typo) and one letter from "Hare" (one typo).
    #expect(Self.ranked("harr", ["Hare", "Harry"]) == ["Harry", "Hare"])
  }

  @Test func diacriticsAreIgnored() {
    #expect(Self.ranked("amelie", ["Amelia", "Amélie"]) == ["Amélie", "Amelia"])
  }

  @Test func shorterTextsComeFirstWhenTheEvidenceTies() {
    #expect(
      Self.ranked("munro", ["The Death of Bunny Munro / Nick Cave", "Dear Life / Alice Munro"])
        == ["Dear Life", "The Death of Bunny Munro"])
  }

  @Test func theTitleCountsItsWordsAtHalf() {
    // "steve" is found in a two-word title and in a two-word author name: the title wins.
    #expect(
      Self.ranked("steve", ["Bomb / Steve Sheinkin", "Steve Jobs / Walter Isaacson"])
        == ["Steve Jobs", "Bomb"])
  }

  @Test func theRulesReadTheTextsOfTheServicesKeys() async throws {
    // Fuse.js ranks "Asteve" (exact, one letter in) above "Young Steven"; on titles alone the
    // query starts a word only in "Young Steven", but "Asteve"'s author, when searched, holds
    // the whole query.
    let books = [
      Book(title: "Asteve", author: "Steve Jobs", year: nil),
      Book(title: "Young Steven", author: "Zed", year: nil),
    ]
    func order(keys: [FuseKey<Book>]) async throws -> [String] {
      let service = try BookSearchService(
        books, options: FuseOptions(keys: keys), ranking: .relevance(nameKeys: ["author"]))
      return try await service.search("steve").map(\.item.title)
    }
    #expect(
      try Fuse.Search(books, options: FuseOptions(keys: [try FuseKey(\Book.title)]))
        .search("steve").map(\.item.title) == ["Asteve", "Young Steven"])
    #expect(try await order(keys: [try FuseKey(\.title)]) == ["Young Steven", "Asteve"])
    #expect(
      try await order(keys: [try FuseKey(\.title), try FuseKey(\.author)])
        == ["Asteve", "Young Steven"])
  }

  @Test func fuseOrderBreaksTheRemainingTies() {
    let titles = ["Emma", "Emma", "Emma"]
    let ranked = SearchRanking.relevance().ordered(
      Self.candidates(titles), query: "emma", limit: nil,
      texts: Self.texts)
    #expect(ranked.map(\.refIndex) == [0, 1, 2])
  }

  @Test func scoresAndRecordsAreFuseJsUnchanged() {
    let input = Self.candidates(["Steppenwolf", "Frankenstein", "Steve Jobs", "Stevens"])
    let output = SearchRanking.relevance().ordered(
      input, query: "stve", limit: nil, texts: Self.texts)
    #expect(output.map(\.refIndex) != input.map(\.refIndex), "the order changes")
    #expect(output.sorted { $0.refIndex < $1.refIndex } == input)
  }

  @Test func onlyTheCandidatesAreReordered() {
    let titles = ["Steppenwolf", "Frankenstein", "Steve Jobs"]
    #expect(Self.ranked("stve", titles, ranking: .relevance(candidates: 2)) == titles)
    #expect(Self.ranked("stve", titles, ranking: .relevance(candidates: 3)).first == "Steve Jobs")
  }

  @Test func theLimitIsAppliedAfterRanking() {
    let titles = ["Steppenwolf", "Frankenstein", "Steve Jobs"]
    #expect(Self.ranked("stve", titles, limit: 1) == ["Steve Jobs"])
    #expect(
      Self.ranked("stve", titles, ranking: .fuse, limit: 2) == ["Steppenwolf", "Frankenstein"])
  }

  @Test func fuseKeepsFuseJsOrder() {
    let titles = ["Steppenwolf", "Frankenstein", "Steve Jobs"]
    #expect(Self.ranked("stve", titles, ranking: .fuse) == titles)
  }

  @Test func aBlankQueryKeepsFuseJsOrder() {
    let titles = ["Steppenwolf", "Frankenstein", "Steve Jobs"]
    #expect(Self.ranked("  ", titles) == titles)
  }

  @Test func theCandidateCountIsAtLeastOne() {
    #expect(SearchRanking.relevance(candidates: 0).candidates == 1)
    #expect(SearchRanking.relevance(candidates: -5).candidates == 1)
  }

  @Test func describesItself() {
    #expect(SearchRanking.fuse.description == "fuse")
    #expect(SearchRanking.relevance(candidates: 200).description == "relevance (top 200)")
  }

  /// Rules describe themselves as `SearchRanking.Rules(list:)` reads them back: the shorter of
  /// the names in force and the rules switched off, in the order of `Rules.named`.
  @Test(
    arguments: [
      ("all", "all"), ("none", "none"), ("typos,phrase", "phrase,typos"),
      ("-popularity,-surname", "-surname,-popularity"), ("typos", "typos"),
    ])
  func rulesDescribeThemselvesAsTheirListReadsThemBack(list: String, shown: String) throws {
    let rules = try #require(SearchRanking.Rules(list: list))
    #expect(rules.description == shown)
    #expect(SearchRanking.Rules(list: rules.description) == rules)
  }
}
