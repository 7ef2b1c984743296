import FuseCore
import Models
import Services
import Testing

/// `SearchService.relevanceExplanation`: the evidence the relevance order sorts by, word by
/// word.
@Suite struct RelevanceExplanationTests {
  @Test func theEvidenceOfKnownRecords() async throws {
    let books = try BookSearchService(books: EmbeddedCorpus.books())
    let pride = try #require(try await books.search("pride", limit: 1).first)
    let whole = try #require(await books.relevanceExplanation("pride", refIndex: pride.refIndex))
    #expect(whole.phrase == .whole)
    #expect(whole.words == [.init(text: "pride", typos: 0, length: 1.5)])
    #expect(!whole.isWholeText && whole.startsText, "Pride and Prejudice starts with it")
    let tolk = try #require(try await books.search("Tolk", limit: 1).first)
    let start = try #require(await books.relevanceExplanation("Tolk", refIndex: tolk.refIndex))
    #expect(start.phrase == .endingInWord)
    #expect(start.lastWordIsOpen && start.comparedPhrase == .whole, "ranked as a whole word")
    #expect(start.words.map(\.text) == ["tolk"], "lower-cased, as compared")
    #expect(start.typos == 0, "the word still being typed costs nothing for beginning a word")
    let finished = try #require(
      await books.relevanceExplanation("Tolk,", refIndex: tolk.refIndex))
    #expect(finished.typos == 1, "a finished word three letters short of a word is a typo")
    #expect(finished.expectsNextWord && !finished.lastWordIsOpen)
    #expect(finished.comparedPhrase == .endingInWord && !finished.isWholeText)
    let slip = try #require(await books.relevanceExplanation("Tolkie,", refIndex: tolk.refIndex))
    #expect(slip.typos == 0.5, "one letter short of a word, half a typo (a dropped last letter)")
    let none = try #require(await books.relevanceExplanation("zzqx", refIndex: 0))
    #expect(none.phrase == .absent)
    #expect(none.words.map(\.typos) == [4], "found nowhere: its length")
    #expect(none.typos == 4)
    #expect(await books.relevanceExplanation("pride", refIndex: 10_000) == nil)
  }

  /// A surname typed alone is explained with the credits of its best-known person: as many as
  /// the films whose director or first four cast members include a name with the same first
  /// and last words.
  @Test func theCreditsOfASurnameTypedAlone() async throws {
    let movies = try MovieSearchService(movies: EmbeddedCorpus.movies())
    let first = try #require(try await movies.search("jackson", limit: 1).first)
    let why = try #require(await movies.relevanceExplanation("jackson", refIndex: first.refIndex))
    func person(_ name: String) -> [Substring] {
      let words = name.split(separator: " ")
      return [words[0], words[words.count - 1]]
    }
    let films = await movies.records
    func people(_ film: Movie) -> [String] {
      [film.director].compactMap(\.self) + film.cast.prefix(4)
    }
    let expected = people(first.item).filter { $0.hasSuffix(" Jackson") }.map { name in
      films.filter { film in people(film).contains { person($0) == person(name) } }.count
    }.max()
    #expect(why.surnames == 1 && why.credits > 1)
    #expect(why.credits == expected)
    let more = try #require(
      await movies.relevanceExplanation("jackson 2", refIndex: first.refIndex))
    #expect(more.credits == 0, "with another word the credits decide nothing")
    #expect(more.words.first?.credits == why.credits, "though the surname's are still known")
  }

  @Test func theRecordPutBeforeATitle() async throws {
    // "lloyd" is the film *Lloyd* and Harold Lloyd, in three of four films crediting one
    // person each: his best film is put before the title, and says so; the others do not.
    let movies = try MovieSearchService(movies: [
      Movie(title: "Lloyd", year: 2001, cast: ["Todd Stashwick"]),
      Movie(title: "Safety Last!", year: 1923, cast: ["Harold Lloyd"]),
      Movie(title: "The Freshman", year: 1925, cast: ["Harold Lloyd"]),
      Movie(title: "Speedy", year: 1928, cast: ["Harold Lloyd"]),
    ])
    let results = try await movies.search("lloyd")
    #expect(results.dropFirst().first?.item.title == "Lloyd")
    var before: [Bool] = []
    for result in results {
      let why = try #require(await movies.relevanceExplanation("lloyd", refIndex: result.refIndex))
      before.append(why.comesBeforeTitles)
      #expect(why.isWholeText == (result.item.title == "Lloyd"))
    }
    #expect(before == [true, false, false, false])
    var ranking = await movies.ranking
    ranking.rules.remove(.personOverTitle)
    await movies.setRanking(ranking)
    let first = try #require(try await movies.search("lloyd", limit: 1).first)
    #expect(first.item.title == "Lloyd")
    for refIndex in 1...3 {
      let why = try #require(await movies.relevanceExplanation("lloyd", refIndex: refIndex))
      #expect(!why.comesBeforeTitles, "the rule off, no record is")
    }
  }

  @Test func wordsJoinedOrSplitAtOtherPlacesAreNoTypo() async throws {
    let films = [
      Movie(title: "Superman", year: 1948, cast: ["Kirk Alyn"]),
      Movie(title: "Spider-Man", year: 2002, cast: ["Tobey Maguire"]),
    ]
    let service = try MovieSearchService(movies: films)
    #expect(try await service.search("spiderman", limit: 2).map(\.item.year) == [2002, 1948])
    let spider = try #require(await service.relevanceExplanation("spiderman", refIndex: 1))
    #expect(spider.joinsWords && spider.typos == 0 && spider.isWholeText)
    #expect(spider.phrase == .whole)
    let superman = try #require(await service.relevanceExplanation("spiderman", refIndex: 0))
    #expect(!superman.joinsWords && superman.typos > spider.typos)
  }

  @Test func aTitleWithoutItsLeadingArticleIsWhole() async throws {
    let films = [
      Movie(title: "Terminator Genisys", year: 2015, cast: ["Arnold Schwarzenegger"]),
      Movie(title: "The Terminator", year: 1984, cast: ["Arnold Schwarzenegger"]),
    ]
    let service = try MovieSearchService(movies: films)
    #expect(try await service.search("terminator", limit: 2).map(\.item.year) == [1984, 2015])
    let whole = try #require(await service.relevanceExplanation("terminator", refIndex: 1))
    #expect(whole.isWholeText && whole.fitsOwnText && whole.fitsAfterArticle)
    #expect(whole.startsText && whole.startsAfterArticle)
    let begun = try #require(await service.relevanceExplanation("terminator", refIndex: 0))
    #expect(!begun.isWholeText && !begun.fitsAfterArticle)
    #expect(begun.startsText && !begun.startsAfterArticle)
    // Typed with its article, the title is whole as it is.
    let typed = try #require(await service.relevanceExplanation("the terminator", refIndex: 1))
    #expect(typed.isWholeText && !typed.fitsAfterArticle && !typed.startsAfterArticle)
  }

  @Test func aYearTypedWithATitleIsTheRecordsYearAndNoTypo() async throws {
    let films = [
      Movie(title: "Titanic", year: 1953, cast: ["Barbara Stanwyck"]),
      Movie(title: "Titanic", year: 1997, cast: ["Kate Winslet"]),
    ]
    let service = try MovieSearchService(movies: films)
    #expect(try await service.search("titanic 1997", limit: 2).map(\.item.year) == [1997, 1953])
    let year = try #require(await service.relevanceExplanation("titanic 1997", refIndex: 1))
    #expect(year.words.map(\.isYear) == [false, true])
    #expect(year.typos == 0)
    let other = try #require(await service.relevanceExplanation("titanic 1997", refIndex: 0))
    #expect(other.words.map(\.isYear) == [false, false])
    #expect(other.typos == 4, "a year not the record's is a word found nowhere")
    // Records that carry no year declared: the year is a word like any other.
    let plain = try SearchService(
      films, options: try Movie.profile.options, ranking: Movie.profile.ranking)
    #expect(try await plain.search("titanic 1997", limit: 2).map(\.item.year) == [1953, 1997])
  }

  /// The relevance order's results, explained, come in the order of their evidence: phrase,
  /// typos, whole text (or, before a next word, a text going on), surnames, a text the word
  /// being typed would complete, text start, length, the better-known person, then a whole last word (ties keep Fuse.js's order).
  @Test func theOrderFollowsTheEvidence() async throws {
    let movies = try MovieSearchService(movies: EmbeddedCorpus.movies())
    for query in [
      "star wars", "kubrik", "the godfather part", "alien", "jackson", "the sou", "star ", "th",
      "the g",
    ] {
      let results = try await movies.search(query, limit: 20)
      var keys: [(Int, Double, Int, Int, Int, Int)] = []
      var lengths: [Double] = []
      var credits: [Int] = []
      var endsInWord: [Int] = []
      for result in results {
        let why = try #require(
          await movies.relevanceExplanation(query, refIndex: result.refIndex))
        keys.append(
          (
            why.comparedPhrase.rawValue, why.typos,
            why.comesBeforeTitles ? 0 : why.fitsText ? (why.fitsOwnText ? 0 : 1) : 2,
            -why.surnames,
            why.completesText ? 0 : 1, why.startsText ? 0 : 1
          ))
        lengths.append(why.length)
        credits.append(-why.credits)
        endsInWord.append(why.comparedPhrase != why.phrase ? 1 : 0)
      }
      let ordered = keys.indices.dropLast().allSatisfy { position in
        let (this, next) = (keys[position], keys[position + 1])
        guard this == next else { return this < next }
        let (length, nextLength) = (lengths[position], lengths[position + 1])
        guard length == nextLength else { return length < nextLength }
        let (credit, nextCredit) = (credits[position], credits[position + 1])
        guard credit == nextCredit else { return credit < nextCredit }
        return endsInWord[position] <= endsInWord[position + 1]
      }
      #expect(ordered, "\(query): \(keys) \(lengths) \(credits) \(endsInWord)")
    }
  }
}
