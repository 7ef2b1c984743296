import FuseCore
import Models
import Services
import Testing

/// Each relevance rule on its own (``SearchRanking/Rules``): with no rule in force every
/// candidate ties and Fuse.js's order stands; with the one rule, the candidate it favours moves
/// first.
@Suite struct SearchRankingRulesTests {
  /// Fuse.js-ordered results over "title / author" entries (author "-" when not given).
  private static func candidates(_ entries: [String]) -> [FuseResult<Book>] {
    entries.enumerated().map { position, entry in
      let parts = entry.split(separator: " / ", maxSplits: 1).map(String.init)
      let book = Book(title: parts[0], author: parts.count > 1 ? parts[1] : "-", year: nil)
      return FuseResult(
        item: book, refIndex: position, score: 0.1 * Double(position + 1), matches: nil)
    }
  }

  /// The titles in the order `rules` puts them, the author key holding names.
  private static func ranked(
    _ query: String, _ entries: [String], rules: SearchRanking.Rules
  ) -> [String] {
    let ranking = SearchRanking.relevance(rules: rules, nameKeys: ["author"])
    return ranking.ordered(
      candidates(entries), query: query, limit: nil, keys: ["title", "author"]
    ) { [[$0.item.title], [$0.item.author]] }
    .map(\.item.title)
  }

  /// The titles in the order `rules` puts "title, author, original title" entries, the
  /// author key holding names.
  private static func ranked(
    _ query: String, _ entries: [(String, String, String)], rules: SearchRanking.Rules
  ) -> [String] {
    let results = entries.enumerated().map { position, entry in
      FuseResult(
        item: Book(title: entry.0, author: entry.1, year: nil, originalTitle: entry.2),
        refIndex: position, score: 0.1 * Double(position + 1), matches: nil)
    }
    return SearchRanking.relevance(rules: rules, nameKeys: ["author"]).ordered(
      results, query: query, limit: nil, keys: ["title", "author", "originalTitle"]
    ) { [[$0.item.title], [$0.item.author], $0.item.originalTitle.map { [$0] } ?? []] }
    .map(\.item.title)
  }

  @Test func withNoRuleFuseJsOrderStands() {
    let entries = ["Peace and War", "War and Peace"]
    #expect(Self.ranked("war and peace", entries, rules: []) == ["Peace and War", "War and Peace"])
  }

  @Test func phrase() {
    let entries = ["Peace and War", "War and Peace"]
    #expect(Self.ranked("war and peace", entries, rules: [.phrase]).first == "War and Peace")
  }

  @Test func typos() {
    let entries = ["Steppenwolf", "Steve Jobs"]
    #expect(Self.ranked("stve", entries, rules: []).first == "Steppenwolf")
    #expect(Self.ranked("stve", entries, rules: [.typos]).first == "Steve Jobs")
  }

  @Test func typosCountAFinishedWordStoppingShortOfALongerOneAsATypo() {
    // "knig" begins *Knighton* exactly, but a finished word four letters short of it is no
    // slip: it ties with *King*'s swapped letters, and Fuse.js's order stands; one letter short
    // still costs half a typo.
    let entries = ["The King and I", "The Prince and Me / Zachary Knighton"]
    #expect(Self.ranked("the knig and", entries, rules: [.typos]).first == "The King and I")
    #expect(Self.ranked("knighto and", entries, rules: [.typos]).first == "The Prince and Me")
  }

  @Test func wholeText() {
    let entries = ["The Magician King", "The Magician"]
    #expect(Self.ranked("the magician", entries, rules: []).first == "The Magician King")
    #expect(Self.ranked("the magician", entries, rules: [.wholeText]).first == "The Magician")
  }

  @Test func wholeTextReadsTheRecordsOwnTitleOrNamesOnly() {
    // "Sève" (the illustrator) and "Steve" are one typo from "stve" each; the second author's
    // title is "Hamilton" only through a key that is neither the title nor a name.
    let books = [
      ("Musicals", "Lin Manuel", "Hamilton"), ("Federalist Papers", "Alexander Hamilton", ""),
    ]
    #expect(Self.ranked("hamilton", books, rules: .all).first == "Federalist Papers")
  }

  @Test func wholeTextPrefersTheRecordsOwnTitleToAPersonsName() {
    // "the game" is the whole of one title and of the other record's author's name, whose
    // surname "game" is.
    let books = ["Street Kings / The Game", "The Game / Ken Follett"]
    #expect(Self.ranked("the game", books, rules: [.surname]).first == "Street Kings")
    #expect(Self.ranked("the game", books, rules: [.wholeText, .surname]).first == "The Game")
    // A name still counts as whole: before a title that only holds the words.
    let named = ["The Game of Kings / Dorothy Dunnett", "Street Kings / The Game"]
    #expect(Self.ranked("the game", named, rules: [.wholeText]).first == "Street Kings")
  }

  @Test func wholeTextAfterAPersonsName() {
    // "salvatore the legacy": the author's surname, then the whole of one title's core.
    let books = [
      "Starless Night (Legacy of the Drow, #2) / R.A. Salvatore",
      "The Legacy (Legacy of the Drow, #1) / R.A. Salvatore",
    ]
    let rules: SearchRanking.Rules = [.wholeText, .parentheticalSuffix]
    func first(_ query: String, _ rules: SearchRanking.Rules) -> String? {
      Self.ranked(query, books, rules: rules).first?.split(separator: " (").first.map(String.init)
    }
    #expect(first("salvatore the legacy", []) == "Starless Night")
    #expect(first("salvatore the legacy", rules) == "The Legacy")
    // Words found only in titles name nobody: "drow" does not lead to the title after it.
    #expect(first("drow the legacy", rules) == "Starless Night")
  }

  @Test func wholeTextIsTheRecordsOwnNameTypedSurnameFirst() {
    func ranked(
      _ query: String, _ names: [String], knownFor: [String: String] = [:],
      rules: SearchRanking.Rules
    ) -> [String] {
      let results = names.enumerated().map { position, name in
        FuseResult(
          item: Person(name: name, role: "actor", knownFor: knownFor[name] ?? "-"),
          refIndex: position, score: 0.1 * Double(position + 1), matches: nil)
      }
      return SearchRanking.relevance(rules: rules, nameKeys: ["name"]).ordered(
        results, query: query, limit: nil, keys: ["name", "knownFor"]
      ) { [[$0.item.name], [$0.item.knownFor]] }
      .map(\.item.name)
    }
    let people = ["Donald Douglas", "Don Douglas"]
    // The word being typed, "don", may begin "Donald", but only fills "Don".
    #expect(ranked("douglas don", people, rules: [.openLastWord]).first == "Donald Douglas")
    #expect(
      ranked("douglas don", people, rules: [.openLastWord, .wholeText]).first == "Don Douglas")
    // A generational suffix is not part of the name typed surname first.
    let freemans = ["Alfonso Freeman", "Al Freeman Jr."]
    let typing: SearchRanking.Rules = [.openLastWord, .wholeText]
    #expect(ranked("freeman al", freemans, rules: typing).first == "Alfonso Freeman")
    #expect(
      ranked("freeman al", freemans, rules: typing.union(.parentheticalSuffix)).first
        == "Al Freeman Jr.")
    // The own name typed surname first is a phrase of it too (rule 1), as good as the words
    // in order in a film someone is known for, and then whole (rule 4).
    let blacks = ["Patricia Roc", "Jack Black"]
    let knownFor = ["Patricia Roc": "Black Jack"]
    let phrase: SearchRanking.Rules = [.phrase, .openLastWord, .wholeText]
    #expect(ranked("black jack", blacks, knownFor: knownFor, rules: phrase).first == "Jack Black")
    #expect(
      ranked("black jack", blacks, knownFor: knownFor, rules: [.phrase]).first == "Patricia Roc",
      "the phrase alone ties, and Fuse.js's order decides")
    #expect(ranked("jack black", blacks, knownFor: knownFor, rules: phrase).first == "Jack Black")
    // Its first name typed in part is no phrase of it: "cody j" is on its way to *Cody Johns*,
    // not Jesse Cody's name.
    let codys = ["Cody Johns", "Jesse Cody"]
    #expect(ranked("cody j", codys.reversed(), rules: phrase).first == "Cody Johns")
    #expect(ranked("black ja", blacks, knownFor: knownFor, rules: phrase).first == "Patricia Roc")
    // A name the record only lists (an author's) is not its own: the title typed as it is
    // stays first.
    let books = ["School of Rock / Jack Black", "Black Jack / Osamu Tezuka"]
    #expect(Self.ranked("black jack", books, rules: [.wholeText]).first == "Black Jack")
    #expect(Self.ranked("black jack", books, rules: [.phrase]).first == "Black Jack")
  }

  @Test func keyboard() {
    // "Sève" needs a wrong letter from a key far from "t"; "Steve" only a missing one.
    let entries = ["Dealing with Dragons / Peter de Sève", "Steve Jobs / Walter Isaacson"]
    #expect(
      Self.ranked("stve", entries, rules: [.typos, .surname]).first == "Dealing with Dragons")
    #expect(
      Self.ranked("stve", entries, rules: [.typos, .surname, .keyboard]).first == "Steve Jobs")
    // A slip to a neighbouring key ("u" for "h") is a single typo; "a" for "h" is not.
    let crush = ["Crash", "Crush"]
    #expect(Self.ranked("crhsh", crush, rules: [.typos]).first == "Crash")
    #expect(Self.ranked("crhsh", crush, rules: [.typos, .keyboard]).first == "Crush")
  }

  @Test func soundsAlike() {
    // "kaan": *Kazan* lacks a letter; *Caan* has a "c" for the "k", a far key but one typo by
    // ear, and then James Caan's surname counts.
    let caan = ["Kazan / -", "The Godfather Notebook / James Caan"]
    let typing: SearchRanking.Rules = [.typos, .surname, .keyboard]
    #expect(Self.ranked("kaan", caan, rules: typing).first == "Kazan")
    #expect(
      Self.ranked("kaan", caan, rules: typing.union(.soundsAlike)).first
        == "The Godfather Notebook")
    // "fillips": Ann *Gillis* is a slip and a missing letter away; *Phillips* has "f" for "ph".
    let phillips = ["Little Orphan Annie / Ann Gillis", "Sorority Girl / Bijou Phillips"]
    #expect(Self.ranked("fillips", phillips, rules: typing).first == "Little Orphan Annie")
    #expect(
      Self.ranked("fillips", phillips, rules: typing.union(.soundsAlike)).first
        == "Sorority Girl")
    // "jumangi": *Jumanji* has a "g" for the "j", far keys but one typo by ear, as the name
    // *Jumani* lacks one letter; the title is then as near as the name, and comes first.
    let jumanji = ["Jumanji", "Ghost Town / Leena Jumani"]
    #expect(Self.ranked("jumangi", jumanji, rules: typing.union(.wholeText)).first == "Ghost Town")
    #expect(
      Self.ranked("jumangi", jumanji, rules: typing.union([.wholeText, .soundsAlike])).first
        == "Jumanji")
    // Three letters are too few to tell a spelling by ear from another word: "kox" stays Elyse
    // *Knox* with a letter missing, not Tony *Cox* spelt by ear.
    let knox = ["Bad Santa 2 / Tony Cox", "Footlight Fever / Elyse Knox"]
    #expect(
      Self.ranked("kox", knox, rules: typing.union(.soundsAlike)).first == "Footlight Fever")
  }

  @Test func textStart() {
    let entries = ["The Magician", "Magician: Apprentice"]
    #expect(Self.ranked("magician", entries, rules: []).first == "The Magician")
    #expect(Self.ranked("magician", entries, rules: [.textStart]).first == "Magician: Apprentice")
  }

  @Test func textStartReadsTheRecordsOwnTitleOrNamesOnly() {
    // "down under" is further in the first book's title and starts the second book's original
    // title, a key that is neither the title nor a name: no start of the second book's text.
    let books = [
      ("Mutant Message Down Under", "Marlo Morgan", ""),
      ("In a Sunburned Country", "Bill Bryson", "Down Under"),
    ]
    func first(_ query: String) -> String? {
      Self.ranked(query, books, rules: [.textStart]).first
    }
    #expect(first("down under") == "Mutant Message Down Under")
    #expect(first("in a sun") == "In a Sunburned Country")
    #expect(first("bill bry") == "In a Sunburned Country")
  }

  @Test func surname() {
    let entries = ["The Death of Bunny Munro / Nick Cave", "Runaway / Alice Munro"]
    #expect(Self.ranked("munro", entries, rules: []).first == "The Death of Bunny Munro")
    #expect(Self.ranked("munro", entries, rules: [.surname]).first == "Runaway")
  }

  @Test func credits() {
    // "hanks": Colin Hanks has one book here, Tom Hanks two; with nothing else to tell them
    // apart, the better-known Hanks's books come first.
    let entries = ["The Notebook / Colin Hanks", "Big / Tom Hanks", "Cast Away / Tom Hanks"]
    #expect(Self.ranked("hanks", entries, rules: [.surname]).first == "The Notebook")
    #expect(Self.ranked("hanks", entries, rules: [.surname, .credits]).first == "Big")
    #expect(
      Self.ranked("hanks", entries, rules: [.surname, .credits, .length]).first == "Big",
      "a surname typed alone is as long in every name")
    // With another word, the query is about more than the person: the credits decide nothing.
    let notebooks = ["The Notebook / Colin Hanks", "Notes / Tom Hanks", "Big Notes / Tom Hanks"]
    #expect(
      Self.ranked("hanks no", notebooks, rules: [.surname, .credits]).first == "The Notebook")
    // A surname counts only when found within the typos a word may have: "pride" is three
    // typos from Adrien Brody, twice credited here, and no more about him than about Pike.
    let far = ["Gone Girl / Rosamund Pike", "The Pianist / Adrien Brody", "Dummy / Adrien Brody"]
    #expect(Self.ranked("pride", far, rules: [.surname]).first == "Gone Girl")
    #expect(Self.ranked("pride", far, rules: [.surname, .credits]).first == "Gone Girl")
    #expect(Self.ranked("brodi", far, rules: [.surname, .credits]).first == "The Pianist")
    // A name the query does not end as a surname credits nothing: "tom" is a first name.
    let toms = ["Tom Sawyer / Tom Cruise", "Big / Tom Hanks", "Cast Away / Tom Hanks"]
    #expect(Self.ranked("tom", toms, rules: [.surname, .credits]).first == "Tom Sawyer")
    // A surname of several of a book's authors names the best-known of them, whose name is the
    // text the word is as long as: *Unfinished Tales* is no shorter than *The Hobbit*.
    let tolkiens = [
      "The Hobbit / J.R.R. Tolkien", "Unfinished Tales / J.R.R. Tolkien, Christopher Tolkien",
      "Beren and Lúthien / J.R.R. Tolkien",
    ]
    #expect(
      Self.ranked("tolkien", tolkiens, rules: [.surname, .credits, .length])
        == ["The Hobbit", "Unfinished Tales", "Beren and Lúthien"])
    #expect(
      Self.ranked("tolkien", tolkiens, rules: [.surname, .length]).first == "Unfinished Tales",
      "without the credits, the shortest name")
  }

  @Test func lengthCountsAMiddleNameOrInitialAsNoLength() {
    // "martin": George R.R. Martin is credited in two books here, Steve Martin in one. His
    // initials are no length, so the names are as long and the better-known comes first.
    let martins = [
      "Shopgirl / Steve Martin", "A Game of Thrones / George R.R. Martin",
      "A Clash of Kings / George R.R. Martin",
    ]
    #expect(Self.ranked("martin", martins, rules: [.surname, .length]).first == "Shopgirl")
    #expect(
      Self.ranked("martin", martins, rules: [.surname, .length, .credits]).first
        == "A Game of Thrones")
    // A double-barrelled surname is as long as its words: Zeta-Jones is no plain Jones.
    let joneses = [
      "Chicago / Catherine Zeta-Jones", "The Terminal / Catherine Zeta-Jones",
      "Carousel / Shirley Jones",
    ]
    #expect(
      Self.ranked("jones", joneses, rules: [.surname, .length, .credits]).first == "Carousel")
  }

  @Test func personOverTitle() {
    // "king" is the whole title *King* and the surname of Stephen King, credited in three of
    // four books that credit one author each: he is the likelier meaning, so his best book
    // comes first, the title second, his other books after it.
    let rules: SearchRanking.Rules = [.wholeText, .surname, .credits, .personOverTitle]
    let kings = [
      "King / T. M. Frazier", "Carrie / Stephen King", "It / Stephen King", "Misery / Stephen King",
    ]
    #expect(Self.ranked("king", kings, rules: rules) == ["Carrie", "King", "It", "Misery"])
    var without = rules
    without.remove(.personOverTitle)
    #expect(Self.ranked("king", kings, rules: without).first == "King")
    #expect(
      Self.ranked("king", kings, rules: rules.subtracting(.wholeText)).first == "Carrie",
      "without the whole text, the surname decides anyway")
    // Typed with a typo, the query is as near the title as the surname: the person is still the
    // likelier meaning.
    #expect(
      Self.ranked("kign", kings, rules: rules.union(.typos)).prefix(2) == ["Carrie", "King"])
    // Nearer the title than the surname ("kong" is *Kong* whole, King with a typo), the title
    // stays first, with or without the person's credits.
    let kong = ["Kong / T. M. Frazier"] + kings.dropFirst()
    #expect(Self.ranked("kong", kong, rules: rules.union(.typos)).first == "Kong")
    #expect(Self.ranked("kong", kong, rules: without.union(.typos)).first == "Kong")
    // Credited in as many records as there are titles times the people a record credits (one
    // here), the person is no likelier: the title stays first.
    let two = ["King / A B", "King / C D", "Carrie / Stephen King", "It / Stephen King"]
    #expect(Self.ranked("king", two, rules: rules).first == "King")
    #expect(
      Self.ranked("king", two + ["Misery / Stephen King"], rules: rules).prefix(3)
        == ["Carrie", "King", "King"])
    // Other words in the query: not a surname alone, the title keeps its place.
    let more = ["King Rat / T. M. Frazier", "Carrie / Stephen King", "It / Stephen King"]
    #expect(Self.ranked("king rat", more, rules: .all).first == "King Rat")
    // On its way to another word, the query is no whole title: *King Rat*, which goes on after
    // it, stays first.
    let rat = ["King Rat / T. M. Frazier"] + kings.dropFirst()
    #expect(Self.ranked("king ", rat, rules: rules.union(.nextWord)).first == "King Rat")
    // Films credit three people each here: Melissa Leo, in three films, is as likely meant as
    // the one film *Leo*; in four, the likelier.
    func films(_ leos: Int) -> [FuseResult<Movie>] {
      let leo = Movie(title: "Leo", year: 2000, cast: ["Ann Bee", "Cy Dee", "Eve Eff"])
      let others = (0..<leos).map { film in
        Movie(title: "Film \(film)", year: 2001, cast: ["Melissa Leo", "Al \(film)", "Bo \(film)"])
      }
      return ([leo] + others).enumerated().map { position, film in
        FuseResult(item: film, refIndex: position, score: 0.1 * Double(position + 1), matches: nil)
      }
    }
    func first(_ films: [FuseResult<Movie>]) -> String? {
      SearchRanking.relevance(rules: rules, nameKeys: ["cast"]).ordered(
        films, query: "leo", limit: nil, keys: ["title", "cast"]
      ) { [[$0.item.title], $0.item.cast] }
      .first?.item.title
    }
    #expect(first(films(3)) == "Leo")
    #expect(first(films(4)) == "Film 0")
  }

  @Test func namesPastTheBillingAreNoPeople() {
    // A film's fifth cast member is searched and counts as words, but with four names billed
    // is no surname, no whole name and no start of a name: the title the query begins leads.
    let films = [
      Movie(title: "Oppenheimer", year: 2023, cast: ["Cillian Murphy", "Emily Blunt"]),
      Movie(
        title: "Lucky You", year: 2007,
        cast: ["Drew Barrymore", "Eric Bana", "Robert Duvall", "Debra Messing", "David Oppenheim"]),
    ]
    let results = films.enumerated().map { position, film in
      FuseResult(item: film, refIndex: position, score: 0.1 * Double(position + 1), matches: nil)
    }
    func first(_ query: String, billed: Int?, rules: SearchRanking.Rules = .all) -> String? {
      SearchRanking.relevance(rules: rules, nameKeys: ["cast"], billedNames: billed).ordered(
        results, query: query, limit: nil, keys: ["title", "cast"]
      ) { [[$0.item.title], $0.item.cast] }
      .first?.item.title
    }
    #expect(first("oppenheim", billed: nil, rules: [.surname]) == "Lucky You")
    #expect(first("oppenheim", billed: 5, rules: [.surname]) == "Lucky You")
    #expect(first("oppenheim", billed: 4, rules: [.surname]) == "Oppenheimer")
    #expect(first("oppenheim", billed: nil) == "Lucky You")
    #expect(first("oppenheim", billed: 4) == "Oppenheimer")
    // Typed whole, the name is still found by its words.
    #expect(first("david oppenheim", billed: 4) == "Lucky You")
    #expect(SearchRanking.relevance(billedNames: 0).billedNames == 1)
    // Set directly below 1, the billing still keeps the first name.
    var ranking = SearchRanking.relevance(rules: [.surname], nameKeys: ["cast"])
    ranking.billedNames = 0
    let lead = [
      FuseResult(item: films[0], refIndex: 0, score: 0.1, matches: nil),
      FuseResult(
        item: Movie(title: "Lucky", year: 2007, cast: ["David Oppenheim"]), refIndex: 1,
        score: 0.2, matches: nil),
    ]
    #expect(
      ranking.ordered(lead, query: "oppenheim", limit: nil, keys: ["title", "cast"]) {
        [[$0.item.title], $0.item.cast]
      }.first?.item.title == "Lucky")
  }

  @Test func surnameLeavesOutAGenerationalSuffix() {
    // *Robert Downey Jr.*'s surname is *Downey*, written with or without a comma; a title's
    // last words are no surname either way.
    for author in ["Robert Downey Jr.", "Robert Downey, Jr.", "Robert Downey Sr."] {
      let entries = ["Downey Lane / Nick Cave", "Chaplin / \(author)"]
      #expect(Self.ranked("downey", entries, rules: [.surname]).first == "Downey Lane")
      #expect(
        Self.ranked("downey", entries, rules: [.surname, .parentheticalSuffix]).first
          == "Chaplin")
    }
    // Two words are a name as they stand: "II" is the last word of *Henry II*.
    let kings = ["Henry II / Anna Henry", "Henry of Anjou / Henry II"]
    #expect(
      Self.ranked("ii", kings, rules: [.surname, .parentheticalSuffix]).first == "Henry of Anjou")
  }

  @Test func parentheticalSuffix() {
    let entries = ["The Summoning Stone", "The Summoning (Darkest Powers, #1)"]
    #expect(
      Self.ranked("the summoning", entries, rules: [.wholeText]).first == "The Summoning Stone")
    #expect(
      Self.ranked("the summoning", entries, rules: [.wholeText, .parentheticalSuffix]).first
        == "The Summoning (Darkest Powers, #1)")
  }

  @Test func openLastWord() {
    // Without the rule, "hob" whole beats "hob" starting "Hobbit" by a typo; with it, the
    // word being typed may start a longer word at no cost, and Fuse.js's order decides.
    let entries = ["The Hobbit", "The Hob Nob"]
    #expect(Self.ranked("the hob", entries, rules: [.typos]).first == "The Hob Nob")
    #expect(Self.ranked("the hob", entries, rules: [.typos, .openLastWord]).first == "The Hobbit")
    // A space after the word closes it: the whole word wins again.
    #expect(
      Self.ranked("the hob ", entries, rules: [.typos, .openLastWord]).first == "The Hob Nob")
  }

  @Test func openLastWordRanksAPhraseEndingInAWordWithAWholeWord() {
    // Fuse.js's order puts the title that holds "emil" whole first; the phrase rule alone keeps
    // it there (a phrase ending at a word's end beats one ending inside a word). While "emil" is
    // being typed it may begin "Emily" just as well, so the start of the title decides.
    let entries = ["Demian. Die Geschichte von Emil Sinclairs Jugend", "Emily Climbs"]
    let typing: SearchRanking.Rules = [.phrase, .textStart]
    #expect(Self.ranked("emil", entries, rules: typing).first == entries[0])
    #expect(Self.ranked("emil", entries, rules: typing.union(.openLastWord)).first == entries[1])
    // Where every other rule ties, the word that ends where the query ends still wins.
    let scarlet = ["Scarlett", "Scarlet"]
    #expect(Self.ranked("scarlet", scarlet, rules: .all).first == "Scarlet")
  }

  @Test func openLastWordTypedWithAnApostropheIsNoSurname() {
    // "sullivan" is a surname of the second book's author, so the surname rule puts that book
    // first; an apostrophe typed after the word says a possessive is on its way, and the title
    // the query begins leads. Without the rule, or once the word is closed, the surname
    // counts again.
    let entries = ["Sullivan's Travels / Preston Sturges", "Really Big Show / Ed Sullivan"]
    let (travels, show) = ("Sullivan's Travels", "Really Big Show")
    let typing: SearchRanking.Rules = [.surname, .textStart]
    #expect(Self.ranked("sullivan", entries, rules: typing).first == show)
    #expect(Self.ranked("sullivan'", entries, rules: typing).first == show)
    #expect(
      Self.ranked("sullivan'", entries, rules: typing.union(.openLastWord)).first == travels)
    #expect(
      Self.ranked("sullivan’", entries, rules: typing.union(.openLastWord)).first == travels)
    #expect(
      Self.ranked("sullivan' ", entries, rules: typing.union(.openLastWord)).first == show)
    #expect(
      Self.ranked("sullivan", entries, rules: typing.union(.openLastWord)).first == show)
  }

  @Test func nextWord() {
    // A query that fills a title beats one it only starts, unless a space after it says
    // another word is coming.
    let entries = ["Step", "Step Brothers"]
    let rules: SearchRanking.Rules = [.wholeText, .openLastWord]
    #expect(Self.ranked("step", entries, rules: rules.union(.nextWord)).first == "Step")
    #expect(Self.ranked("step ", entries, rules: rules).first == "Step")
    #expect(Self.ranked("step ", entries, rules: rules.union(.nextWord)).first == "Step Brothers")
    // It outranks a surname: the title the query starts and goes on is what is being typed.
    let fox = ["Lucky Man / Michael J. Fox", "Fox in Socks / Dr. Seuss"]
    let spaced = SearchRanking.Rules.all.subtracting(.extraSpaces)
    #expect(Self.ranked("fox ", fox, rules: spaced.subtracting(.nextWord)).first == "Lucky Man")
    #expect(Self.ranked("fox ", fox, rules: spaced).first == "Fox in Socks")
    #expect(Self.ranked("fox:", fox, rules: .all).first == "Fox in Socks")
    // A "!" or "?" ends the query, where a comma leads on.
    let tokyo = ["Tokyo Joe", "Tokyo!"]
    #expect(Self.ranked("tokyo!", tokyo, rules: rules.union(.nextWord)).first == "Tokyo!")
    #expect(Self.ranked("Tokyo? ", tokyo, rules: rules.union(.nextWord)).first == "Tokyo!")
    #expect(Self.ranked("tokyo,", tokyo, rules: rules.union(.nextWord)).first == "Tokyo Joe")
  }

  @Test func extraSpaces() {
    // A space typed after the last word, on the way to the next one, is not searched: the
    // query ranks as without it, where without the rule it says another word is coming.
    let entries = ["Step Brothers", "Step"]
    let spaced = SearchRanking.Rules.all.subtracting(.extraSpaces)
    #expect(Self.ranked("step ", entries, rules: spaced).first == "Step Brothers")
    #expect(Self.ranked("step ", entries, rules: .all).first == "Step")
    // Spaces at the start and runs of spaces inside are not searched either.
    let dark = ["The Dark Knight Rises", "The Dark Knight"]
    for query in ["the dark knight ", " the  dark knight", "the dark knight\t"] {
      #expect(Self.ranked(query, dark, rules: .all) == Array(dark.reversed()))
    }
    #expect(Self.ranked("the dark knight ", dark, rules: spaced).first == "The Dark Knight Rises")
    #expect(SearchRanking.relevance().searchedQuery("  the  dark knight ") == "the dark knight")
    #expect(SearchRanking.relevance(rules: spaced).searchedQuery("the dark ") == "the dark ")
  }

  @Test func numbers() {
    // A number in digits is the title's roman numeral or number word: without the rule, "4" is
    // a typo away from "V" as from "IV", and Fuse.js's order stands.
    let without = SearchRanking.Rules.all.subtracting(.numbers)
    let rocky = ["Rocky V", "Rocky IV"]
    #expect(Self.ranked("rocky 4", rocky, rules: without).first == "Rocky V")
    #expect(Self.ranked("rocky 4", rocky, rules: .all).first == "Rocky IV")
    let oceans = ["Ocean's Eleven", "Ocean's Thirteen"]
    #expect(Self.ranked("oceans 13", oceans, rules: without).first == "Ocean's Eleven")
    #expect(Self.ranked("oceans 13", oceans, rules: .all).first == "Ocean's Thirteen")
    // The other way round, and a number before other words, which the phrase then holds.
    #expect(Self.ranked("rocky iv", ["Rocky 5", "Rocky 4"], rules: .all).first == "Rocky 4")
    let reasons = ["Reasons Why Not", "Thirteen Reasons Why"]
    #expect(Self.ranked("13 reasons why", reasons, rules: [.phrase]).first == "Reasons Why Not")
    #expect(
      Self.ranked("13 reasons why", reasons, rules: [.phrase, .numbers]).first
        == "Thirteen Reasons Why")
    // Ordinals too.
    let wave = ["The Fifth Avenue", "The 5th Wave"]
    #expect(Self.ranked("the fifth wave", wave, rules: without).first == "The Fifth Avenue")
    #expect(Self.ranked("the fifth wave", wave, rules: .all).first == "The 5th Wave")
    // A number word never meets a single-letter numeral, which is as often a letter: "one" is
    // "1", not "I"; digits meet it.
    #expect(Self.ranked("part one", ["Part I", "Part 1"], rules: .all).first == "Part 1")
    #expect(
      Self.ranked("episode 1", ["Episode II", "Episode I"], rules: .all).first == "Episode I")
  }

  @Test func year() {
    // A year typed with a title picks the record of that year, and is no typo. Without the
    // rule, or where the records carry no year, it is a word found nowhere, and the shorter
    // title, then Fuse.js's order, decide.
    let films = [("Titanic", 1953), ("Titanic", 1997), ("Titanic II", 2010)]
    func years(_ query: String, rules: SearchRanking.Rules, carried: Bool = true) -> [Int] {
      let results = films.enumerated().map { position, film in
        FuseResult(
          item: Movie(title: film.0, year: film.1, cast: []), refIndex: position,
          score: 0.1 * Double(position + 1), matches: nil)
      }
      return SearchRanking.relevance(rules: rules).ordered(
        results, query: query, limit: nil, keys: ["title"],
        year: carried ? { $0.item.year } : nil
      ) { [[$0.item.title]] }
      .map(\.item.year)
    }
    #expect(years("titanic 1997", rules: .all) == [1997, 1953, 2010])
    #expect(years("titanic 1997", rules: .all.subtracting(.year)) == [1953, 1997, 2010])
    #expect(years("titanic 1997", rules: .all, carried: false) == [1953, 1997, 2010])
    #expect(years("titanic 2010", rules: .all).first == 2010)
  }

  @Test func joinedWords() {
    // The same letters split at other places: without the rule, "spiderman" is three edits
    // from *Superman* as from *Spider*, and the shorter title wins.
    let without = SearchRanking.Rules.all.subtracting(.joinedWords)
    let spider = ["Superman", "Spider-Man"]
    #expect(Self.ranked("spiderman", spider, rules: without).first == "Superman")
    #expect(Self.ranked("spiderman", spider, rules: .all).first == "Spider-Man")
    // Split where the title is one word: the phrase holds it.
    let ghost = ["Ghost Story", "Ghostbusters"]
    #expect(Self.ranked("ghost busters", ghost, rules: [.phrase]).first == "Ghost Story")
    #expect(
      Self.ranked("ghost busters", ghost, rules: [.phrase, .joinedWords]).first == "Ghostbusters")
    // Letters and single letters joined: no typo where the words one by one need one.
    #expect(
      Self.ranked("walle", ["Wall Street", "WALL-E"], rules: [.typos]).first == "Wall Street")
    #expect(
      Self.ranked("walle", ["Wall Street", "WALL-E"], rules: [.typos, .joinedWords]).first
        == "WALL-E")
    #expect(Self.ranked("mash", ["Mask", "M*A*S*H"], rules: [.typos]).first == "Mask")
    #expect(
      Self.ranked("mash", ["Mask", "M*A*S*H"], rules: [.typos, .joinedWords]).first == "M*A*S*H")
    // The whole title, joined: before a title the query only starts.
    let knight = ["The Dark Knight Rises", "The Dark Knight"]
    #expect(Self.ranked("thedarkknight", knight, rules: .all).first == "The Dark Knight")
  }

  @Test func ampersand() {
    // "and" typed for an ampersand: without the rule, the sign is no word and the phrase is
    // nowhere, so Fuse.js's order stands.
    let thelma = ["Louise and Thelma", "Thelma & Louise"]
    #expect(Self.ranked("thelma and louise", thelma, rules: [.phrase]).first == thelma[0])
    #expect(
      Self.ranked("thelma and louise", thelma, rules: [.phrase, .ampersand]).first == thelma[1])
    // The sign typed in the query is the word too.
    let typed = ["Thelma Louise", "Thelma and Louise"]
    let without = SearchRanking.Rules.all.subtracting(.ampersand)
    #expect(Self.ranked("thelma & louise", typed, rules: without).first == typed[0])
    #expect(Self.ranked("thelma & louise", typed, rules: .all).first == typed[1])
  }

  @Test func leadingArticle() {
    // A title's article left out: without the rule, "terminator" only begins *Terminator
    // Genisys* and is only a word of *The Terminator*, so the title it begins comes first.
    let terminator = ["Terminator Genisys", "The Terminator"]
    let without = SearchRanking.Rules.all.subtracting(.leadingArticle)
    #expect(Self.ranked("terminator", terminator, rules: without).first == "Terminator Genisys")
    #expect(Self.ranked("terminator", terminator, rules: .all).first == "The Terminator")
    #expect(
      Self.ranked("terminator", terminator, rules: [.wholeText, .leadingArticle]).first
        == "The Terminator")
    // Typed with its article, the title is whole as it is.
    #expect(Self.ranked("the terminator", terminator, rules: without).first == "The Terminator")
    // Any of English's articles; the title begun after its article is begun.
    let mind = ["Mind Games", "A Beautiful Mind"]
    #expect(Self.ranked("beautiful mind", mind, rules: [.wholeText]).first == "Mind Games")
    #expect(
      Self.ranked("beautiful mind", mind, rules: [.wholeText, .leadingArticle]).first
        == "A Beautiful Mind")
    let knight = ["Knight of the Dark", "The Dark Knight Rises"]
    #expect(Self.ranked("dark knight", knight, rules: [.textStart]).first == knight[0])
    #expect(
      Self.ranked("dark knight", knight, rules: [.textStart, .leadingArticle]).first == knight[1])
    #expect(SearchRanking.Rules(list: "-leading-article") == without)
  }

  @Test func asTyped() {
    // Words that compare equal, told apart by the query as typed: case, accents, punctuation.
    func first(_ query: String, _ entries: [String], rules: SearchRanking.Rules) -> String? {
      Self.ranked(query, entries, rules: rules).first
    }
    let rules: SearchRanking.Rules = [.wholeText, .typos, .openLastWord]
    let devine = ["Adam DeVine", "Adam Devine"]
    #expect(first("Adam Devine", devine, rules: rules) == "Adam DeVine")
    #expect(first("Adam Devine", devine, rules: rules.union(.asTyped)) == "Adam Devine")
    // The last piece, still being typed, may begin a longer one.
    #expect(first("Adam Dev", devine, rules: rules.union(.asTyped)) == "Adam Devine")
    #expect(first("adam devine", devine, rules: rules.union(.asTyped)) == "Adam DeVine")
    let reid = ["R.D. Reid", "R. D. Reid"]
    #expect(first("R. D. Reid", reid, rules: rules.union(.asTyped)) == "R. D. Reid")
    #expect(first("Reid R. D.", reid, rules: rules.union(.asTyped)) == "R. D. Reid")
    let cosio = ["Joaquín Cosío", "Joaquín Cosio"]
    #expect(first("Joaquín Cosio", cosio, rules: rules.union(.asTyped)) == "Joaquín Cosio")
    // It decides only where every other rule ties: a typo counts first.
    let typo = ["Adam Devane", "adam devine"]
    #expect(first("Adam Devine", typo, rules: [.asTyped]) == "Adam Devane")
    #expect(first("Adam Devine", typo, rules: .all) == "adam devine")
  }

  @Test func theRulesListParses() {
    #expect(SearchRanking.Rules(list: "all") == .all)
    #expect(SearchRanking.Rules(list: "none") == [])
    #expect(SearchRanking.Rules(list: "phrase,typos") == [.phrase, .typos])
    #expect(SearchRanking.Rules(list: "-surname") == SearchRanking.Rules.all.subtracting(.surname))
    #expect(SearchRanking.Rules(list: "phrase,nonsense") == nil)
    #expect(SearchRanking.Rules.all.description == "all")
    #expect(SearchRanking.Rules([.typos, .phrase]).description == "phrase,typos")
  }
}
