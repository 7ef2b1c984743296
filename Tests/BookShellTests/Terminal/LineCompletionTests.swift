import Services
import Testing

@testable import BookShell

/// What Tab completes, from the text before the cursor.
@Suite struct LineCompletionTests {
  static let vocabulary = LineCompletion.Vocabulary(
    commands: ShellCommandTable.typedNames, corpora: ["books", "movies", "people", "all"],
    loadableCorpora: ["books", "movies", "people"], options: ShellOptions.names,
    optionValues: ShellOptions.choices, optionListItems: ShellOptions.listItems,
    fields: ["title", "author", "originalTitle", "year"])

  static let folder: [LineCompletion.Entry] = [
    .init(name: "movies.json", isFolder: false), .init(name: "more", isFolder: true),
    .init(name: ".hidden.json", isFolder: false), .init(name: "books.json", isFolder: false),
  ]

  /// The candidates' texts for `text`, or `nil` for no completion; folders listed are recorded.
  static func candidates(_ text: String, listed: inout [String]) -> [String]? {
    var folders: [String] = []
    let completion = LineCompletion.completing(
      Substring(text), vocabulary: vocabulary,
      resolve: { try? ShellCommandTable.entry(named: $0).name },
      list: {
        folders.append($0)
        return folder
      })
    listed = folders
    return completion.map { $0.candidates.map(\.text) }
  }

  static func candidates(_ text: String) -> [String]? {
    var listed: [String] = []
    return candidates(text, listed: &listed)
  }

  @Test func commandsAfterTheColon() {
    #expect(Self.candidates(":co") == ["corpus"])
    #expect(Self.candidates("  :S") == ["set", "show", "stats"])
    #expect(Self.candidates(":e") == ["explain", "exit"])
    #expect(Self.candidates(":") == ShellCommandTable.typedNames)
  }

  @Test func argumentsByCommand() {
    #expect(Self.candidates(":corpus m") == ["movies"])
    #expect(Self.candidates(":co ") == ["books", "movies", "people", "all"])
    #expect(Self.candidates(":load a") == [], "all is not loadable")
    #expect(Self.candidates(":set TH") == ["threshold"])
    #expect(Self.candidates(":keys title:2 au") == ["author"])
    #expect(Self.candidates(":set threshold 0") == nil, "no values")
    #expect(Self.candidates(":stats ") == nil)
    #expect(Self.candidates("dune") == nil, "a query")
    #expect(Self.candidates(":nope x") == nil)
  }

  /// After an option of few values, Tab offers them; after a number or a duration, nothing.
  @Test func theValuesOfAnOptionAfterItsName() {
    #expect(Self.candidates(":set rank ") == ["fuse", "relevance"])
    #expect(Self.candidates(":set RANK r") == ["relevance"])
    #expect(Self.candidates(":set ignoreLocation ") == ["true", "false"])
    #expect(Self.candidates(":set threshold ") == nil)
    #expect(Self.candidates(":set rank fuse ") == nil)
  }

  /// A list value (the rules) completes its last item, after a comma or a `-`, with the items
  /// before it kept and not offered again.
  @Test func theLastItemOfAListValue() {
    #expect(Self.candidates(":set rules -pop") == ["-popularity"])
    #expect(
      Self.candidates(":set rules -popularity,-len") == ["-popularity,-length"])
    #expect(
      Self.candidates(":set rules -popularity,-le")
        == ["-popularity,-length", "-popularity,-leading-article"])
    #expect(Self.candidates(":set rules phrase,ty") == ["phrase,typos"])
    #expect(Self.candidates(":set rules PHRASE,-Ty") == ["PHRASE,-typos"])
    #expect(
      Self.candidates(":set rules -length,-")
        == SearchRanking.Rules.named.map(\.name)
        .filter { $0 != "length" }.map { "-length,-" + $0 })
    #expect(Self.candidates(":set rules -nope") == [])
    #expect(Self.candidates(":set rules al") == ["all"], "a single word is one of the choices")
    #expect(Self.candidates(":set rank -") == [], "rank's value is no list")
  }

  @Test func filesAfterLoadName() {
    var listed: [String] = []
    #expect(
      Self.candidates(":load movies ", listed: &listed) == ["books.json", "more/", "movies.json"])
    #expect(listed == ["."])
    #expect(
      Self.candidates(":load movies Data/mo", listed: &listed) == [
        "Data/more/", "Data/movies.json",
      ])
    #expect(listed == ["Data/"])
    #expect(Self.candidates(":load movies ~/.h", listed: &listed) == ["~/.hidden.json"])
    #expect(listed == ["~/"])
    #expect(Self.candidates(":load movies my files/b") == ["my files/books.json"])
  }

  @Test func theCommonPrefixOfTheCandidates() throws {
    let completion = try #require(
      LineCompletion.completing(
        ":load movies mo", vocabulary: Self.vocabulary, resolve: { $0 }, list: { _ in Self.folder }
      ))
    #expect(completion.replacing == 2)
    #expect(completion.commonPrefix == "mo")
    #expect(completion.candidates.map(\.endsWord) == [false, false])
  }
}
