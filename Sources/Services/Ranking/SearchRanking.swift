/// The order a ``SearchService`` returns its results in: Fuse.js's own, or a relevance order
/// that re-ranks Fuse.js's best candidates by what a person would take as evidence
/// (<doc:Ranking> is the overview; this is the reference).
///
/// ```swift
/// let books = try BookSearchService(books: EmbeddedCorpus.books())
/// await books.setRanking(.fuse)                       // Fuse.js's order, exactly
/// await books.setRanking(.relevance())                // the product order (the default)
/// ```
///
/// Either way the results are Fuse.js's: the same records with the same scores (`FuseResult`'s
/// `score` is untouched); only their order differs. ``Order-swift.enum/relevance`` takes the
/// first ``candidates`` results Fuse.js returns (best first), with up to ``wordCandidates``
/// more found by their words wherever Fuse.js ranks them, and sorts them by these rules, each
/// deciding only when the ones before it tie. Each rule is one of ``Rules`` and can be switched
/// off on its own (its ties then pass to the next rule), which is how each is measured:
///
/// 1. **The query as a phrase** (``Rules/phrase``). A record with a searched text that holds the
///    whole query, its words in order, every word but the last whole, comes first: one where
///    the phrase ends at a word's end before one where it ends inside a word ("the hobb" in
///    *The Hobbit*); records without the phrase come last. Where the first key is one of
///    ``nameKeys``, the record's own name typed surname first, every word whole, holds it too,
///    as it is whole (rule 4): "black jack" is as much Jack Black's as the film *Black Jack*
///    someone is known for ("cody j" is not Jesse Cody's).
/// 2. **A trailing parenthetical is not the text** (``Rules/parentheticalSuffix``). A text's
///    *core* is its words before a trailing parenthetical: *The Summoning (Darkest Powers, #1)*'s
///    core is "the summoning". A phrase found only in the parenthetical ranks below one in a
///    core, and the parenthetical's words count neither as length (rule 9) nor for rules 4 and 6.
///    A person's name (a text of ``nameKeys``) of three words or more likewise leaves out a
///    generational suffix (*Jr.*, *Sr.*, *II*, *III*, *IV*) as its last word: *Robert Downey
///    Jr.*'s surname is *Downey* (rule 5), "al freeman" is the whole of *Al Freeman Jr.* (rule 4,
///    typed surname first too), and the suffix is no length.
/// 3. **Fewer typos** (``Rules/typos``). Each query word is compared with every word of the
///    record's searched texts (an edit — a wrong, missing, extra or swapped letter — is one typo;
///    a query word that only begins a longer word costs half a typo more than its edits, a whole
///    typo more once it is finished and the longer word goes on by two letters or more); the
///    record whose words need the fewest typos in total comes first. A query word found nowhere
///    costs its length. With ``Rules/keyboard``, a wrong letter whose key does not touch the
///    right one's on a QWERTY keyboard counts a typo and a half (in words within two edits):
///    "stve" is nearer *Steve* than *Sève*, "crhsh" nearer *Crush* than *Crash*. With
///    ``Rules/soundsAlike``, a spelling by ear in a word of four letters or more counts one typo
///    wherever the keys are: *c* for *k* and *s* for *z* (each either way), and *f* for *ph* or
///    *ph* for *f*, which are two edits. "kaan" is then as near James *Caan* as *Kazan*, and
///    "fillips" nearer *Phillips* than *Gillis*; a word being typed is also looked for under the
///    first letter spelt by ear ("krisp" finds Donald *Crisp*). With ``Rules/numbers``, a query
///    word that writes a number counts no typo against a record word that writes it another way
///    (in digits, as an English word, as a roman numeral), here and where rules 1 and 4 to 6
///    compare words: "rocky 4" is *Rocky IV*, "13 reasons why" *Thirteen Reasons Why*. With
///    ``Rules/year``, where the records carry a year (``CorpusProfile/year``: a film's), a query
///    word in digits that is the record's year counts no typo: "titanic 1997" puts the
///    *Titanic* of 1997 before that of 1953. With ``Rules/joinedWords``, the query's letters,
///    its words joined, that are consecutive whole words of one text joined count no typo, and
///    are the phrase (rule 1), the whole text (rule 4) or its start (rule 6) as those words
///    would be: "spiderman" and *Spider-Man*, "ghost busters" and *Ghostbusters*.
/// 4. **The whole text** (``Rules/wholeText``). A record whose title or name (a text of the
///    first key) or one of whose people's names (``nameKeys``) has exactly the query's words
///    (each with its fewest typos), in order, as its core comes first: "the magician" puts
///    *The Magician* above *The Magician's Assistant*; the record's own title or name before
///    one of its people's names: "the game" puts the film *The Game* above those of the rapper
///    The Game. Other keys' texts (a work a person is known for, a genre) do not count:
///    "hamilton" is about people called Hamilton before one known for *Hamilton*. The query's
///    first words may name one of the record's people (each found in its names) before the
///    title or name: "salvatore the legacy" puts *The Legacy* above R.A. Salvatore's other
///    books, and a name typed surname first is whole: "douglas don" puts *Don Douglas* above
///    *Donald Douglas*. With ``Rules/leadingArticle``, a title that begins with an article
///    (English's *the*, *a*, *an*) the query does not begin with is whole without it, here and
///    in rule 6: "terminator" puts *The Terminator* above *Terminator Genisys* (a person's name
///    is read as it is). A text that the word still being typed only begins the last word of
///    ("austen" and *Austenland*) would be whole once that word is finished: it counts after
///    surnames (rule 5), before the start of a text (rule 6).
/// 5. **Surnames** (``Rules/surname``). The more query words are found whole as the last word of
///    a name of several words (the texts of ``nameKeys``), the earlier: "munro" finds *Alice
///    Munro*'s books, "hanks" Tom Hanks's films. A record's people, here and in rules 4 and 6,
///    are the first ``billedNames`` of each name key's texts: a film's leads, not a name far
///    down its credits ("oppenheim" begins *Oppenheimer* before it is the surname of a film's
///    thirty-ninth cast member).
/// 6. **The start of a text** (``Rules/textStart``). A record whose title or name, or one of
///    whose people's names, starts with the query's words (each with its fewest typos), in
///    order, comes before one that holds them further in: while a title is typed, the records
///    it begins lead (after a person's name as in rule 4, too: "salvatore the leg" begins *The
///    Legacy*). As in rule 4, other keys' texts do not count: "knigh" is about people called
///    Knight before people known for *Knight and Day*, and "down under" puts *Mutant Message
///    Down Under* before the book whose original title is *Down Under*.
/// 7. **The word being typed** (``Rules/openLastWord``). When the query ends inside a word (no
///    space after it), its last word may be the start of a longer word at no cost, in rules 1, 3,
///    4 and 6: "darkest pow" is as good as "darkest powers" for *Darkest Powers*. In rule 1 a
///    phrase ending inside a word then ranks with one ending at a word's end, and after it only
///    where every other rule ties: "emil" begins *Emily Climbs*, which rule 6 puts before a title
///    that has the word *Emil* further in, while "scarlet" still puts *Scarlet* before *Scarlett*.
///    Typed with an apostrophe after it, the word goes on (a possessive, a contraction), so it
///    is no name's last word typed whole and counts for no surname in rule 5: "sullivan'" puts
///    *Sullivan's Travels*, which it begins, before films with a Sullivan in their casts.
/// 8. **The next word** (``Rules/nextWord``). When the query ends after a word (a separator
///    follows it), another word is on its way, so rule 4 turns round: a title or name that the
///    query's words start and that goes on after them comes first, before one they fill:
///    "step," puts *Step Brothers* before *Step*, "fox:" *Fox in Socks* before Michael J. Fox's
///    books. A "!" or "?" ends the query instead: "tokyo!" puts *Tokyo!* before *Tokyo Joe*.
///    A space is no such separator under ``Rules/extraSpaces`` (rule 15), which does not search
///    it; without that rule, "step " puts *Step Brothers* first too.
/// 9. **Shorter texts** (``Rules/length``). For each query word, the text where it was found
///    best counts its core's words (a text of the first key, the record's title or name, at
///    half); the record with the fewer words in total comes first: "munro" ranks *Alice Munro*'s
///    books above *The Death of Bunny Munro*, and "stve" ranks the book *Steve Jobs* above books
///    by authors called Steve. Where a word is as good in several names, it counts in that of
///    the best-known person (rule 10, when in force): "tolkien" is as long in *Unfinished
///    Tales*, by J.R.R. and Christopher Tolkien, as in *The Hobbit*, by J.R.R. Tolkien alone. A
///    name of three parts between spaces counts its first and last (a person, as in rule 10),
///    so a middle name or initial is no length: "martin" is as long in George R.R. Martin's
///    name as in Steve Martin's, and rule 10 puts the better-known first; a double-barrelled
///    surname still counts its words (Catherine Zeta-Jones is three for "jones").
/// 10. **Better-known people** (``Rules/credits``). When every query word is found as a
///    surname (rule 5), the record whose person of that surname (found with at most one typo,
///    two from seven letters on) more records credit comes first: "kane" puts the films of the
///    Kane billed in the most films before those of a Kane billed in one, "hunter" Erin
///    Hunter's books before those of a Hunter with one book. A person is a name's first and last
///    words (*Samuel L. Jackson* and *Samuel Jackson* are one), counted over the names of
///    ``nameKeys`` but the record's own (its first key's): a film's billed cast, a book's
///    authors, not a person's own entry. Other words in the query ("miles west") pick the
///    record instead, and the order is Fuse.js's where they tie.
/// 11. **A well-known person before a title** (``Rules/personOverTitle``). A query of surnames
///    alone, not on its way to another word (rule 8), that is also the whole title or name of
///    some records (rule 4) may mean either: "lloyd" is the film *Lloyd* and the films of Harold
///    Lloyd. A record that credits anyone credits some number of people on average (about 2.8
///    for the films' billed casts), so a person credited in *c* records is as likely meant as *c*
///    divided by that number of titles. When the best-known person of those surnames (as in
///    rule 10) is credited in more records than the titles times that average, their best
///    record (by the other rules) counts as whole as the titles and comes first: "lloyd" puts a
///    Harold Lloyd film first, *Lloyd* second, then his other films; "nero" (Franco Nero, in
///    seven films) puts one of his films before *Nero*, while "argo" (Victor Argo, in two) keeps
///    *Argo* first. Only the titles and people with the query's fewest typos (rule 3) weigh: a
///    typo as near the surname as the title ("stome" for *Stone* and Lewis Stone) weighs them
///    as the query typed right would, one nearer the title ("kong") keeps the title first.
/// 12. **As typed** (``Rules/asTyped``). Where every rule before ties, the record whose own
///    title or name (a text of the first key) has more of the query's pieces exactly as typed
///    comes first: pieces are split at white space only and keep their case, accents and
///    punctuation, and the last one, while the query ends inside it, may begin a longer piece.
///    Words that compare equal can belong to different records: "Adam DeVine" puts *Adam
///    DeVine* before *Adam Devine*, "R. D. Reid" *R. D. Reid* before *R.D. Reid*.
/// 13. **Popularity** (``Rules/popularity``). Where every rule before ties, the record its
///    corpus declares the more popular (``CorpusProfile/popularity``, like Algolia's custom
///    ranking) comes first, and a record that declares none after those that do: "rocky" puts
///    *Rocky* (1976), whose Wikipedia lead is the longer, before *Rocky* (1948). It breaks ties
///    between equally good matches only; a corpus that declares no popularity (a file loaded
///    with keys alone) leaves them to Fuse.js, and a blank query lists the records in order.
/// 14. **Fuse.js's order.**
/// 15. **Spaces are not searched** (``Rules/extraSpaces``). Before every rule, white space at
///    the query's ends is dropped and each run of it inside made one space, for Fuse.js's
///    search as for the rules (``searchedQuery(_:)``). A space is typed before every next word,
///    so it says nothing about which record is meant: "the dark knight " ranks exactly as "the
///    dark knight" (*The Dark Knight* first, not *The Dark Knight Rises*), and so does "the
///    dark  knight".
///
/// The rules decide in the order of ``Criterion``, the one list of the keys they compare:
/// phrase, typos, whole text (rule 11 deciding there), surnames, a text the word being typed
/// would make whole, start of text, length, better-known people, a phrase
/// ending at a word's end, as typed, then popularity (rules 2, 7, 8 and 15 change what the
/// others see). A rule switched off gives no key, and the comparison goes on as if it had never
/// been in the list. The searched texts are the ones the service's searcher
/// indexed for the record under its current keys (`Fuse.Search.indexedTexts(refIndex:)`), so
/// the rules follow a change of keys. Texts are compared lower-cased, without diacritics, and split into
/// words at anything that is not a letter or a digit (an apostrophe is dropped: "magician's" is
/// "magicians"; under ``Rules/ampersand``, an ampersand is the word "and": "thelma and louise"
/// is *Thelma & Louise* word for word), but for rule 12. Results beyond the candidates
/// keep Fuse.js's order after them.
public struct SearchRanking: Sendable, Hashable, CustomStringConvertible {
  /// How results are ordered.
  public enum Order: String, Sendable, Hashable, CaseIterable {
    /// Fuse.js's order, exactly.
    case fuse
    /// Fuse.js's first candidates re-ordered by the rules (``Rules``).
    case relevance
  }

  /// How results are ordered.
  public var order: Order
  /// How many of Fuse.js's best results the relevance order re-ranks (at least 1).
  ///
  /// ``Order-swift.enum/fuse`` ignores it. A search asks Fuse.js for at least this many results,
  /// so a larger set finds more but costs a little sorting.
  public var candidates: Int

  /// How many records found by their words join Fuse.js's best results as candidates of the
  /// relevance order (0: none).
  ///
  /// Fuse.js may rank the record a person means in the hundreds ("a litle romance" puts *A Little
  /// Romance* 341st), where no re-ranking of its best results can reach it. So the relevance order
  /// also takes, from every record, up to this many whose words hold the query's words with the
  /// fewest typos (each word of three letters or more; one typo in a word, two from seven letters
  /// on; a title or name the words make whole, then more surnames, then the earlier record, break
  /// ties: "stome" finds the film *Stone* before the many films of actors called Stone), and up to
  /// this many whose own title or name the query's words begin, the word being typed as the start
  /// of a word ("i do" finds *I Do*, which Fuse.js ranks below films whose casts hold an "i" and a
  /// "do"). Those that are Fuse.js results are ranked with its best ones; the others are not
  /// returned.
  /// ``Order-swift.enum/fuse`` ignores it.
  public var wordCandidates: Int

  /// The relevance order's rules in force (``Order-swift.enum/fuse`` ignores them).
  ///
  /// Every rule is on by default; switching one off makes it decide nothing (its ties pass to
  /// the next rule), which is how each rule's worth is measured.
  public var rules: Rules

  /// The keys whose texts are people's names, by key id.
  ///
  /// Key ids are `FuseKey.id`, compared as Fuse.js compares them; the rules about people (a
  /// surname, the better-known person, a name typed surname first, a person before a title)
  /// read only these keys' texts. `nil` names none, and those rules then decide nothing: a
  /// collection that does not say which of its fields are people's gets only the rules that
  /// hold for any text.
  ///
  /// A text that lists several people between commas is each of them: a book's "Stephen King,
  /// Peter Straub" gives both their surnames and credits. A comma before nothing but a
  /// generational suffix parts no one: *Robert Downey, Jr.* is one name.
  ///
  /// A corpus names them in its default ranking: a title's last word is not a surname.
  public var nameKeys: [String]?

  /// Whether any key is named as people's names (``nameKeys``); without one, the rules about
  /// people decide nothing.
  public var namesPeople: Bool { !(nameKeys ?? []).isEmpty }

  /// How many of a name key's texts, in the key's order, are the record's people for the rules
  /// that read names (4, 5 and 6); `nil`: all of them.
  ///
  /// A film's cast is billed in order, and the person someone searches a film by is one of
  /// its leads, not the thirty-ninth name of its credits: with 4, "oppenheim" is on its way to
  /// *Oppenheimer* rather than about a film with a David Oppenheim far down its cast. Names
  /// past the billing are still searched and still count as words (rules 1, 3 and 9), but are
  /// neither a surname nor a name the query fills or starts. A text listing several people
  /// (``nameKeys``) is one of the key's texts here, all its people billed or none. Values below
  /// 1 count as 1.
  public var billedNames: Int?

  /// Creates a ranking.
  ///
  /// - Parameters:
  ///   - order: How results are ordered.
  ///   - candidates: How many Fuse.js results the relevance order re-ranks (values below 1
  ///     count as 1).
  ///   - wordCandidates: How many records found by their words join the candidates (values
  ///     below 0 count as 0).
  ///   - rules: The relevance order's rules in force (default: all).
  ///   - nameKeys: The keys whose texts are people's names (default: `nil`, none).
  ///   - billedNames: How many of a name key's first texts are the record's people (default:
  ///     `nil`, all; values below 1 count as 1).
  public init(
    order: Order, candidates: Int = SearchRanking.defaultCandidates,
    wordCandidates: Int = SearchRanking.defaultWordCandidates, rules: Rules = .all,
    nameKeys: [String]? = nil, billedNames: Int? = nil
  ) {
    self.order = order
    self.candidates = max(1, candidates)
    self.wordCandidates = max(0, wordCandidates)
    self.rules = rules
    self.nameKeys = nameKeys
    self.billedNames = billedNames.map { max(1, $0) }
  }

  /// The candidate-set size the relevance order uses unless told otherwise: 200, measured on
  /// labelled queries (50 leaves right answers outside the set; 400 finds few more).
  public static let defaultCandidates = 200

  /// How many records found by their words join the candidates unless told otherwise: 100.
  public static let defaultWordCandidates = 100

  /// Fuse.js's order, exactly.
  public static let fuse = SearchRanking(order: .fuse)

  /// The relevance order over Fuse.js's first `candidates` results.
  ///
  /// - Parameters:
  ///   - candidates: How many of Fuse.js's best results to re-rank.
  ///   - wordCandidates: How many records found by their words join them.
  ///   - rules: The rules in force (default: all).
  ///   - nameKeys: The keys whose texts are people's names (default: `nil`, none).
  ///   - billedNames: How many of a name key's first texts are the record's people (default:
  ///     `nil`, all).
  /// - Returns: The ranking.
  public static func relevance(
    candidates: Int = defaultCandidates, wordCandidates: Int = defaultWordCandidates,
    rules: Rules = .all, nameKeys: [String]? = nil, billedNames: Int? = nil
  ) -> SearchRanking {
    SearchRanking(
      order: .relevance, candidates: candidates, wordCandidates: wordCandidates, rules: rules,
      nameKeys: nameKeys, billedNames: billedNames)
  }

  /// For each of `keys` (key ids, in key order), how many of its first texts are people's
  /// names: ``billedNames`` (or all) for one of ``nameKeys``, none for another key; none at
  /// all without `keys` or without ``nameKeys``.
  func nameCounts(_ keys: [String]?) -> NameCounts {
    let billed = billedNames.map { max(1, $0) } ?? Int.max
    guard let keys, let nameKeys else { return .none }
    return NameCounts(
      keys.map { key in nameKeys.contains { $0.utf16.elementsEqual(key.utf16) } ? billed : 0 })
  }

  /// `fuse`, or `relevance (top N)` (followed by the rules in force when not all are).
  public var description: String {
    switch order {
    case .fuse: "fuse"
    case .relevance:
      "relevance (top \(candidates)"
        + (wordCandidates == Self.defaultWordCandidates ? "" : "; \(wordCandidates) by words")
        + (rules == .all ? ")" : "; rules \(rules))")
    }
  }

  /// How many results to ask Fuse.js for so that `limit` ranked results can be returned.
  func fuseLimit(for limit: Int?) -> Int? {
    guard order == .relevance, let limit else { return limit }
    return limit == 0 ? 0 : max(limit, candidates)
  }
}
