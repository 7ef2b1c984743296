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
    #expect(index.texts(ofRecord: 0).map(index.isOfFirstKey) == [true, false, false, false])
    #expect(index.texts(ofRecord: 0).map(index.isName) == [false, true, true, true])
    #expect(index.ownTextNumber(ofRecord: 0) == index.texts(ofRecord: 0).lowerBound)
    #expect(Self.spelled(index.surnames(), index) == ["downey", "king", "straub"])
  }

  @Test func theListedPeopleShareTheListsPlaceInTheBilling() {
    // Only the first text of the name key is billed: both people it lists are, the next not.
    let records: [[[String]]] = [[["Film"], ["Ann Lee, Bo Ray", "Cy Fox"]]]
    let billed = NameCounts([0, 1])
    let index = RecordWordIndex(count: 1, names: billed) { records[$0] }
    #expect(
      index.texts(ofRecord: 0).map(index.isName) == [false, true, true, false])
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

  /// Everything `index` keeps of its records, spelled: per record its texts (key, whether a
  /// name, words, the three counts); then the lexicon in number order.
  private static func contents(_ index: RecordWordIndex, names: NameCounts) -> [String] {
    var lines: [String] = []
    for record in 0..<index.recordCount {
      for text in index.texts(ofRecord: record) {
        let own = index.ownTextNumber(ofRecord: record) == text
        let role = "first key \(index.isOfFirstKey(text)) own \(own) name \(index.isName(text))"
        lines.append(
          "\(record) \(role): "
            + Self.texts(ofRecord: record, index)[text - index.texts(ofRecord: record).lowerBound]
            + " core \(index.coreCount(ofText: text)) \(index.nameCoreCount(ofText: text))"
            + " person \(index.personWordCount(ofText: text))")
      }
    }
    lines += (0..<Int32(index.lexicon.count)).map { word($0, index) }
    return lines
  }

  /// The index a service builds, which splits each of the searcher's distinct texts once.
  private static func builtByKinds<Record>(
    _ records: [Record], _ profile: CorpusProfile<Record>
  ) throws -> (index: RecordWordIndex, bySplittingEach: RecordWordIndex, names: NameCounts) {
    let searcher = try Fuse.Search(records, options: profile.options)
    let index = SearchService<Record>.recordWords(
      of: searcher, profile.ranking, checkpoint: BuildCheckpoint<Never>.never)
    let bySplittingEach = RecordWordIndex(
      count: records.count, names: index.names, readsAmpersand: index.readsAmpersand
    ) { searcher.indexedTexts(refIndex: $0) }
    return (index, bySplittingEach, index.names)
  }

  @Test func aTextSharedByManyRecordsIsSplitOnceIntoTheSameWords() throws {
    // The films' cast and the books' authors repeat texts across records, with commas that
    // list several people; each corpus's index must equal one that splits every text.
    let films = try Self.builtByKinds(EmbeddedCorpus.movies(), Movie.profile)
    #expect(films.index.textCount > 1_000)
    #expect(
      Self.contents(films.index, names: films.names)
        == Self.contents(films.bySplittingEach, names: films.names))
    let books = try Self.builtByKinds(EmbeddedCorpus.books(), Book.profile)
    #expect(
      Self.contents(books.index, names: books.names)
        == Self.contents(books.bySplittingEach, names: books.names))
  }

  /// The index a service builds while its searcher indexes `records` (``RecordWordBuilder``),
  /// and the one built from the finished searcher.
  private static func builtWhileIndexing<Record: Sendable>(
    _ records: [Record], _ profile: CorpusProfile<Record>
  ) throws -> (whileIndexing: RecordWordIndex, after: RecordWordIndex) {
    let options = try profile.options
    let builder = try #require(
      SearchService<Record>.wordBuilder(
        records, options: options, ranking: profile.ranking, year: profile.year))
    let searcher = try Fuse.Search(records, options: options, readingIndexedTexts: builder.read)
    let after = SearchService<Record>.recordWords(
      of: searcher, profile.ranking, year: profile.year,
      checkpoint: BuildCheckpoint<Never>.never)
    return (builder.finish(count: records.count), after)
  }

  @Test func theWordsReadWhileTheSearcherIndexesAreThoseReadAfterIt() throws {
    // Enough films for the two-thread build (each film thrice: texts shared within and across
    // its chunks), and a few books, built on one thread.
    let films = try EmbeddedCorpus.movies()
    let many = Array(repeating: films, count: max(3, 5_000 / films.count + 1)).flatMap { $0 }
    #expect(many.count > 4_096)
    let built = try Self.builtWhileIndexing(many, Movie.profile)
    #expect(built.whileIndexing.recordCount == many.count)
    #expect(
      Self.contents(built.whileIndexing, names: built.after.names)
        == Self.contents(built.after, names: built.after.names))
    #expect(
      (0..<many.count).allSatisfy {
        built.whileIndexing.year(ofRecord: $0) == many[$0].year
          && built.after.year(ofRecord: $0) == many[$0].year
      })
    let books = try Array(EmbeddedCorpus.books().prefix(300))
    let bookIndexes = try Self.builtWhileIndexing(books, Book.profile)
    #expect(
      Self.contents(bookIndexes.whileIndexing, names: bookIndexes.after.names)
        == Self.contents(bookIndexes.after, names: bookIndexes.after.names))
  }

  @Test func textsThatNormaliseAlikeShareTheirWordsAndAreReadAsNamesByTheirPlace() throws {
    // Fuse.js's normalisation makes the first two titles one text, whose words they share; a
    // text listing two people is two names where it is billed among the first four, one text
    // where it is not.
    let films = [
      Movie(title: "ÉMILE ZOLA", year: 1937, cast: ["Paul Muni, Gale Sondergaard"]),
      Movie(title: "Émile Zola", year: 1938, cast: ["Paul Muni, Gale Sondergaard"]),
      Movie(title: "Zola", year: 1939, cast: ["Paul Muni"]),
      // Billed fifth, the same text is no name (a film's first four are): it stays whole.
      Movie(
        title: "Paul Muni, Gale Sondergaard", year: 1940,
        cast: ["A", "B", "C", "D", "Paul Muni, Gale Sondergaard"]),
    ]
    let built = try Self.builtByKinds(films, Movie.profile)
    #expect(
      Self.contents(built.index, names: built.names)
        == Self.contents(built.bySplittingEach, names: built.names))
    #expect(
      Self.texts(ofRecord: 1, built.index) == ["emile zola", "paul muni", "gale sondergaard"])
    #expect(
      Self.texts(ofRecord: 3, built.index) == [
        "paul muni gale sondergaard", "a", "b", "c", "d", "paul muni gale sondergaard",
      ])
  }

  @Test func removingARecordKeepsTheWordsTheOthersShareWithIt() throws {
    // The first two films share their cast's run of words; once the first is removed, the
    // index is the one the others alone give.
    let films = [
      Movie(title: "Scarface", year: 1932, cast: ["Paul Muni", "Ann Dvorak"]),
      Movie(title: "Zola", year: 1937, cast: ["Paul Muni", "Gale Sondergaard"]),
      Movie(title: "Juarez", year: 1939, cast: ["Ann Dvorak"]),
    ]
    var built = try Self.builtByKinds(films, Movie.profile).index
    built.remove(atSorted: [0])
    let rest = try Self.builtByKinds(Array(films.dropFirst()), Movie.profile)
    #expect(built.recordCount == 2)
    #expect(
      (0..<2).map { Self.texts(ofRecord: $0, built) }
        == (0..<2).map { Self.texts(ofRecord: $0, rest.index) })
    #expect(Self.texts(ofRecord: 1, built) == ["juarez", "ann dvorak"])
  }
}
